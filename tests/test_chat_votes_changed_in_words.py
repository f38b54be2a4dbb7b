"""A messenger's group chat exported as text (BiP, WhatsApp-style lines "dd.mm.yyyy HH:MM - name: text"), found on
blind set AE: the manager lists the options by number inside a sentence ("1- Krem  2- Açık gri  3- Somon  4- Bej.
Sadece numara yazmanız yeterli."), each flat answers with a number in its own words, some change their vote in
words ("4 → 3", "Pardon, 4 değil 3", "2 yerine 3 yazın"), the manager posts an interim count and a price, and
closes the vote ("Oylama kapandı"); a vote after it does not count."""

from __future__ import annotations

from dpcore.ingest.csv_reader import _number_chosen, _numbered_in_sentence
from tests.upload_kit import read

OPTIONS = {1: "Krem", 2: "Açık gri", 3: "Somon", 4: "Bej"}
ANNOUNCEMENT = (
    "09.11.2026 20:09 - Yönetici Kemal Bey: İyi akşamlar komşular. Dış cephe boyası için renk oylaması yapıyoruz. "
    "Her daireden 1 oy, son yazdığınız geçerli olur. 1- Krem  2- Açık gri  3- Somon  4- Bej. Sadece numara "
    "yazmanız yeterli."
)
MESSAGES = [
    ("Fatma Yıldırım B-6", "4 👍"),
    ("Şule Kurt B-1", "3 numara"),
    ("Hüseyin Yılmaz B-4", "Ben 1 diyorum"),
    ("Ali Demir B-9", "2 olsun"),
    ("Merve Kılıç B-22", "Bizden 4"),
    ("Özlem Çelik B-14", "Bizden 4"),
    ("Fatma Kurt B-5", "4 numara"),
    ("Ayşe Kaya B-10", "1"),
    ("Yönetici Kemal Bey", "Ara durum: Krem 2, Açık gri 1, Somon 1, Bej 4. Oy vermeyenler unutmasın 🙏"),
    ("Yönetici Kemal Bey", "Bu arada aidatlar 1.250 TL oldu, Aralık'tan itibaren."),
    ("Hasan Çetin B-12", "4"),
    ("Zeynep Yılmaz B-16", "1 olsun"),
    ("Hasan Çetin B-12", "Pardon, 4 değil 3"),
    ("Özlem Çelik B-14", "Fikrimi değiştirdim: 4 → 3"),
    ("Fatma Kurt B-5", "Fikrimi değiştirdim: 4 → 2"),
    ("Ali Demir B-9", "Eşimle konuştuk, 2 yerine 3 yazın lütfen"),
    ("Yönetici Kemal Bey", "Oylama kapandı, sonucu toplantıda açıklayacağım."),
    ("Merve Kılıç B-22", "Geç kaldım, 4"),
]


def test_options_listed_by_number_inside_a_sentence() -> None:
    assert _numbered_in_sentence(ANNOUNCEMENT.split(": ", 1)[1]) == OPTIONS
    assert _numbered_in_sentence("Toplantı 2 saat sürdü, 3 kişi gelmedi.") == {}


def test_a_vote_changed_in_words_names_the_option_it_now_chooses() -> None:
    for text, chosen in [("Pardon, 4 değil 3", 3), ("Fikrimi değiştirdim: 4 → 3", 3), ("2 yerine 3 yazın", 3)]:
        assert _number_chosen(text, OPTIONS) == chosen
    assert _number_chosen("nicht 4, sondern 2", OPTIONS) == 2 and _number_chosen("3 statt 4", OPTIONS) == 3
    assert _number_chosen("Krem 2, Açık gri 1, Somon 1, Bej 4", OPTIONS) == 0  # (a count, no vote)


def test_each_flats_last_vote_while_the_vote_is_open() -> None:
    lines = ['09.11.2026 20:01 - Yönetici Kemal Bey bu grubu oluşturdu: "Yeşilvadi B Blok Yönetim"', ANNOUNCEMENT]
    lines += [f"1{n // 6}.11.2026 {10 + n % 6}:0{n % 10} - {who}: {text}" for n, (who, text) in enumerate(MESSAGES)]
    frame, guess, scored = read("\n".join(lines).encode("utf-8"), "BiP_Sohbet.txt")
    scores = dict(zip(scored.labels, scored.scores, strict=True))
    # (Krem: B-4, B-10, B-16; Somon: B-1, B-12, B-14, B-9; Bej: B-6, B-22; Açık gri: B-5 — B-22's late 4 is out)
    assert scores == {"Somon": 4, "Krem": 3, "Bej": 2, "Açık gri": 1}
    assert "while the vote was open" in " ".join(frame.attrs["notes"])
