"""A payment gateway's export of paid votes, as Paystack's transactions CSV writes it (one row per payment, the
contestant and the votes it bought, failed and abandoned payments among them), and a survey whose last question
asks for suggestions in Hindi ("कोई और सुझाव?"): a comment, never the vote, however often its answers repeat."""

from __future__ import annotations

from tests.upload_kit import lines, read

CONTESTANTS = ["Chiamaka Eze", "Temitope Adebayo", "Blessing Akinola"]


def test_each_contestant_has_the_votes_its_successful_payments_bought() -> None:
    header = ["Reference", "Status", "Amount", "Currency", "Fees", "Channel", "Customer Name", "Customer Email"]
    rows = [[*header, "Paid At", "Contestant", "Votes"]]
    payments = [  # (contestant, votes, status): Chiamaka has most payments, Temitope most votes, Blessing the failed
        *[(0, 1, "success")] * 9,
        *[(1, 5, "success")] * 4,
        *[(2, 2, "success")] * 3,
        *[(2, 50, "failed")] * 2,
        (2, 20, "abandoned"),
    ]
    for number, (who, votes, status) in enumerate(payments):
        paid = "" if status != "success" else f"2026-10-04 07:{number:02}:44"
        rows.append(
            [
                f"FOH26-{183001 + number}-X",
                status,
                f"{100 * votes:.2f}",
                "NGN",
                f"{1.5 * votes:.2f}",
                "card",
                f"Customer {number}",
                f"customer{number}@outlook.com",
                paid,
                CONTESTANTS[who],
                votes,
            ]
        )
    frame, _, scored = read(lines(rows).encode(), "paystack_transactions.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        CONTESTANTS[0]: 9,
        CONTESTANTS[1]: 20,
        CONTESTANTS[2]: 6,
    }
    assert any("“abandoned”" in note and "“failed”" in note for note in frame.attrs["notes"])


def test_a_question_asking_for_suggestions_is_a_comment_not_the_vote() -> None:
    header = ["Responder Name", "Response Time", "2. प्रस्ताव को 1 से 5 स्टार दें: स्मार्ट क्लास"]
    header += ["3. प्रस्ताव को 1 से 5 स्टार दें: शौचालय मरम्मत", "4. कोई और सुझाव?"]
    suggestions = ["बरसात से पहले छत ठीक करें", "कंप्यूटर शिक्षक चाहिए", ""]
    rows = [header] + [
        [f"अभिभावक {i}", f"18/08/2026 10:{i:02} AM", 3 + i % 3, 2 + i % 4, suggestions[i % 3]] for i in range(24)
    ]
    _, guess, _ = read(lines(rows).encode("utf-8-sig"), "Kaizala_Survey_Results.csv")
    assert "4. कोई और सुझाव?" not in guess.layout.columns
    assert guess.layout.kind == "ratings"
