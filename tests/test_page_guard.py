"""AppTest of ui.shell.guard.page_guard: input errors shown as they are, anything else as a plain message, never a
traceback; st.stop() passes through; on_error runs first."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def _script(kind: str) -> None:
    import streamlit as st

    import dpcore
    from ui.shell.guard import page_guard

    with page_guard("the test block", failed="Something went wrong.", on_error=lambda: st.warning("notes")):
        st.markdown("inside")
        if kind == "input":
            raise dpcore.InvalidInputError("Row 3 holds *x*, not a number.")
        if kind == "bug":
            raise ZeroDivisionError("hidden detail")
        if kind == "stop":
            st.info("stopping on purpose")
            st.stop()
    st.markdown("after the block")


def run(kind: str) -> AppTest:
    at = AppTest.from_function(_script, args=(kind,), default_timeout=30)
    return at.run()


def test_input_error_is_shown_escaped_after_on_error_and_stops():
    at = run("input")
    assert not at.exception
    (error,) = at.error
    assert error.value.startswith("Row 3 holds \\*x\\*, not a number")  # escaped: never read as Markdown
    assert [w.value for w in at.warning] == ["notes"]
    assert "after the block" not in [m.value for m in at.markdown]


def test_other_errors_show_the_plain_message_and_are_logged(caplog):
    at = run("bug")
    assert not at.exception
    assert [e.value for e in at.error] == ["Something went wrong."]
    assert "hidden detail" not in " ".join(e.value for e in at.error)
    assert [w.value for w in at.warning] == ["notes"]
    assert any("the test block failed" in r.getMessage() and r.exc_info for r in caplog.records)


def test_stop_and_success_pass_through():
    at = run("stop")
    assert not at.exception and not at.error and not at.warning
    assert [i.value for i in at.info] == ["stopping on purpose"]
    at = run("fine")
    assert not at.exception and not at.error
    assert [m.value for m in at.markdown] == ["inside", "after the block"]
