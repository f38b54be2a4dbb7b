"""The shapes a table of ballots can have, how each is scored and stated, and the signs of a misread.

A :class:`Layout` says how rows and columns become candidates and scores (every part of it a page lets the user
change); :func:`score_layout` scores it, :func:`describe` says in one sentence what was understood, and
:func:`misread_signs` is the confidence gate: what looks wrong before any "true best" is shown. The shape
detectors here (:func:`grid_guess`, :func:`ranked_guess`, :func:`bids_guess`, :func:`choice_layouts`) each
propose layouts from column names and what the cells mean (answers such as OK / (OK) / Maybe, amounts with
currencies, several choices in one cell, ranks, dates and times); :mod:`dpcore.ingest.readings` weighs every
proposal and chooses, or asks.

The shapes (:data:`KINDS`), general rather than one per tool: one choice per row; several choices in one cell;
one row per voter and choice; a yes / no grid (options in the columns, or in the rows); ranked ballots (rank
columns) or one column per option holding its rank; one column per option ticked or empty; ratings or points per
option; one row per voter, option and points; bids (a posted price); a ready-made table of counts.

>>> frame = pd.DataFrame({"Timestamp": ["9:41", "9:58", "10:02"], "Which books?": ["Dune;Hyperion", "Dune", "Dune;"]})
>>> chosen = Layout(kind="multi_choice", columns=("Which books?",), separator=";")
>>> print(describe(frame, chosen, score_layout(frame, chosen)))
3 responses; “Which books?” holds several choices per cell, separated by “;”: 2 candidates, approvals, Δ = 1, monotone.
"""

from __future__ import annotations

import math
import re
import urllib.parse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import pandas as pd

from dpcore.ingest import cells
from dpcore.ingest.columns import holds_timestamps, looks_like_metadata_label
from dpcore.scoring import ballots
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.scoring.rules import MAX_PRICE, column_cells, score_bids, score_column_counts, score_counts, score_votes
from dpcore.text import count as _count
from dpcore.validation import InvalidInputError, show

__all__ = [
    "ADD_UP",
    "RANKS",
    "KINDS",
    "Guess",
    "Layout",
    "Question",
    "default_layout",
    "describe",
    "guess_price_grid",
    "misread_signs",
    "one_to_one",
    "whole_counts",
    "rows_read",
    "score_layout",
]

#: The ways a table can hold ballots, as a page names them.
KINDS = {
    "votes": "One choice per row",
    "multi_choice": "Several choices in one cell",
    "long": "One row per voter and choice",
    "grid": "A yes / no answer per person and option",
    "ranked": "Ranked ballots",
    "bids": "Bids: the price that earns the most",
    "counts": "A ready-made table of counts",
    "ticks": "One column per option, ticked or empty",
    "ratings": "Ratings or points per option, one column each",
    "rank_grid": "One column per option holding its rank",
    "points": "One row per voter, option and points",
}

#: A vote's column is filled on at least this share of the rows (a column mostly empty is optional detail).
_FILLED_SHARE = 0.5
#: ``Layout.rule`` of a table of counts whose candidates each have several rows to add up (a tally in parts).
ADD_UP = "sum"
#: ``Layout.rule`` of a long table whose number column holds ranks (1 = first), read as Borda points.
RANKS = "ranks"
#: ``Layout.rule`` of a long table of judges' scores: each candidate's mean score (judges who did not all score all).
MEAN = "mean"
#: The rules of a long table of points, as the page names them ("first": the default rule, a sum).
POINTS_RULES = {"first": "the sum of its points", MEAN: "the mean of its scores"}

_SAMPLE_ROWS = 10_000
_SMALL_NUMBERS_SEEN = 200  # distinct values of a column read first, to rule out small whole numbers
#: Words that head a column of results and are never an option themselves.
HEADER_WORDS = frozenset(
    {
        "response", "responses", "answer", "answers", "answer choices", "option", "options", "choice", "choices",
        "count", "percent", "percentage", "votes", "total votes", "participants", "respondents", "question",
        "antwort", "antworten", "réponse", "réponses", "respuesta", "respuestas", "stimmen", "prozent",
    }
)  # fmt: skip
_QUESTION_START = re.compile(
    r"^(which|what|who|where|when|how|favou?rite|choose|pick|select|preferred|your|vote|welche[rsn]?|quel(le)?s?|"
    r"wo|wann|wer|was|please (rank|rate|choose|select|pick|tick)|rank|rate|cu[aá]l|qu[eé]|wie|welk[e]?|jak[aie]?)\b",
    re.I,
)
_SHARE_CELL = re.compile(r"[+-]?\d+(?:[.,]\d+)?\s?%")
_KINDS_LOOKED_AT = 200
#: A column grading answers, in the languages quizzes come in: a quiz's answers are no vote.
_GRADED = re.compile(
    r"\b(?:in)?correct(?:ness)?\b|right or wrong|richtig|falsch|\bkorrekt|\bcorrecte?s?\b|bonne réponse|"
    r"correct[oa]s?\b|corrett[oa]|\bjuist\b|poprawn|正解|正确|正確|정답",
    re.I,
)
#: Chinese, Japanese and Korean ask to choose anywhere in a sentence (no spaces, the verb at the end):
#: "1つ選んでください", "请选择一个", "하나를 선택해 주세요".
_CJK_REQUEST = re.compile(r"選[んびべ]|お選び|ください|下さい|请选|請選|选出|哪[个個一]|선택해|선택하|골라")
_DECISION_WORDS = re.compile(  # what to do, or what to choose ("Katero maskoto izbereš?")
    r"\b(should|shall|sollen|sollten|devr|deber|dovremmo|powinn|moeten|choose|pick|izber|vyber|wybier|выбер|"
    r"обер|válassz|seçe|choisi|elig|escolh|scegli|wähl|kies|välj|velg|vælg|dapat|harus|sebaiknya|pilih)|ترجیح|تفضل|"
    r"انتخاب",
    re.I,
)
#: Words of a question asking which one is liked best ("Which name do you like best?", "¿Cuál prefieres?").
_PREFERENCE_WORDS = re.compile(
    r"\b(?:like\w* (?:best|most)|prefer\w*|favou?rite|am liebsten|bevorzug\w*|pr[ée]f[ée]r\w*|mejor|melhor|migliore|"
    r"preferi\w*|najbardziej|voorkeur)\b|好き|好ましい|喜欢|선호|좋아",
    re.I,
)
_CHOICE_WORDS = re.compile(
    r"choice|vote|option|project|candidate|favou?rite|prefer|answer|\bresponse\b|selection|book|title|film|movie|dish|venue|"
    r"vorschlag|proposal|propuesta|proposta|voorstel|propozycj|návrh|"
    r"kandydat|\bstem\b|stimme|voto|\bvoix\b|głos|röst|keuze|\bwahl\b|auswahl|gewählt|choix|choisi|escolh|escogid|elegid|scelt|\bvolba\b|\bvoľba\b|elecci[oó]n|opci[oó]n?\b|optie|scelta|wybór|"
    r"tercih|seçim|\boy\b|선택|투표|후보|희망|選択|投票|候補|希望|志望|意向|选择|ψήφος|επιλογή|выбор|вибір|варіант|вариант|wariant|голос|кандидат|"
    r"odpowied|antwort|réponse|respuesta|resposta|risposta|antwoord|vastaus|odpověď|válasz|ответ|відповід|回答|답변|"
    r"priorit\w*\s+(?:d'|de\b|du\b|des\b|for\b|für\b|para\b|per\b|dla\b)",  # ("Priorité d'investissement pour 2027")
    re.I,
)
_CANDIDATE_WORDS = re.compile(
    r"candidat|kandidat|nominee|contestant|finalist|surname|last.?name|nachname|apellido|nom\b|party|partei|parti\b|partinavn|partido|"
    r"puolue|partito|strana|párt\b|"
    r"list[ae]?\b|"
    r"候補|후보|кандидат",
    re.I,
)
_PART_WORDS = re.compile(
    r"polling|precinct|station|district|ward|booth|bureau|mesa|bezirk|sprengel|county|municipal|locality|region|"
    r"ballot.?box|urne|seggio|circonscription|wahllokal|gemeinde|投票所|投票区|開票区|投開票所|村里|읍면동|투표구|"
    r"okrsek|obec|apylink|valgkrets|stemmekrets|kommune|kreis|secci[oó]n|casilla|seção|sezione|äänestysalue|"
    r"vaalipiiri|valkrets|valdistrikt|freguesia|parish|paroisse|parroquia|concelho|municipio|município|comune|"
    r"commune|gmina|kelurahan|\btps\b|mahalle|sandık|หน่วยเลือกตั้ง|หมู่ที่|obw[oó]d|okręg|iecirk|jaoskond|секци|участ(?:ок|ка|ков|ък)|"
    r"wydział|oddział|dział|korwil|wilayah|kabupaten|kecamatan|cabang|regi[aã]o|regi[oó]n|r[ée]gion|regione|provinc|provinz|"
    r"oblast|област|регион|район|kring|kreds|kanton|canton|departamento|département|都道府県|prefecture|"
    r"дільниц|округ|\bвд\b|\bувк\b|\bдвк\b|\bуик\b|\bтик\b|"  # (Ukrainian and Russian polling stations, commissions)
    r"filial|branch|sucursal|succursal|niederlassung|agenzia|"
    r"biblioth|librar|bücherei|bibliotek|kirjasto|knihovn",  # (a library's branches, where its readers voted)
    re.I,
)
_NOT_CHOICE_WORDS = re.compile(
    r"comment|remark|feedback|note|why|anything|suggest|anmerkung|kommentar|e-?mail|mail|\bname\b|\bid\b|_id\b|"
    r"^id(?![a-z])|timestamp|zeit|time|date|datum|\bip\b|phone|score|weight|^n$|fnlwgt|num\b|"
    # (how a response stands, read or answered, in the languages exports come in: "Stav", "Statut", "Zustand")
    r"^(?:response|submission|record|review|completion|survey|attempt|answer|registration|payment)?[ _-]?status$|"
    r"^stav$|^statut|^stato$|^estado\b|^zustand$|^tila$|^durum$|^статус|ステータス|状態|状态|상태|"
    # (the person's own name and address in a member list: "Nachname", "Vorname", "PLZ", "Straße")
    r"vorname|nachname|first ?name|last ?name|given name|family name|prénom|apellidos?\b|cognome|voornaam|achternaam|"
    r"nazwisko|\bimię|\bplz\b|^ad[ıi]?$|^soyad|\bisim\b|фамил|^имя\b|отчество|прізвище|příjmení|^jméno|priezvisko|"
    r"vezetéknév|keresztnév|efternamn|förnamn|etternavn|fornavn|sukunimi|etunimi|氏名|姓名|名前|이름|성명|"
    # (who in the organisation looks after the record: a CRM's "Lead Owner", "Aday Sahibi", "担当者")
    r"\bowner\b|sahibi|assigned to|zugewiesen|propriétaire|担当|"
    r"postleitzahl|zip ?code|postal ?code|postcode|straße|strasse|street|adresse|address",
    re.I,
)
#: A question about the person answering, not what they choose: where they work, their role, age or class
#: ("Из какого вы подразделения?", "Age group", "Standort"). Words that may name what is chosen (a team, a
#: position in a ranking) are not among them.
PROFILE_WORDS = re.compile(
    r"\b(?:department|division|branch|office|site|location|region|role|job|seniority|tenure|age|age group|gender|sex|"
    r"year group|faculty|employment|membership|abteilung|bereich|standort|filiale|niederlassung|altersgruppe|alter|"
    r"geschlecht|jahrgang|agence|fonction|tranche d'âge|âge|sexe|vous êtes|departamento|sede|sucursal|cargo|puesto|"
    r"edad|sexo|género|reparto|ufficio|ruolo|età|setor|idade|afdeling|vestiging|functie|leeftijd|geslacht|dział|"
    r"oddział|stanowisk\w*|wiek|płeć|oddělení|pobočk\w*|věk|pohlaví|departman|şube|yaş|cinsiyet|designation|"
    r"grade|cadre)\b|"
    # (how often the person answering comes: "How often do you…?", "Kulübe ne sıklıkla geliyorsunuz?")
    r"\bhow often\b|\bne sıklıkla\b|\bwie oft\b|\bcombien de fois\b|con qué frecuencia|\bquanto spesso\b|"
    r"\bhoe vaak\b|\bjak często\b|\bкак часто\b|com que frequência|"
    # (who the person answering is: "Você é:", "You are:", "Usted es:", "Sie sind:")
    r"\b(?:você é|voce e|you are|are you an?|usted es|tú eres|sie sind|du bist|u bent|jesteś)[\s:?]*$|"
    # (who the person is to those the event is for: "Kim jesteś dla Jubilatów?", "How are you related to …?")
    r"\b(?:kim jesteś|kim pan jest|kim pani jest|who are you to|how are you related|wer bist du für|qui êtes-vous pour|"
    r"quién eres para|chi sei per|кем вы приходитесь|ким ви доводитеся)\b|"
    r"подразделени|отдел|филиал|должност|возраст|стаж|вы работаете|відділ|філі[ялю]|посад|"
    r"部署|所属|年齢|性別|職種|役職|部门|年龄|性别|岗位|职位|부서|소속|연령|성별|직급|"
    r"how long have you|years (?:at|with|in) (?:the )?(?:company|organi[sz]ation)|"
    # (how long the person has been with it: "Jak dlouho jste dobrovolníkem?", "Wie lange sind Sie…?")
    r"\bjak dlouho\b|\bjak długo\b|\bwie lange\b|depuis combien de temps|cuánto tiempo llev|\bhoe lang\b|"
    r"\bкак долго\b|\bсколько лет\b|"
    # (how the person answering heard of it: "How did you hear about the race?", "Wie haben Sie von … erfahren?")
    r"\bhow did you (?:hear|find out|learn)\b|\bwhere did you hear\b|wie haben sie (?:von|über)|comment avez-vous "
    r"(?:connu|entendu)|cómo (?:se enteró|te enteraste|conoció)|hoe heeft u .*gehoord|jak se (?:jste )?dozvěděl|"
    r"skąd wiesz|откуда вы узнали|"
    # (where the person answering lives: "Where do you live?", "Taga-saang barangay ka po?", "Wo wohnen Sie?")
    r"\bwhere (?:do you live|are you from)\b|\btaga-?saan|\bwo wohnen sie\b|où habitez|dónde vives|"
    r"dónde vive usted|gdzie mieszkasz|kde bydlíte|где вы живёте|"
    # (where the person answering works: "Em qual unidade você trabalha?", "Where do you work?")
    r"\b(?:do|does) you work\b|você trabalha|trabajas\b|travaillez|arbeiten sie|lavori\b|pracujesz|"
    r"جنسیت|رده سنی|سن شما|الجنس|العمر|الفئة العمرية",  # (Persian, Arabic: gender, age group)
    re.I,
)
#: :data:`PROFILE_WORDS` without accents, for a database's names in capitals without them ("DZIAL", "WIEK").
_PLAIN_PROFILE_WORDS = re.compile(cells.plain(PROFILE_WORDS.pattern), re.I)
FREE_TEXT_WORDS = re.compile(
    r"comment|remark|feedback|\bnotes?\b|\bwhy\b|anything|suggest|anmerkung|kommentar|wünsche|commentaire|remarque|"
    r"comentario|opmerking|uwagi|комментар|коментар|komentarz|komentář|commento|comentário|kommentti|yorum|"
    r"review (?:text|content|body)|отзыв|відгук|recenzj|rezension|"  # (a review's own words, "Текст отзыва")
    r"コメント|评论|댓글|本文|感想|본문|의견|"
    # (and as forms ask for them in South and Southeast Asia, the Middle East and Africa: "कोई और सुझाव?")
    r"सुझाव|टिप्पणी|ملاحظ|تعليق|اقتراح|پیشنهاد|توضیح|ข้อเสนอแนะ|ความคิดเห็น|\bsaran\b|komentar|masukan|góp ý|"
    r"nhận xét|maoni|öneri|הערות|הצעות|sugest|sugerenc|observa[cç]",
    re.I,
)
#: Words for money given, not offered for something: a donation, a tip, a streamer's paid chat.
_GIFT_WORDS = re.compile(
    r"donat|donor|spende|spender|\bdons?\b|doação|donaci[oó]n|donazion|darowizn|\bgifts?\b|\btips?\b|trinkgeld|"
    r"pourboire|propina|super ?chat|投げ銭|打赏|후원",
    re.I,
)
#: Words for a bid itself (an amount alone may be anything paid).
_BID_ITSELF = re.compile(
    r"\bbids?\b|gebot|ench[èe]re|offer|offre|\bbod\b|\bbud\b|puja|oferta|offerta|licyt|teklif|\blances?\b|ставк|出價|出价|"
    r"入札|입찰|竞价|競價|pakkumi|ponud|понуд|nabídk|ajánlat|\blicit",
    re.I,
)
#: Words of a shop's or a till's report of money taken: sales, refunds, discounts (a price "brutto" may be bid).
_SALES_WORDS = re.compile(
    r"sales|revenue|turnover|refund|discount|\bcomps?\b|umsatz|erstattung|rabatt|"
    r"ventes?\b|remboursement|remise|ventas|reembolso|descuento|vendite|rimborso|sconto|vendas|"
    r"omzet|korting|sprzedaż|zwrot|rabat|tržb|売上|返金|割引|销售|銷售|退款|折扣|매출|환불|할인|продаж|возврат|скидк|"
    # (a statement's running balance and its payments in and out: an account's ledger, no one's offer)
    r"balance|saldo|solde|kontostand|残高|余额|餘額|잔액|остаток|withdrawn|paid in|debit|credit",
    re.I,
)
#: A column of bids' amounts: a bid itself, or an amount or price.
_BID_WORDS = re.compile(
    _BID_ITSELF.pattern + r"|amount|price|montant|betrag|prix|pledge|金額|金额|价格|價格|価格|hinta|cena", re.I
)
_BIDDER_ONLY = re.compile(
    r"bidder|bieter|ench[ée]risseur|buyer|k[äa]ufer|pujador|licitante|竞买|競買|买家|買家|入札者|입찰자|pakkuja", re.I
)
_BIDDER_WORDS = re.compile(
    r"bidder|bieter|ench[ée]risseur|buyer|user|customer|\bname\b|k[äa]ufer|participant|竞买|競買|买家|買家|入札者|입찰자|"
    r"pakkuja|kupac|купац|kupujący|ponuditelj|dražitelj|licitáló|licitant|учасник|участник|покупател|покупец|teilnehmer|"
    r"uczestnik|účastník|účastník|deelnemer|partecipante|participante|osallistuja|deltager|katılımcı",
    re.I,
)
#: Header words of the people who vote, rate or judge.
PEOPLE_WORDS = re.compile(
    r"voter|\bvotante?\b|respondent|participant|juror|judge|\bjurée?s?\b|\brater|reviewer|assessor|wertungsrichter|jury\b|juge|jurado|giudice|"
    r"dómari|dommer|domare|tuomari|sędzi|rozhodčí|porotce|bíró|судья|суддя|κριτ[ήη]|hakem|審査員|评委|評審|심사위원|"
    r"\bjuez|\bjuiz|jurat\b|jurylid|kampfrichter|interviewer|entrevistador|evaluat(?:or|eur)|evaluador|valutatore|"
    r"bewerter|gutachter|examinat|examiner|beoordelaar|arvioija|oceniaj|recenzent|rapporteur|relatore|revisor|richter\b|"
    r"\bjuri(?:u|ul)?\b|jüri|penilai|\bhakim\b",
    re.I,
)
#: A column naming who wrote or made each row (a post's author, a card's creator): never what is voted on.
AUTHOR_WORDS = re.compile(
    r"\bauthor|\bautor|auteur|posted by|created by|creator|submitted by|submitter|\bowner\b|ersteller|verfasser|"
    r"applicant|antragsteller|solicitante|demandeur|"
    r"erstellt von|créé par|作成者|작성자|作者|ким створено|кем создано",
    re.I,
)
VOTER_WORDS = re.compile(PEOPLE_WORDS.pattern + r"|ballot|user|person|\bid\b|_id$|^id(?![a-z])", re.I)
#: Header words of a column of counts, in the languages exports come in.
COUNT_WORDS = re.compile(
    r"count|number|total|votes?|\bqty\b|quantity|anzahl|stimmen|frequency|\bfreq\b|^n$|respons|respondents\b|people|\bsum(?:me|a|s)?\b|votos|voix|stemmen|antal|"
    r"liczba|głos|nombre|cantidad|quantité|réponses|antworten|antall|äänet|ääniä|\blkm\b|röster|stemmer|\bvoti\b|hlas[yů]|"
    r"počet|szavazat|voturi|balsų|balsai|глас|effectif|häufigkeit|frecuencia|frequenza|frequência|liczebno|četnost|عدد|تعداد|מספר|αριθμ|ψήφ|sayısı|oylar|득표|得票|suara|jumlah|\bagrees?\b|upvotes?|likes\b|👍",
    re.I,
)
#: Header words of a ranking's points, whole or short ("Pts.", "Punkte", "Очки"): a competitor's score.
POINTS_NAME = re.compile(
    r"points?|punkte?|punten|\bpunts\b|puntos|punti|pontos|poäng|pisteet|bodů|\bbody\b|score|\b(?:pts|pkt)\b|очк|бал|"
    r"taškai|punktai|punkti|punktid",
    re.I,
)
#: A column header naming votes themselves, not a count of anything: "Votes", "Upvotes", "+1", "Likes", "👍", and
#: the way programs name them: "votes_count", "num_votes", "VoteCount" (a word ends where its letters end).
VOTE_WORDS = re.compile(
    r"(?<![a-z])(?:votes?|likes?|voix)(?![a-z])|vote(?:s|_)?count|upvote|^\+1$|👍|thumbs.?up|stimmen|votos|stemmen|"
    r"głos|röster|ääni|голос|票|voturi|\bvoti\b|hlas[yů]\b|szavazat|أصوات|اصوات|آرا|קולות|ψήφ|oylar|oy sayısı|득표|"
    r"\boy\b|suara|"
    r"^(?:for|með|pour|dafür|a favor|a favore|voor|för|за)$|"  # (an item's votes for it, beside those against)
    r"^positive (?:ratings?|bewertungen)$",  # (an idea list's thumbs up, beside its thumbs down)
    re.I,
)


def names_a_count(name: str) -> bool:
    """Whether a column's name says it counts votes or something else ("Votes", "Number of votes", "Stimmen")."""
    return bool(COUNT_WORDS.search(name) or VOTE_WORDS.search(name))


RANK_WORDS = re.compile(
    r"\brank|rang|platz|place|position|priorit|préférence|preference|order|sırala|miejsce|plaats|\bplats\b|\bsija\b|"
    r"^class\.$|^(?:rk|pl|pos|poz|plc)\.?$|"  # (a ranking's abbreviations: "Rk.", "Pl.", "Pos.")
    r"pořadí|poradie|helyez|место|місце|posición|posição|posizione|puesto|clasificaci|classement|classifica|順位|순위|"
    r"名次|peringkat|ranking|xếp hạng|อันดับ|ترتيب|رتبه|דירוג|sıra|"
    r"^vieta$|^koht$|^mjesto$|^mesto$|^pozycja$",  # (a place in Lithuanian and Latvian, Estonian, Croatian, Slovene)
    re.I,
)
_CHOICE_CODE = re.compile(r"^[a-z][a-z0-9_.-]*$")  # an XLSForm choice name: grain_store, opt_2
#: The first five places in words, in the languages ballots come in ("עדיפות שנייה", "Zweite Wahl", "second choice").
_ORDINAL_WORDS = (
    (
        r"first|erste[nrs]?|premi[eè]re?|primer[oa]?|primeir[oa]|eerste|pierwsz[aey]|перв(?:ый|ая|ое|ого)|ראשונה?|birinci|第一",
        1,
    ),
    (r"second|zweite[nrs]?|deuxi[eè]me|segund[oa]|tweede|drug[aie]|втор(?:ой|ая|ое|ого)|שני(?:יה|ה)?|ikinci|第二", 2),
    (
        r"third|dritte[nrs]?|troisi[eè]me|tercer[oa]?|terceir[oa]|derde|trzeci[aey]?|трет(?:ий|ья|ье|ьего)|שלישית?|üçüncü|第三",
        3,
    ),
    (
        r"fourth|vierte[nrs]?|quatri[eè]me|cuart[oa]|quart[oa]|vierde|czwart[aey]|четв[её]рт(?:ый|ая|ое|ого)|רביעית?|dördüncü|第四",
        4,
    ),
    (r"fifth|fünfte[nrs]?|cinqui[eè]me|quint[oa]|vijfde|piąt[aey]|пят(?:ый|ая|ое|ого)|חמישית?|beşinci|第五", 5),
)
_RANK_NAME = re.compile(
    r"(?:rank|choice|preference|pr[ée]f[ée]rence|wahl|platz|rang|place|priority)\D{0,3}(\d+)|"
    r"(\d+)(?:st|nd|rd|th|\.|:a|:e)?\s*(?:choice|preference|wahl|rank|place|priority|valg|val\b|valinta|wybór|volba|"
    r"voľba)|"
    # (the ordinal marks of Portuguese, Spanish, Italian, French and Dutch: "1ª opção", "2º lugar", "1re option",
    # "1e keus", "2de keuze")
    r"(\d+)(?:ª|º|°|re|er|e|ème|de|ste)\s*(?:opç[aã]o|opci[oó]n|opzione|option|escolha|elecci[oó]n|scelta|choix|lugar|"
    r"posto|place|prefer[eê]ncia|preferencia|preferenza|keus|keuze|voorkeur)|"
    r"\b(" + "|".join(words for words, _ in _ORDINAL_WORDS) + r")(?!\w)|"
    # (Japanese, Chinese and Korean: "第1希望", "第2志愿", "1지망", "2순위")
    r"第\s*(\d+)\s*(?:希望|志望|候補|順位|志愿|志願|选择|選擇|优先|優先)|(\d+)\s*(?:지망|순위)",
    re.I,
)
#: The months in the languages exports come in beyond English, German and French (stems where a language declines
#: them: Polish "września", Russian "января"); a name such as "Kasım" is a month only beside a number.
_MONTH = (
    r"(?:jänner|feber|januari|februari|maart|mei|augustus|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
    r"septiembre|setiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|"
    r"ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|stycz\w+|lut\w+|"
    r"marz\w*|marca|kwie\w+|maj\w*|czerw\w+|lip\w+|sierp\w+|wrze\w+|październik\w*|listopad\w*|grud\w+|leden|"
    r"ledna|únor\w*|břez\w+|dub\w+|květ\w+|červ\w+|srp\w+|září|říj\w+|prosin\w+|январ\w*|феврал\w*|март\w*|"
    r"апрел\w*|ма[йя]|июн\w*|июл\w*|август\w*|сентябр\w*|октябр\w*|ноябр\w*|декабр\w*|січ\w+|лют\w+|берез\w+|"
    r"квіт\w+|трав\w+|черв\w+|лип\w+|серп\w+|верес\w+|жовт\w+|груд\w+|januar|februar|mars|august|desember|"
    r"\w+kuu(?:ta)?|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|ιανου[αά]ρ\w+|"
    r"φεβρου[αά]ρ\w+|μ[αά]ρτ\w+|απρ[ιί]λ\w+|μ[αά][ιΐί]\w*|ιο[υύ]ν\w+|ιο[υύ]λ\w+|α[υύ]γο[υύ]στ\w+|σεπτ[εέ]μβρ\w+|"
    r"οκτ[ωώ]βρ\w+|νο[εέ]μβρ\w+|δεκ[εέ]μβρ\w+)"
)
_DATE_LIKE = re.compile(
    r"\b(?:mon|tue|wed|thu|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|"
    r"mercredi|jeudi|vendredi|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|märz|mai|juni|juli|okt|dez)[a-z]*\b|"
    r"\d{1,2}:\d{2}|\b\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?\b|\b(?:am|pm|uhr)\b|"
    # (the Nordic and Romance days written short, each a word alone: "Lør", "fre.", "mié")
    r"\b(?:man|tir|tis|ons|tor|tors|fre|lør|lör|søn|sön|mån|lun|mié|jue|vie|sáb|dom|gio|ven|sab)\.?(?=\s|$)|"
    # (a month in another language, beside a year or a day's number, as calendars head their columns: "Jänner 2027",
    # "3 września", "julho de 2026", "10月")
    rf"\b{_MONTH}\s+(?:de\s+)?\d{{2,4}}\b|\b\d{{1,2}}\.?\s+(?:de\s+)?{_MONTH}\b|\d{{1,2}}\s*[月월]",
    re.I,
)
_LONG_LABEL_CHARACTERS = 60
# The gate's thresholds: more than 10 candidates of one vote each, or at least 4 candidates for 90% of the rows,
# is a column of ids or names; a candidate holding as much as all others together is a total.
_ONE_VOTE_EACH = 10
_ROW_CANDIDATES = 4
_ROW_SHARE = 0.9
# A percentage column agrees with the counts to its printed rounding: 0.6 percentage points covers whole percents.
_PERCENT_TOLERANCE = 0.006
#: The points of agreement and satisfaction scales, in the languages exports come in: answers, never options.
_SCALE_POINT = re.compile(
    r"(?:strongly |completely |somewhat |totally )?(?:agree|disagree)|neither agree nor disagree|neutral|"
    r"(?:very |somewhat )?(?:satisfied|dissatisfied|unsatisfied)|(?:very )?(?:good|poor|bad)|excellent|fair|"
    r"(?:stimme )?(?:voll und ganz |eher |gar )?(?:zu|nicht zu)|(?:tout à fait |plutôt |pas )d'accord|"
    r"(?:muy |totalmente )?(?:de acuerdo|en desacuerdo)|(?:helemaal )?(?:mee )?eens|oneens"
)
#: A column's name saying it holds shares of a count ("% of valid votes", "Anteil"), never the count itself.
PERCENT_NAME = re.compile(r"%|percent|prozent|porcentaje|pourcentage|procent|percentuale|odsetek|share|anteil", re.I)
_SHOWN_LABEL = 40


@dataclass(frozen=True)
class Layout:
    """How the table's rows and columns become candidates and scores (every field editable on the page).

    Attributes
    ----------
    kind : str
        One of :data:`KINDS`.
    columns : tuple of str
        The column(s) read: the choices (votes, multi_choice, long), the answers (grid), the ranks in order
        (ranked), the amounts (bids), or the count (counts).
    separator : str
        multi_choice: what separates the choices in a cell; ranked: the same, when one column holds each ballot's
        ranking in one cell (first choice first).
    options_in : str
        grid: "columns" (one column per option) or "rows" (one row per option, named by ``label_column``).
    label_column : str
        grid with options in rows, and counts: the column naming each candidate.
    voter_column : str
        long: the voter's id; bids: the bidder's (each bidder's highest bid counts), or "".
    middle_weight : float
        grid: what a middle answer counts (0, 0.5 or 1).
    rule : str
        ranked: one of :data:`dpcore.scoring.ballots.RANKED_RULES`; counts: :data:`ADD_UP` when the file tallies the
        votes in parts (one block of rows per precinct or polling station) and a candidate's rows are added up;
        ratings: :data:`ADD_UP` when each column is a candidate and each cell a count of votes (a row per polling
        station), Δ = 1; points: :data:`RANKS` when the numbers are ranks (1 = first), read as Borda points, or
        :data:`MEAN` for each candidate's mean score.
    price_grid : tuple of float
        bids: (lowest price, highest price, step).
    score_name : str
        What a score counts ("people available", "approvals"...), when the kind alone does not say.
    labels : tuple of str
        ticks, ratings, rank_grid: the options' names, one per column (default: the column names).
    subset : (column, value), optional
        Read only the rows whose ``column`` holds ``value``: one poll of a report that lists several polls'
        results one under another ("Question" = "Which city should host the summit?").
    """

    kind: str
    columns: tuple[str, ...] = ()
    separator: str = ""
    options_in: str = "columns"
    label_column: str = ""
    voter_column: str = ""
    middle_weight: float = 0.5
    rule: str = "first"
    price_grid: tuple[float, float, float] = (1.0, 10.0, 1.0)
    score_name: str = ""
    labels: tuple[str, ...] = ()
    subset: tuple[str, str] | tuple[()] = ()


@dataclass(frozen=True)
class Question:
    """One thing the file cannot tell: asked in words ending with "?", with a default already chosen (``open``:
    the answer decides the result, so nothing is shown selected until the person answers; the default reads
    meanwhile)."""

    field: str  # the Layout field it sets
    text: str
    options: tuple[object, ...]
    labels: tuple[str, ...]
    default: object
    open: bool = False


@dataclass(frozen=True)
class Guess:
    """A layout, at most one question, notes on what was set aside, the other readings offered (the layout is
    the first), whether the reading passed every check of the confidence gate with nothing left to ask,
    ``unsure``: why a reading that passed the gate is still not called the true best ("" when nothing is), and
    ``deciding``: which few rows decide its winner (:func:`dpcore.ingest.decisive.rows_that_decide`, "" when none)."""

    layout: Layout
    question: Question | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    alternatives: tuple[Layout, ...] = ()
    confident: bool = True
    unsure: str = ""
    deciding: str = ""


def default_layout(frame: pd.DataFrame, kind: str, *, file_name: str = "") -> Layout:
    """The best layout of a given ``kind`` for ``frame``, for when the user switches kind: the matching rule's
    guess when it applies, else the likeliest columns for that kind."""
    sample = frame.head(_SAMPLE_ROWS)
    columns = [str(name) for name in frame.columns]
    empty = [name for name in columns if sample[name].isna().all()]
    rules: dict[str, Callable[[pd.DataFrame, list[str], list[str]], Guess | None]] = {
        "grid": grid_guess,
        "ranked": ranked_guess,
        "bids": bids_guess,
        "counts": _counts,
    }
    guess = rules[kind](sample, columns, empty) if kind in rules else None
    if guess is not None:
        return guess.layout
    present = [name for name in columns if name not in empty] or columns
    choice = _choices(sample, columns, empty, file_name).layout
    numbers = [name for name in present if cells.number_share(sample[name]) >= 0.8]
    texts = [name for name in present if name not in numbers]
    if kind == "grid":
        return Layout(kind="grid", columns=tuple(present[1:] or present), label_column=present[0])
    if kind == "ranked":
        return Layout(kind="ranked", columns=tuple(texts[:3] or present[:3]), rule="borda")
    if kind == "bids":
        amount = (numbers or present)[0]
        values = cells.read_numbers(sample[amount], coerce=True).values
        return Layout(kind="bids", columns=(amount,), price_grid=guess_price_grid(values))
    if kind == "counts":
        return Layout(kind="counts", columns=((numbers or present)[-1],), label_column=(texts or present)[0])
    if kind in ("ticks", "ratings", "rank_grid"):
        rule = "borda" if kind == "rank_grid" else "first"  # (a rank grid's default, as a ranked ballot's)
        return Layout(kind=kind, columns=tuple((numbers if kind != "ticks" else texts[1:]) or present), rule=rule)
    if kind == "points":
        return Layout(
            kind="points",
            columns=((numbers or present)[-1],),
            label_column=(texts or present)[-1],
            voter_column=(texts or present)[0],
        )
    if kind == "multi_choice":
        return Layout(kind="multi_choice", columns=choice.columns, separator=choice.separator or ";")
    if kind == "long":
        voter = choice.voter_column or next((name for name in present if name not in choice.columns), present[0])
        return Layout(kind="long", columns=choice.columns, voter_column=voter)
    return Layout(kind="votes", columns=choice.columns)


def rows_read(frame: pd.DataFrame, layout: Layout) -> pd.DataFrame:
    """The rows ``layout`` reads: all of them, or those of its :attr:`Layout.subset`."""
    if not layout.subset:
        return frame
    column, value = layout.subset
    if column not in frame.columns:
        raise InvalidInputError(f"There is no column {show(column)} to choose rows by.")
    return frame[frame[column].astype(str).str.strip() == value]


def _entries(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """The entries a table of judges' scores names in its rows (its label column), each once."""
    entries = column_cells(frame, layout.label_column).astype(str).str.strip()
    if entries.duplicated().any() or (entries == "").any():
        raise InvalidInputError(
            f"Column {show(layout.label_column)} names an entry twice or not at all: each row must be one entry."
        )
    return entries.tolist()


def _entries_as_columns(frame: pd.DataFrame, layout: Layout) -> pd.DataFrame:
    """Judges' scores with the entries in rows turned round: one column per entry, one row per judge."""
    turned = frame[list(layout.columns)].T
    turned.columns = _entries(frame, layout)
    return turned.reset_index(drop=True)


def score_layout(frame: pd.DataFrame, layout: Layout) -> ScoredCandidates:
    """Score ``frame`` as ``layout`` says (raises InvalidInputError with what to change)."""
    frame = rows_read(frame, layout)
    kind, columns = layout.kind, list(layout.columns)
    if kind not in KINDS:
        raise InvalidInputError(f"Unknown layout {show(kind)}; choose one of {', '.join(KINDS)}.")
    if not columns:
        raise InvalidInputError("Choose the column(s) to read.")
    if kind == "votes":
        return score_votes(frame, columns[0])
    if kind == "multi_choice":
        return ballots.score_multi_choice(frame, columns[0], separator=layout.separator or ";")
    if kind == "long":
        return ballots.score_long_format(frame, voter_column=layout.voter_column, choice_column=columns[0])
    if kind == "grid" and layout.options_in == "columns" and _labels(layout):
        scored = score_layout(frame, replace(layout, labels=()))
        return replace(scored, labels=_labels(layout))
    if kind == "grid":
        return ballots.score_grid(
            frame,
            columns,
            middle_weight=layout.middle_weight,
            options_in=layout.options_in,
            label_column=layout.label_column or None,
            score_name=layout.score_name or _grid_score_name(frame, layout),
        )
    if kind == "ranked":
        return ballots.score_ranked(frame, columns, rule=layout.rule, separator=layout.separator)
    if kind == "ticks":
        return ballots.score_ticks(frame, columns, labels=_labels(layout))
    if kind == "ratings" and layout.rule == ADD_UP:  # (candidates in columns, parts of the tally in rows)
        return score_column_counts(frame, columns=columns, labels=_labels(layout) or columns)
    if kind == "ratings" and layout.options_in == "rows":  # (judges in columns, each row an entry they score)
        return ballots.score_points(
            _entries_as_columns(frame, layout), option_columns=_entries(frame, layout), mean=layout.rule == MEAN
        )
    if kind == "ratings":
        return ballots.score_points(
            frame, option_columns=columns, labels=_labels(layout), score_name="rating points", mean=layout.rule == MEAN
        )
    if kind == "rank_grid":
        return ballots.score_rank_grid(frame, columns, labels=_labels(layout), rule=layout.rule)
    if kind == "points":
        return ballots.score_points(
            frame,
            label_column=layout.label_column,
            points_column=columns[0],
            voter_column=layout.voter_column,
            ranks=layout.rule == RANKS,
            mean=layout.rule == MEAN,
        )
    if kind == "bids":
        bids, notes = ballots.highest_bids(frame, amount_column=columns[0], bidder_column=layout.voter_column or None)
        low, high, step = layout.price_grid
        scored = score_bids(bids, price_min=low, price_max=high, price_step=step)
        return replace(scored, notes=tuple(notes) + scored.notes)
    scored = score_counts(
        frame,
        label_column=layout.label_column,
        count_column=columns[0] if len(columns) == 1 else columns,
        add_repeats=layout.rule == ADD_UP,
    )
    stated = frame.attrs.get("points_each")
    if stated and stated[0] > scored.sensitivity:
        return replace(scored, sensitivity=stated[0], sensitivity_reason=_stated_points_reason(*stated))
    return replace(scored, sensitivity_reason=_POINTS_REASON) if _names_points(layout.columns) else scored


def _stated_points_reason(top: float, words: str) -> str:
    """Why Δ is the top of a range of points the file states each voter could give (range voting's totals)."""
    return (
        f"The file says each voter could give a candidate up to {top:g} points (“{words}”), so one voter changes a "
        f"total by at most {top:g}: Δ = {top:g}."
    )


#: Why Δ = 1 for a column of points (a ranking's "Pts."): the file holds totals, not the records behind them.
_POINTS_REASON = (
    "The file gives each candidate's points, not the records behind them (games, ballots, judges' marks). Δ = 1 "
    "holds when one record changes any candidate's points by at most 1 (a chess game: 1, ½ or 0); where one record "
    "can give more (3 points for a league win), set Δ to the most it can give."
)


def _names_points(columns: tuple[str, ...]) -> bool:
    """Whether one column is read and its name says points ("Pts.", "Punkte"), not votes or a count of people."""
    if len(columns) != 1:
        return False
    name = str(columns[0])
    return bool(POINTS_NAME.search(name)) and not names_a_count(name)


def describe(frame: pd.DataFrame, layout: Layout, scored: ScoredCandidates) -> str:
    """One sentence: what the rows are, which column(s) were read and how, the candidates, Δ and monotonicity."""
    if layout.subset:
        column, value = layout.subset
        within = replace(layout, subset=())
        return f"Of the rows where “{short(column)}” is “{short(value)}”: " + describe(
            rows_read(frame, layout), within, scored
        )
    candidates = _count(len(scored), "candidate")
    facts = f"{candidates}, {scored.score_name}, Δ = {scored.sensitivity:g}, "
    facts += "monotone" if scored.monotonic else "not monotone"
    first = show(layout.columns[0]) if layout.columns else ""
    quoted = f"“{first[1:-1]}”" if first.startswith("'") else first
    rows = len(frame)
    voter, label = f"“{short(layout.voter_column)}”", f"“{short(layout.label_column)}”"
    responses = _count(rows, "response")
    if layout.kind == "votes":
        return f"{responses}; {quoted} holds one choice per response: {facts}."
    if layout.kind == "multi_choice":
        separator = "a new line" if layout.separator == "\n" else f"“{layout.separator}”"
        return f"{responses}; {quoted} holds several choices per cell, separated by {separator}: {facts}."
    if layout.kind == "long":
        return f"{_count(rows, 'row')}, one per voter and choice (voters in {voter}, choices in {quoted}): {facts}."
    if layout.kind == "grid":
        columns = len(layout.columns)
        if layout.options_in == "rows":
            where = f"{_count(rows, 'option')}, one per row (named in {label}), and {_count(columns, 'person')}"
        else:
            where = f"{_count(rows, 'person')}, one per row, and {_count(columns, 'option')}, one per column"
        codes = cells.answer_codes(frame[list(layout.columns)].to_numpy(dtype=object))
        if (codes == cells.MIDDLE).any():
            where += "; a middle answer counts " + {0.0: "0", 0.5: "½", 1.0: "1"}[layout.middle_weight]
        return f"{where}: {facts}."
    if layout.kind == "ranked":
        rule = ballots.RANKED_RULES[layout.rule]
        where = f"{len(layout.columns)} rank columns, from {quoted}"
        if layout.separator:
            where = f"each a ranking in one cell of {quoted}, first choice first"
        return f"{_count(rows, 'ranked ballot')} ({where}), scored by {rule}: {facts}."
    if layout.kind == "ratings" and layout.rule == ADD_UP:
        named = f" (in {label})" if layout.label_column else ""
        return (
            f"{_count(rows, 'row')}, each a part of the tally{named}; {_count(len(layout.columns), 'column')}, "
            f"one per candidate, each cell a count of votes, added up: {facts}."
        )
    if layout.kind == "ratings" and layout.options_in == "rows":
        each = ", each option's mean over the judges who scored it" if layout.rule == MEAN else ""
        return (
            f"{_count(rows, 'option')}, one per row (named in {label}), and {_count(len(layout.columns), 'judge')}, "
            f"one per column, each cell a score{each}: {facts}."
        )
    if layout.kind == "ratings" and layout.rule == MEAN:
        return (
            f"{responses}; {_count(len(layout.columns), 'column')}, one per option, each cell a rating, each option's "
            f"mean rating over those who rated it: {facts}."
        )
    if layout.kind in ("ticks", "ratings", "rank_grid"):
        what = {"ticks": "ticked or empty", "ratings": "a rating or points", "rank_grid": "a rank"}[layout.kind]
        return f"{responses}; {_count(len(layout.columns), 'column')}, one per option, each cell {what}: {facts}."
    if layout.kind == "points" and not layout.voter_column and layout.rule == MEAN:
        return (
            f"{_count(rows, 'row')}, one rating per row: the option in {label}, its rating in {quoted}, each "
            f"option's mean rating: {facts}."
        )
    if layout.kind == "points" and not layout.voter_column and layout.rule == RANKS:
        return (
            f"{_count(rows, 'row')}, one per competitor (named in {label}), each with its place in {quoted} (1 = "
            f"first), read as Borda points: {facts}."
        )
    if layout.kind == "points" and not layout.voter_column:
        return f"{_count(rows, 'row')}, one per voter: the choice in {label} weighs what {quoted} says: {facts}."
    if layout.kind == "points" and layout.rule == RANKS:
        return (
            f"{_count(rows, 'row')}, one per voter and option (voters in {voter}, options in {label}, ranks in "
            f"{quoted}, 1 = first, read as Borda points): {facts}."
        )
    if layout.kind == "points":
        # (a judge's several rows for one entry, one per criterion, are summed: say so rather than "one per")
        several = frame.duplicated([layout.voter_column, layout.label_column]).any()
        per = "several per voter and option (one per criterion)" if several else "one per voter and option"
        added = ", added up" if several else ""
        if layout.rule == MEAN:
            added += ", each option's mean over its voters"
        return (
            f"{_count(rows, 'row')}, {per} (voters in {voter}, options in {label}, points in {quoted}{added}): {facts}."
        )
    if layout.kind == "bids":
        low, high, step = layout.price_grid
        bidder = f", bidders in {voter}" if layout.voter_column else ""
        grid = f"prices {low:g} to {high:g} in steps of {step:g}"
        return f"{_count(rows, 'row')} of bids in {quoted}{bidder}; {grid}: {facts}."
    if layout.kind == "counts" and len(layout.columns) > 1:
        parts = ", ".join(f"“{short(name)}”" for name in layout.columns)
        return f"{_count(rows, 'row')}; candidates named in {label}, each one's counts in {parts} added up: {facts}."
    if layout.rule == ADD_UP:
        return (
            f"{_count(rows, 'row')}, a tally in parts; candidates named in {label}, each one's counts in {quoted} "
            f"added up over its rows: {facts}."
        )
    return f"{_count(rows, 'row')}; candidates named in {label} with their counts in {quoted}: {facts}."


def _and(words: list[str]) -> str:
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def _kinds_of_cells(labels: tuple[str, ...]) -> set[str]:
    """What kinds of values the labels are ("shares", "dates", "numbers", "words"), each kind held by at least one
    label in eight: one question's answers are of one kind (or words and a number or two). The first
    :data:`_KINDS_LOOKED_AT` labels tell (a column of a report's fields is short)."""
    kinds = []
    for label in labels[:_KINDS_LOOKED_AT]:
        text = str(label).strip()
        if _SHARE_CELL.fullmatch(text):
            kinds.append("shares")
        elif cells.NUMBER_SHAPE.match(text):
            kinds.append("numbers")
        elif is_date_like(text) and re.search(r"\d", text):
            kinds.append("dates")
        else:
            kinds.append("words")
    return {kind for kind in set(kinds) if kinds.count(kind) >= max(1, len(kinds) / 8)}


def _grading_column(frame: pd.DataFrame) -> str:
    """The column that grades the rows' answers ("Correct / Incorrect", "Is answer correct?", "Correct Answers"),
    grading these rows (two marks or more: a poll's rows in a quiz report hold "--" there): a quiz's table. "" when
    there is none."""
    for name in frame.columns:
        text = str(name)
        if len(text) <= 40 and _GRADED.search(text):
            marks = frame[name].dropna().astype(str).str.strip()
            if marks[~marks.isin(["", "-", "--", "—", "n/a", "N/A"])].nunique() >= 2:
                return text
    return ""


#: The sexes, as a table of who answered names them (matched without accents, in lower case).
_SEX = re.compile(
    r"males?|females?|m[ae]n|wom[ae]n|masculin[eo]?s?|feminin[eo]?s?|hommes?|femmes?|mannlich|weiblich|manner|frauen|"
    r"hombres?|mujer(?:es)?|maschi(?:o|le)?|femmin(?:a|e|ile)|mezczy[zź]n[ai]|kobiet[ay]?|erkek|kadın|muzi|zeny|"
    r"мужской|женский|мужчины|женщины|男|女|男性|女性|남|여|남성|여성|ανδρες|γυναικες"
)
#: Age groups, as a table of who answered names them: "18–34", "55+", "under 18", "65 and over".
_AGE_BAND = re.compile(
    r"(?:\d{1,2}\s*(?:[-–—~～]|to|bis|à|a|до)\s*\d{1,2}|\d{1,2}\s*\+|"
    r"(?:under|over|below|above|unter|uber|moins de|plus de|menos de|mas de)\s*\d{1,2}|"
    r"\d{1,2}\s*(?:and|or|und|et|y|ou|o)\s*(?:over|older|more|above|under|younger|alter|mehr|plus|mas))"
    r"(?:\s*(?:years?|yrs|jahre|ans|anos|lat))?"
)
#: What stands beside the sexes or age groups in such a table: no answer, another, missing, all.
_NOT_STATED = re.compile(
    r"other|autres?|andere|divers|otro|non[- ]binary|prefer not to say|no answer|total|ns/nr|missing"
)


def _lower_plain(label: str) -> str:
    return cells.plain(label.strip().lower())


#: A statistics package's variable code for one part of a question: "s_2_4", "Q3_1", "v12.3".
_VARIABLE_CODE = re.compile(r"[A-Za-z]{1,6}\d*(?:[_.]\d+)+")


#: Header words of a message's or a review's title, in the languages exports come in.
_HEADLINE_WORDS = re.compile(
    r"^(?:review[ _]?)?(?:title|subject|headline|heading)$|^(?:titel|titre|t[íi]tulo|titolo|tytuł|betreff|objet|"
    r"asunto|assunto|oggetto|onderwerp|заголовок|тема|标题|標題|件名|タイトル|제목)$",
    re.I,
)


#: Header words of a message's body, beside its title.
_BODY_WORDS = re.compile(
    r"^(?:review[ _]?|message[ _]?|post[ _]?)?(?:body|content|text|message)$|^(?:inhalt|texte|texto|testo|treść|"
    r"текст|本文|内容|내용|본문)$",
    re.I,
)


def _messages_read(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """The candidates come from a message's title or text (a review's "title" beside its "body" of sentences):
    words written, not options chosen."""
    read = layout.label_column or (layout.columns[0] if layout.kind in ("votes", "multi_choice", "long") else "")
    if not (_HEADLINE_WORDS.search(read) or _BODY_WORDS.search(read)):
        return []
    for name in frame.columns:
        texts = frame[name].dropna().astype(str).str.strip()
        long_text = len(texts) >= 4 and texts.str.len().mean() > _LONG_LABEL_CHARACTERS / 2
        if _BODY_WORDS.search(str(name)) and long_text and texts.str.contains(" ").all():
            return [
                f"“{short(read)}” holds the title or the text of each message (beside “{short(str(name))}”): words "
                "written, not options chosen. Choose the column naming what each message is about."
            ]
    return []


#: A person's name with initials, as score sheets head a judge's column: "Ковалёва Н.А.", "Smith J.", "J. Smith".
_INITIALLED_NAME = re.compile(r"[^\W\d_][\w'’-]+,?\s+(?:[^\W\d_]\.\s?){1,2}|(?:[^\W\d_]\.\s?){1,2}\s*[^\W\d_][\w'’-]+")


def _links_elsewhere(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """A table of counts by link (an e-mail's clicks) whose rows lead to different pages: some rows lead to one page
    with a value each ("…/vote?pie=…"), the rest each elsewhere (the shop, a social page, "Unsubscribe"). Those
    others are no candidates: the file is read with them, so say so."""
    if layout.label_column not in frame.columns:
        return []
    for name in frame.columns:
        texts = frame[name].dropna().astype(str).str.strip()
        if len(texts) < 4 or texts.str.match(_LINK).mean() < 0.8:
            continue
        pages = texts.map(_page_of_link)
        groups = pages.value_counts()
        if len(groups) >= 3 and 2 <= groups.iloc[0] < len(texts) and groups.iloc[0] > groups.iloc[1]:
            alike = frame.loc[pages[pages == groups.index[0]].index, layout.label_column].astype(str)
            return [
                f"The rows are links to different pages (“{name}”): {_count(len(alike), 'row')} "
                f"(“{short(alike.iloc[0])}”, “{short(alike.iloc[1])}”…) lead to one page, “{groups.index[0]}”; every "
                "other row leads elsewhere. Delete the rows that are not candidates."
            ]
    return []


_LINK = re.compile(r"https?://", re.I)


def _page_of_link(link: str) -> str:
    """A link's site and the first part of its path ("shop.example/vote"), without its query."""
    parts = urllib.parse.urlsplit(link)
    return parts.netloc.lower().removeprefix("www.") + "/" + parts.path.strip("/").split("/")[0]


#: A codebook's column of answer codes ("Option Value", "Code", "Wert"): numbers that name answers, no counts.
_CODE_NAME = re.compile(r"\b(?:value|code|wert|waarde|valeur|valor|valore|wartość|kód|код)\b", re.I)


def _count_of_a_group(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """A count the same on every row of each group another column names, and different between groups (a retro
    board's "Votes" of a reflection group, repeated on each reflection of it): it counts the group, not the row."""
    if len(layout.columns) != 1 or layout.rule == ADD_UP or layout.columns[0] not in frame.columns:
        return []
    count = pd.Series(cells.read_numbers(frame[layout.columns[0]], coerce=True).values, index=frame.index)
    for name in frame.columns:
        if name in (layout.label_column, layout.columns[0]) or pd.api.types.is_numeric_dtype(frame[name]):
            continue
        groups = frame[name].astype("string").str.strip()
        sizes = groups.value_counts()
        if len(sizes) < 2 or (sizes >= 2).sum() < 2 or groups.isna().any():
            continue
        per_group = count.groupby(groups).nunique()
        if (per_group == 1).all() and count.groupby(groups).first().nunique() > 1:
            return [
                f"“{short(str(layout.columns[0]))}” is the same on every row of each “{short(str(name))}”: it counts "
                f"the group, not each row. Read the groups' counts from “{short(str(name))}”, each group once."
            ]
    return []


def _codes_not_counts(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """A codebook read as a tally: the "counts" are named as codes and count 1, 2, 3 … from 1 again and again (one
    run per question's options), as a survey tool's list of option labels and values does."""
    if not layout.columns or not _CODE_NAME.search(layout.columns[0]):
        return []
    values = cells.read_numbers(frame[layout.columns[0]], coerce=True).values
    starts = np.flatnonzero(values == 1)
    if len(starts) < 2 or not all(
        np.array_equal(run, np.arange(1, len(run) + 1)) for run in np.split(values, starts[1:]) if len(run)
    ):
        return []
    return [
        f"“{short(layout.columns[0])}” numbers each question's answers 1, 2, 3 … again and again: this table is a "
        "list of answer codes, not a count. Choose the sheet or table that holds the responses."
    ]


def scored_unequally(frame: pd.DataFrame, layout: Layout) -> pd.DataFrame | None:
    """Each candidate's sum, mean and count of scores (a judge's rows for one entry added first) when a long table's
    candidates were scored unequally often (a reviewer who gave no score, an entry with one review fewer), or a
    grid's options rated unequally often (a rating skipped, a judge who abstained), else None."""
    if layout.kind == "ratings":
        return _rated_unequally(frame, layout)
    columns = (layout.label_column, layout.voter_column, *layout.columns[:1])
    if layout.kind != "points" or layout.rule == RANKS or not all(name in frame.columns for name in columns):
        return None
    table = pd.DataFrame(
        {
            "name": frame[layout.label_column].astype(str).str.strip(),
            "judge": frame[layout.voter_column].astype(str).str.strip(),
            "points": cells.read_numbers(frame[layout.columns[0]], coerce=True).values,
        }
    ).dropna()
    by_name = table.groupby(["judge", "name"])["points"].sum().groupby("name").agg(["sum", "mean", "count"])
    if len(by_name) < 2 or by_name["count"].min() == by_name["count"].max():
        return None
    return by_name


def _rated_unequally(frame: pd.DataFrame, layout: Layout) -> pd.DataFrame | None:
    """:func:`scored_unequally` of a grid of ratings, options in its columns or (a jury's sheet) in its rows."""
    if layout.rule == ADD_UP or not layout.columns or not all(name in frame.columns for name in layout.columns):
        return None
    values = np.column_stack([cells.read_numbers(frame[name], coerce=True).values for name in layout.columns])
    if layout.options_in == "rows":
        if layout.label_column not in frame.columns:
            return None
        values, names = values.T, frame[layout.label_column].astype(str).str.strip().tolist()
    else:
        names = list(_labels(layout)) or list(layout.columns)
    counts = (~np.isnan(values)).sum(axis=0)
    if len(names) < 2 or counts.min() == counts.max() or counts.min() == 0:
        return None
    sums = np.nansum(values, axis=0)
    return pd.DataFrame({"sum": sums, "mean": sums / counts, "count": counts}, index=pd.Index(names, name="name"))


def _best_by(by_name: pd.DataFrame, rule: str) -> tuple[str, ...]:
    return tuple(str(name) for name in by_name.index[np.isclose(by_name[rule], by_name[rule].max())])


def _sum_not_mean(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """Judges' or reviewers' scores added up where the candidates were scored unequally often and the sum names
    another best than the mean score does: the sum then favours the candidate scored most often. (A grid's blank may be
    a 0 of points shared out: asked about, not doubted.)"""
    by_name = scored_unequally(frame, layout) if layout.rule != MEAN and layout.kind == "points" else None
    if by_name is None or _best_by(by_name, "sum") == _best_by(by_name, "mean"):
        return []
    fewest, most = int(by_name["count"].min()), int(by_name["count"].max())
    return [
        f"The candidates were scored by different numbers of judges ({fewest} to {most}), and the sum of their scores "
        "names another best than their mean does: the sum favours the one scored most often. Check that every judge "
        "scored every candidate, or score each by its mean."
    ]


def _criteria_of_entries(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """Marks per column read as the candidates where each row is one judge's marks for one entry (a show's or a
    tasting's score sheet: every entry once per judge, named in a column of their own): the columns are the
    criteria the entries were marked on, and the entries are the candidates."""
    if layout.kind != "ratings" or layout.label_column:
        return []
    texts = {
        str(column): frame[column].astype(str).str.strip()
        for column in frame.columns
        if column not in layout.columns
        and not pd.api.types.is_numeric_dtype(frame[column])
        and frame[column].notna().all()
    }
    judges = [
        name for name, values in texts.items() if PEOPLE_WORDS.search(name) and 2 <= values.nunique() <= len(frame) / 3
    ]
    for judge in judges:
        for entry, names in texts.items():
            if entry == judge or names.nunique() < 3:
                continue
            pairs = pd.DataFrame({"judge": texts[judge], "entry": names})
            if not pairs.duplicated().any() and len(frame) == texts[judge].nunique() * names.nunique():
                return [
                    f"Each row is one judge's marks (“{short(judge)}”) for one entry (“{short(entry)}”): the columns "
                    "are the criteria the entries were marked on, not the candidates. Choose the reading with the "
                    f"entries in “{short(entry)}” as the candidates."
                ]
    return []


#: Beyond this mean correlation (within each voter, either sign) between a rank and a mark the same rows give, the
#: rank follows the marks (rank 1 beside the best mark: near −1; a mark that is itself the rank: +1); within it,
#: the "rank" is unrelated to the marks, an order of serving.
_RANK_FOLLOWS_MARKS = 0.3
#: Most distinct values a column of marks holds (a 0–20 scale; a column of codes or ids holds more).
_MARKS_AT_MOST = 21


def _rank_correlation(rows: pd.DataFrame) -> float:
    """Spearman's correlation of one voter's ranks with their marks (Pearson's of the ranks); NaN when either is
    constant (a judge who gave every product the same mark says nothing of the order)."""
    if rows["rank"].nunique() < 2 or rows["mark"].nunique() < 2:
        return math.nan
    return float(rows["rank"].rank().corr(rows["mark"].rank()))


def _judges_rank(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """A jury's sheet (judges in columns, entries in rows) where every judge's column holds each place once, 0 to
    n − 1 or 1 to n: the judges ranked the entries (the best first, a low number), they did not mark them."""
    if layout.kind != "ratings" or layout.options_in != "rows" or not all(c in frame.columns for c in layout.columns):
        return []
    rows = len(frame)
    for column in layout.columns:
        values = np.sort(cells.read_numbers(frame[column], coerce=True).values)
        if not (np.array_equal(values, np.arange(rows)) or np.array_equal(values, np.arange(1, rows + 1))):
            return []
    return [
        "Each judge's column holds each place once (from 0 or 1 up): the judges ranked the entries, a low number "
        "the best, rather than marking them; added up, the last place would win. Read them as ranks."
    ]


def _order_not_rank(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """A rank that does not follow the marks its own rows give (a tasting's "Position", the order in which each
    judge was served the products, beside their 1–9 marks): an order of presentation, not a preference. Judged by
    Spearman's correlation of the rank with each other column of marks, within each voter: a real rank lies near
    −1 (rank 1 has the best mark), or near +1 beside a copy of itself, for some column of marks."""
    if layout.kind != "points" or layout.rule != RANKS or layout.voter_column not in frame.columns:
        return []
    ranks = pd.Series(cells.read_numbers(frame[layout.columns[0]], coerce=True).values, index=frame.index)
    marks = {
        str(column): pd.Series(values, index=frame.index)
        for column in frame.columns
        if column not in (*layout.columns, layout.voter_column, layout.label_column)
        and not pd.api.types.is_bool_dtype(frame[column])
        and np.isfinite(values := cells.read_numbers(frame[column], coerce=True).values).mean() > 0.8
        and len(np.unique(values[np.isfinite(values)])) >= 3
    }
    voters = frame[layout.voter_column].astype(str)
    labels = frame[layout.label_column].astype(str) if layout.label_column in frame.columns else voters
    followed = []
    for marked in marks.values():
        if marked.nunique() > _MARKS_AT_MOST or any(marked.groupby(by).nunique().max() < 2 for by in (voters, labels)):
            continue  # (an option's code, a voter's id: not marks, which vary by voter and by option)
        by_voter = pd.DataFrame({"rank": ranks, "mark": marked, "voter": voters}).dropna().groupby("voter")
        correlations = by_voter.apply(_rank_correlation).dropna()
        if len(correlations) >= 2:
            followed.append(abs(float(correlations.mean())) > _RANK_FOLLOWS_MARKS)
    if not followed or any(followed):
        return []
    return [
        f"“{short(layout.columns[0])}” does not follow the marks the same rows give (“{short(next(iter(marks)))}”): "
        "it is the order the entries were presented in, not a rank. Choose the column of marks."
    ]


#: A round in the languages results write it ("Round 3", "Runde 4", "Tour 5", "Kolo 2", "Тур 1").
ROUND_WORDS = r"round|runde|ronde|tour|kolo|rodada|ronda|turno|kierros|omgång|тур"
#: A column of one stage of a count by transfers (single transferable vote, instant runoff): "Stage 2", "Round 3",
#: "Count 4", "Runde 2", "Étape 3", "Etapa 2", "Этап 2".
STAGE_COLUMN = re.compile(
    rf"(?:stage|count|étape|etapa|vaihe|zählung|fase|этап|{ROUND_WORDS})\s*\.?\s*(?P<number>\d{{1,2}})",
    re.IGNORECASE,
)


def stage_columns(columns: Sequence[object]) -> list[str]:
    """Two or more columns numbered as stages from 1 ("Stage 1", "Stage 2" …: :data:`STAGE_COLUMN`), in order, or
    ``[]``."""
    numbered = sorted(
        (int(found["number"]), str(column))
        for column in columns
        if (found := STAGE_COLUMN.fullmatch(str(column).strip()))
    )
    if len(numbered) < 2 or [number for number, _ in numbered] != list(range(1, len(numbered) + 1)):
        return []
    return [name for _, name in numbered]


def counted_by_transfers(votes: np.ndarray) -> bool:
    """Whether the stages' votes (a row per candidate, a column per stage, NaN where blank) are a count by transfers:
    each row's votes never fall from one stage to the next (transfers only add), a row with no count (blank or 0) at
    a stage has none after it (excluded), and at least one row is excluded. A quiz's rounds, whose points go up and
    down, are none."""
    counted = votes[~np.isnan(votes[:, 0])]
    if len(counted) < 2:
        return False
    with np.errstate(invalid="ignore"):
        present = counted > 0  # (blank, or 0 once the exclusions are filled in)
        never_falls = np.all(~(present[:, 1:] & present[:, :-1]) | (counted[:, 1:] >= counted[:, :-1]))
    stays_out = np.all(present[:, :-1] >= present[:, 1:])  # (once out, out after)
    return bool(stays_out and never_falls and (~present[:, -1]).any())


def nought_where_excluded(votes: np.ndarray) -> np.ndarray:
    """The stages' votes with 0 in the later stages of a candidate excluded (blank there, counted at the first)."""
    later = np.isnan(votes) & ~np.isnan(votes[:, :1])
    return np.where(later, 0.0, votes)


def transfer_stages(frame: pd.DataFrame) -> list[str]:
    """The stage columns of ``frame`` when it is a count by transfers (:func:`counted_by_transfers`), else ``[]``."""
    names = stage_columns(list(frame.columns))
    if not names:
        return []
    votes = np.column_stack([cells.read_numbers(frame[name], coerce=True).values for name in names])
    return names if counted_by_transfers(votes) else []


#: A column naming the correct answer of a quiz question: "Correct", "Richtige Antwort", "Bonne réponse", "正解".
_CORRECT_ANSWER_NAME = re.compile(
    r"correct|richtig|lösung|bonne réponse|respuesta correcta|risposta corretta|resposta correta|juiste antwoord|"
    r"poprawn|správn|oikea vastaus|rätt svar|riktig svar|doğru cevap|правильн|正解|정답|正确答案|正確答案",
    re.IGNORECASE,
)


def _marks_the_correct_answer(frame: pd.DataFrame) -> str:
    """The column that marks a quiz's correct answer on some of its rows (at most half), else ""."""
    for column in frame.columns:
        if _CORRECT_ANSWER_NAME.search(str(column)):
            marked = frame[column].notna() & (frame[column].astype("string").str.strip() != "")
            if 0 < int(marked.sum()) <= len(frame) / 2:
                return str(column)
    return ""


def misread_signs(frame: pd.DataFrame, layout: Layout, scored: ScoredCandidates) -> tuple[str, ...]:
    """What suggests the file was misread, each with what to change; empty when nothing does."""
    frame = rows_read(frame, layout)
    signs = []
    labels, scores = scored.labels, scored.scores
    if len(labels) == 1:
        signs.append("There is only one candidate. Check the column and the layout: a choice needs two or more.")
    one_vote_each = len(labels) > _ONE_VOTE_EACH and bool(np.all(scores == 1))
    one_per_row = len(labels) >= _ROW_CANDIDATES and len(labels) >= _ROW_SHARE * len(frame)
    if layout.kind in ("votes", "multi_choice", "long") and (one_vote_each or one_per_row):
        signs.append(
            "Each row is its own candidate (almost every candidate has one vote): is this a column of IDs, names or "
            "comments? Choose the column that holds the choices."
        )
    elif len(labels) >= 2 and np.count_nonzero(scores) == 1 and layout.kind in ("grid", "ticks", "ratings"):
        signs.append(
            f"Only “{short(labels[int(np.argmax(scores != 0))])}” has any answer in favour; every other column has "
            "none: are these columns the options of one question? Choose the columns that hold the choices."
        )
    elif len(labels) >= 2 and np.all(scores == scores[0]):
        signs.append(
            f"All {len(labels):,} candidates have the same score, which a real poll rarely gives: check the column "
            "and the layout (or, if the tie is real, no mechanism can prefer one)."
        )
    # (a date and time naming a column of answers is an option of a scheduling poll, not when a response came in)
    dated = layout.kind in ("grid", "ticks")
    odd = [
        (label, kind)
        for label in labels
        if (kind := looks_like_metadata_label(label)) and not (dated and kind == "a timestamp")
    ]
    if odd and len(odd) >= len(labels) / 2:
        signs.append(
            f"The candidates look like response details, not options (“{short(odd[0][0])}” is {odd[0][1]}): "
            "choose the column that holds the choices."
        )
    headers = {str(name).strip().lower() for name in frame.columns} | HEADER_WORDS
    from_cells = layout.kind in ("votes", "multi_choice", "long", "counts", "points", "ranked")
    header_like = [label for label in labels if label.strip().lower() in headers] if from_cells else []
    if header_like:
        signs.append(
            f"“{short(header_like[0])}” is a column name or a header word, not an option: the file may have more "
            "than one header row. Check the rows at the top."
        )
    named_by_codes = all(_VARIABLE_CODE.fullmatch(str(name)) for name in layout.columns)
    if layout.kind in ("grid", "ticks", "ratings", "rank_grid") and named_by_codes:
        signs.append(
            f"The candidates are the columns' codes (“{short(labels[0])}”), not the options' names: the file's "
            "codebook (another sheet, or the tool's labels export) says which option each code is."
        )
    for pattern, what in ((_SEX, "the sexes"), (_AGE_BAND, "the age groups")):
        found = [label for label in labels if pattern.fullmatch(_lower_plain(label))]
        if len(found) >= 2 and all(pattern.fullmatch(x) or _NOT_STATED.fullmatch(x) for x in map(_lower_plain, labels)):
            signs.append(
                f"The candidates are {what} of those who answered (“{short(found[0])}”, “{short(found[1])}”): a "
                "breakdown of who took part, not a choice. Choose the table or column that holds the question's "
                "answers."
            )
    placings = [label for label in labels if cells.PLACE.fullmatch(label.strip()) and not label.strip().isdigit()]
    if len(labels) >= 2 and len(placings) >= len(labels) / 2:
        signs.append(
            f"The candidates are places (“{short(placings[0])}”…), not entries: a results sheet's places name no "
            "one. Choose the column naming the entries."
        )
    marked = _marks_the_correct_answer(frame)
    if marked and layout.kind in ("votes", "counts", "multi_choice"):
        signs.append(
            f"“{short(marked)}” marks a correct answer: this is a quiz question, and a vote has none. Choose the "
            "table or the column of the vote."
        )
    totals = [label for label in labels if cells.is_summary_label(label)]
    if totals:
        signs.append(
            f"“{short(totals[0])}” looks like a total, not a candidate. Delete that row, or choose another column."
        )
    if layout.kind == "counts":
        signs += _counts_disagree(frame, layout, scores)
        signs += _codes_not_counts(frame, layout)
        signs += _links_elsewhere(frame, layout)
        signs += _count_of_a_group(frame, layout)
    signs += _messages_read(frame, layout)
    if layout.kind == "ratings" and layout.rule == "sum":
        signs += _column_totals_disagree(frame, layout)
    signs += _criteria_of_entries(frame, layout) + _order_not_rank(frame, layout) + _judges_rank(frame, layout)
    initialled = [label for label in labels if _INITIALLED_NAME.fullmatch(label.strip())]
    added_up = layout.kind == "ratings" and layout.rule == ADD_UP  # (a tally over its parts names its candidates)
    if (
        layout.kind in ("ratings", "rank_grid", "grid", "ticks")
        and not added_up
        and len(initialled) >= max(2, len(labels) / 2)
    ):
        signs.append(
            f"The candidates are named like people (“{short(initialled[0])}”): judges or voters marking the rows, "
            "not options. Choose “Options are the rows”, or the columns that hold the options."
        )
    if layout.kind == "ratings" and layout.label_column in frame.columns:
        row_labels = frame[layout.label_column].dropna().astype(str)
        if len(row_labels) >= 2 and row_labels.map(cells.is_no_candidate).mean() > 0.5:
            signs.append(
                f"The rows count ballots and voters (“{short(row_labels.iloc[0])}”), not votes for the columns: this "
                "table is a count's bookkeeping. Choose the table or rows that hold each candidate's votes."
            )
    if layout.kind == "points" or (layout.kind == "counts" and layout.rule == ADD_UP):
        signs += _bookkeeping_added(frame, layout)
    if layout.kind == "points" and PEOPLE_WORDS.search(layout.voter_column):
        signs += _sum_not_mean(frame, layout)
    # (a total row the file states, equal to all candidates together, shows that none of them is a total)
    stated = frame.attrs.get("stated_totals", {}).get(layout.columns[0]) if layout.columns else None
    if layout.kind == "counts" and len(scores) >= 3 and not (stated and np.isclose(stated, scores.sum())):
        for label, score in zip(labels, scores, strict=True):
            if score > 0 and np.isclose(score, scores.sum() - score):
                signs.append(f"“{short(label)}” has as much as all other candidates together: is it a total row?")
                break
    words = [label for label in labels if cells.answer_kind(label) != cells.BAD and label.strip()]
    # (a table of a referendum's counts, "Yes" and "No", is a choice between the two: no answer scale is read)
    referendum = layout.kind == "counts" and {cells.answer_kind(label) for label in labels} == {cells.YES, cells.NO}
    if (
        layout.kind in ("votes", "multi_choice", "counts", "ranked")
        and len(words) >= max(2, len(labels) - 1)
        and not referendum
    ):
        signs.append(
            "The candidates are answers (yes / no / OK / maybe), not options: the file looks like a grid with one "
            "column per option. Choose “A yes / no answer per person and option”."
        )
    scale = [label for label in labels if _SCALE_POINT.fullmatch(label.strip().lower())]
    if layout.kind in ("votes", "multi_choice", "long", "counts") and len(scale) >= max(2, len(labels) / 2):
        signs.append(
            f"The candidates are points of a rating scale (“{short(scale[0])}”…), not options: each row may rate "
            "one option. Choose the column naming what was rated, or “Ratings or points per option”."
        )
    if layout.kind == "grid" and layout.options_in == "columns" and layout.label_column:
        if share_date_like(frame[layout.label_column]) > 0.8 and share_date_like(pd.Series(labels)) < 0.2:
            signs.append(
                "The candidates look like people and the rows like dates or times: the options may be the rows. "
                "Choose “Options are the rows”."
            )
    if (
        layout.kind in ("votes", "multi_choice")
        and layout.columns
        and layout.columns[0] in frame.columns
        and len(frame)
    ):
        filled = int(frame[layout.columns[0]].notna().sum())
        if filled < _FILLED_SHARE * len(frame):
            signs.append(
                f"Only {filled:,} of {len(frame):,} rows hold a choice in “{short(layout.columns[0])}”: is it an "
                "optional comment or detail? Choose the column that holds the choices."
            )
    if layout.kind == "multi_choice" and layout.columns and layout.columns[0] in frame.columns:
        listed = ballots.split_choices(frame[layout.columns[0]], separator=layout.separator or ";")
        if lists_rankings(listed):
            signs.append(
                "The answers list the same options in different orders: these may be rankings, not approvals. "
                "Choose “Ranked ballots” if the order matters."
            )
    questions = [label for label in labels if label.strip().endswith("?") and len(label.split()) >= 4]
    if questions and layout.kind == "points" and layout.label_column in frame.columns:
        # (an entry titled as a question, "Does Background Music Change Typing Speed?", given points by several
        # judges is an entry; a question's text stray among the options stands on one row)
        rows = frame[layout.label_column].astype(str).str.strip().value_counts()
        questions = [label for label in questions if rows.get(label.strip(), 0) < 2]
    if questions and layout.kind in ("votes", "multi_choice", "long", "counts", "points"):
        signs.append(
            f"“{short(questions[0])}” is a question, not an option: the file may list several questions' results. "
            "Choose the rows or the column of the vote."
        )
    kinds = _kinds_of_cells(labels)
    if layout.kind in ("votes", "multi_choice", "long") and len(kinds) >= 3:
        signs.append(
            f"The candidates mix {_and(sorted(kinds))}: this looks like a report's fields, not the answers to one "
            "question. Choose the table or the column of the vote."
        )
    graded = _grading_column(frame)
    if graded:
        signs.append(
            f"“{short(graded)}” marks answers right or wrong: this is a quiz, not a vote. Choose the table or the "
            "question of the vote."
        )
    long_labels = sum(len(label) > _LONG_LABEL_CHARACTERS or len(label.split()) > 10 for label in labels)
    if labels and long_labels > len(labels) / 2:
        signs.append(
            "Most candidates are long sentences: is this a free-text column (comments)? Choose the column that holds "
            "the choices."
        )
    return tuple(signs)


def _bookkeeping_added(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """Rows that count ballots or voters ("Ballots Cast", "Undervotes") added into the candidates' numbers: the
    candidates are then in the column that names those rows, not in the one read."""
    read = {layout.label_column, layout.voter_column, *layout.columns}
    for name in frame.columns:
        if name in read or pd.api.types.is_numeric_dtype(frame[name]) or one_to_one(frame, name, layout.label_column):
            continue  # (a column of codes of the candidates, "ballots-cast" beside "Ballots Cast", names the same)
        values = pd.unique(frame[name].dropna().astype(str).str.strip().str.lower())
        found = [value for value in values[:200] if cells.NOT_A_CANDIDATE.search(value)]
        if found:
            return [
                f"Rows that count ballots or voters (“{short(found[0])}” in “{short(str(name))}”) are added into the "
                f"candidates' numbers: the candidates may be in “{short(str(name))}”."
            ]
    return []


def whole_counts(series: pd.Series, *, on_share: float = 0.0) -> bool:
    """Cells that read as whole numbers of 0 or more, at least two of them and on at least ``on_share`` of the
    rows: counts."""
    values = cells.read_numbers(series, coerce=True).values
    filled = values[~np.isnan(values)]
    whole = bool((filled >= 0).all() and (filled % 1 == 0).all())
    return filled.size >= 2 and filled.size >= on_share * len(series) and whole


def _whole_counts(series: pd.Series) -> bool:
    """A column of counts on most rows, its name not saying it holds percentages or ids."""
    if PERCENT_NAME.search(str(series.name)) or looks_like_metadata_label(str(series.name)):
        return False
    return whole_counts(series, on_share=0.8)


def one_to_one(frame: pd.DataFrame, first: object, second: object) -> bool:
    """Two columns naming the same things in other words: each value of one always beside the same of the other."""
    if second not in frame.columns:
        return False
    pairs = frame[[first, second]].astype(str).drop_duplicates()
    return len(pairs) == frame[first].astype(str).nunique() == frame[second].astype(str).nunique()


def _column_totals_disagree(frame: pd.DataFrame, layout: Layout) -> list[str]:
    """Candidates in columns, each summed over the rows (a tally by polling unit), against the total row the file
    states under each: a row left out of the file's own totals (a cancelled unit) is still counted here."""
    stated = frame.attrs.get("stated_totals", {})
    for name in layout.columns:
        if name not in stated or name not in frame.columns:
            continue
        summed = float(np.nansum(cells.read_numbers(frame[name], coerce=True).values))
        if not np.isclose(stated[name], summed, rtol=1e-9, atol=0.5):
            return [
                f"The file's total for “{short(name)}” is {stated[name]:,.10g}, but its rows add up to {summed:,.10g}: "
                "check which rows the file's totals leave out (a cancelled or late part) and leave them out too."
            ]
    return []


def _counts_disagree(frame: pd.DataFrame, layout: Layout, scores: np.ndarray) -> list[str]:
    """The counts against what the file states about them: a total row, and a column of percentages."""
    signs = []
    count = layout.columns[0] if layout.columns else ""
    stated = frame.attrs.get("stated_totals", {})
    totals = [stated.get(name) for name in layout.columns if name in frame.columns]
    total = sum(totals) if totals and None not in totals else None  # (several columns: the parts of one tally)
    if total is not None:
        column = np.concatenate([cells.read_numbers(frame[name], coerce=True).values for name in layout.columns])
        summed = float(np.nansum(column))  # (rows left out as blank, such as "(blank)", still count in a total)
        if not np.isclose(total, summed, rtol=1e-9, atol=0.5):
            signs.append(
                f"The file's total for “{short(count)}” is {total:,.10g}, but its counts add up to {summed:,.10g}: "
                "check that every row is a candidate and the column holds the counts."
            )
    if len(layout.columns) > 1:
        return signs  # (a percentage column shares out the one tally, not any single part of it)
    others = [
        name
        for name in frame.columns
        if name not in (count, layout.label_column)
        and _whole_counts(frame[name])
        and not cells.running_number(frame[name])
        and np.nansum(np.abs(cells.read_numbers(frame[name], coerce=True).values)) > 0  # (all $0.00: no tally)
    ]
    named = names_a_count(str(count)) or POINTS_NAME.search(str(count)) or _ranking_measure(frame, count)
    # (a ranking's "Pts." beside its ranks and seeds is its score, and so is its measure; a count by transfers'
    # last stage decides alone)
    if others and not named and str(count) not in transfer_stages(frame):
        signs.append(
            f"“{short(str(others[0]))}” holds counts too: is each candidate's count in “{short(count)}” alone, or the "
            "sum of these columns (one per part of the tally)? Choose the columns that hold the counts."
        )
    if layout.rule == ADD_UP:
        return signs  # (a tally in parts: each row's percentages share out its own part, not the whole)
    for name in frame.columns:
        if name in (count, layout.label_column) or not PERCENT_NAME.search(str(name)):
            continue
        shares = cells.read_numbers(frame[name].astype(str).str.replace("%", "", regex=False), coerce=True).values
        counts = cells.read_numbers(frame[count], coerce=True).values
        if np.isnan(shares).any() or np.isnan(counts).any() or counts.sum() <= 0 or (shares < 0).any():
            continue  # (a change in percentage points since the last vote goes below zero: no share)
        scale = 1.0 if np.nanmax(shares) <= 1.0 else 100.0  # fractions (0.4655) or percentages (46.55)
        # Proportional to the counts, of the votes or of the people (a poll allowing two answers each): one ratio.
        ratio = float(shares @ counts) / float(counts @ counts) / scale
        if not np.allclose(shares / scale, ratio * counts, atol=_PERCENT_TOLERANCE):
            signs.append(
                f"The percentages in “{short(str(name))}” do not match the counts in “{short(count)}”: check which "
                "column holds the counts."
            )
    return signs


def in_place_order(series: pd.Series) -> bool:
    """Places 1, 2, 3 … down the rows (ties written once per tied row: 1, 2, 2, 4)."""
    values = pd.Series(cells.read_numbers(series, coerce=True).values)
    return bool(
        len(values) >= 3 and not values.isna().any() and values.iloc[0] == 1 and (values.diff().dropna() >= 0).all()
    )


def _ranking_measure(frame: pd.DataFrame, column: object) -> bool:
    """``column`` is what a leaderboard ranks by: beside a rank column in place order, it never rises down the rows."""
    values = pd.Series(cells.read_numbers(frame[column], coerce=True).values)
    ranked = any(
        RANK_WORDS.search(str(name)) and in_place_order(frame[name]) for name in frame.columns if name != column
    )
    return ranked and not values.isna().any() and not (values.diff().dropna() > 0).any()


def detail_question(frame: pd.DataFrame, chosen: Layout) -> Question | None:
    """The question a shape itself leaves open: what a middle answer counts (grids), which rule scores ranks, and
    whether judges who did not all score every candidate are read by their mean or their sum."""
    if chosen.kind == "grid":
        codes = cells.answer_codes(frame[list(chosen.columns)].to_numpy(dtype=object))
        if (codes == cells.MIDDLE).any():
            middle = _first_middle_word(frame[list(chosen.columns)], codes)
            return Question(
                field="middle_weight",
                text=f"What should the middle answer “{middle}” (if need be) count?",
                options=ballots.MIDDLE_WEIGHTS,
                labels=("nothing (0)", "half a yes (½)", "a full yes (1)"),
                default=0.5,
            )
    if chosen.kind in ("points", "ratings") and (by_name := scored_unequally(frame, chosen)) is not None:
        named = winners_by_rule(frame, chosen)
        differ = len(set(named.values())) > 1
        fewest, most = int(by_name["count"].min()), int(by_name["count"].max())
        who = "judges" if chosen.kind == "points" or chosen.options_in == "rows" else "people"
        return Question(
            field="rule",
            text=f"The candidates were scored by different numbers of {who} ({fewest} to {most}): score each by the "
            "mean of its scores or by their sum?",
            options=tuple(named),
            labels=tuple(
                f"{POINTS_RULES[rule]}: {quoted(best)}" if differ else POINTS_RULES[rule]
                for rule, best in named.items()
            ),
            default=chosen.rule,
            open=differ,
        )
    if chosen.kind in ("ranked", "rank_grid"):
        named = winners_by_rule(frame, chosen)
        if len(set(named.values())) > 1 and chosen.rule in named:
            return Question(
                field="rule",
                text="The winner depends on the rule: which one should turn the rankings into scores?",
                options=tuple(named),
                labels=tuple(f"{_rule_name(rule)}: {quoted(best)}" for rule, best in named.items()),
                default=chosen.rule,
                open=True,
            )
        return Question(
            field="rule",
            text="Ranked ballots: which rule should turn the rankings into scores?",
            options=tuple(ballots.RANKED_RULES),
            labels=tuple(ballots.RANKED_RULES.values()),
            default=chosen.rule,
        )
    return None


def choice_layouts(
    sample: pd.DataFrame, columns: list[str], empty: list[str], file_name: str, *, allowed: set[str]
) -> list[tuple[Layout, float]]:
    """One reading per column that may hold choices (one or several per cell, or one row per voter and choice),
    each with how much the column looks like the question (:func:`_choice_rank`)."""
    # (a word of the file's name in one column's name points at it; in several, at none: "Book Week Quiz" and
    # two quiz questions about books; a word of seven letters or more without its last two, as inflected languages
    # change a word's end: "Izbira_maskote" and "Katero maskoto izbereš?")
    words = {token for token in re.split(r"[^a-zà-ÿ]+", file_name.lower()) if len(token) >= 4}
    hints = {word[:-2] if len(word) >= 7 else word for word in words}
    hints = {hint for hint in hints if sum(hint in name.lower() for name in columns if name in allowed) == 1}
    voters = _voter_candidates(sample, columns, empty)
    found = []
    for position, name in enumerate(columns):
        if name in empty or name not in allowed:
            continue
        series = sample[name]
        filled = series.dropna()
        filled = filled[filled.astype(str).str.strip() != ""]
        if filled.nunique() < 2:
            continue
        separator = _separator(filled)
        rank = _choice_rank(name, filled, separator, hints) - 0.01 * position
        chosen = _choice_layout(sample, name, separator, voters)
        if chosen.kind == "long" and _same_for_each_voter(sample, name, chosen.voter_column):
            rank -= 4.0  # (a voter's venue, department or district: who voted, not what they chose)
        shown = bool(_SHOWN_TO_RESPONDENT.search(name))
        found.append((chosen, rank - 3.0 * shown))
        if shown:
            continue  # (the options in the order the task showed them, shuffled for each worker: no ranking)
        if chosen.kind == "multi_choice" and lists_rankings(ballots.split_choices(filled, separator=separator)):
            ranked = Layout(kind="ranked", columns=(name,), separator=separator, rule="borda")
            found.append((ranked, rank + 1.0 + 2.0 * bool(RANK_WORDS.search(name))))
    return found


#: A column of what a task showed each respondent, not what they answered: a crowd-work task's inputs
#: ("Input.grid_order"), the options' display order, shuffled per respondent ("presentation_order", "shuffled_order").
_SHOWN_TO_RESPONDENT = re.compile(
    r"^input[._ ]|(?:display|presentation|presented|shown|grid|random(?:i[sz]ed)?|shuffled?)[ _.-]?order|"
    r"order[ _.-]?(?:shown|displayed|presented)|randomi[sz]ation",
    re.IGNORECASE,
)


def reads_alike(first: Layout, second: Layout) -> bool:
    """The same cells read the same way (what a page's widgets leave out, such as a score's name, aside)."""
    fields = ("kind", "columns", "separator", "options_in", "label_column", "voter_column", "subset")
    return all(getattr(first, name) == getattr(second, name) for name in fields)


def winners_by_rule(frame: pd.DataFrame, chosen: Layout) -> dict[str, tuple[str, ...]]:
    """Ranked ballots: the best under each rule that can tell their order (a top-k approval with k as deep as the
    ballots approves every listed choice alike, so it is left out); judges' scores given unequally often: the best
    by their mean and by their sum; {} for another layout or one that fails."""
    if chosen.kind in ("points", "ratings"):
        by_name = scored_unequally(frame, chosen)
        return {} if by_name is None else {MEAN: _best_by(by_name, "mean"), "first": _best_by(by_name, "sum")}
    if chosen.kind not in ("ranked", "rank_grid") or not chosen.columns:
        return {}
    depth = len(chosen.columns)
    if chosen.separator and chosen.columns[0] in frame.columns:
        depth = len(ballots.ranks_in_columns(frame, chosen.columns[0], separator=chosen.separator).columns)
    named = {}
    for rule in ballots.RANKED_RULES:
        if rule.startswith("top") and int(rule[-1]) >= depth:
            continue
        try:
            named[rule] = score_layout(frame, replace(chosen, rule=rule)).best_labels
        except InvalidInputError:
            return {}
    return named


def rules_disagree(frame: pd.DataFrame, chosen: Layout) -> str:
    """For ranked ballots or judges' scores whose winner depends on the rule: what each rule names ("first choices:
    “A”; Borda points: “B”; …"), else "". Borda's m − 1 … 0 points reward being ranked at all when ballots rank only
    some of the candidates, so on such files it often differs from first choices."""
    named = winners_by_rule(frame, chosen)
    if len(set(named.values())) < 2:
        return ""
    return "; ".join(f"{_rule_name(rule, chosen.kind)}: {quoted(best)}" for rule, best in named.items())


def _rule_name(rule: str, kind: str = "ranked") -> str:
    return POINTS_RULES[rule] if kind in ("points", "ratings") else ballots.RANKED_RULES[rule].split(" (")[0]


def quoted(labels: tuple[str, ...]) -> str:
    """Labels in quotes, each shortened, joined by "and": “Ana” and “Ben”."""
    return " and ".join(f"“{short(label)}”" for label in labels)


def lists_rankings(listed: list[list[str]]) -> bool:
    """Cells that list choices in order of preference: most list two or more, and the same set of choices appears
    in different orders (a multi-select writes its ticks in one order, the form's)."""
    filled = [choices for choices in listed if choices]
    if len(filled) < 5 or sum(len(choices) >= 2 for choices in filled) < 0.8 * len(filled):
        return False
    return len({tuple(choices) for choices in filled}) > len({frozenset(choices) for choices in filled})


_GRID_PRICES = 200  # prices on a default grid at most (the exact laws of 200 candidates take milliseconds)


def guess_price_grid(values: np.ndarray) -> tuple[float, float, float]:
    """A round grid of at most :data:`_GRID_PRICES` prices from one step up to the highest bid (the user can change
    it), its step 1, 5 or 10 times a power of ten: the steps bids rise by (an auction's increments of 5 or 10 are
    prices on the grid; a step of 2 or 20 would miss half of them).

    The candidate prices must not depend on the data for the privacy guarantee to hold; this default looks only
    at the highest bid's order of magnitude, and a page should say so.
    """
    values = np.asarray(values, dtype=np.float64)
    values = values[np.isfinite(values) & (values > 0)]
    if values.size == 0:
        return 1.0, 10.0, 1.0
    high = min(float(values.max()), MAX_PRICE)
    step = max(10 ** math.floor(math.log10(high / 100)), 1e-6)
    for multiple in (1, 5, 10):
        if high / (step * multiple) <= _GRID_PRICES:
            step *= multiple
            break
    top = max(2 * step, math.ceil(high / step) * step)
    return float(f"{step:.6g}"), float(f"{top:.6g}"), float(f"{step:.6g}")


# --- the rules ------------------------------------------------------------------------------------------


def grid_guess(
    sample: pd.DataFrame, columns: list[str], empty: list[str], not_options: frozenset[str] = frozenset()
) -> Guess | None:
    """One column per option, each answered yes / no / maybe; ``not_options`` are answered so but say something
    else (a consent to the form's terms) and part the runs of options."""
    answers = {
        name for name in columns if name not in empty and name not in not_options and _is_answer_column(sample[name])
    }
    # One question's options stand side by side (an empty column among them is an option nobody can make, a
    # candidate with score 0): the longest run of answer columns, not a status flag far from them ("RecStatus").
    runs: list[list[str]] = [[]]
    for name in columns:
        if name in answers or (name in empty and runs[-1]):
            runs[-1].append(name)
        elif runs[-1]:
            runs.append([])
    options = max(runs, key=lambda run: sum(name in answers for name in run))
    while options and options[-1] in empty:
        options.pop()
    if sum(name in answers for name in options) < 2:
        return None
    labels = [name for name in columns if name not in options and name not in empty]
    label_column = next((name for name in labels if share_date_like(sample[name]) > 0.8), labels[0] if labels else "")
    rows_are_options = (
        bool(label_column)
        and share_date_like(sample[label_column]) > 0.8
        and share_date_like(pd.Series(options)) < 0.2
        and sample[label_column].is_unique
    )
    layout = Layout(
        kind="grid",
        columns=tuple(options),
        options_in="rows" if rows_are_options else "columns",
        label_column=label_column,
    )
    return Guess(layout=layout, question=detail_question(sample, layout))


def ranked_guess(sample: pd.DataFrame, columns: list[str], empty: list[str]) -> Guess | None:
    ranked = sorted((rank, position, name) for position, name in enumerate(columns) if (rank := _rank_of(name)))
    if len(ranked) < 2:
        ranked = _numbered_choices(sample, [name for name in columns if name not in empty])
    if len(ranked) < 2:
        return None
    names = [name for _, _, name in ranked if name not in empty]
    values = [set(sample[name].dropna().astype(str).str.strip()) for name in names]
    if len(names) < 2 or not values[0] or len(values[0] & values[1]) < max(1, len(values[0]) // 2):
        return None
    chosen = Layout(kind="ranked", columns=tuple(names), rule="borda")
    return Guess(layout=chosen, question=detail_question(sample, chosen))


def gifts_not_bids(columns: list[str], amount: str) -> bool:
    """The amounts are money given (a column names donations, donors or tips) and the amount's own name says no bid:
    a stream's donations with a poll option beside them are no auction."""
    return not _BID_ITSELF.search(amount) and any(_GIFT_WORDS.search(name) for name in columns)


def bids_guess(sample: pd.DataFrame, columns: list[str], empty: list[str]) -> Guess | None:
    amounts = []
    for name in columns:
        if name in empty or cells.number_share(sample[name]) < 0.8:
            continue
        if _SALES_WORDS.search(name) and not _BID_ITSELF.search(name):
            continue  # (a shop's sales report: what was sold, refunded or discounted, no one's offer)
        read = cells.read_numbers(sample[name], coerce=True)
        if len(np.unique(read.values[~np.isnan(read.values)])) < 2:
            continue  # (one amount on every row: a task's reward or a fee, not offers)
        named = bool(_BID_WORDS.search(name))
        if named or read.currency:
            amounts.append((named, bool(read.currency), name, read.values))
    if not amounts:
        return None
    _, _, amount, values = max(amounts, key=lambda item: (item[0], item[1]))
    # Who bid: words, or numbers in a column named for bidders (paddle numbers, "Bidder #"); never a yes / no flag
    # ("High Bidder": Y / N) nor a time.
    bidders = [
        name
        for name in columns
        if name not in empty
        and name != amount
        and (cells.number_share(sample[name]) < 0.5 or _BIDDER_WORDS.search(name))
        and not _is_time_name(name)
        and not holds_timestamps(sample[name])  # ("Beérkezés", arrival: 2026.02.16 on two rows)
        and not (cells.answer_codes(sample[name].dropna().to_numpy(dtype=object)) != cells.BAD).all()
    ]
    bidders = [name for name in bidders if sample[name].nunique() > 1]  # (an item's name on every row is no bidder)
    named_bidders = sorted(
        (name for name in bidders if _BIDDER_WORDS.search(name)), key=lambda name: not _BIDDER_ONLY.search(name)
    )
    # (unnamed, the column of most different names that repeat: "member", not a row's "type")
    repeating = sorted(
        (name for name in bidders if not sample[name].dropna().is_unique), key=lambda name: -sample[name].nunique()
    )
    bidder = (named_bidders or repeating or [""])[0]
    if bidder and sample[bidder].dropna().is_unique and not named_bidders:
        bidder = ""
    if bidder:
        bidder = _finest_bidder(sample, bidder, [name for name in columns if name not in (amount, *empty)])
    standing = values[~ballots.void_bids(sample, amount, bidder)]  # (a retracted bid does not stretch the grid)
    grid = guess_price_grid(standing if np.isfinite(standing).any() else values)
    layout = Layout(kind="bids", columns=(amount,), voter_column=bidder, price_grid=grid)
    return Guess(layout=layout)


def _finest_bidder(sample: pd.DataFrame, bidder: str, others: list[str]) -> str:
    """The column that tells bidders apart: ``bidder``, or another that splits its values further and never
    mixes them (a paddle number under "Floor" or "Telephone", which several people share); not an id of each bid
    (unique per row) nor a time."""
    rows = sample[[bidder]].dropna().index
    finest = bidder
    for name in others:
        values = sample.loc[rows, name]
        if name == bidder or _is_time_name(name) or values.isna().any() or values.is_unique:
            continue
        refines = sample.loc[rows].groupby(name, sort=False)[bidder].nunique().max() <= 1
        if refines and values.nunique() > sample.loc[rows, finest].nunique():
            finest = name
    return finest


def _counts(sample: pd.DataFrame, columns: list[str], empty: list[str]) -> Guess | None:
    present = [name for name in columns if name not in empty]
    numbers = [name for name in present if cells.number_share(sample[name]) == 1.0]
    texts = [name for name in present if name not in numbers]
    if len(texts) != 1 or not numbers or len(present) > 4 or not sample[texts[0]].dropna().is_unique:
        return None
    count = next((name for name in numbers if COUNT_WORDS.search(name)), numbers[0])
    values = cells.read_numbers(sample[count], coerce=True).values
    if np.nanmin(values) < 0:
        return None
    return Guess(layout=Layout(kind="counts", columns=(count,), label_column=texts[0]))


def _choice_layout(sample: pd.DataFrame, column: str, separator: str, voters: list[str]) -> Layout:
    voter = _voter_column(sample, column, voters)
    if voter:
        return Layout(kind="long", columns=(column,), voter_column=voter)
    if separator:
        parts = ballots.split_choices(sample[column].dropna(), separator=separator)
        dated = share_date_like(pd.Series([part for row in parts for part in row])) > 0.5
        return Layout(
            kind="multi_choice",
            columns=(column,),
            separator=separator,
            score_name="people available" if dated else "approvals",
        )
    return Layout(kind="votes", columns=(column,))


def _choices(sample: pd.DataFrame, columns: list[str], empty: list[str], file_name: str) -> Guess:
    found = choice_layouts(sample, columns, empty, file_name, allowed=set(columns))
    if not found:
        return Guess(layout=Layout(kind="votes", columns=(columns[0],)))
    return Guess(layout=max(found, key=lambda item: item[1])[0])


def is_question(name: str) -> bool:
    """A header that asks something: ends with "?", or starts like a question or an instruction to choose."""
    text = re.sub(r"<[^>]{0,40}>", "", name).strip()  # (learning platforms keep the question's HTML)
    text = re.sub(r"^[\w.]{1,12}[:.)]\s+", "", text)  # a question id before the text: "Q3. ", "48213377: "
    text = re.sub(r"\s*[(（][^()（）]{0,60}[)）]$", "", text)  # a hint after the question: "… hours? (several answers)"
    return text.endswith(("?", "？", "؟")) or bool(
        _QUESTION_START.search(text) and len(text.split()) >= 3 or _CJK_REQUEST.search(text)
    )


def part_or_candidate(name: str) -> float:
    """Of two columns that both repeat down a tally in parts, which names the candidates: +1 a word for candidates
    ("Candidate", "Surname", "Party"), −2 a word for the parts (a polling place, precinct, district, ward)."""
    return 1.0 * bool(_CANDIDATE_WORDS.search(name)) - 2.0 * bool(_PART_WORDS.search(name))


def name_evidence(name: str) -> float:
    """How much a column's name says it holds the options: +3 a question (+1 more when it asks what to do), +2 a
    word for choices (in several languages), −4 a comment box or response detail, −3 a column naming people."""
    score = 3.0 if is_question(name) else 2.0 if _CHOICE_WORDS.search(name) else 0.0
    prefers = score == 3.0 and _PREFERENCE_WORDS.search(name)
    if score == 3.0 and _DECISION_WORDS.search(name):
        score += 1.0  # a question asking what to do ("Where should we go?") over a quiz's ("Which is longest?")
    if FREE_TEXT_WORDS.search(name) or (_NOT_CHOICE_WORDS.search(name) and not is_question(name)):
        score -= 4  # (a comment box is never the vote; "Which date suits you?" is a question, not a timestamp)
    elif (VOTER_WORDS.search(name) or _BIDDER_WORDS.search(name)) and not prefers:
        score -= 3  # a column naming people (voter, bidder, participant) holds who answered, not what
        # (unless it asks which one is liked best: "Which name do you like best?" chooses a name)
    score += profile_evidence(name)
    return score


def profile_evidence(text: str) -> float:
    """−2 when ``text`` (a column's name, a question) asks about the person answering (:data:`PROFILE_WORDS`) and
    not what to choose ("Which site should host the offsite?" is a choice), else 0."""
    chooses = _CHOICE_WORDS.search(text) or _DECISION_WORDS.search(text)
    about = PROFILE_WORDS.search(text) or _PLAIN_PROFILE_WORDS.search(cells.plain(text))
    return -2.0 if about and not chooses else 0.0


def question_evidence(text: str) -> float:
    """What a question's own words say about it being the vote: −2 it asks about the person answering
    (:func:`profile_evidence`), +1 it asks what to do ("Which city should host the summit?"), else 0."""
    return profile_evidence(text) + (1.0 if is_question(text) and _DECISION_WORDS.search(text) else 0.0)


def _same_for_each_voter(sample: pd.DataFrame, name: str, voter: str) -> bool:
    """In a long table, ``name`` holds one value for all the rows of each voter (three or more voters with two rows
    or more): something about the voter, not the several things they chose."""
    rows = sample[[voter, name]].dropna()
    several = rows.groupby(voter)[name].agg(["size", "nunique"])
    several = several[several["size"] >= 2]
    return len(several) >= 3 and bool((several["nunique"] <= 1).all())


#: Clothing sizes, as a shop or an event's registration writes them.
_CLOTHING_SIZES = frozenset({"XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "2XL", "3XL", "4XL", "5XL"})


def _choice_rank(name: str, filled: pd.Series, separator: str, hints: set[str]) -> float:
    """How much a column looks like the choices a person means (higher is likelier)."""
    texts = filled.astype(str).str.strip()
    score = name_evidence(name)
    if RANK_WORDS.search(name) and cells.number_share(filled) >= 0.5:
        score -= 3  # (a column of ranks or preference marks, "PreferenceMark": 1, 2, 3, what is ranked is elsewhere)
    if any(hint in name.lower() for hint in hints):
        score += 1.5  # the file's name names the column: a hint, not proof (other questions stay offered)
    distinct = texts.nunique()
    if separator:
        parts = [part for text in texts for part in text.split(separator) if part.strip()]
        distinct = len(set(parts))
    if texts.str.len().mean() > _LONG_LABEL_CHARACTERS and not separator:
        score -= 3
    if distinct / len(texts) > 0.9 and len(texts) > 20:
        score -= 5
    elif distinct == len(texts) >= 4:  # every value different: names or IDs rather than choices
        score -= 2
    elif distinct > len(texts) / 3 and len(texts) > 20:
        score -= 1  # (most values on a row or two: flat numbers, codes of people; an option has many voters)
    if cells.number_share(filled) > 0.9:
        score -= 2
        if COUNT_WORDS.search(name):
            score -= 3  # (how many, not which: "Qty" of people coming beside the date they chose)
    if 3 <= distinct <= 60:
        score += 1
    if texts.str.upper().isin(_CLOTHING_SIZES).mean() > 0.9:
        score -= 3  # (the person's own size, XS to XXL, for the shirt they are sent: about them, not a choice)
    return score


def _separator(filled: pd.Series) -> str:
    """The separator of several choices per cell, if the column has one: parts repeat across cells. A space
    separates only choice codes (``grain_store water_pump``, as XLSForm tools write a multi-select or a ranking):
    lower-case names without spaces, the whole cells more varied than the codes (so not words of a sentence)."""
    texts = filled.astype(str)
    best, best_share = "", 0.2
    for separator in ballots.SEPARATORS:
        if separator == " " and not _space_separated_codes(texts):
            continue
        if separator == "," and (best or not _comma_joined_names(texts)):
            continue  # (", " already read it; and "1,250" is a number, not two choices)
        holding = texts.str.contains(separator, regex=False)
        share = float(holding.mean())
        if share < best_share and not (separator == ";" and texts.str.rstrip().str.endswith(";").any()):
            continue
        parts = [part.strip() for text in texts for part in text.split(separator) if part.strip()]
        if len(parts) > 1.2 * len(texts) and len(set(parts)) <= 0.5 * len(parts) and share >= best_share / 2:
            if _parts_recombine(texts, separator):
                best, best_share = separator, share
    return best


def _parts_recombine(texts: pd.Series, separator: str) -> bool:
    """Some part stands in two different cells ("Karaoke" alone and in "Karaoke, Pub quiz"): choices combined. When
    every part keeps to one cell's text ("The Boathouse, Riverside"), the separator is inside an option's name; when
    every cell of several parts has as many and no part is ever in two places nor a cell of its own ("Krüger,
    Katrin"; "Spokane, WA" among other questions' one-part answers), the parts are fields (a surname and a given
    name, a city and its state), not choices."""
    cells_of: dict[str, set[str]] = {}
    places: dict[str, set[int]] = {}
    counts = set()
    alone = {text.strip() for text in set(texts)}  # (a part that is a whole cell too is a choice made alone)
    for text in set(texts):
        parts = [part.strip() for part in text.split(separator)]
        counts.add(len(parts))
        for place, part in enumerate(parts):
            cells_of.setdefault(part, set()).add(text)
            if len(parts) > 1:
                places.setdefault(part, set()).add(place)
    fields = len(counts - {1}) == 1 and all(len(where) == 1 for where in places.values()) and not alone & set(places)
    return not fields and any(len(holding) > 1 for part, holding in cells_of.items() if part)


def _comma_joined_names(texts: pd.Series) -> bool:
    """Choices joined by a bare comma ("lighting,boardwalk,fitness"): no part is a number (a thousands or decimal
    comma), and no comma is followed by a space (then ", " separates)."""
    distinct = pd.unique(texts)  # (the same parts from each distinct cell once: a long column repeats its cells)
    if any(", " in text for text in distinct):
        return False
    parts = {part.strip() for text in distinct if "," in text for part in text.split(",")}
    return cells.number_share(pd.Series(sorted(parts))) == 0


def _space_separated_codes(texts: pd.Series) -> bool:
    counts = texts.value_counts(sort=False)  # (each distinct cell split once, weighted by how often it stands)
    words = [text.split() for text in counts.index]
    distinct = {code for codes in words for code in codes}
    return (
        int(np.dot([len(codes) for codes in words], counts.to_numpy())) >= 2 * len(texts)
        and 2 <= len(distinct) <= 40
        and all(_CHOICE_CODE.match(code) and not code.isdigit() for code in distinct)
        and len(counts) > len(distinct)
    )


def _voter_column(sample: pd.DataFrame, choice: str, voters: list[str]) -> str:
    """Of the columns that may name voters (:func:`_voter_candidates`), the first whose rows are not all repeats
    of the same (voter, choice) pair, or ""."""
    for name in voters:
        if name != choice and not sample[[name, choice]].dropna().duplicated().all():
            return name
    return ""


def _voter_candidates(sample: pd.DataFrame, columns: list[str], empty: list[str]) -> list[str]:
    """The columns that may name voters, judged once per table (not once per choice column): named like voters,
    repeating over many voters (several rows each), and not small whole numbers, which count something (a
    household's size, an age group) rather than name anyone."""
    names = []
    for name in columns:
        if name in empty or not VOTER_WORDS.search(name):
            continue
        values = sample[name].dropna()
        distinct = values.nunique()
        if not len(values) or distinct >= len(values) or distinct < max(3, len(values) / 8):
            continue
        distinct_values = pd.unique(values)
        for head in (distinct_values[:_SMALL_NUMBERS_SEEN], distinct_values):  # (most columns fail on their first)
            numbers = cells.read_numbers(pd.Series(head), coerce=True).values
            small = bool(np.isfinite(numbers).all() and np.nanmax(numbers) <= 50)
            if not small or len(head) == len(distinct_values):
                break
        if small and not re.search(r"id\b", name, re.I):
            continue
        names.append(name)
    return names


def _grid_score_name(frame: pd.DataFrame, layout: Layout) -> str:
    """ "people available" when the options look like dates or times, else "approvals"."""
    names = pd.Series(list(layout.columns))
    if layout.options_in == "rows" and layout.label_column in frame:
        names = frame[layout.label_column].head(_SAMPLE_ROWS)
    return "people available" if share_date_like(names) > 0.5 else "approvals"


def _is_answer_column(series: pd.Series) -> bool:
    if (cells.answer_codes(series.head(200).to_numpy(dtype=object)) == cells.BAD).any():
        return False  # (most columns are ruled out by their first rows, without reading every distinct value)
    codes = cells.answer_codes(series.to_numpy(dtype=object))
    return bool((codes != cells.BAD).all() and (codes == cells.YES).any())


def _first_middle_word(block: pd.DataFrame, codes: np.ndarray) -> str:
    row, column = (int(value) for value in np.argwhere(codes == cells.MIDDLE)[0])
    return str(block.iloc[row, column]).strip()


_HINT_AFTER = re.compile(r"\s*[(（][^()（）]{0,40}[)）]$")


def _numbered_choices(sample: pd.DataFrame, columns: list[str]) -> list[tuple[int, int, str]]:
    """A ballot's choices in order, as (rank, position, name): columns that hold the same options, never one option
    twice on a row, and are either numbered 1, 2, 3 … under one stem ("LuaChon1", "LuaChon2": the name in any
    language), or stand side by side named by one word and another each ("בחירה ראשונה", "בחירה שנייה": a choice's
    first and second, in any language), ranked in the order they stand."""
    for found in [*_numbered_columns(columns), *_worded_columns(columns)]:
        if _one_ranking(sample, [name for _, _, name in found]):
            return found
    return []


def _numbered_columns(columns: list[str]) -> list[list[tuple[int, int, str]]]:
    """Columns numbered 1, 2, 3 … under one stem, each stem's in the order of their numbers."""
    numbered: dict[str, list[tuple[int, int, str]]] = {}
    for position, name in enumerate(columns):
        bare = _HINT_AFTER.sub("", name.strip())  # (a hint after the number: "Votre album n°1 (3 points)")
        # (the number may stand inside the name: "第1希望", "第2希望", the first and second wish)
        if match := re.fullmatch(r"(.*?\D)?[ _.-]?(\d)(\D*)", bare):
            stem = ((match.group(1) or "").rstrip(" _.-") + "#" + match.group(3).strip()).lower()
            numbered.setdefault(stem, []).append((int(match.group(2)), position, name))
    groups = [sorted(found) for found in numbered.values()]
    groups = [found for found in groups if [rank for rank, _, _ in found] == list(range(1, len(found) + 1))]
    return [found for found in groups if not any(_interleaved(found, other) for other in groups if other is not found)]


def _interleaved(first: list[tuple[int, int, str]], second: list[tuple[int, int, str]]) -> bool:
    """Two numbered series standing in turns ("Tuffo 1", "C.D. 1", "Punti 1", "Tuffo 2" …): a score sheet's rounds,
    each with its fields, not the places of a ranking."""
    if len(first) != len(second):
        return False
    ends = [position for _, position, _ in first] + [10**9]
    return all(
        min(ends[i], ends[i + 1]) < position < max(ends[i], ends[i + 1]) for i, (_, position, _) in enumerate(second)
    )


def _worded_columns(columns: list[str]) -> list[list[tuple[int, int, str]]]:
    """Runs of two to ten columns side by side whose names are two words or three, all sharing their first word or
    all their last (the other words differing), ranked in the order they stand."""
    groups = []
    for share in (0, -1):
        run: list[tuple[int, str]] = []
        for position, name in enumerate([*columns, ""]):
            words = name.split()
            key = words[share].lower() if 2 <= len(words) <= 3 else None
            if run and (key is None or key != run[0][1].split()[share].lower()):
                if 2 <= len(run) <= 10 and len({name.lower() for _, name in run}) == len(run):
                    groups.append([(rank, at, named) for rank, (at, named) in enumerate(run, start=1)])
                run = []
            if key is not None:
                run.append((position, name))
    return groups


def _one_ranking(sample: pd.DataFrame, names: list[str]) -> bool:
    """The columns hold one ranking: three named options or more, the first two columns sharing half of them, and
    (nearly) never one option twice on a row."""
    if len(names) < 2:
        return False
    block = sample[names].astype("string").apply(lambda column: column.str.strip())
    block = block.mask(block.isin(["", "NULL", "null"]))
    options = set(block[names[0]].dropna()) | set(block[names[1]].dropna())
    shared = set(block[names[0]].dropna()) & set(block[names[1]].dropna())
    filled = block.notna().sum(axis=1)
    distinct = block.nunique(axis=1) == filled
    if len(options) < 3 or len(shared) < len(options) / 2 or distinct[filled >= 2].mean() < 0.95:
        return False
    first = block[names[0]].dropna()
    # (options are named: numbers are scores, dates a start and an end)
    return cells.number_share(first) < 0.5 and share_date_like(first) < 0.5


def _rank_of(name: str) -> int:
    match = _RANK_NAME.search(name)
    if match is None:
        return 0
    number = match.group(1) or match.group(2) or match.group(3) or match.group(5) or match.group(6)
    if number:
        return int(number)
    return next(place for words, place in _ORDINAL_WORDS if re.fullmatch(words, match.group(4), re.I))


def is_date_like(text: str) -> bool:
    """Text naming a day, a month or a time ("Tue 3 Jun ", "14:00")."""
    return bool(_DATE_LIKE.search(text))


def share_date_like(series: pd.Series) -> float:
    texts = series.dropna().astype(str)
    return float(texts.str.contains(_DATE_LIKE).mean()) if len(texts) else 0.0


def _labels(layout: Layout) -> tuple[str, ...]:
    return layout.labels if len(layout.labels) == len(layout.columns) else ()


def _is_time_name(name: str) -> bool:
    return bool(re.search(r"time|date|zeit|datum|stamp", name, re.I))


def short(text: str) -> str:
    """``text`` cut to 40 characters for a sentence."""
    return text if len(text) <= _SHOWN_LABEL else text[: _SHOWN_LABEL - 1] + "…"
