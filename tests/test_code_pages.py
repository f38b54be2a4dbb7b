"""A file that is not Unicode is read in its own code page, language by language.

Each case is a small ballot file (a name and a choice per row, ";"-separated, as a spreadsheet or a console writes
it) in one language, saved in a code page that language's tools really write: Windows, ISO, DOS ("OEM", what a
Windows console writes when a command's output goes to a file), the East Asian multi-byte pages and 7-bit
ISO-2022-JP. The file must come back letter for letter.
"""

from __future__ import annotations

import random

import pytest

from dpcore.ingest.csv_reader import legacy_codec, read_csv_bytes
from dpcore.release.script import decode_text

SAMPLES = {
    "ru": (
        "Имя;Выбор",
        ["Иванов Пётр", "Смирнова Ольга", "Кузнецов Игорь"],
        ["Ремонт крыши", "Новый лифт", "Парковка"],
    ),
    "uk": (
        "Ім'я;Вибір",
        ["Шевченко Тарас", "Коваленко Ірина", "Ткаченко Євген"],
        ["Ремонт даху", "Новий ліфт", "Ґанок"],
    ),
    "el": ("Όνομα;Επιλογή", ["Παπαδόπουλος Γιώργος", "Οικονόμου Ελένη"], ["Νέα αίθουσα", "Ανακαίνιση στέγης", "Κήπος"]),
    "he": ("שם;בחירה", ["כהן דוד", "לוי שרה", "מזרחי יוסי"], ["שיפוץ הגג", "מעלית חדשה", "גינה", "חניה"]),
    "ar": ("الاسم;الاختيار", ["محمد علي", "فاطمة حسن", "أحمد سعيد"], ["تجديد السطح", "مصعد جديد", "حديقة"]),
    "tr": ("Ad;Seçim", ["Yılmaz Ayşe", "Kaya Mehmet", "Demir Şule"], ["Çatı tamiri", "Yeni asansör", "Çocuk parkı"]),
    "pl": ("Imię;Wybór", ["Kowalski Łukasz", "Nowak Małgorzata", "Wiśniewska Zofia"], ["Remont dachu", "Oświetlenie"]),
    "cs": ("Jméno;Volba", ["Novák Jiří", "Svobodová Růžena", "Dvořák Tomáš"], ["Oprava střechy", "Dětské hřiště"]),
    "hu": ("Név;Választás", ["Kovács Ödön", "Szabó Erzsébet", "Tóth Győző"], ["Tetőjavítás", "Új lift", "Játszótér"]),
    "de": ("Name;Wahl", ["Müller Jürgen", "Schäfer Grete", "Weiß Björn"], ["Dachsanierung", "Fahrradständer"]),
    "fr": ("Nom;Choix", ["Lefèvre Hélène", "Dupré François", "Béranger Noël"], ["Rénovation toiture", "Éclairage"]),
    "es": ("Nombre;Opción", ["Muñoz Íñigo", "Peña Begoña", "Ibáñez Raúl"], ["Reparación del tejado", "Iluminación"]),
    "lt": ("Vardas;Pasirinkimas", ["Kazlauskas Jonas", "Žukauskienė Rūta"], ["Stogo remontas", "Žaidimų aikštelė"]),
    "lv": ("Vārds;Izvēle", ["Bērziņš Jānis", "Ozoliņa Līga", "Kalniņš Māris"], ["Jumta remonts", "Stāvvieta"]),
    "et": ("Nimi;Valik", ["Tamm Jüri", "Saar Õie", "Mägi Ülle"], ["Katuse remont", "Mänguväljak", "Parkla"]),
    "th": ("ชื่อ;ตัวเลือก", ["สมชาย ใจดี", "สมหญิง รักดี", "วิชัย สุขใจ"], ["ซ่อมหลังคา", "ลิฟต์ใหม่", "สนามเด็กเล่น"]),
    "ja": ("氏名;選択", ["山田 太郎", "佐藤 花子", "高橋 さくら"], ["屋根の修理", "新しいエレベーター", "駐車場"]),
    "zh": ("姓名;选择", ["王伟", "李娜", "张敏"], ["屋顶维修", "新电梯", "儿童游乐场", "停车场"]),
    "zh-tw": ("姓名;選擇", ["陳志明", "林淑芬", "黃建國"], ["屋頂維修", "新電梯", "兒童遊樂場"]),
    "ko": ("이름;선택", ["김민준", "이서연", "박지호", "최수아"], ["지붕 수리", "새 엘리베이터", "놀이터", "주차장"]),
    # (Romanian in ISO-8859-16: its „quotes” are "Ľ" and "ľ" in Latin-2, its "ș" and "ț" "ş" and "ţ" elsewhere)
    "ro": ("Nume;Alegere", ["Ionescu Ștefan", "Popescu Țuțu"], ["Corul „Ioan D. Chirescu”", "Ansamblul „Mugurelul”"]),
}
CASES = [
    ("ru", "cp1251"), ("ru", "koi8_r"), ("ru", "cp866"), ("uk", "cp1251"), ("uk", "koi8_u"),
    ("el", "cp1253"), ("el", "iso8859_7"), ("he", "cp1255"), ("he", "iso8859_8"), ("ar", "cp1256"),
    ("tr", "cp1254"), ("tr", "iso8859_9"), ("pl", "cp1250"), ("pl", "iso8859_2"), ("pl", "cp852"),
    ("cs", "cp1250"), ("cs", "cp852"), ("hu", "cp1250"), ("hu", "iso8859_2"), ("hu", "cp852"),
    ("de", "cp1252"), ("de", "cp850"), ("de", "cp437"), ("de", "mac_roman"), ("fr", "cp1252"), ("fr", "cp850"),
    ("fr", "iso8859_15"), ("es", "cp1252"), ("es", "cp850"), ("lt", "cp1257"), ("lv", "cp1257"), ("et", "cp1257"),
    ("et", "iso8859_15"), ("th", "cp874"), ("th", "tis_620"), ("ja", "cp932"), ("ja", "euc_jp"),
    ("ja", "iso2022_jp"), ("zh", "gb18030"), ("zh", "gb2312"), ("zh-tw", "big5"), ("ko", "cp949"), ("ko", "euc_kr"),
    ("ro", "iso8859_16"),
]  # fmt: skip


def _ballots(language: str, rows: int = 30) -> str:
    header, names, choices = SAMPLES[language]
    draw = random.Random(f"{language}-{rows}")  # a fixed file per language
    lines = [header] + [f"{draw.choice(names)};{draw.choice(choices)}" for _ in range(rows)]
    return "\r\n".join(lines) + "\r\n"


@pytest.mark.parametrize(("language", "codec"), CASES)
def test_a_ballot_file_comes_back_letter_for_letter(language: str, codec: str) -> None:
    text = _ballots(language)
    frame = read_csv_bytes(text.encode(codec))
    header, _, choices = SAMPLES[language]
    assert list(frame.columns) == header.split(";")
    assert set(frame.iloc[:, 1]) <= set(choices)
    assert set(frame.iloc[:, 0]) <= set(SAMPLES[language][1])


@pytest.mark.parametrize(("language", "codec"), CASES)
def test_the_release_script_decodes_it_as_the_page_did(language: str, codec: str) -> None:
    data = _ballots(language).encode(codec)
    frame = read_csv_bytes(data)
    assert decode_text(data, frame.attrs["codec"]).replace("\r\n", "\n") == _ballots(language).replace("\r\n", "\n")


def test_korean_is_not_read_as_thai_nor_thai_as_korean() -> None:
    """Korean in CP949 decodes as Windows-874 too, into Thai letters that break Thai spelling (a digit inside a word,
    a vowel mark on no consonant); Thai text keeps its spelling."""
    assert legacy_codec(_ballots("ko").encode("cp949")) == "cp949"
    assert legacy_codec(_ballots("th").encode("cp874")) == "cp874"


def test_hungarian_is_not_read_as_western_when_its_letters_say_so() -> None:
    """ "Győző" read as Western is "Gyõzõ": "õ" is a Portuguese letter, but beside "ö" and "é" no one alphabet holds
    the Western reading's letters, while Central European's are Hungarian's."""
    assert legacy_codec(_ballots("hu").encode("cp1250")) == "cp1250"
    assert legacy_codec(_ballots("fr").encode("cp1252")) == "cp1252"  # (its letters are French: Western stays)
