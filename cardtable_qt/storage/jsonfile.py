"""Reading a small JSON file the user's disk may have damaged, or someone may have made hostile.

Everything that can go wrong becomes ``BadFile`` with a reason in plain words: too large, empty,
not text, cut short, not JSON, nested absurdly deep, or holding NaN/Infinity (not JSON at all).
Nothing here trusts the file's size, encoding or shape.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

MAX_DEPTH = 64  # engine states are a few levels deep; this only stops hostile nesting


class BadFile(ValueError):
    """A file that cannot be what it claims; ``reason`` completes "The file …"."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _megabytes(size: int) -> str:
    # Rounded up, so a file just over the limit never reads as equal to it.
    return f"{math.ceil(size / 100_000) / 10:g} MB"


def read_limited(path: Path, max_bytes: int) -> bytes:
    """The file's bytes, refusing (without reading it all) one larger than ``max_bytes``, and
    anything that is not an ordinary file: a folder, or a FIFO or device, which is opened without
    waiting (a FIFO with no writer would block the app forever) and never read.

    ``OSError`` (missing, no permission) is left to the caller: that is not a damaged file.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        os.close(fd)
        raise
    if not regular:
        os.close(fd)
        raise BadFile("is not a file (a folder or a device has its name)")
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        size = path.stat().st_size
        raise BadFile(
            f"is too large to be a CardTable file ({_megabytes(size)}; "
            f"the limit is {_megabytes(max_bytes)})"
        )
    return data


def _refuse_constant(name: str) -> Any:
    raise BadFile(f"holds {name}, which is not a number a CardTable file can contain")


def _finite_float(text: str) -> float:
    # 1e400 is valid JSON but reads as infinity, which no CardTable value may be.
    value = float(text)
    if math.isinf(value):
        raise BadFile(f"holds {text[:40]}, a number too large for a CardTable file")
    return value


def parse_json(data: bytes, max_depth: int = MAX_DEPTH, *, finite: bool = True) -> Any:
    """Strict JSON from UTF-8 bytes (a leading byte-order mark is accepted). A number too large
    for a float (1e400) is refused unless ``finite`` is False: a reader that checks each value
    itself (the settings) then gets ``inf`` and replaces only that value."""
    if not data.strip():
        raise BadFile("is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadFile("is not text (it is damaged, or not a CardTable file)") from None
    try:
        value = json.loads(
            text, parse_constant=_refuse_constant, parse_float=_finite_float if finite else float
        )
    except BadFile:
        raise
    except RecursionError:
        raise BadFile("is nested too deeply to be a CardTable file") from None
    except json.JSONDecodeError as exc:
        # The end reached inside a value or a string: the file lost its end (a crash, a copy
        # cut short), which deserves different words from a file with garbage in it.
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise BadFile("was cut short (its end is missing)") from None
        raise BadFile(
            f"is damaged: it is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    except ValueError:  # e.g. an integer with more digits than Python converts
        raise BadFile("is damaged: it holds a value CardTable cannot read") from None
    if _depth(value) > max_depth:
        raise BadFile("is nested too deeply to be a CardTable file")
    return value


def _depth(value: Any) -> int:
    """How deeply lists/objects nest, without recursion (a hostile file may nest thousands)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children)
    return deepest


def read_json(
    path: Path, max_bytes: int, max_depth: int = MAX_DEPTH, *, finite: bool = True
) -> Any:
    """The one reader of every JSON file the app keeps: ``BadFile`` for anything damaged,
    ``OSError`` (missing, no permission) left to the caller."""
    return parse_json(read_limited(Path(path), max_bytes), max_depth, finite=finite)


def format_on_disk(path: Path, max_bytes: int) -> int | None:
    """The format number of the CardTable file now at ``path``: ``None`` when there is none
    (no file, not ours, unreadable, damaged). Every store asks this just before it writes, so
    that no copy of the app replaces a file a newer CardTable wrote, even one it never read."""
    try:
        data = read_json(path, max_bytes)
    except (BadFile, OSError):
        return None
    if not isinstance(data, dict):
        return None
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        return None
    return version


def has_lone_surrogate(text: str) -> bool:
    """A string JSON can carry (``"\\ud800"``) but no file can be written with."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def dump_json(value: Any) -> bytes:
    """Strict JSON in UTF-8 (no NaN/Infinity); a value that is not JSON raises ``ValueError``.

    Compact on purpose: the autosave is written after every action, and only the C encoder
    (no ``indent``) is fast.
    """
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        return text.encode("utf-8") + b"\n"
    except (TypeError, UnicodeEncodeError, RecursionError) as exc:
        raise ValueError(f"not JSON: {exc}") from None
