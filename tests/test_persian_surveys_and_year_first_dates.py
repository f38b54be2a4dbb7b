"""Classes found on set ZD: a survey in Persian. Its response dates are written year first with slashes in Persian
digits ("۱۴۰۳/۰۹/۱۰"), a few days each on many rows, beside a time of day alone: no date poll's slots. Its
questions end with the Arabic question mark "؟" and say "prefer" ("ترجیح") in Persian; its first questions ask the
person's gender and age group."""

from __future__ import annotations

from dpcore.ingest.columns import profile_columns
from tests.upload_kit import read, workbook

PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
SUMMITS = ["دماوند", "سبلان", "توچال", "علم‌کوه"]
DESTINATION = "۳. کدام قله را برای برنامه صعود زمستانی باشگاه ترجیح می‌دهید؟"
CHANNEL = "۵. از چه طریقی از برنامه‌ها باخبر می‌شوید؟"


def survey() -> bytes:
    header = ["شناسه پاسخ", "تاریخ پاسخ", "ساعت پاسخ", "وضعیت", "۱. جنسیت", "۲. رده سنی", DESTINATION]
    header += ["۴. میزان رضایت شما", CHANNEL]
    rows: list[list[object]] = [header]
    for number in range(40):
        summit = SUMMITS[1] if number % 3 == 0 or number % 7 == 1 else SUMMITS[number % 4]
        day, time = f"1403/09/{10 + number // 8}", f"{8 + number % 12:02d}:{(7 * number) % 60:02d}"
        rows.append(
            [
                str(48215 + 7 * number).translate(PERSIAN),
                day.translate(PERSIAN),
                time.translate(PERSIAN),
                "تکمیل شده",
                "مرد" if number % 5 else "زن",  # (one answer outnumbers every summit)
                ["۱۸ تا ۲۵", "۲۶ تا ۳۵", "۳۶ تا ۴۵"][number % 3],
                summit,
                1 + number % 5,
                ["اینستاگرام", "کانال تلگرام", "دوستان"][number % 3],
            ]
        )
    return workbook({"پاسخ‌ها": rows})


def test_response_dates_in_persian_digits_are_when_it_was_answered() -> None:
    frame, guess, scored = read(survey(), "porsline.xlsx")
    roles = {p.name: p.role for p in profile_columns(frame)}
    assert roles["تاریخ پاسخ"] == "timestamp" and roles["ساعت پاسخ"] == "timestamp"
    assert guess.layout.kind == "votes" and guess.layout.columns == (DESTINATION,)
    assert list(scored.best_labels) == [SUMMITS[1]]


def test_the_two_questions_ending_with_an_arabic_question_mark_are_asked_about() -> None:
    _, guess, _ = read(survey(), "porsline.xlsx")
    assert guess.question is not None and guess.question.field == "reading"
    assert len(guess.question.options) == 2 and guess.question.default == 0
