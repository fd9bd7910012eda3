"""Which lessons the person completed, and where they stopped: ``tutorial.json`` in the data
folder (platformdirs), written atomically like every other file.

A file that cannot be read is kept aside (``tutorial.json.bad``), the person is told once in
``problem``, and the chooser opens with no lesson ticked.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from ..storage import paths
from ..storage.files import atomic_write_bytes, keep_aside
from ..storage.jsonfile import BadFile, dump_json, format_on_disk, has_lone_surrogate, read_json

log = logging.getLogger(__name__)

FORMAT = 1
FILE_NAME = "tutorial.json"
MAX_PROGRESS_BYTES = 1_000_000  # 32 lessons' names take about 1 KB
NEWER_PROBLEM = (
    "Your tutorial progress was saved by a newer CardTable; it is left as it is, and what you "
    "complete now is not kept."
)


class Progress:
    """``completed`` lesson keys (``game/id``) and the ``last`` lesson started."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.data_dir() / FILE_NAME
        self.completed: set[str] = set()
        self.last: str | None = None
        self.problem: str | None = None  # what went wrong reading or writing, said once
        self.read_only = False  # a newer CardTable's file: read by it, never touched here
        self._load()

    def _load(self) -> None:
        try:
            data = read_json(self.path, MAX_PROGRESS_BYTES)
        except FileNotFoundError:
            return
        except BadFile as exc:
            log.warning("tutorial progress unreadable: %s", exc.reason)
            self._keep_aside()
            return
        except OSError as exc:
            self.problem = f"Your tutorial progress could not be read ({exc.strerror or exc})."
            self.read_only = True  # never write over a file that could not be read
            return
        if isinstance(data, dict) and _is_format(data.get("format")) and data["format"] > FORMAT:
            self.read_only = True
            self.problem = NEWER_PROBLEM
            return
        try:
            completed, last, dropped = _read(data)
        except ValueError as exc:
            log.warning("tutorial progress unreadable: %s", exc)
            self._keep_aside()
            return
        self.completed = completed
        self.last = last
        if dropped:
            self._clean_up(dropped)

    def _clean_up(self, dropped: int) -> None:
        """Lesson names no file can hold (a lone surrogate) were dropped: the original is kept
        aside once and the rest written back, so the next save cannot fail on them."""
        log.warning("tutorial progress: %d unreadable lesson names dropped", dropped)
        try:
            aside = keep_aside(self.path)
        except OSError as exc:
            self.problem = (
                "Some lesson names in your tutorial progress could not be read and were left "
                f"out; the file could not be kept aside ({exc.strerror or exc})."
            )
            self.read_only = True  # never write over what could not be kept
            return
        self.problem = (
            "Some lesson names in your tutorial progress could not be read and were left out; "
            f"the original file was kept as {aside.name}."
        )
        self.save()

    def _keep_aside(self) -> None:
        try:
            aside = keep_aside(self.path)
        except OSError as exc:
            self.problem = (
                f"Your tutorial progress was damaged and could not be moved aside ({exc}); "
                "the lessons start with none completed."
            )
            self.read_only = True
            return
        self.problem = (
            f"Your tutorial progress was damaged; it was kept as {aside.name} and the lessons "
            "start with none completed."
        )

    def is_done(self, key: str) -> bool:
        return key in self.completed

    def mark_started(self, key: str) -> None:
        if self.last != key:
            self.last = key
            self.save()

    def mark_done(self, key: str) -> None:
        if key not in self.completed:
            self.completed.add(key)
            self.save()

    def save(self) -> None:
        if self.read_only:
            return
        newer = format_on_disk(self.path, MAX_PROGRESS_BYTES)
        if newer is not None and newer > FORMAT:  # written since it was read, by a newer copy
            self.read_only = True
            self.problem = NEWER_PROBLEM
            return
        data = {"format": FORMAT, "completed": sorted(self.completed), "last": self.last}
        try:
            atomic_write_bytes(self.path, dump_json(data))
        except (OSError, ValueError) as exc:  # progress is never worth stopping a lesson for
            log.error("tutorial progress not saved: %s", exc)
            self.problem = f"Your tutorial progress could not be saved ({exc})."


def _is_format(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _read(data: Any) -> tuple[set[str], str | None, int]:
    """The completed lessons, the last one, and how many names were dropped as unwritable."""
    if not isinstance(data, dict) or not _is_format(data.get("format")):
        raise ValueError("not a tutorial progress file")
    completed = data.get("completed", [])
    last = data.get("last")
    if not isinstance(completed, list) or not all(isinstance(k, str) for k in completed):
        raise ValueError("completed: a list of lesson names")
    if last is not None and not isinstance(last, str):
        raise ValueError("last: a lesson name")
    kept = {key for key in completed if not has_lone_surrogate(key)}
    dropped = len(set(completed)) - len(kept)
    if last is not None and has_lone_surrogate(last):
        last, dropped = None, dropped + 1
    return kept, last, dropped
