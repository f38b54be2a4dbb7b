"""Reading cells as people write them: numbers with currencies and separators, and yes / no / maybe answers.

The one home of these rules: every page (Your data, Private median, Synthetic data) and every scoring rule reads
cells through this module, so "$3" or "3,50 €" means the same everywhere.

Numbers
    A column is read as a whole, so that its convention is inferred once from all its cells and stated: currency
    symbols or codes (``$ € £ ¥ zł kr USD EUR GBP CHF PLN``... :data:`CURRENCIES`) around the number, thousands
    separators (``,`` ``.`` space, apostrophe) and a decimal point or comma. ``1,310.00`` and ``1.310,00`` are both
    1310; a column whose cells read ``3,50`` uses a decimal comma. A lone ``12,345`` (three digits after one comma,
    nothing else in the column to tell) is read the English way, as twelve thousand, and the reading says so; but
    cells like ``1.250`` beside whole numbers of three digits (``980``) group thousands with the point (1250), as
    read as decimals they would be a thousand times smaller than their neighbours.

Answers
    Cells of a yes/no column: ``YES`` (1, yes, x, ✓, OK, true...), ``NO`` (0, no, an empty cell, ✗...) and
    ``MIDDLE`` (maybe, (OK), if need be...), the "if need be" answer of scheduling tools, whose weight the user
    chooses (0, ½ or 1).

>>> read_numbers(pd.Series(["$1,310.00", "$980.50"])).values.tolist()
[1310.0, 980.5]
>>> read_numbers(pd.Series(["3,50 €", "4,00 €"])).convention
'read “3,50 €” as 3.50 (decimal comma; amounts in €)'
>>> [answer_kind(word) for word in ("OK", "(OK)", "", "Maybe", "No")]
[1, 2, 0, 2, 0]
"""

from __future__ import annotations

import numbers
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from dpcore.validation import InvalidInputError, show

__all__ = [
    "BAD",
    "BLANK_LABELS",
    "CURRENCY_FIRST",
    "CURRENCY_LAST",
    "FALSE_WORDS",
    "MIDDLE",
    "LAST_SEPARATOR",
    "MIDDLE_WORDS",
    "NO",
    "NUMBER_SHAPE",
    "NOT_A_CANDIDATE",
    "SUMMARY_WORDS",
    "TRUE_WORDS",
    "YES",
    "NumberColumn",
    "answer_codes",
    "answer_kind",
    "decimal_separator",
    "is_no_candidate",
    "is_summary_label",
    "is_total_label",
    "number_share",
    "read_numbers",
    "row_name",
    "numbers_the_rows",
    "running_number",
    "without_missing_codes",
    "words_for_no_answer",
]

#: Cell values read as "yes" / "no" / the middle "if need be" answer (compared after strip() and lower()).
TRUE_WORDS = frozenset(
    {"1", "1.0", "yes", "y", "true", "t", "x", "✓", "✔", "☑", "✅", "ok", "ja", "oui", "sí", "si", "available"}
    | {"zusage", "zugesagt", "attending", "going", "accepted"}  # (an invitation's answers: "Zusage" / "Absage")
    | {"in"}  # (a team's sign-up: "IN" / "OUT" / "?")
    # (a rota's "available": Danish, Swedish, Norwegian, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
    # Czech, Finnish, Russian)
    | {
        "tilgængelig",
        "tillgänglig",
        "tilgjengelig",
        "verfügbar",
        "disponible",
        "disponibile",
        "disponível",
        "beschikbaar",
        "dostępny",
        "dostupný",
        "saatavilla",
        "доступен",
    }
    | {"○", "◯", "〇", "⭕", "はい", "可", "是", "да", "tak", "sim"}  # (Japanese scheduling polls: ○ / △ / ×)
    | {
        "sì",
        "kyllä",
        "ano",
        "áno",
        "evet",
        "igen",
        "jah",
        "taip",
        "jā",
        "ναι",
        "כן",
        "نعم",
        "ใช่",
        "có",
        "ya",
        "예",
        "네",
        "já",
        "так",
        "da",
        # (a scheduling tool's strongest yes, counted with yes as FindTime's own "votes in favour" count it)
        "preferred",
        "prefer",
        "prefiero",
        "preferido",
        "preferida",
        "bevorzugt",
        "préféré",
        "voorkeur",
        "preferito",
    }
)
FALSE_WORDS = frozenset(
    {"0", "0.0", "no", "n", "false", "f", "", "-", "–", "—", "✗", "✘", "☐", "❌", "❎", "✖", "nein", "non"}
    | {"×", "✕", "いいえ", "不可", "否", "нет", "nie", "não", "unavailable", "not available", "busy"}
    | {"absage", "abgesagt", "not attending", "not going", "declined", "ko"}  # ("OK" / "KO" as French tools write)
    | {"out"}
    | {"nee", "nej", "ei", "ne", "hayır", "nem", "nu", "όχι", "לא", "لا", "ไม่", "không", "tidak", "아니오", "아니요"}
    | {"nei", "ні", "не", "nē"}  # (Norwegian and Icelandic, Ukrainian, Bulgarian and Serbian, Latvian)
    # (a rota's "not available", in the languages scheduling and staff tools come in)
    | {
        "ikke tilgængelig",
        "utilgængelig",
        "ikke tilgjengelig",
        "ej tillgänglig",
        "inte tillgänglig",
        "nicht verfügbar",
        "non disponible",
        "indisponible",
        "no disponible",
        "non disponibile",
        "indisponível",
        "niet beschikbaar",
        "niedostępny",
        "nedostupný",
        "ei saatavilla",
        "недоступен",
    }
)
MIDDLE_WORDS = frozenset(
    {
        "(ok)",
        "(x)",
        "(✓)",
        "(✔)",
        "△",
        "maybe",
        "onseker",  # (Afrikaans: unsure)
        "miskien",
        "if need be",
        "ifneedbe",
        "(yes)",
        "perhaps",
        "vielleicht",
        "peut-être",
        "tentative",
        "vorläufig",  # (a calendar's tentative: German, French, Dutch, Spanish)
        "provisorisch",
        "provisoire",
        "voorlopig",
        "provisional",
        "provisorio",
        "?",
        "❔",
        "❓",
        "~",
        "0.5",
        "½",
        "si nécessaire",
        "si besoin",
        "wenn nötig",
        "falls nötig",
        "if needed",
        "може би",  # ("maybe": Bulgarian, Ukrainian, Polish, Slovene, Icelandic, Latvian, Lithuanian, Estonian)
        "можливо",
        "być może",
        "mogoče",
        "kannski",
        "varbūt",
        "galbūt",
        "võib-olla",
        "helst ikke",  # (a rota's "rather not": available at a push)
        "helst inte",
        "lieber nicht",
        "si es necesario",
        "indien nodig",
        "eventuell",
        "se necessario",
        # "maybe" in more languages (scheduling polls write it as the middle answer)
        "misschien",
        "wellicht",
        "kanske",
        "måske",
        "kanskje",
        "ehkä",
        "może",
        "možná",
        "možno",
        "belki",
        "talán",
        "poate",
        "možda",
        "может быть",
        "возможно",
        "ίσως",
        "אולי",
        "ربما",
        "อาจจะ",
        "có thể",
        "mungkin",
        "아마",
        "多分",
        "たぶん",
        "也许",
        "可能",
        "tal vez",
        "quizás",
        "quizá",
        "forse",
        "talvez",
        "eventueel",
        # "with reservations", "possibly", "not sure": a conditional yes
        "unter vorbehalt", "vorbehaltlich", "bedingt", "ggf.", "evtl.", "evt.", "onder voorbehoud", "sous réserve",
        "con riserva", "con reservas", "med forbehold", "med förbehåll", "possibly", "not sure", "unsure",
        "under reservation", "with reservations",
    }
)  # fmt: skip
YES, NO, MIDDLE, BAD = 1, 0, 2, -1
#: Labels that stand for "no answer" in exports, such as a pivot table's "(blank)" (compared after lower()).
BLANK_LABELS = frozenset(
    {
        "(blank)", "(empty)", "(leer)", "(vide)", "(no answer)", "(none)", "no answer", "not answered",
        "not yet answered", "no response", "pas encore répondu", "pas de réponse", "non répondu", "keine antwort",
        "nicht beantwortet", "noch nicht beantwortet", "sin respuesta", "no contesta", "ns/nc", "geen antwoord",
        "brak odpowiedzi", "nessuna risposta", "null", "(null)", "<null>", "-", "–", "—", "--", "---",
        "not responded", "no responde", "não respondeu", "nicht geantwortet", "pas répondu",
        "(空)", "(跳过)", "(未填)", "未回答", "(無回答)", "無回答", "(없음)", "무응답", "(пусто)", "нет ответа",
        "без ответа", "(boş)", "cevapsız", "keine rückmeldung", "no reply", "pending", "awaiting response",
        "n/a", "#n/a", "not applicable", "(not applicable)", "k.a.", "keine angabe", "s/r", "н/д", "?",
        # (who did not answer an in-class vote or a form, in the words of East Asian and other tools)
        "未作答", "(未作答)", "未答", "未答题", "未提交", "未参与", "未选择", "未選択", "未回答者", "미응답", "미제출",
        "미참여", "chưa trả lời", "không trả lời", "belum menjawab", "tidak menjawab", "cevap vermedi",
        "noch keine rückmeldung", "keine teilnahme", "n'a pas répondu", "non ha risposto", "no respondió",
        "(aucune réponse)", "aucune réponse", "(sans réponse)", "(no response)", "(keine antwort)", "(sin respuesta)",
        "не ответил", "не ответила", "не відповів", "nie odpowiedział", "ei vastannut", "inget svar", "ikke svaret",
    }
)  # fmt: skip

#: Labels of summary rows and columns (compared after strip() and lower(), a trailing ":" ignored).
SUMMARY_WORDS = frozenset(
    {
        "total", "totals", "grand total", "sum", "count", "counts", "subtotal", "all", "overall", "summe",
        "gesamt", "gesamtergebnis", "insgesamt", "anzahl", "total général", "totaal", "totale", "average", "mean",
        "total votes", "votes cast", "total responses", "responses", "respondents", "participants", "net",
        "answered question", "skipped question", "teilnehmer", "teilnehmende", "abgegebene stimmen",
        "stimmen gesamt", "participantes",
        "total de votos", "votos totales", "votos emitidos", "nombre de réponses", "votants", "totaal stemmen",
        "razem", "suma", "uczestnicy", "totale voti", "partecipanti", "durchschnitt", "mittelwert", "moyenne",
        "promedio", "media", "gemiddelde", "średnia", "median", "std", "standard deviation",
        "итого", "всего", "сумма", "всего проголосовало", "усього", "всього", "разом",
        "σύνολο", "合計", "合计", "总计", "합계", "총계", "celkem",
        "összesen", "yhteensä", "totalt", "i alt", "toplam", "kopā", "iš viso", "kokku", "ukupno", "skupaj",
        "รวม", "รวมทั้งสิ้น", "ทั้งหมด", "tổng", "tổng cộng", "jumlah", "الإجمالي", "المجموع", "סה\"כ",
        "součet", "průměr", "súčet", "priemer", "átlag", "zbroj", "prosjek", "vsota", "povprečje", "среднее",
        "keskiarvo", "summa", "medel", "medelvärde", "gjennomsnitt", "gennemsnit", "somma", "soma", "média",
        "ortalama", "平均", "평균", "계", "소계", "小計", "小计", "總計", "總和", "合計數",
        "общо", "общо точки", "کل ووٹ", "کل", "مجموع", "جمع", "ٹوٹل", "جمع کل",
    }
)  # fmt: skip
#: Labels of a group's subtotal row, wherever it stands in a table (compared after strip() and lower()).
SUBTOTAL_WORDS = frozenset(
    {"subtotal", "sub-total", "sub total", "zwischensumme", "sous-total", "subtotaal", "subtotale", "suma częściowa",
     "mezisoučet", "промежуточный итог", "소계", "小計", "小计"}
)  # fmt: skip
#: An answer that chooses none, in the languages forms come in: "No opinion", "Nie mam zdania", "en osaa sanoa".
NO_OPINION = (
    r"no opinion|don'?t know|do not know|not sure|undecided|no preference|keine meinung|wei(?:ß|ss) nicht|"
    r"keine angabe|geen voorkeur|keine präferenz|sans préférence|sin preferencia|nessuna preferenza|bez preferencji|"
    r"sem preferência|doesn'?t matter|egal|mindegy|상관없음|どれでもよい|არ მაქვს აზრი|"
    r"sans opinion|ne sais pas|sin opini[oó]n|no s[eé]|ns/nc|nie mam zdania|nie wiem|trudno powiedzieć|nemám názor|"
    r"nevím|geen mening|weet (?:ik )?niet|non so|non saprei|nessuna opinione|não sei|sem opinião|не знаю|нет мнения|"
    r"затрудняюсь ответить|bilmiyorum|fikrim yok|わからない|分からない|どちらともいえない|不知道|无所谓|"
    r"모르겠(?:다|음)|잘 모르겠음|en osaa sanoa|ei osaa sanoa|en tiedä|vet ej|vet inte|ved ikke|vet ikke|"
    r"ei oska öelda|grūti pateikt|nezinu|nežinau|can'?t say|cannot say|not applicable|n/a|"
    # (an option that abstains: "Ich möchte mich nicht festlegen", "Je m'abstiens", "Prefer not to say")
    r"(?:ich )?(?:möchte|will) mich nicht festlegen|(?:ich )?enthalte mich|je m'abstiens|je ne me prononce pas|"
    r"me abstengo|mi astengo|ik onthoud me|i abstain|prefer not to (?:say|answer)|rather not say|"
    r"wstrzymuję się|zdržuji se|pidättäydyn|jeg afstår|jeg avstår|jag avstår"
)
#: "Other" in the languages forms write it, as the option that gathers write-ins.
OTHER_WORDS = (
    r"other|others|other option|something else|otro|otros|otra|autre|autres|altro|altri|outro|outros|andere|anderes|"
    r"sonstige|sonstiges|anders|overig|overige|inne|inny|jiné|jiný|egyéb|muu|annet|annat|andet|diğer|другое|інше|"
    r"其他|其它|その他|기타|أخرى|اخرى|دیگر|אחר"
)
#: The box that gathers write-ins, "Other (please specify)", "Sonstiges:", "その他": many answers, no one candidate (and
#: no total: it is left out of the candidates, not of the table).
WRITE_INS = re.compile(rf"(?:{OTHER_WORDS})\s*(?:\([^()]*\)|[:：].*|\.\.\.|…|_+)?\s*", re.IGNORECASE)
#: Rows of election results that count ballots or voters but are no candidate: blank, invalid or spoilt votes,
#: over- and undervotes, abstentions, ballots cast, the electorate and the turnout, in the languages tallies come in.
NOT_A_CANDIDATE = re.compile(
    r"^(?:(?:votes?|ballots?|stimmen|votos|boletas|papeletas|voix|bulletins|schede|voti|stimmzettel)\s+)?(?:blank|invalid|spoilt|"
    r"spoiled|null|void|rejected|ungültig|enthaltung(?:en)?|abstentions?|abstain(?:ed|s)?|abstenção|abstención|astensioni?|"
    r"onthouding(?:en)?|en blanco|nul[oa]s|anulad[oa]s|blancs?|nuls|bianche|nulle|"
    r"contestate|informal|over\s?-?votes?|under\s?-?votes?|non-?transferable|exhausted)\b|"
    r"\b(?:en blanco|nulos|ungültige|lista nominal|nieważn\w*|ważnych|wyborców|kart do głosowania|uprawnion\w*|"
    r"wydane karty|seçmen\w*|geçersiz|недійсн\w*|"
    r"geçerli oy\w*|suara (?:tidak )?sah|pemilih|dpt|bulletins? (?:rejet|nul|blanc)\w*|électeurs inscrits|"
    r"taux de participation)\b|"
    r"^(?:gültige|valid|geldige|ważne|platné|érvényes)\s+(?:(?:erst|zweit)?stimmen|stimmzettel|votes?|ballots?|stemmen|głosy|hlasy|"
    r"szavazat)|^(?:votes?|votos|voti|suffrages) (?:valides?|válidos|validi|exprimés)|"
    r"^(?:voliči|vydané obálky|odevzdané obálky|volební účast|voliči v seznamu|(?:antall |antal )?stemmeberettig|"
    r"röstberättig|"
    # (an answer that chooses none: "No opinion", "Nie mam zdania", "Weiß nicht", "どちらともいえない")
    rf"^(?:{NO_OPINION})\W*$|"
    # (who took no part in a roll call: "Absent", "불참")
    r"(?:absent|not voting|did not vote|abwesend|ausente|assente|afwezig|nieobecn\w*|nepřítomn\w*)$|"
    r"воздерж|отсутств|відсутн|불참|결석|미투표|欠席|缺席|未投票|недействит|испорчен|αποχ[ήη]\b|άκυρ[αοη]|λευκ[άαόοές]+\b|έγκυρ[αοη]|εγγεγραμμέν|ψήφισαν|기권|무효|棄権|無効|弃权|无效|tartózkod|érvénytelen|neplatn|"
    r"zdržel|hylät|tyhj|ogiltig|blanke|negaliojan|galiojan|rinkėjų|dalyvavo|nederīg|derīg|vēlētāj|kehtetu|valija|"
    # (Croatian, Serbian, Bosnian and Slovene: voters, voted, valid and invalid ballots)
    r"birač|бирач|glasoval|гласова|važeć|nevažeć|важећ|listić|volivc|glasovnic|veljavn|"
    # (a Russian or Ukrainian protocol's lines: "Число избирателей…", the number of voters, of ballots…)
    r"число (?:избирател|бюллетен|действительн|недействительн|погашенн|утраченн|открепительн)|"
    r"кількість (?:виборц|бюлетен)|"
    r"บัตรเสีย|ไม่ประสงค์ลงคะแนน|งดออกเสียง|phiếu không hợp lệ|ورقة ملغاة|פסול|"
    # (Hebrew: those entitled to vote, voters, valid votes, turnout; Arabic: voters, turnout; a ballot's "none")
    r"בעלי זכות|מצביעים|קולות (?:פסולים|כשרים)|כשרים|אחוז הצבעה|الناخبين|المقترعين|نسبة المشاركة|"
    # (Urdu and Persian: valid, rejected and cast votes, registered voters; the yeh written either way)
    r"(?:کل )?(?:درست ووٹ|مسترد|ڈالے گئے)|رجسٹرڈ|ووٹرز|آرای? (?:صح[يی]ح|باطل|مأخوذ)|باطله|واجد[يی]ن|"
    # (Bulgarian: valid and invalid ballots, voters on the list, who voted)
    r"недействителни|избиратели|гласували|"
    r"не подкрепям|none of the above|против всех|проти всіх)|"
    # a breakdown of the line above it ("w tym z powodu…", "davon ungültig", "of which: no mark"), never a candidate
    r"^(?:w tym|davon|dont|of which|including|z toho|в том числе|в т\.\s?ч\.|di cui|de los cuales|hiervan|heraf|"
    r"därav|josta)\b|"
    # (those who did not answer the question: a survey's results list them under its options)
    r"^(?:não (?:responderam|respondeu|respondido)|sem resposta|no (?:respondieron|respondió|contestaron|contestó)|"
    r"did not (?:answer|respond)|didn't (?:answer|respond)|n'ont pas répondu|non (?:hanno )?rispost[oi]|"
    r"nicht (?:beantwortet|geantwortet)|niet beantwoord|nie odpowiedzia\w*|не ответил\w*|yanıtsız|cevapsız)\b|"
    # (the voters on the roll: "Electores habilitados", "Eleitores aptos", "Voters registered")
    r"^(?:electores|eleitores|electors|voters|votantes)\s+(?:habilitad|inscrit|registrad|registered|apt|eligible)\w*|"
    r"^exhausted\b|^votes? needed\b|^(?:droop |hare )?(?:quota|threshold)(?:\s*\(.*\))?$|"
    r"^(?:ballots?|votes?) cast\b|^(?:registered|eligible|accredited|verified) voters\b|^(?:voter )?turnout\b|"
    r"^(?:boletas|papeletas)(?: (?:entregadas|recibidas|emitidas|depositadas|sobrantes))?$|"
    r"^electorate\b|"
    # (Dutch: votes cast, members entitled to vote, the valid total)
    r"^(?:uitgebrachte stemmen|stemgerechtigde?n?\b|totaal geldig|aantal stemmers)|"
    r"^(?:votos? )?(?:en )?blanco(?:s| stemmen)?$|"  # (the label alone: "Blanco, Juan" is a candidate)
    r"^(?:votanti|aventi diritto|affluenza|wahlberechtigte|wähler(?:innen)?|wahlbeteiligung|inscrits|votants|votantes|"
    r"eleitores|brancos|abstenção|"
    r"exprimés|participation|electores|participación|censo(?: electoral)?|electorado|inscritos|frekwencja|uprawnieni|"
    r"opkomst|kiesgerechtigden|electors|électeurs|électrices)$|"
    # a head count: "应投票人数", "已投票人数" (people due to vote, who voted), "投票者数", "선거인수" (electors)
    r"(?:人数|者数|자\s?수|선거인\s?수|투표\s?수)$|"
    # ballots counted, not cast for anyone: "有效票數A" (valid), "無效票數B", "發出票數E" (issued), "投票率H" (turnout)
    r"(?:有效|無效|无效|投票|發出|发出|用餘|用余|未投|選舉|选举)(?:票數|票数|人數|人数)|投票[數数]|投票率|"
    # (Thai writes no spaces: electors, voters, valid ballots, ballots choosing no candidate, anywhere in a label)
    r"ผู้มีสิทธิ|ผู้มาใช้สิทธิ|บัตรดี|บัตรไม่เลือก"
)
_ACCENTS = re.compile("[\u0300-\u036f]")
#: Letters written as another without their stroke where accents are dropped ("DZIAL" for "Dział").
_STROKED = str.maketrans("łŁøØđĐħĦı", "lLoOdDhHi")


def plain(text: str) -> str:
    """``text`` without the accents of Latin, Greek and Cyrillic letters: a label in capitals often drops them
    ("ΑΚΥΡΑ" is "Άκυρα", "RESULTATS" "Résultats", a database's "DZIAL" "Dział"), so words are matched on both sides
    without."""
    return unicodedata.normalize("NFC", _ACCENTS.sub("", unicodedata.normalize("NFD", text))).translate(_STROKED)


#: :data:`NOT_A_CANDIDATE` and :data:`SUMMARY_WORDS` without accents, for labels written without them.
PLAIN_NOT_A_CANDIDATE = re.compile(plain(NOT_A_CANDIDATE.pattern))
PLAIN_SUMMARY_WORDS = frozenset(plain(word) for word in SUMMARY_WORDS)


#: "Total voters", "Gesamt Stimmen", "Totaal stemmen": a total of something is no candidate either.
_TOTAL_WORDS = frozenset(
    {
        "total",
        "totals",
        "grand total",
        "sum",
        "summe",
        "gesamt",
        "insgesamt",
        "gesamtergebnis",
        "net",
        "계",
        "합계",
        "총계",
    }
    | {
        "合計",
        "合计",
        "総計",
        "總計",
        "总计",
        "計",
        "计",
        "totaal",
        "totale",
        "razem",
        "suma",
        "итого",
        "всего",
        "разом",
        "усього",
        "всього",
    }
    | {"σύνολο", "toplam", "yhteensä", "totalt", "somme", "summa", "celkem", "összesen", "jumlah", "kokku", "i alt"}
)
_TOTAL_OF = re.compile(
    r"(?:grand |sub)?(?:total|totaal|totale|gesamt|summe|insgesamt|razem|suma|σύνολο|итого|всего|усього|всього|разом|"
    r"celkem|összesen|"
    r"yhteensä|totalt|toplam|kopā|sum|somme|summa|součet|jumlah)\b\W*\w|(?:합계|총계|合計|合计|总计)\W*\w|"
    r".*(?:総数|总数|總數|총수)$"  # (a total of some count: "得票総数", the votes obtained in all)
    r"|\w.*\s(?:yhteensä|insgesamt|összesen|celkem|razem|kokku|i alt|samtals|totalt)$"  # ("Puolueet yhteensä")
    r"|\w+\s(?:total|toplam|gesamt)\s\w+$"  # (a total of a kind: "Kullanılan toplam oy", "Valid total votes")
)

#: A row counting one answer or giving a share, under a grid of answers: "Anzahl Ja", "Count of Yes", "Number of
#: maybe", "Zustimmung in %", "Share (%)". (The row must also hold numbers where the others hold answers.)
_COUNT_OF = re.compile(
    r"(?:anzahl|count|number|no\.|nombre|número|numero|liczba|aantal|antal|počet|количество|число)\b\W*(?:of|de|di)?\W*\w"
    r"|.+(?:の数|の人数|の件数|个数|數量|数量|개수|의 수)$"  # ("○の数": the number of ○ answers, under a Japanese poll)
)
_SHARE_OF = re.compile(
    r"^%\s|^\w{1,3}\s+%$|(?:\bin|\(|^)\s*%\)?$|"
    r"(?:percent|prozent|pourcentage|porcentaje|porcentagem|percentagem|percentual|procent|ποσοστ|процент|odsetek|"
    r"százalék|prosent|yüzde)\w*(?:\s*%)?$|"
    r"^(?:占比|比例|百分比|比率|割合|構成比|비율|점유율|share|anteil)$"  # (a row of each column's share of the whole)
)

#: Currency symbols and codes recognised around a number, and the symbol each stands for.
CURRENCIES = {
    "$": "$", "US$": "$", "US $": "$", "USD": "$", "€": "€", "EUR": "€", "£": "£", "GBP": "£", "¥": "¥",
    "JPY": "¥", "円": "¥", "ZŁ": "zł", "PLN": "zł", "KR": "kr", "SEK": "kr", "NOK": "kr", "DKK": "kr", "CHF": "CHF",
    "KČ": "Kč", "CZK": "Kč", "HUF": "Ft", "FT": "Ft", "₹": "₹", "INR": "₹", "R$": "R$", "BRL": "R$",
    "NT$": "NT$", "TWD": "NT$", "HK$": "HK$", "HKD": "HK$", "A$": "A$", "AU$": "A$", "AUD": "A$", "C$": "C$",
    "CA$": "C$", "CAD": "C$", "S$": "S$", "SGD": "S$", "NZ$": "NZ$", "NZD": "NZ$", "MX$": "MX$", "MXN": "MX$",
    "CNY": "¥", "RMB": "¥", "元": "¥", "₩": "₩", "KRW": "₩", "원": "₩", "₽": "₽", "RUB": "₽", "РУБ": "₽", "РУБ.": "₽",
    "₺": "₺", "TRY": "₺", "₪": "₪", "ILS": "₪", "฿": "฿", "THB": "฿", "₫": "₫", "VND": "₫", "₱": "₱", "PHP": "₱",
    "₴": "₴", "UAH": "₴", "ГРН": "₴", "ГРН.": "₴", "₦": "₦", "NGN": "₦", "ZAR": "R", "LEI": "lei", "RON": "lei",
    "￥": "¥", "＄": "$", "￦": "₩", "￡": "£", "DIN": "din", "DIN.": "din", "RSD": "din", "ДИН": "din",
    "ДИН.": "din", "BGN": "лв", "ЛВ": "лв", "ЛВ.": "лв", "R": "R", "KR.": "kr", "FT.": "Ft",
    # (South and Southeast Asia, Africa, Latin America: "RM 495.00", "Rp 150.000", "KSh 1,200", "S/ 35.00")
    "RM": "RM", "MYR": "RM", "RP": "Rp", "RP.": "Rp", "IDR": "Rp", "RS": "Rs", "RS.": "Rs", "PKR": "Rs", "LKR": "Rs",
    "NPR": "Rs", "₨": "Rs", "KSH": "KSh", "KES": "KSh", "S/": "S/", "PEN": "S/", "TL": "₺", "৳": "৳", "BDT": "৳",
    "GH₵": "GH₵", "GHS": "GH₵", "₵": "GH₵", "EGP": "E£", "E£": "E£", "₸": "₸", "KZT": "₸",
}  # fmt: skip

_CURRENCY_MARK = (
    r"(?:US ?\$|NT\$|HK\$|AU?\$|CA?\$|S\$|NZ\$|MX\$|R\$|USD|EUR|GBP|JPY|PLN|SEK|NOK|DKK|CHF|CZK|HUF|INR|BRL|TWD|HKD|"
    r"AUD|CAD|SGD|NZD|MXN|CNY|RMB|KRW|RUB|TRY|ILS|THB|VND|PHP|UAH|NGN|ZAR|RON|RSD|BGN|zł|kr\.?|Kč|Ft\.?|lei|din\.?|"
    r"руб\.?|грн\.?|дин\.?|лв\.?|RM|MYR|Rp\.?|IDR|Rs\.?|PKR|LKR|NPR|KSh|KES|S/|PEN|TL|BDT|GH₵|GHS|EGP|E£|KZT|"
    r"[$€£¥₹円元원₩₽₺₪฿₫₱₴₦￥＄￦￡₨৳₵₸]"
    r"|R(?=\d{1,3}(?:[ ,]\d{3})*\.\d{2}$))"  # (the rand: "R2,200.00"; never a code such as "R2")
)
# A currency before or after the number (after a sign: "-$5"), never inside it. Two anchored patterns without
# surrounding \s*: a pattern ending in \s*...$ would backtrack quadratically over a long run of spaces.
CURRENCY_FIRST = re.compile(_CURRENCY_MARK, re.IGNORECASE)
CURRENCY_LAST = re.compile(_CURRENCY_MARK + r"$", re.IGNORECASE)
_GROUP_SPACES = re.compile(r"(?<=\d)[\s\u00a0\u202f\u2009'’](?=\d{3}(?:\D|$))")
NUMBER_SHAPE = re.compile(r"^[+-]?(?:\d[\d.,]*|[.,]\d+)$")
LAST_SEPARATOR = re.compile(r"[.,](\d*)$")
#: How statistics offices mark a figure they do not give: ".." (PxWeb), ":" (Eurostat).
NOT_AVAILABLE = frozenset({"..", "...", "…", ":"})
_NAN_WORDS = frozenset({"nan", "na", "n/a", "-", "—"}) | NOT_AVAILABLE
_LONGEST_NUMBER = 64  # characters: a longer cell is not a number however it is written (and is not scanned)
_THOUSAND_GROUPS = re.compile(r"^\d{1,3}(?:,\d{3})+$")
_SHOWN_CELL = 24
_SHARE_SAMPLE = 200


@dataclass(frozen=True)
class NumberColumn:
    """A column read as numbers.

    Attributes
    ----------
    values : numpy.ndarray
        float64, one per cell; NaN for an empty cell (and for "n/a", "-" when ``blank_words`` allowed it).
    currency : str
        The currency the cells carry ("$", "€", "£", "¥", "zł", "kr", "CHF"... :data:`CURRENCIES`), or "" when
        they carry none.
    decimal : str
        "." or ",": the decimal separator inferred for the column.
    convention : str
        One sentence saying how a typical cell was read (empty for plain numbers such as ``12`` or ``1.5``).
    """

    values: np.ndarray
    currency: str
    decimal: str
    convention: str

    @property
    def blank(self) -> int:
        """How many cells were empty."""
        return int(np.isnan(self.values).sum())


#: A number followed by a unit of letters, as a leaderboard writes its cells ("82,8 km", "1.353 m", "12 Pkt.").
#: (A space between them: "211700B", a code, and "8º A", a class, are no amounts.)
_WITH_UNIT = re.compile(
    r"^([-+]?[\d.,\s\u00a0\u202f']*\d)(?:[\s\u00a0\u202f]+([^\W\d_]{1,4}\.?)|\s*([표票명人個件回点점개건]))$"
)


def without_shared_unit(texts: list[str]) -> list[str]:
    """``texts`` without their unit when every filled one is a number followed by the same unit of letters (a
    column of distances in km), or by the same East Asian counter written close ("14표", "19票", "8명"): the unit
    names the column's scale, the numbers are the values."""
    filled = [text for text in texts if text]
    matches = [_WITH_UNIT.match(text) for text in filled]
    units = {(match.group(2) or match.group(3)).lower() for match in matches if match}
    if len(filled) < 2 or None in matches or len(units) != 1 or units & _NOT_UNITS:
        return texts
    if next(iter(units)).rstrip(".").upper() in CURRENCIES:  # (a currency's code: read with its currency)
        return texts
    return [match.group(1) if (match := _WITH_UNIT.match(text)) else text for text in texts]


#: A place in a ranking, as standings write it: "1", "2.", "1st", "1er", "2e", "3º".
PLACE = re.compile(r"\d{1,3}\s*(?:st|nd|rd|th|e|er|re|ème|\.|º|ª|°)?", re.IGNORECASE)


def counted_in_cell(cell: object) -> float:
    """The count a cell states with its counter or unit after it ("5人", "8票", "3 votes"), NaN for any other cell."""
    match = _WITH_UNIT.match(str(cell).strip())
    if match is None or (match.group(2) or "").lower() in _NOT_UNITS:
        return float("nan")
    digits = re.sub(r"[\s\u00a0\u202f',.]", "", match.group(1))
    return float(digits) if digits.isdigit() else float("nan")


#: Letters after a number that are no unit: a currency's code is read as a currency, an ordinal is a rank.
_NOT_UNITS = frozenset({"st", "nd", "rd", "th", "e", "er", "re", "o", "a", "º", "ª"})


def read_numbers(
    series: pd.Series, *, what: str = "number", column: object = None, coerce: bool = False
) -> NumberColumn:
    """Read a column of numbers as people write them; raise naming the first cell that is not a number.

    Empty cells (and "n/a", "NA", "-") become NaN; the caller decides whether that is allowed. Infinity, "inf"
    and numbers too large for a float are refused.

    Parameters
    ----------
    series : pandas.Series
        The cells (numbers or text).
    what : str, keyword-only
        What a cell holds, for messages ("bid", "count").
    column : object, keyword-only
        The column's name, for messages.
    coerce : bool, keyword-only
        Read a cell that is not a number as NaN instead of raising (for guessing what a column holds).

    Raises
    ------
    InvalidInputError
        Naming the row and value of the first cell that is neither a number nor empty, or that is infinite.
    """
    where = f" of {show(column)}" if column is not None else ""
    if pd.api.types.is_bool_dtype(series):
        if coerce:
            return NumberColumn(values=np.full(len(series), np.nan), currency="", decimal=".", convention="")
        raise InvalidInputError(f"The {what}s{where} are true/false values; they must be numbers.")
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=np.float64, na_value=np.nan)
        if coerce:
            values = np.where(np.isinf(values), np.nan, values)
        _raise_on_infinite(values, series, what, where)
        return NumberColumn(values=values, currency="", decimal=".", convention="")
    raw = series.astype(object).where(series.notna(), "").astype(str)
    codes, uniques = pd.factorize(raw)  # read each distinct text once (a million bids repeat a few hundred values)
    texts = without_shared_unit([str(text).strip() for text in uniques])
    currencies = {CURRENCIES[match.upper()] for t in texts for match in _currencies(t)}
    stripped = [_without_currency_and_spaces(text) for text in texts]
    decimal = decimal_separator(stripped)
    parsed = np.array([_to_float(text, decimal) for text in stripped] + [np.nan], dtype=np.float64)
    bad = np.array([_is_bad(text, value) for text, value in zip(stripped, parsed[:-1], strict=True)] + [False])
    if coerce:
        parsed[bad] = np.nan
        parsed[np.isinf(parsed)] = np.nan
    cell_bad = bad[codes]
    if cell_bad.any() and not coerce:
        position = int(np.flatnonzero(cell_bad)[0])
        raise InvalidInputError(
            f"The {what} in {row_name(series.index[position])}{where} is {show(series.iloc[position])}, which is "
            f"not a number. Write {what}s as numbers such as 1.30, 1,310.00, 3,50 or $12."
        )
    values = parsed[codes]
    _raise_on_infinite(values, series, what, where)
    currency = "".join(sorted(currencies)) if len(currencies) == 1 else ""
    if len(currencies) > 1 and not coerce:
        raise InvalidInputError(
            f"The {what}s{where} mix currencies ({', '.join(sorted(currencies))}). Convert them to one currency."
        )
    return NumberColumn(
        values=values, currency=currency, decimal=decimal, convention=_convention(texts, stripped, decimal, currency)
    )


def by_distinct_value(series: pd.Series, test: Callable[[pd.Series], pd.Series]) -> np.ndarray:
    """``test``, a vectorised check of text cells (``lambda texts: texts.str.contains(...)``), run once on each
    distinct cell and spread over the rows: a column of 150,000 rows holds a few hundred values. Missing cells are
    False."""
    codes, distinct = pd.factorize(series)
    if not len(distinct):
        return np.zeros(len(series), dtype=bool)
    found = np.asarray(test(pd.Series(distinct, dtype="string")).fillna(False), dtype=bool)
    return np.where(codes >= 0, found[codes], False)


def number_share(series: pd.Series) -> float:
    """Share of the distinct non-empty values of ``series`` that :func:`read_numbers` reads as finite numbers.

    For guessing which column holds amounts; never raises. Judged on at most the first 200 distinct values, so a
    column of 100,000 IDs costs what a short one does.
    """
    if pd.api.types.is_bool_dtype(series):
        return 0.0
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=np.float64, na_value=np.nan)
        filled = ~np.isnan(values)
        return float(np.isfinite(values[filled]).mean()) if filled.any() else 0.0
    distinct: dict[str, None] = {}  # the first distinct stripped values, each distinct cell stripped once
    for value in pd.unique(series.dropna()):
        distinct.setdefault(str(value).strip())
        if len(distinct) == _SHARE_SAMPLE:
            break
    texts = [text for text in distinct if text]
    if not texts:
        return 0.0
    short = without_shared_unit([text for text in texts if len(text) <= _LONGEST_NUMBER])
    stripped = [_without_currency_and_spaces(text) for text in short]
    decimal = decimal_separator(stripped)
    readable = sum(bool(np.isfinite(_to_float(text, decimal))) for text in stripped)
    return readable / len(texts)


def is_summary_label(value: object) -> bool:
    """Whether a cell reads like the label of a summary row or column ("Grand Total", "Count:", "Summe")."""
    if not isinstance(value, str):
        return False
    label = value.strip().lower().rstrip(":").strip()
    if label in SUMMARY_WORDS or "".join(label.split()) in SUMMARY_WORDS:  # ("總　計": spaced out to fill a cell)
        return True
    if plain(label) in PLAIN_SUMMARY_WORDS:
        return True
    return bool(
        PLAIN_NOT_A_CANDIDATE.search(plain(label))
        or _TOTAL_OF.match(label)
        or _COUNT_OF.match(label)
        or _SHARE_OF.search(label)
    )


def is_no_candidate(value: object) -> bool:
    """A label that names no candidate: an answer left empty ("(blank)"), a count of ballots or voters (blank or
    invalid ballots, abstentions, turnout: :data:`NOT_A_CANDIDATE`), or the box for write-ins (:data:`WRITE_INS`)."""
    if not isinstance(value, str):
        return False
    label = value.strip().lower().replace("_", " ")  # (a database's field names: "TOTAL_VOTOS", "LISTA_NOMINAL")
    labels = [*_languages(label), label.strip("()[] ")]  # (a tally's "(λευκό)", its blank ballots in brackets)
    found = any(label in BLANK_LABELS or PLAIN_NOT_A_CANDIDATE.search(plain(label)) for label in labels)
    return found or bool(WRITE_INS.fullmatch(label))


def _languages(label: str) -> list[str]:
    """A label, and each language's half of a bilingual one ("Electors/Électeurs", "Rejected Ballots/Bulletins
    rejetés", as a bilingual country's results name their columns)."""
    halves = [half.strip() for half in label.split("/")]
    return [label, *halves] if len(halves) == 2 and all(len(half) >= 3 for half in halves) else [label]


def is_total_label(value: object) -> bool:
    """Whether a cell labels the total of the rows above it ("Total", "Grand Total", "Total votes", "Summe"), as
    opposed to a count of its own such as "Participants" or "Invalid votes"."""
    if not isinstance(value, str):
        return False
    labels = _languages(value.strip().lower().replace("_", " ").rstrip(":").strip())
    return any(label in _TOTAL_WORDS or _TOTAL_OF.match(label) for label in labels)


def without_missing_codes(values: np.ndarray) -> tuple[np.ndarray, list[float]]:
    """A column of ratings or points with survey software's codes for "not answered" (negative whole numbers such as
    −9, −1, −99, −77 beside answers of 0 or more) made empty; and the codes found. A column with no answer of 0 or
    more, or with more than three distinct negative values, is left as it is: its negatives are data."""
    negative = values < 0
    codes = np.unique(values[negative])
    if not negative.any() or not (values >= 0).any() or codes.size > 3 or (codes % 1 != 0).any():
        return values, []
    return np.where(negative, np.nan, values), codes.tolist()


def words_for_no_answer(texts: np.ndarray, numbers: np.ndarray) -> list[str]:
    """The words a grid of ratings uses for "not answered" ("I can't judge", "N/A", "keine Angabe"): its filled
    cells that are not numbers (``numbers`` NaN), when they are at most three distinct words making at most a
    fifth of the filled cells (a dash, "-", however many: a ballot's rank not given); [] otherwise (then the words
    are data, and reading the grid as numbers fails)."""
    flat = np.asarray(texts, dtype=object).ravel()
    filled = np.array([not pd.isna(value) and str(value).strip() != "" for value in flat], dtype=bool)
    words = filled & np.isnan(np.asarray(numbers, dtype=np.float64).ravel())
    distinct = sorted({str(value).strip() for value in flat[words]})
    dashes = np.array([str(value).strip() in ("-", "–", "—") for value in flat], dtype=bool) & words
    if not words.any() or len(distinct) > 3 or (words & ~dashes).sum() > 0.2 * filled.sum():
        return []
    return distinct


def answer_kind(value: object) -> int:
    """YES, NO, MIDDLE or BAD for one cell value (numbers: 1 is yes, 0 is no, 0.5 is the middle answer)."""
    if value is None:
        return NO
    if isinstance(value, bool | np.bool_):
        return YES if value else NO
    if isinstance(value, numbers.Real):
        try:
            number = float(value)
        except OverflowError:  # a 400-digit whole number
            return BAD
        if number != number:  # NaN: an empty cell
            return NO
        return YES if number == 1 else NO if number == 0 else MIDDLE if number == 0.5 else BAD
    word = str(value).replace("\ufe0f", "").strip().lower()  # (✔️ is ✔ with an emoji-style selector)
    if word in TRUE_WORDS:
        return YES
    if word in FALSE_WORDS or word in BLANK_LABELS:  # (a slot left unanswered, "keine Rückmeldung", is no yes)
        return NO
    if word in MIDDLE_WORDS:
        return MIDDLE
    if (inner := re.fullmatch(r"\((.{1,12})\)", word)) and answer_kind(inner[1]) == YES:
        return MIDDLE  # (a yes in brackets, "(✅)", "(ja)": yes if need be)
    if len(both := re.split(r"\s+/\s+", word)) == 2:  # (a bilingual form's answer, "Yes / Ja", "No / Nee")
        kinds = {answer_kind(part) for part in both} - {BAD}
        if len(kinds) == 1:
            return kinds.pop()
    head, *tail = re.split(r"\s*[,;:!–—]\s*|\s+-\s+", word, maxsplit=1)
    if tail and tail[0] and len(word) <= 40:  # "Yes, I'd join", "No – not this term", "Maybe: if online"
        return answer_kind(head)  # (the head holds no separator: a known word, or BAD)
    if graded := _GRADED.fullmatch(word):  # a four-step scale: "definitely yes", "maybe yes", "možno nie"
        kind = answer_kind(graded["answer"])
        if kind == YES and graded["hedge"] in _HEDGES:
            return MIDDLE
        return kind if kind in (YES, NO) else BAD
    return BAD


#: Words that grade a yes or a no on a scale of four ("definitely yes", "probably no", "určite áno", "možno nie"):
#: a sure word keeps the answer, a hedge turns a yes into the middle answer (a no stays a no).
_SURE = frozenset(
    "definitely|certainly|surely|absolutely|určite|určitě|sicher|bestimmt|ganz sicher|certainement|"
    "sûrement|seguro|seguramente|sicuro|sicuramente|zeker|definitivt|helt sikkert|na pewno|zdecydowanie|"
    "точно|обязательно|biztosan|kesinlikle".split("|")
)
_HEDGES = frozenset(
    "maybe|probably|possibly|perhaps|možno|možná|asi|snáď|vielleicht|wahrscheinlich|peut-être|"
    "probablement|quizás|quizá|probablemente|tal vez|forse|probabilmente|misschien|waarschijnlijk|"
    "kanskje|kanske|måske|może|raczej|возможно|наверное|можливо|talán|belki".split("|")
)
_GRADED = re.compile(
    r"(?P<hedge>" + "|".join(sorted(map(re.escape, _SURE | _HEDGES), key=len, reverse=True)) + r")\s+(?P<answer>\S+)"
)


def answer_codes(values: np.ndarray) -> np.ndarray:
    """:func:`answer_kind` of every cell of an object array, each distinct value judged once (int8, same shape)."""
    flat = np.asarray(values, dtype=object).ravel()
    codes, uniques = pd.factorize(flat, use_na_sentinel=True)
    kinds = np.array([answer_kind(value) for value in uniques] + [NO], dtype=np.int8)  # code −1 (missing) → NO
    return kinds[codes].reshape(np.shape(values))


def row_name(label: object) -> str:
    """Name a row for a message: the index is the position under the header (0 = first data row)."""
    if isinstance(label, int | np.integer):
        return f"row {int(label) + 1:,} under the header"
    return f"row {show(label)}"


# --- helpers ---------------------------------------------------------------------------------------------


def _currencies(text: str) -> list[str]:
    return _split_currency(text)[1]


def _without_currency_and_spaces(text: str) -> str:
    if len(text) > _LONGEST_NUMBER:
        return text
    number = _split_currency(text)[0]
    return _GROUP_SPACES.sub("", number)  # "1 310,00", "1'310.00": spaces and apostrophes between digit groups


def _split_currency(text: str) -> tuple[str, list[str]]:
    """The number's text without a leading or trailing currency mark, and the marks found ("$", "EUR"...)."""
    if len(text) > _LONGEST_NUMBER:
        return text, []
    sign, body = "", text.strip()
    if body[:1] in ("+", "-"):
        sign, body = body[0], body[1:].lstrip()
    marks = []
    if first := CURRENCY_FIRST.match(body):
        marks.append(first.group(0))
        body = body[first.end() :].lstrip()
    if last := CURRENCY_LAST.search(body):
        marks.append(last.group(0))
        body = body[: last.start()].rstrip()
    return sign + body, marks


def decimal_separator(texts: list[str]) -> str:
    """ "," when the column's cells show a decimal comma, else "." (see the module docstring)."""
    comma_votes = point_votes = 0
    grouped_by_points = plain_hundreds = 0  # "1.250" (undecided alone) beside "980": the point groups thousands
    round_groups = True  # every "13.500"-like cell ends in 0: a price is not written to a thousandth with a 0 last
    for text in texts:
        if not NUMBER_SHAPE.match(text):
            continue
        text = text.lstrip("+-")
        plain_hundreds += text.isdigit() and len(text) >= 3 and not text.startswith("0")
        if "," in text and "." in text:  # "1,310.00" or "1.310,00": the last separator is the decimal one
            last = max(text.rfind("."), text.rfind(","))
            if text.count(text[last]) == 1:
                comma_votes += text[last] == ","
                point_votes += text[last] == "."
            continue
        match = LAST_SEPARATOR.search(text)
        if match is None:
            continue
        separator = text[match.start()]
        if len(match.group(1)) != 3 or text.count(separator) == 1 and text.startswith(("0" + separator, separator)):
            # "3,50", "0,125", ",5": only a decimal separator looks like that
            comma_votes += separator == ","
            point_votes += separator == "."
        elif text.count(separator) > 1:  # "1,234,567" or "1.234.567": a thousands separator
            comma_votes += separator == "."
            point_votes += separator == ","
        else:
            grouped_by_points += separator == "."
            round_groups &= text.endswith("0")
    if comma_votes == point_votes == 0 and grouped_by_points >= 3 and round_groups:
        return ","  # ("13.500", "12.000", "9.250": Danish or German thousands, as a bid history writes them)
    if comma_votes == point_votes == 0 and grouped_by_points and plain_hundreds:
        # Only "1.250"-like cells and whole numbers of three or more digits ("980"): read as decimals they would
        # be a thousand times smaller than their neighbours; the column groups thousands with a point.
        return ","
    return "," if comma_votes > point_votes else "."


def _to_float(text: str, decimal: str) -> float:
    if not text or not NUMBER_SHAPE.match(text):
        return _plain_float(text)
    if "," in text and "." in text:  # "1,310.00" or "1.310,00": the cell itself says which is the decimal
        decimal = "," if text.rfind(",") > text.rfind(".") else "."
    thousands = "," if decimal == "." else "."
    integer_part = text.split(decimal)[0].lstrip("+-")
    if thousands in integer_part and not _THOUSAND_GROUPS.match(integer_part.replace(thousands, ",")):
        return np.nan  # "1,5" in a decimal-point column: not a thousands separator, so not readable here
    body = text.replace(thousands, "")
    if decimal == ",":
        body = body.replace(",", ".")
    if body.count(".") > 1:
        return np.nan
    return _plain_float(body)


def _plain_float(text: str) -> float:
    try:
        return float(text)  # also "1e3", "inf", "nan": the latter two are judged by the callers
    except ValueError:
        return np.nan


def _is_bad(text: str, value: float) -> bool:
    if text == "" or text.lower() in _NAN_WORDS:
        return False
    return bool(np.isnan(value))


def _raise_on_infinite(values: np.ndarray, series: pd.Series, what: str, where: str) -> None:
    infinite = np.isinf(values)
    if infinite.any():
        position = int(np.flatnonzero(infinite)[0])
        raise InvalidInputError(
            f"The {what} in {row_name(series.index[position])}{where} is {show(series.iloc[position])}, which is "
            f"infinite or too large to be a number. Every {what} must be a finite number: fix or delete that row."
        )


def _convention(texts: list[str], stripped: list[str], decimal: str, currency: str) -> str:
    """One sentence on how the column was read, quoting a cell where separators or a currency mattered."""
    example = next(
        (
            (text, value)
            for text, value in zip(texts, stripped, strict=True)
            if value and (any(mark in value for mark in ".,") and not _is_plain(value) or value != text)
        ),
        None,
    )
    if example is None:
        return ""
    text, value = example
    number = _to_float(value, decimal)
    if not np.isfinite(number):
        return ""
    decimals = len(value) - 1 - max(value.rfind(decimal), -1) if decimal in value else 0
    shown = f"{number:,.{decimals}f}".replace(",", "") if decimals else f"{number:.0f}"
    cell = text if len(text) <= _SHOWN_CELL else text[: _SHOWN_CELL - 1] + "…"
    parts = ["decimal comma"] if decimal == "," and "," in value else []
    thousands = "." if decimal == "," else ","
    if thousands in value:
        parts.append(f"“{thousands}” between thousands")
    if currency:
        parts.append(f"amounts in {currency}")
    detail = "; ".join(parts)
    return f"read “{cell}” as {shown}" + (f" ({detail})" if detail else "")


def _is_plain(text: str) -> bool:
    """A number Python reads as it stands with a decimal point, e.g. 1.5."""
    return "," not in text and text.count(".") <= 1 and _plain_float(text) == _plain_float(text)


#: A column name saying it numbers the rows: "No.", "Nr", "Sandık No", "#", "番号".
_ROW_NUMBER_NAME = re.compile(
    r"(?:^|\b)(?:no|nr|n[º°]|num|number|numero|número|numer|numara|číslo|nummer|номер|rbr|r\.br)\b\.?|^#$|^s/?n$|"
    r"^sl\.? ?no|"
    # ("№", "№ п/п", Urdu "نمبر شمار", Persian "ردیف", Arabic "الرقم", Hindi "क्रम सं.", Thai "ลำดับ", "STT", "Α/Α")
    r"^№|п/п|نمبر|ردیف|الرقم|^رقم$|क्रम|ลำดับ|^stt$|^α/α$|"
    r"番号|번호|序号|编号",
    re.I,
)


def running_number(series: pd.Series) -> bool:
    """A running number: 1, 2, 3 … in order ("序号", "No.", "#", "الرقم"), five or more, or three or more under a
    name that says it numbers the rows ("Sandık No": a village's four ballot boxes, 1101 to 1104; "S/N" with the
    number of a row left out missing: 1, 2, 3, 5, 6)."""
    return numbers_the_rows(read_numbers(series, coerce=True).values, str(series.name))


def numbers_the_rows(values: np.ndarray, name: str) -> bool:
    """:func:`running_number` of a column's numbers (NaN where a cell is no number) and its name."""
    values = values[~np.isnan(values)]
    if _ROW_NUMBER_NAME.search(name):
        whole = bool(np.all(values == np.round(values)))
        return len(values) >= 3 and whole and bool(np.all(np.diff(values) > 0))
    return len(values) >= 5 and np.array_equal(values, np.arange(values[0], values[0] + len(values)))
