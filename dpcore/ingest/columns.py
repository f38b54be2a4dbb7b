"""What each column of a table holds, learnt from its cells first and its name second.

A column's *role* says whether it can hold candidates at all. Survey, poll and form tools add columns that are
never the question: response ids, timestamps, IP addresses, e-mail, durations, status and language codes, free
text. Recognising them by content (an IP address looks like one whatever the tool calls its column) is what lets
a reader work on exports from tools it has never seen.

>>> frame = pd.DataFrame({"IP": ["10.0.0.1", "10.0.0.7", "10.2.0.9"], "Pick": ["A", "B", "A"]})
>>> [profile.role for profile in profile_columns(frame)]
['ip', 'choice']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from dpcore.ingest import cells

__all__ = ["METADATA_ROLES", "ColumnProfile", "is_metadata_name", "looks_like_metadata_label", "profile_columns"]

#: Roles of columns that describe a response rather than answer a question: never candidates.
METADATA_ROLES = frozenset(
    {"empty", "id", "timestamp", "ip", "email", "url", "duration", "metadata", "constant", "percent"}
)

_SAMPLE = 2_000
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)
_IP = re.compile(r"^(?:\d{1,3}\.){3}\d{1,3}$|^[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}$", re.I)
_URL = re.compile(r"^(?:https?://|www\.)", re.I)
#: A login as a form tool records who entered the record: lower case, a name's parts joined by a dot ("j.bouvier").
_LOGIN = re.compile(r"^[a-z]{1,20}\.[a-z]{2,20}\d{0,3}$")
#: A telephone number written in the international form ("+639525622079", "+49 30 1234567"), or a column named
#: for them (a number read as such loses its "+"): whom to reach, never what was chosen.
_PHONE = re.compile(r"^\+\d[\d ()\-]{6,18}\d$")
_PHONE_NAME = re.compile(
    # (not within a word: "Smartphone-Fotografie" is a course offered)
    r"(?<![a-z])(?:tele)?phone|\btel\b|mobile|msisdn|handphone|\bno\.? ?hp\b|telefon|teléfono|telefone|celular|"
    r"móvil|телефон|電話|전화",
    re.I,
)
_MONTH = (  # a month's name or its abbreviation, in the languages exports come in
    r"(?:jan|feb|f[ée]v|m[aä]r|apr|avr|abr|ma[iy]|jun|jui|jul|aug|ago|ao[uû]|sep|o[ck]t|ott|nov|de[cz]|d[ée]c|dic|"
    r"ene|gen)[a-zéû]*\.?"
)
_TIMESTAMP = re.compile(
    # (a Czech, Slovak or Hungarian date spaces its points: "2. 11. 2026 7:42")
    r"\d{1,4}(?:[-/]|\.\s?)\d{1,2}(?:[-/]|\.\s?)\d{1,4}(?:[ T,]|\s[-@]\s)+\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}T|"
    r"^\d{1,2}:\d{2}(:\d{2})?$|"
    rf"^\d{{1,4}}\.?[-/ .]{_MONTH}[-/ .]\d{{2,4}},?[ T]+\d{{1,2}}:\d{{2}}|"  # 29/Nov/24 2:19 PM, 3 Mar 2025 10:04
    rf"^{_MONTH}[-/ .]\d{{1,2}},?[-/ .]\d{{2,4}},?[ T]+\d{{1,2}}:\d{{2}}|"  # Apr-13-25 19:59:52, Mar 3, 2025 10:04
    rf"^[A-Z][a-z]{{2}} {_MONTH} +\d{{1,2}} \d{{1,2}}:\d{{2}}:\d{{2}}|"  # Mon Mar 02 13:50:00 CST 2026 (Unix, Java)
    # (and year first: 1403/09/10, 2026.02.03. as Hungarian and Korean write it)
    r"^\d{4}-\d{2}-\d{2}$|^\d{1,2}[./]\d{1,2}[./]\d{2,4}$|^\d{4}[/.]\d{1,2}[/.]\d{1,2}\.?$",
    re.I,
)
#: What every match of :data:`_TIMESTAMP` contains (a digit, then - / . or :): a cheap scan that rules a long cell
#: out before the timestamp pattern tries each of its starts at every character (66 ms on a 2 MB cell, this 5 ms).
_TIMESTAMP_HINT = re.compile(r"\d[-/.:]")
_TIME_OF_DAY = re.compile(r"\d{1,2}:\d{2}")
_DATE_PART = re.compile(r"\d[-/.]\d|\d{4}-\d")
_ID_TOKEN = re.compile(r"^[A-Za-z0-9_{}:.\-]+$")
#: Header words of response metadata, in the languages exports come in. Content decides first; these only break
#: ties for columns whose content alone is ambiguous (a status column of "Complete" on every row).
_METADATA_NAME = re.compile(
    r"\b(?:id|uuid|guid|ip|ip ?address|e-?mail|status|progress|finished|complete[d]?|duration|language|lang|"
    r"locale|latitude|longitude|user ?agent|browser|device|platform|channel|distribution|collector|consent|"
    r"recipient|external|reference|token|submission|submitted|start(?:ed)?|end(?:ed)?|date|time|timestamp|"
    r"recorded|created|modified|updated|version|index|response ?id|respondent|sprache|dauer|zeitstempel|"
    r"statut|durée|langue|idioma|duración|fecha|hora|estado|disposition)\b|^_|___|seconds|_id\b|\bid_|"
    r"ステータス|状態|状态|상태|日時|提出日|担当者|타임스탬프|时间戳|"  # (no word boundaries in CJK text)
    r"تاریخ|تاريخ|شناسه|وضعیت|الحالة",  # (Persian, Arabic: date, id, status)
    re.I,
)
#: A form's consent to its terms or to data processing, in the languages exports come in ("KVKK Onayı", "DSGVO").
_CONSENT_NAME = re.compile(
    r"consent|gdpr|dsgvo|rgpd|lgpd|\bkvkk\b|\bpdpa\b|popia|opt.?in\b|einwilligung|datenschutz|privacy|"
    r"consentement|consentimiento|consentimento|toestemming|\bzgoda|souhlas|согласи|згода|個人情報|个人信息|개인정보|"
    r"\bonay[ıi]?\b|agree to|i agree|accept(?:e|ed)? (?:the )?terms",
    re.I,
)
_CAMEL_CASE = re.compile(r"(?<=[a-z])(?=[A-Z])")
_LONG_TEXT = 60


@dataclass(frozen=True)
class ColumnProfile:
    """One column, as its cells show it.

    Attributes
    ----------
    name : str
        The column's name.
    role : str
        ``choice`` (few values repeated: can hold candidates), ``answer`` (yes / no / maybe), ``tick`` (one
        value or empty: a ticked option), ``number``, ``free_text``, or one of :data:`METADATA_ROLES` (``percent``:
        shares such as "35.1%", which describe a count beside them).
    filled : int
        Non-empty cells in the sample.
    distinct : int
        Distinct non-empty values in the sample.
    """

    name: str
    role: str
    filled: int
    distinct: int

    @property
    def is_metadata(self) -> bool:
        return self.role in METADATA_ROLES


def profile_columns(frame: pd.DataFrame) -> tuple[ColumnProfile, ...]:
    """The :class:`ColumnProfile` of every column, judged on at most the first 2,000 rows."""
    sample = frame.head(_SAMPLE)
    profiles = tuple(_profile(str(name), sample.iloc[:, position]) for position, name in enumerate(frame.columns))
    return _dates_chosen(sample, profiles)


def _dates_chosen(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> tuple[ColumnProfile, ...]:
    """A column of dates alone, a few of them each on several rows, beside a column of dates with a time of day
    (when each row was sent): its dates are what was chosen (a sign-up sheet's slots), not when."""
    stamps = [position for position, p in enumerate(profiles) if p.role == "timestamp"]
    if len(stamps) < 2:
        return profiles
    texts = {position: _filled_texts(sample.iloc[:, position]) for position in stamps}
    timed = {position: texts[position].str.contains(_TIME_OF_DAY) for position in stamps}
    dates_only = {position: not timed[position].any() for position in stamps}
    if not any((timed[position] & texts[position].str.contains(_DATE_PART)).any() for position in stamps):
        return profiles  # (no column says when a row was sent: a date and a time of day)
    return tuple(
        replace(p, role="choice") if dates_only.get(position) and 2 <= p.distinct <= 12 <= p.filled else p
        for position, p in enumerate(profiles)
    )


def _filled_texts(series: pd.Series) -> pd.Series:
    """The column's non-empty cells as stripped text (answers left empty, "(blank)", "keine Antwort", left out)."""
    texts = series.dropna().astype(str).str.strip()
    return texts[(texts != "") & ~texts.str.lower().isin(cells.BLANK_LABELS)]


def is_metadata_name(name: str) -> bool:
    """A column name that usually heads response metadata (an id, a date, a status...), in several languages; a
    program's camel-case name is read as words ("RecStatus", "HouseholdID", "FirstSaveTime")."""
    return bool(_METADATA_NAME.search(name) or _METADATA_NAME.search(_CAMEL_CASE.sub(" ", name)))


def looks_like_metadata_label(text: str) -> str:
    """What kind of non-candidate a label looks like ("an e-mail address", "a timestamp"...), or ""."""
    text = text.strip()
    for kind, pattern in (("an e-mail address", _EMAIL), ("an IP address", _IP), ("a link", _URL)):
        if pattern.search(text):
            return kind
    if _is_timestamp(text) and re.search(r"\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}", text):
        return "a timestamp"
    if text.startswith("{") and text.endswith("}"):
        return "an import id"
    return ""


def _profile(name: str, series: pd.Series) -> ColumnProfile:
    texts = _filled_texts(series)
    filled, distinct = len(texts), int(texts.nunique())
    role = _role(name, series, texts, filled, distinct)
    return ColumnProfile(name=name, role=role, filled=filled, distinct=distinct)


def _role(name: str, series: pd.Series, texts: pd.Series, filled: int, distinct: int) -> str:
    if filled == 0:
        return "empty"
    share = _share_matching(texts)
    if share(_EMAIL.search) > 0.8:
        return "email"
    if share(_IP.search) > 0.8:
        return "ip"
    if share(_URL.search) > 0.8:
        return "url"
    if share(_LOGIN.search) > 0.9 or share(_PHONE.search) > 0.8 or _PHONE_NAME.search(name):
        return "metadata"  # (who entered each record, or their telephone: not what it answers)
    unique = distinct == filled and filled >= 5
    if share(_is_timestamp) > 0.8 and (distinct > 0.5 * filled or _METADATA_NAME.search(name)):
        return "timestamp"
    codes = cells.answer_codes(series.to_numpy(dtype=object))
    if distinct == 1 and filled < len(series):
        return "tick"  # one value or nothing: a ticked option ("Dune" / empty, "✓" / empty)
    if (codes != cells.BAD).all() and (codes == cells.YES).any():
        # (a consent to the terms or to data processing, asked on every form: not a choice of the vote)
        return "metadata" if names_a_consent(name) else "answer"
    if distinct == 1:
        return "constant"
    numeric = cells.number_share(texts) > 0.9
    shares = texts.str.endswith("%").mean() > 0.9 and cells.number_share(texts.str.rstrip("% ")) > 0.9
    if not numeric and shares:
        return "percent"  # a share of some count beside it ("35.1%"), never a candidate
    if unique and (numeric or share(_ID_TOKEN.search) > 0.9) and (filled >= 8 or not _small_integers(texts)):
        return "id"
    if numeric:
        return "duration" if re.search(r"duration|seconds|dauer|durée|time taken", name, re.I) else "number"
    if _splits_into_repeats(texts):
        return "choice"  # several choices per cell ("Dune, Hyperion"): long cells, but made of a few options
    words = texts.str.count(r"\s+") + 1
    if texts.str.len().mean() > _LONG_TEXT or (distinct > 0.8 * filled and words.mean() > 6):
        return "free_text"
    if unique and filled >= 20:
        return "id"  # every answer different over many rows: names or codes, not a choice
    if _METADATA_NAME.search(name) and len(name.split()) <= 3 and distinct <= 3 and filled >= 5:
        return "metadata"  # status / language / consent codes
    return "choice"


def names_a_consent(name: str) -> bool:
    """A column's name asks for consent to the form's terms or to data processing (:data:`_CONSENT_NAME`)."""
    return bool(_CONSENT_NAME.search(name))


def _share_matching(texts: pd.Series) -> Callable[[Callable[[str], object]], float]:
    """``share(test)``: the share of the column's distinct values (at most 200) that pass ``test``."""
    distinct = pd.unique(texts)[:200]

    def share(test: Callable[[str], object]) -> float:
        return float(np.mean([bool(test(text)) for text in distinct])) if len(distinct) else 0.0

    return share


def holds_timestamps(series: pd.Series) -> bool:
    """Most of the column's filled cells (four in five) are dates or times: when something happened, never who."""
    texts = _filled_texts(series)
    return bool(len(texts)) and float(texts.map(_is_timestamp).mean()) > 0.8


def _is_timestamp(text: str) -> bool:
    """A date with a time, an ISO date or a time of day; the cheap hint first (the full pattern is slow on a
    2 MB cell)."""
    return bool(_TIMESTAMP_HINT.search(text) and _TIMESTAMP.search(text))


def _splits_into_repeats(texts: pd.Series) -> bool:
    """Cells that split on a separator into parts that repeat across cells (several choices per cell)."""
    head = texts.head(500)
    for separator in (";", ", ", "|", "\n"):
        if head.str.contains(separator, regex=False).mean() < 0.2:
            continue
        parts = [part.strip() for text in head for part in text.split(separator) if part.strip()]
        if len(parts) > 1.2 * len(head) and len(set(parts)) <= 0.5 * len(parts):
            return True
    return False


def _small_integers(texts: pd.Series) -> bool:
    values = pd.to_numeric(texts, errors="coerce")
    return bool(values.notna().all() and (values == values.round()).all() and values.between(-1, 100).all())
