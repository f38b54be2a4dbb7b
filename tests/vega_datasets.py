"""The named datasets of the Vega-Lite charts an AppTest page drew (``ui.charts.vega.draw`` sends them as Arrow IPC)."""

from __future__ import annotations

import io

import pandas as pd
import pyarrow.ipc


def every_dataset(at: object) -> dict[str, list[pd.DataFrame]]:
    """Per dataset name, its frame in every chart that has one, in page order."""
    found: dict[str, list[pd.DataFrame]] = {}
    for element in at.get("vega_lite_chart"):  # type: ignore[attr-defined]
        for dataset in element.proto.datasets:
            frame = pyarrow.ipc.open_stream(io.BytesIO(dataset.data.data)).read_pandas()
            found.setdefault(dataset.name, []).append(frame)
    return found


def datasets(at: object) -> dict[str, pd.DataFrame]:
    """Per dataset name, its frame in the last chart that has one."""
    return {name: frames[-1] for name, frames in every_dataset(at).items()}
