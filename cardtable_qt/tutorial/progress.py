"""Which lessons the person completed, and where they stopped: ``tutorial.json`` in the data
folder (platformdirs), written atomically like every other file.

A file that cannot be read is kept aside (``tutorial.json.bad``), the person is told once in
``problem``, and the chooser opens with no lesson ticked.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from ..storage import paths
from ..storage.files import atomic_write_text, keep_aside

log = logging.getLogger(__name__)

FORMAT = 1
FILE_NAME = "tutorial.json"


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
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problem = f"Your tutorial progress could not be read ({exc})."
            return
        try:
            data = json.loads(text)
            if isinstance(data, dict) and type(data.get("format")) is int:
                if data["format"] > FORMAT:
                    self.read_only = True
                    self.problem = (
                        "Your tutorial progress was saved by a newer CardTable; it is left as "
                        "it is, and what you complete now is not kept."
                    )
                    return
            completed, last = _read(data)
        except (ValueError, UnicodeDecodeError) as exc:
            log.warning("tutorial progress unreadable: %s", exc)
            self._keep_aside()
            return
        self.completed = completed
        self.last = last

    def _keep_aside(self) -> None:
        try:
            aside = keep_aside(self.path)
        except OSError as exc:
            self.problem = (
                f"Your tutorial progress was damaged and could not be moved aside ({exc}); "
                "the lessons start with none completed."
            )
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
        data = {"format": FORMAT, "completed": sorted(self.completed), "last": self.last}
        try:
            atomic_write_text(self.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        except OSError as exc:  # progress is never worth stopping a lesson for
            log.error("tutorial progress not saved: %s", exc)
            self.problem = f"Your tutorial progress could not be saved ({exc})."


def _read(data: Any) -> tuple[set[str], str | None]:
    if not isinstance(data, dict) or type(data.get("format")) is not int:
        raise ValueError("not a tutorial progress file")
    completed = data.get("completed", [])
    last = data.get("last")
    if not isinstance(completed, list) or not all(isinstance(k, str) for k in completed):
        raise ValueError("completed: a list of lesson names")
    if last is not None and not isinstance(last, str):
        raise ValueError("last: a lesson name")
    return set(completed), last
