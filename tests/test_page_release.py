"""AppTest of the release step on Your data (ui.your_data.release, issue 21): a preview, then one choice released
through OpenDP after a confirmation that states its cost; the file's ledger in this session only; the downloads.

What a release may show is the released label and the public parameters (ε, Δ, monotone, mechanism, where the
candidates came from): the tests read every element the step sends to the browser (its protobuf, so hidden fields
count too) and look there for the file's other cells, its scores and the exact probabilities. A last test greps the
whole page, the link and the log for every cell of a real export.

OpenDP cannot be seeded, so which candidate is released varies from run to run: the tests read it from the ledger.
"""

from __future__ import annotations

import base64
import csv
import io
import json
import logging
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest
from streamlit.runtime.caching import cache_data_api, cache_resource_api
from streamlit.runtime.media_file_manager import MediaFileManager

import dpcore
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload
from dpcore.release import Ledger
from dpcore.release.handout import epsilon_as_odds
from dpcore.release.opendp_release import opendp_measure
from tests.conftest import release_epsilon
from ui.shell import text
from ui.shell.memo import PUBLIC_MEMO
from ui.widgets import controls
from ui.your_data import release as step

PAGE = "pages/2_Your_data.py"
EXPORTS = Path(__file__).resolve().parent / "exports"
FORMS = "google_forms_checkboxes.csv"
COUNTS = "counts_table.csv"


# --- helpers ------------------------------------------------------------------------------------------------------


def upload(open_page, name: str = FORMS, content: bytes | None = None, **query: str):  # noqa: ANN001, ANN201
    at = open_page(PAGE, trials="100", **query)
    at.file_uploader(key="yd_upload").upload(name, content or (EXPORTS / name).read_bytes(), "text/csv")
    at.run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    return at


def release_once(at):  # noqa: ANN001, ANN201
    """Ask, check the stated cost, confirm: the page after the release."""
    at.button(key=step.K_ASK).click().run()
    assert not at.exception
    assert any("This spends ε = " in m.value for m in at.markdown)
    at.button(key=step.K_CONFIRM).click().run()
    assert not at.exception
    return at


def the_ledger(at) -> Ledger:  # noqa: ANN001
    (book,) = at.session_state["_pc_ledgers"].values()
    return book.ledger


def leaves(node, inside: bool = False) -> Iterator[tuple[object, bool]]:  # noqa: ANN001
    """Every element of the page with whether it is inside the release step's box."""
    children = getattr(node, "children", None)
    if isinstance(children, dict) and children:
        proto_id = getattr(getattr(node, "proto", None), "id", "") or ""
        inside = inside or proto_id.endswith(f"-{step.BOX_KEY}")
        for child in children.values():
            yield from leaves(child, inside)
    elif getattr(node, "proto", None) is not None:
        yield node, inside


def sent(element) -> str:  # noqa: ANN001
    """Every text an element sends to the browser (each string and bytes field of its protobuf, nested ones too; the
    bytes of a table or chart dataset as Arrow, whose strings are stored as they are)."""
    return "\n".join(_strings(element.proto))


def _strings(message) -> Iterator[str]:  # noqa: ANN001
    for field, value in message.ListFields():
        if field.name == "id" or field.name.endswith("_id"):  # element and file ids, not content
            continue
        values = value if isinstance(value, Sequence) and not isinstance(value, str | bytes) else [value]
        for item in values:
            if isinstance(item, str):
                yield item
            elif isinstance(item, bytes):
                yield item.decode("utf-8", errors="replace")
            elif hasattr(item, "ListFields"):
                yield from _strings(item)


def box_text(at) -> str:  # noqa: ANN001
    return "\n".join(sent(element) for element, inside in leaves(at._tree) if inside)


def file_cells(name: str) -> set[str]:
    """Every cell of an export below its header (and each ';'-separated part), at least three characters long."""
    rows = list(csv.reader(io.StringIO((EXPORTS / name).read_text(encoding="utf-8-sig"))))
    cells = {cell.strip() for row in rows[1:] for cell in row}
    parts = {part.strip() for cell in cells for part in cell.split(";")}
    return {cell for cell in cells | parts if len(cell) >= 3}


def page_scores(name: str):  # noqa: ANN201
    frame, guess = understand_upload((EXPORTS / name).read_bytes(), file_name=name)
    return score_layout(frame, guess.layout)


@pytest.fixture
def deferred_downloads(monkeypatch) -> dict[str, Callable[[], object]]:  # noqa: ANN001
    """file id -> the callable a page registered for a deferred download button (as tests/test_export_safety.py)."""
    recorded: dict[str, Callable[[], object]] = {}
    original = MediaFileManager.add_deferred

    def record(self, data_callable, *args, **kwargs):  # noqa: ANN001, ANN202
        file_id = original(self, data_callable, *args, **kwargs)
        recorded[file_id] = data_callable
        return file_id

    monkeypatch.setattr(MediaFileManager, "add_deferred", record)
    return recorded


def download(at, recorded: dict[str, Callable[[], object]], key: str) -> bytes:  # noqa: ANN001
    """What a click on the download button ``key`` serves."""
    (button,) = [b for b in at.get("download_button") if b.proto.id.endswith(f"-{key}")]
    assert not button.proto.disabled
    data = recorded[button.proto.deferred_file_id]()
    assert isinstance(data, bytes) and data
    return data


# --- the release --------------------------------------------------------------------------------------------------


def test_preview_then_one_release_shows_the_label_and_parameters_only(open_page):
    at = upload(open_page)
    before = box_text(at)
    assert "curator's preview" in before and "not private themselves" in before and "contrib" in before
    assert not [m for m in at.markdown if "pcReleased" in m.value]  # nothing released by a preview
    release_once(at)
    ledger = the_ledger(at)
    assert len(ledger) == 1
    released = ledger.entries[0]
    assert (released.epsilon, released.mechanism, released.sensitivity, released.monotonic) == (
        1.0,
        "exponential",
        1.0,
        True,
    )
    shown = box_text(at)
    (card,) = [m.value for m in at.markdown if 'data-testid="pcReleased"' in m.value]
    assert f'data-testid="pcReleasedLabel">{released.label}<' in card
    for parameter in ("Exponential mechanism", "ε = 1 (pure)", "Sensitivity Δ", "monotone (range Δ)", FORMS, "contrib"):
        assert parameter in card, parameter
    # None of the file's other cells, no score, no probability.
    scored = page_scores(FORMS)
    leaked = {cell for cell in file_cells(FORMS) if cell in shown} - {released.label}
    assert not leaked, sorted(leaked)[:10]
    assert not re.search(r"\d%", shown)  # no chance is shown (no budget is set, so no budget bar either)
    for mechanism in dpcore.MAIN_MECHANISMS:
        law = dpcore.selection_probabilities(scored.scores, epsilon=1.0, mechanism=mechanism, monotonic=True)
        for p in law:
            assert f"{p:.4g}" not in shown or f"{p:.4g}" in {"1", "0"}, (mechanism, p)
    counts = {f"{int(score)}" for score in scored.scores if score >= 11}  # (small numbers are also parameters)
    numbers = set(re.findall(r"(?<![\w.])\d+(?![\d.])", shown))
    assert not counts & numbers, counts & numbers


def test_the_ledger_shows_what_was_spent_and_a_second_release_doubles_it(open_page):
    at = upload(open_page)
    assert [m.value for m in at.metric if m.label == "Spent on this file"] == ["ε = 0"]
    release_once(at)
    assert [m.value for m in at.metric if m.label == "Spent on this file"] == ["ε = 1"]
    assert any("ρ = 0.125 in all" in c.value for c in at.caption)
    release_once(at)
    assert [m.value for m in at.metric if m.label == "Spent on this file"] == ["ε = 2"]
    ledger = the_ledger(at)
    assert ledger.epsilon == pytest.approx(2.0) and ledger.rho == pytest.approx(0.25)
    assert any("ρ = 0.25 in all" in c.value and f"ε = {ledger.zcdp_epsilon():.4g}" in c.value for c in at.caption)
    table = at.dataframe[-1].value
    assert list(table["Release"]) == ["1", "2", "Total"] and list(table["ε (pure)"]) == [1.0, 1.0, 2.0]


def test_a_budget_warning_comes_before_a_release_that_would_pass_it(open_page):
    at = upload(open_page)
    at.number_input(key=step.K_BUDGET).set_value(1.5).run()
    release_once(at)  # 1 of 1.5: no warning
    assert not [w for w in at.warning if "Over budget" in w.value]
    at.button(key=step.K_ASK).click().run()
    (warning,) = [w.value for w in at.warning if "Over budget" in w.value]
    assert "ε = 2" in warning and "budget of ε = 1.5" in warning
    assert at.button(key=step.K_CONFIRM).label == "Spend ε = 1 anyway"
    assert the_ledger(at).epsilon == 1.0  # warned before: nothing spent yet
    at.button(key=step.K_CANCEL).click().run()
    assert the_ledger(at).epsilon == 1.0 and not [w for w in at.warning if "Over budget" in w.value]


def test_laplace_report_noisy_max_is_refused_with_the_engines_message(open_page):
    at = upload(open_page)
    at.radio(key=step.K_MECHANISM).set_value("report_noisy_max").run()
    with pytest.raises(dpcore.InvalidInputError) as refused:
        opendp_measure("report_noisy_max")
    assert any(w.value.replace("\\", "") == str(refused.value) for w in at.warning)
    assert not [b for b in at.button if b.key in (step.K_ASK, step.K_CONFIRM)]  # no way to release it
    (script,) = [b for b in at.get("download_button") if b.proto.id.endswith(f"-{step.K_SCRIPT}")]
    assert script.proto.disabled  # nor a script for it
    at.button(key="yd_release_use_permute_and_flip").click().run()
    assert at.radio(key=step.K_MECHANISM).value == "permute_and_flip"
    release_once(at)
    entry = the_ledger(at).entries[0]
    assert entry.mechanism == "permute_and_flip" and entry.rho is None
    assert any("Permute-and-flip is counted in pure ε only" in c.value for c in at.caption)


def test_a_changed_epsilon_is_asked_again_not_spent(open_page):
    """The confirmation is open at ε = 1 and the live ε slider moves ε to 2 (``release_epsilon``: AppTest reruns the
    whole page, as any other control would): the confirmation stays open, says that ε changed and that nothing was
    released, and states the new cost; only a click on that new confirmation spends ε = 2."""
    at = upload(open_page)
    at.button(key=step.K_ASK).click().run()
    assert at.button(key=step.K_CONFIRM).label == "Spend ε = 1 and release"
    at = release_epsilon(at, 2.0)  # the hand moves the live ε slider to 2 while the confirmation says ε = 1
    assert not at.exception
    assert len(the_ledger(at)) == 0
    (warning,) = [w.value for w in at.warning if "Nothing was released" in w.value]
    assert "ε 1 → 2" in warning and "confirm again" in warning
    assert any("This spends ε = 2" in m.value for m in at.markdown)
    assert not any("This spends ε = 1" in m.value for m in at.markdown)
    assert at.button(key=step.K_CONFIRM).label == "Spend ε = 2 and release"
    at.button(key=step.K_CONFIRM).click().run()
    assert not at.exception
    ledger = the_ledger(at)
    assert len(ledger) == 1 and ledger.epsilon == 2.0
    assert not [w for w in at.warning if "Nothing was released" in w.value]


def test_a_confirmation_still_stating_the_old_epsilon_releases_nothing(open_page):
    """In the browser the slider reruns only the explorer's fragment: its callback sets the page's ε (as here) and
    the release step, outside the fragment, still shows "Spend ε = 1". A click on that button spends nothing: the
    step says ε changed and asks again at ε = 2, and only the second confirmation releases, at ε = 2."""
    at = upload(open_page)
    at.button(key=step.K_ASK).click().run()
    at.session_state[controls.K_EPSILON] = 2.0  # what the fragment's callback does; the step is not redrawn
    at.button(key=step.K_CONFIRM).click().run()  # the button that said "Spend ε = 1 and release"
    assert not at.exception
    assert len(the_ledger(at)) == 0
    (warning,) = [w.value for w in at.warning if "Nothing was released" in w.value]
    assert "ε 1 → 2" in warning
    assert any("This spends ε = 2" in m.value for m in at.markdown)
    assert at.button(key=step.K_CONFIRM).label == "Spend ε = 2 and release"
    at.button(key=step.K_CONFIRM).click().run()
    ledger = the_ledger(at)
    assert len(ledger) == 1 and ledger.epsilon == 2.0


def test_an_unchanged_open_confirmation_stays_open_without_a_warning(open_page):
    """Another control's rerun (the handout's question) while the confirmation is open changes nothing it states: it
    stays open at the same cost, with no warning, and nothing is spent."""
    at = upload(open_page)
    at.button(key=step.K_ASK).click().run()
    at.text_input(key=step.K_QUESTION).set_value("Which book next?").run()
    assert len(the_ledger(at)) == 0
    assert not [w for w in at.warning if "Nothing was released" in w.value]
    assert at.button(key=step.K_CONFIRM).label == "Spend ε = 1 and release"


def test_the_downloads_carry_the_pages_settings_and_no_cell(open_page, deferred_downloads):
    at = upload(open_page, epsilon="0.5")
    at.number_input(key="yd_sensitivity").set_value(2.0).run()
    at.radio(key=step.K_MECHANISM).set_value("permute_and_flip").run()
    release_once(at)
    released = the_ledger(at).entries[0]
    assert (released.epsilon, released.sensitivity) == (0.5, 2.0)
    labels = {b.proto.label for b in at.get("download_button") if "yd_release" in b.proto.id}
    assert labels == {"Script to redo it (.py)", "Notebook (.ipynb)", "Handout for a meeting (.html)"}
    cells = file_cells(FORMS)

    script = download(at, deferred_downloads, step.K_SCRIPT).decode()
    header = script.split('"""', 1)[0]
    for line in (
        "Permute-and-flip (permute_and_flip)",
        "epsilon (whole release)  0.5",
        "sensitivity Δ            2.0",
        "monotone                 yes",
        "'Which books did you like?'",
        FORMS,
        "opendp==0.16.0",
    ):
        assert line in header, line
    compile(script, "release.py", "exec")
    assert not {cell for cell in cells if cell in script}, sorted(cell for cell in cells if cell in script)[:5]

    notebook = json.loads(download(at, deferred_downloads, step.K_NOTEBOOK))
    code = "".join(line for cell in notebook["cells"] for line in cell["source"])
    assert "| epsilon (whole release) | 0.5 |" in code and "| sensitivity Δ | 2.0 |" in code
    assert "EPSILON = 0.5" in code and "SENSITIVITY = 2.0" in code and "MONOTONIC = True" in code
    assert not {cell for cell in cells if cell in code}

    handout = download(at, deferred_downloads, step.K_HANDOUT).decode()
    assert released.label in handout and "ε = 0.5" in handout and "Permute-and-flip" in handout
    assert "epsilon=0.5" in handout  # the deep link, parameters only
    assert not ({cell for cell in cells if cell in handout} - {released.label})
    assert "data:image/svg+xml" not in handout  # the preview's charts only when asked for


def test_the_handout_adds_the_previews_charts_only_when_asked(open_page, deferred_downloads):
    at = upload(open_page)
    at.checkbox(key=step.K_CHARTS).check().run()
    handout = download(at, deferred_downloads, step.K_HANDOUT).decode()
    (image,) = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', handout)
    svg = base64.b64decode(image).decode()
    scored = page_scores(FORMS)
    best = scored.labels[int(np.argmax(scored.scores))]
    assert best in svg and "Preview from the true scores" in svg
    assert "Preview (from the true scores)" in handout and "No choice has been released" in handout
    # Even then: the candidates, never the rest of the file (emails, times, comments).
    others = file_cells(FORMS) - set(scored.labels)
    assert not {cell for cell in others if cell in svg or cell in handout}


def test_the_step_refuses_a_script_for_a_stacked_block():
    plan = step._Download(
        file_name="x.csv",
        layout=understand_upload((EXPORTS / COUNTS).read_bytes(), file_name=COUNTS)[1].layout,
        sheet="",
        block=1,
        codec="",
        request=step.Request("k", None, 1.0, "exponential", 1.0, True),
        question="",
        source="",
        candidates="",
        link_base="/Your_data",
        link_query={},
        certain=True,
        with_charts=False,
    )
    assert "stacks several" in (step.script_refusal(plan) or "")


def test_counts_are_never_shown_in_the_release_step(open_page):
    """A table of counts (128, 97, 85…): no count reaches the step, before or after a release."""
    at = upload(open_page, COUNTS)
    scored = page_scores(COUNTS)
    release_once(at)
    shown = box_text(at)
    label = the_ledger(at).entries[0].label
    numbers = set(re.findall(r"(?<![\w.,])\d[\d,]*(?![\d,])", shown))
    assert not {f"{int(score)}" for score in scored.scores} & numbers
    assert not (set(scored.labels) - {label}) & {m for m in scored.labels if m in shown}


# --- isolation ----------------------------------------------------------------------------------------------------

MARKER = "Zqxjvwk"
VOTES = f"who,drink\na,{MARKER}\nb,{MARKER}\nc,{MARKER}\nd,Water\ne,Tea\n".encode()


def test_the_upload_and_the_ledger_never_enter_a_shared_store(open_page, deferred_downloads):
    at = open_page(PAGE, trials="100")
    before = (
        frozenset(PUBLIC_MEMO._items),
        len(cache_data_api._data_caches.get_stats()),
        len(cache_resource_api._resource_caches.get_stats()),
    )
    at.file_uploader(key="yd_upload").upload("drinks.csv", VOTES, "text/csv")
    at.run()
    release_once(at)
    release_once(at)
    at.checkbox(key=step.K_CHARTS).check().run()
    for key in (step.K_SCRIPT, step.K_NOTEBOOK, step.K_HANDOUT):
        download(at, deferred_downloads, key)
    after = (
        frozenset(PUBLIC_MEMO._items),
        len(cache_data_api._data_caches.get_stats()),
        len(cache_resource_api._resource_caches.get_stats()),
    )
    assert after == before
    assert MARKER not in repr([PUBLIC_MEMO.get(key) for key in after[0]])
    (book,) = at.session_state["_pc_ledgers"].values()  # the ledger: in this session's state
    assert len(book.ledger) == 2 and book.name == "drinks.csv" and book.key.startswith("sha256:")
    assert MARKER not in "".join(at.query_params.values())


def test_the_same_file_uploaded_again_keeps_its_ledger(open_page):
    at = upload(open_page)
    release_once(at)
    at.file_uploader(key="yd_upload").upload(FORMS, (EXPORTS / FORMS).read_bytes(), "text/csv")
    at.run()  # a new upload (a new file id) of the same bytes
    assert [m.value for m in at.metric if m.label == "Spent on this file"] == ["ε = 1"]
    at.file_uploader(key="yd_upload").upload(COUNTS, (EXPORTS / COUNTS).read_bytes(), "text/csv")
    at.run()
    assert [m.value for m in at.metric if m.label == "Spent on this file"] == ["ε = 0"]


# --- nothing private anywhere but the preview table and the released label ------------------------------------


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


def test_no_cell_of_the_file_leaves_the_preview_table_or_the_released_label(open_page, deferred_downloads):
    """google_forms_checkboxes.csv through preview, a release and the downloads: every element the page sends, the
    link and the log. Cells that are not candidates (emails, times, comments, whole multi-choice cells) appear only
    in the preview table; candidates (the options the people ticked) only in the curator's preview above the release
    step (the table and the explorer's charts, which the step calls a curator's preview) and, in the release step,
    only as the released label; the link and the log hold none."""
    handler = _Collect()
    loggers = [logging.getLogger(), logging.getLogger("streamlit")]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)
    try:
        at = upload(open_page)
        release_once(at)
        for key in (step.K_SCRIPT, step.K_NOTEBOOK, step.K_HANDOUT):
            download(at, deferred_downloads, key)
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.removeHandler(handler)
            logger.setLevel(level)
    label = the_ledger(at).entries[0].label
    candidates = set(page_scores(FORMS).labels)
    cells = file_cells(FORMS)
    preview_table = at.dataframe[0]
    assert preview_table.value.shape[0] > 0  # the curator preview table (the file's first rows)
    in_table = {cell for cell in cells if cell in sent(preview_table)}
    assert in_table - candidates, "the grep must see the file's cells where they are (the preview table)"
    found: dict[str, set[str]] = {}
    in_preview: set[str] = set()
    for element, inside in leaves(at._tree):
        if element.proto is preview_table.proto:
            continue
        shown = sent(element)
        for cell in cells:
            if cell not in shown:
                continue
            if not inside and cell in candidates:
                in_preview.add(cell)  # the curator's preview (the explorer's charts)
            elif not (inside and cell == label):
                found.setdefault(cell, set()).add(type(element).__name__)
    assert not found, found
    assert label in in_preview  # (the grep sees the candidates in the preview's charts too)
    link = " ".join(f"{key}={value}" for key, value in at.query_params.items())
    assert not {cell for cell in cells if cell in link}
    log = "\n".join(handler.lines)
    assert handler.lines  # the log was captured
    assert not {cell for cell in cells | candidates if cell in log}


# --- the Composition page reads the ledger ---------------------------------------------------------------------


def test_the_composition_page_shows_what_the_file_spent_beside_its_curves(open_page):
    from tests.vega_datasets import datasets

    at = upload(open_page, epsilon="0.5")
    release_once(at)
    release_once(at)
    ledger = the_ledger(at)
    at.switch_page("pages/6_Composition.py")
    at.run()
    assert not at.exception and not at.error
    panel = next(m.value for m in at.markdown if m.value.startswith("**Spent on"))
    assert "2 releases" in panel and "ε = 1**" in panel and "ρ = 0.0625" in panel
    spent = datasets(at)["spent"]
    assert list(spent["k"]) == [2, 2]
    assert spent["total_epsilon"].tolist() == pytest.approx([1.0, ledger.zcdp_epsilon(1e-6)])
    assert "sit at k = 2" in panel  # the page kept the ε of Your data, that of the releases
    # Another ε on this page: one click draws the curves at the releases' again.
    at.number_input(key="epsilon").set_value(2.0).run()
    assert "sit at k = 2" not in next(m.value for m in at.markdown if m.value.startswith("**Spent on"))
    at.button(key="cp_use_release_epsilon").click().run()
    assert at.number_input(key="epsilon").value == 0.5 and at.query_params["epsilon"] == "0.5"
    assert "sit at k = 2" in next(m.value for m in at.markdown if m.value.startswith("**Spent on"))


def test_the_composition_page_without_a_release_draws_no_points(open_page):
    at = upload(open_page)
    at.switch_page("pages/6_Composition.py")
    at.run()
    assert not at.exception and "spent" not in datasets_of(at)
    assert any("No release from" in c.value for c in at.caption)


def datasets_of(at) -> dict:  # noqa: ANN001
    from tests.vega_datasets import datasets

    return datasets(at)


# --- k winners ("Winners (k)" above 1): the release draws the set, at k·ε in all ----------------------------------


def handout_svg(handout: str) -> str:
    (image,) = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', handout)
    return base64.b64decode(image).decode()


def test_three_winners_are_released_as_a_set_at_k_epsilon(open_page):
    """With "Winners (k)" = 3 the step says what the preview shows (the chance of being among the 3 chosen), states
    the whole release's cost k·ε from dpcore.top_k_privacy before anything is spent, and releases 3 distinct
    candidates through make_noisy_top_k, each at the slider's ε: the ledger holds k·ε and zCDP ρ = k·ε²/8."""
    at = upload(open_page, winners="3", epsilon="0.5")
    assert at.number_input(key=controls.K_WINNERS).value == 3
    cost = dpcore.top_k_privacy(k=3, epsilon=0.5, mechanism="exponential")
    before = box_text(at)
    assert "3 private winners" in before and "among the 3 chosen" in before and "make_noisy_top_k" in before
    assert f"= {cost.pure_epsilon:g} at ε = 0.5" in before and "one choice, once" not in before
    assert at.button(key=step.K_ASK).label == "Release 3 winners…"
    at.button(key=step.K_ASK).click().run()
    (confirm,) = [m.value for m in at.markdown if "This spends ε = " in m.value]
    assert f"This spends ε = {cost.pure_epsilon:g}** (3 winners at ε = 0.5 each)" in confirm
    assert "draws 3 of the" in confirm and f"e<sup>3ε</sup> = {text.times(np.exp(cost.pure_epsilon))}" in confirm
    assert at.button(key=step.K_CONFIRM).label == f"Spend ε = {cost.pure_epsilon:g} and release"
    assert len(the_ledger(at)) == 0  # stated first: nothing spent yet
    at.button(key=step.K_CONFIRM).click().run()
    assert not at.exception
    (entry,) = the_ledger(at).entries
    assert entry.k == 3 and len(set(entry.labels)) == 3 and set(entry.labels) <= set(page_scores(FORMS).labels)
    assert entry.epsilon == pytest.approx(cost.pure_epsilon) and entry.rho == pytest.approx(cost.zcdp_rho)
    assert "make_noisy_top_k" in entry.sampler
    assert [m.value for m in at.metric if m.label == "Spent on this file"] == [f"ε = {cost.pure_epsilon:.4g}"]
    assert any(f"ρ = {cost.zcdp_rho:.4g} in all" in c.value for c in at.caption)
    (card,) = [m.value for m in at.markdown if 'data-testid="pcReleased"' in m.value]
    assert "Released set of 3 winners" in card and ", ".join(entry.labels) in card
    assert f"ε = {cost.pure_epsilon:g} in all (pure), 3 winners at ε = 0.5 each" in card
    table = at.dataframe[-1].value
    assert list(table["Winners (k)"]) == [3, 3] and list(table["ε (pure)"]) == pytest.approx([cost.pure_epsilon] * 2)
    assert at.button(key=step.K_ASK).label == "Release another 3 winners…"


def test_a_changed_number_of_winners_is_asked_again_not_spent(open_page):
    at = upload(open_page)
    at.button(key=step.K_ASK).click().run()
    assert at.button(key=step.K_CONFIRM).label == "Spend ε = 1 and release"
    at.number_input(key=controls.K_WINNERS).set_value(2).run()
    (warning,) = [w.value for w in at.warning if "Nothing was released" in w.value]
    assert "winners 1 → 2" in warning
    total = dpcore.top_k_privacy(k=2, epsilon=1.0, mechanism="exponential").pure_epsilon
    assert at.button(key=step.K_CONFIRM).label == f"Spend ε = {total:g} and release"
    assert len(the_ledger(at)) == 0


def test_the_handout_of_three_winners_states_inclusion_chances_and_the_whole_cost(open_page, deferred_downloads):
    """The handout's chart, sentence, parameters, odds and link for k = 3, every number against dpcore: the bars are
    the inclusion probabilities (not the single choice's), the sentence P(the 3 best are all chosen), the odds box
    and the script the whole release's k·ε."""
    at = upload(open_page, winners="3", epsilon="0.5")
    at.radio(key=step.K_MECHANISM).set_value("permute_and_flip").run()
    at.checkbox(key=step.K_CHARTS).check().run()
    release_once(at)
    (entry,) = the_ledger(at).entries
    scored = page_scores(FORMS)
    cost = dpcore.top_k_privacy(k=3, epsilon=0.5, mechanism="permute_and_flip")
    handout = download(at, deferred_downloads, step.K_HANDOUT).decode()
    svg = handout_svg(handout)
    assert "Chance of being among the 3 chosen" in svg and "Chance of being chosen" not in svg
    assert "ε = 0.5 per winner, k = 3 winners" in svg
    options = {"epsilon": 0.5, "sensitivity": scored.sensitivity, "monotonic": scored.monotonic}
    top = np.argsort(-scored.scores, kind="stable")[: step.HANDOUT_ROWS]  # the candidates a handout chart shows
    for mechanism in dpcore.MAIN_MECHANISMS:  # (the sidebar's default mechanisms, as the preview drew them)
        inclusion = dpcore.inclusion_probabilities(scored.scores, k=3, mechanism=mechanism, **options)
        single = dpcore.selection_probabilities(scored.scores, mechanism=mechanism, **options)
        for i in top:
            assert f">{html_text(text.chance(float(inclusion[i])))}<" in svg, (mechanism, i, inclusion[i])
        # not the single choice's chance of the best (96.8%, 95.5%, 98.3% here): no bar is labelled with it
        best = text.chance(float(single[top[0]]))
        assert best not in {text.chance(float(p)) for p in inclusion} and f">{best}<" not in svg, mechanism
    # The sentence: how often the 3 best are chosen together, from dpcore.best_set_probability.
    sure, tied = text.best_set_members(scored.display_labels, scored.scores.tolist(), 3)
    reruns = int(at.session_state[step_shown_key()]["shown"].plan.requested)
    expected = text.best_set_sentence(
        reruns=reruns,
        k=3,
        sure_labels=sure,
        tied_labels=tied,
        expected_by_mechanism=[
            (
                dpcore.MECHANISM_LABELS[m],
                dpcore.best_set_probability(scored.scores, k=3, mechanism=m, **options),
            )
            for m in dpcore.MAIN_MECHANISMS
        ],
        certain=True,
    )
    plain = re.sub(r"\\(.)", r"\1", expected.replace("**", ""))
    said = re.findall(r"Preview \(from the true scores\):[^<]*", handout)  # the handout's own, for the message
    assert html_text(plain) in handout and "together" in plain, (html_text(plain), said)
    assert html_text(f"3 winners at ε = 0.5 each (ε = {cost.pure_epsilon:g} in all)") in handout
    assert (
        f"kε = {cost.pure_epsilon:g} (pure), ε = 0.5 per winner" in handout and "zCDP" not in handout.split("<h2>")[1]
    )
    assert "make_noisy_top_k" in handout and "Winners released (k)" in handout and "make_noisy_max" not in handout
    assert "among the 3 chosen" in handout
    assert f'<p class="big">ε = {cost.pure_epsilon:g}</p>' in handout
    assert html_text(epsilon_as_odds(cost.pure_epsilon)) in handout
    assert "winners=3" in handout and "epsilon=0.5" in handout
    script = download(at, deferred_downloads, step.K_SCRIPT).decode()
    header = script.split('"""', 1)[0]
    assert f"epsilon (whole release)  {cost.pure_epsilon!r}" in header and "make_noisy_top_k" in script


def test_one_winner_keeps_the_single_choice_labels(open_page, deferred_downloads):
    """k = 1 (the default, and ?winners=1): the step, the handout and the link say what they always said."""
    at = upload(open_page, winners="1")
    box = box_text(at)
    assert "one private choice" in box and "one choice, once" in box and "make_noisy_max" in box
    assert "among the" not in box and "winners" not in box.lower()
    assert at.button(key=step.K_ASK).label == "Release one choice…"
    at.checkbox(key=step.K_CHARTS).check().run()
    release_once(at)
    (entry,) = the_ledger(at).entries
    assert entry.k == 1 and entry.epsilon == 1.0 and "make_noisy_max " in entry.sampler
    (card,) = [m.value for m in at.markdown if 'data-testid="pcReleased"' in m.value]
    assert "Released choice · release 1" in card and "Winners" not in card
    assert "Winners (k)" not in at.dataframe[-1].value.columns
    handout = download(at, deferred_downloads, step.K_HANDOUT).decode()
    svg = handout_svg(handout)
    assert "Chance of being chosen" in svg and "among the" not in svg and "per winner" not in svg
    scored = page_scores(FORMS)
    top = np.argsort(-scored.scores, kind="stable")[: step.HANDOUT_ROWS]
    for mechanism in dpcore.MAIN_MECHANISMS:
        law = dpcore.selection_probabilities(scored.scores, epsilon=1.0, mechanism=mechanism, monotonic=True)
        for i in top:
            assert f">{html_text(text.chance(float(law[i])))}<" in svg, (mechanism, i, law[i])
    assert "Candidates released" in handout and "make_noisy_max (contrib)" in handout
    assert "ε = 1 (pure); zCDP ρ = ε²/8 = 0.125" in handout and '<p class="big">ε = 1</p>' in handout
    assert html_text(f"Released with the exponential mechanism at ε = 1, drawn once by OpenDP: “{entry.label}”") in (
        handout
    )
    assert "winners=" not in handout and "among the" not in handout


def step_shown_key() -> str:
    from ui.explorer.view import K_SHOWN

    return K_SHOWN


def html_text(value: str) -> str:
    import html

    return html.escape(value, quote=True)


@pytest.mark.parametrize("certain", [True, False])
def test_the_handouts_sentence_keeps_every_number_at_its_longest(certain: bool) -> None:
    """The handout's sentence (what was released, then the preview's "in N reruns" numbers) is never cut: at its
    longest (20 winners with long names, many of them tied, a million reruns, the three mechanisms, the 123rd
    release) it fits the handout's limit, so each mechanism's number is printed. (It was cut at 400 characters
    before, and long released names then dropped the last mechanism's number: a test failed now and then, as the
    names OpenDP drew varied.)"""
    from types import SimpleNamespace

    from dpcore.release.handout import SENTENCE_CHARACTERS
    from tests.test_release import fake_release
    from ui.shell.ledger import FileLedger

    long = "A candidate whose name runs on and on and on, " * 3
    ledger = Ledger(source="poll.csv")
    for _ in range(123):
        released = fake_release(1.0, k=20)
        ledger = ledger.add(type(released)(**{**released.__dict__, "labels": (long,) * 20}))
    book = FileLedger(key="k", name="poll.csv", ledger=ledger)
    scores = np.array([9.0] * 17 + [5.0] * 9 + [1.0] * 4)
    shown = SimpleNamespace(
        candidates=SimpleNamespace(scores=scores, display_labels=[f"{long}{i}" for i in range(scores.size)]),
        settings=SimpleNamespace(winners=20),
        plan=SimpleNamespace(requested=1_000_000),
        results=[SimpleNamespace(mechanism=m, probability_of_best=0.123456) for m in dpcore.MAIN_MECHANISMS],
    )
    sentence = step.release_sentence(book) + " " + step.preview_sentence(shown, certain=certain)
    assert len(sentence) <= SENTENCE_CHARACTERS, len(sentence)
    assert sentence.count(f"{text.about(123_456)} times") == len(dpcore.MAIN_MECHANISMS)
    assert "and 17 more" in sentence and "and 14 more" in sentence  # (the set's sure members; the 17 other released)
