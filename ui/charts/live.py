"""The Explorer's live part, drawn in the browser: a ``st.components.v2`` component (inline JS and CSS, no iframe,
nothing loaded from another host) that follows the ε control at the display's rate without asking the server.

Four mounts of two registered components share one script in the page (``live.js``, kept in ``window.__pcLive``):

* ``view`` (drawn in the page's full run): the script itself, its style, and the exact laws of every mechanism at
  every stop of the ε slider, sent once per scenario and setting. It draws the odds sentence, the "in N reruns"
  sentence, the cards, the charts (the same drawing as :mod:`ui.charts.selection_svg`, built in the browser) and the
  tables, and makes the PNG/SVG downloads from that very drawing.
* ``control`` (full run): the ε slider, the exact-ε box and, on a projector, "◀ ε" / "ε ▶" with the ← / → keys.
  Moving the slider redraws the view from the laws it already holds; only when the hand stops (pointer up, key up,
  a button's last press, a typed value entered) is ε sent to the server.
* ``step`` (inside the live fragment, so that sending ε reruns only the fragment): ε arrives as the mount's state
  ``epsilon`` (``setStateValue``, with a sequence number, so that every release is a change), handed to a callback
  before the fragment runs; the mount carries back what the server computed at that ε: the simulated runs, their
  intervals and goodness of fit, Play's pictures, and the exact law when ε is off the slider's stops (typed into
  the exact box). Until it arrives for the ε on screen the bars are grey and say which ε they were simulated at.
* ``downloads`` (full run): the chart buttons beside the server's CSV button.

``control``, ``step`` and ``downloads`` are one small bridge script (a few hundred bytes, re-sent with
each step) that hands its mount to the view's script, so a step carries only its numbers. Numbers travel as a small
binary container (:func:`pack`): a JSON header and little-endian float64/int32 arrays, exactly dpcore's floats.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import streamlit as st

_HERE = Path(__file__).resolve().parent
MAGIC = b"PCL1"
_DTYPES = {"f8": np.dtype("<f8"), "i4": np.dtype("<i4")}

#: The component's script and style, inline (read once at import; ``live.js`` / ``live.css`` beside this file).
VIEW_JS = (_HERE / "live.js").read_text(encoding="utf-8")
VIEW_CSS = (_HERE / "live.css").read_text(encoding="utf-8")
#: The bridge: hands its mount to the view's script (queued until that script has loaded). Two lines at least:
#: Streamlit reads a one-line string as the path of a file.
BRIDGE_JS = """export default function (component) {
  const live = (window.__pcLive = window.__pcLive || { queue: [] });
  if (live.mount) return live.mount(component);
  live.queue.push(component);
}
"""
#: The step's mount draws nothing: its element takes no room in the ε row.
BRIDGE_CSS = ".st-key-pc_live_step{display:none}"

ROLE_CONTROL, ROLE_VIEW, ROLE_STEP, ROLE_DOWNLOADS = "control", "view", "step", "downloads"
#: Widget keys of the mounts (stable: the tests and the CSS above use them).
K_CONTROL, K_VIEW, K_STEP, K_DOWNLOADS = "pc_live_control", "pc_live_view", "pc_live_step", "pc_live_downloads"
#: The step mount's state that the control sets when the hand stops: {"epsilon": ε, "seq": its number}.
EVENT_EPSILON = "epsilon"

_view = st.components.v2.component("pc_live_view", js=VIEW_JS, css=VIEW_CSS, isolate_styles=False)
_bridge = st.components.v2.component("pc_live_bridge", js=BRIDGE_JS, css=BRIDGE_CSS, isolate_styles=False)


def pack(header: Mapping[str, Any], arrays: Mapping[str, np.ndarray]) -> bytes:
    """``header`` (JSON) and ``arrays`` (float64 or int32, any shape) as one payload: b"PCL1", the header's length
    (uint32), the header, padding to 8 bytes, then each array's little-endian bytes at an 8-byte boundary. The
    header gains ``arrays``: name → [offset, dtype, shape]."""
    layout: dict[str, list] = {}
    blobs: list[bytes] = []
    offset = 0
    for name, array in arrays.items():
        kind = "i4" if np.issubdtype(np.asarray(array).dtype, np.integer) else "f8"
        data = np.ascontiguousarray(array, dtype=_DTYPES[kind]).tobytes()
        layout[name] = [offset, kind, list(np.shape(array))]
        padded = data + b"\0" * (-len(data) % 8)
        blobs.append(padded)
        offset += len(padded)
    text = json.dumps({**header, "arrays": layout}, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    head = text.encode("utf-8")
    start = len(MAGIC) + 4 + len(head)
    return MAGIC + struct.pack("<I", len(head)) + head + b"\0" * (-start % 8) + b"".join(blobs)


#: A step answers the control's numbered sends; its header carries the last number as a fixed-width string, so that a
#: step computed once (and remembered) is sent to anyone by writing their number into a copy (:func:`with_seq`).
SEQ_WIDTH = 10
_SEQ_BLANK = b'"seq":"' + b"0" * SEQ_WIDTH + b'"'


def seq_field(seq: int = 0) -> str:
    """The header value of a step's sequence number (see :data:`SEQ_WIDTH`)."""
    return f"{seq:0{SEQ_WIDTH}d}"


def with_seq(payload: bytes, seq: int) -> bytes:
    """``payload`` (packed with ``seq`` = ``seq_field()``) with the sequence number ``seq`` written in."""
    at = payload.find(_SEQ_BLANK)
    if at < 0:
        raise ValueError("no blank sequence number in this payload")
    field = f'"seq":"{seq_field(seq)}"'.encode()
    return payload[:at] + field + payload[at + len(_SEQ_BLANK) :]


def unpack(payload: bytes) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """The header and arrays of a :func:`pack` payload (what the browser's script reads)."""
    if payload[:4] != MAGIC:
        raise ValueError("not a live payload")
    (length,) = struct.unpack("<I", payload[4:8])
    header = json.loads(payload[8 : 8 + length].decode("utf-8"))
    start = 8 + length + (-(8 + length) % 8)
    arrays = {}
    for name, (offset, kind, shape) in header.pop("arrays").items():
        dtype = _DTYPES[kind]
        count = int(np.prod(shape)) if shape else 1
        begin = start + offset
        arrays[name] = np.frombuffer(payload, dtype=dtype, count=count, offset=begin).reshape(shape)
    return header, arrays


def markdown_html(text: str) -> str:
    """Our own Markdown sentences (``**bold**`` and backslash escapes, as from :func:`ui.shell.text.reruns_sentence`)
    as HTML: each escaped character shown as itself, ``**`` pairs as ``<strong>``, everything else HTML-escaped."""
    out, bold, i = [], False, 0
    while i < len(text):
        char = text[i]
        if char == "\\" and i + 1 < len(text):
            out.append(_escape(text[i + 1]))
            i += 2
            continue
        if text.startswith("**", i):
            out.append("</strong>" if bold else "<strong>")
            bold = not bold
            i += 2
            continue
        out.append(_escape(char))
        i += 1
    if bold:
        out.append("</strong>")
    return "".join(out)


def _escape(char: str) -> str:
    return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}.get(char, char)


def control(
    *,
    labels: list[str],
    values: list[float],
    epsilon: float,
    stop: int,
    present: bool,
    help_text: str,
    exact_help: str,
    low: float,
    high: float,
) -> None:
    """The ε slider (stops ``values``, shown as ``labels``) at ``stop`` and the exact box at ``epsilon`` (any value
    from ``low`` to ``high``); on a projector with ◀ ε / ε ▶ and ← / →."""
    data = {"role": ROLE_CONTROL, "labels": labels, "values": values, "stop": stop, "epsilon": epsilon}
    data |= {"present": present, "help": help_text, "exact_help": exact_help, "low": low, "high": high}
    _bridge(key=K_CONTROL, data=data, width="stretch")


def view(payload: bytes) -> None:
    """The drawing, from a :func:`pack` payload with ``role`` "view" (the laws at every stop and the page's layout)."""
    _view(key=K_VIEW, data=payload, width="stretch")


def step(payload: bytes, *, on_epsilon: Callable[[], None]) -> None:
    """The server's latest numbers (a :func:`pack` payload with ``role`` "step"); ``on_epsilon`` runs, before the
    fragment, when the control sends ε (read it there with :func:`sent_epsilon`)."""
    _bridge(key=K_STEP, data=payload, width="content", on_epsilon_change=on_epsilon)


def sent_epsilon() -> tuple[float, int] | None:
    """In ``on_epsilon``: the ε the control sent and its sequence number (the browser counts what it sends, and each
    step echoes the last number the server received); None when nothing readable was sent."""
    state = st.session_state.get(K_STEP)
    sent = state.get(EVENT_EPSILON) if isinstance(state, Mapping) else None
    if not isinstance(sent, Mapping):
        return None
    value, seq = sent.get("epsilon"), sent.get("seq", 0)
    if not _number(value) or not _number(seq):
        return None
    return float(value), int(seq)


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and np.isfinite(value)


def downloads() -> None:
    """The chart buttons (PNG, SVG), made in the browser from the drawing on screen."""
    _bridge(key=K_DOWNLOADS, data={"role": ROLE_DOWNLOADS}, width="content")
