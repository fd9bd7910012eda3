"""The finished hands a saved game carries (its ``history``), read without opening the game.

The hand history window lists them for any save, so a game need not be resumed to replay or
review its hands. A hand whose record is damaged is left out, as when the game itself is opened.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from ..engine.handlog import HandDataError, HandRecord, record_from_data

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SavedHistory:
    records: list[HandRecord]
    names: list[str]  # the seats' names, seat by seat
    seat: int | None  # the person's seat (None: nobody played it, a demo)


def saved_history(payload: dict[str, Any]) -> SavedHistory:
    """The history in a save's session payload (as ``SaveStore.load`` gives it)."""
    seats = payload.get("seats")
    seats = seats if isinstance(seats, list) else []
    names = [str(s.get("name", "")) if isinstance(s, dict) else "" for s in seats]
    seat = next(
        (i for i, s in enumerate(seats) if isinstance(s, dict) and s.get("kind") == "human"),
        None,
    )
    entries = payload.get("history")
    records: list[HandRecord] = []
    for i, entry in enumerate(entries if isinstance(entries, list) else []):
        try:
            records.append(record_from_data(entry))
        except HandDataError as exc:
            log.warning("left hand %d of the saved history out: %s", i, exc.message)
    return SavedHistory(records, names, seat)
