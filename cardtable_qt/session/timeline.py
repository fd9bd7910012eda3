"""What the session remembers beyond the state: the finished hands of the match, and what undo
needs to take moves back (no Qt here, so it is tested without a table).

- **History**: a ``HandRecord`` of every finished hand, newest last. A save carries the newest
  of them up to ``SAVE_BUDGET`` bytes of JSON (older ones dropped first; the hand in play is in
  the session's own snapshot and log, never dropped); memory keeps up to ``MEMORY_BUDGET``.
- **Undo**: the bot generators as they were before each move of the hand in play, so a move taken
  back leaves every bot exactly where it was (the same moves follow when play resumes); and which
  cards the person saw since each position (``sight``): undo never goes back to a position
  where one of them was hidden from every seat.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any

from ..engine.handlog import HandDataError, HandRecord, HandRecorder, record_from_data
from ..engine.rng import Rng
from .sight import Sight, SightLine

log = logging.getLogger(__name__)

SAVE_BUDGET = 200_000  # bytes of JSON for the finished hands in a save (~25 Guandan hands)
MEMORY_BUDGET = 1_000_000  # what the history window can list in one sitting


class Timeline:
    def __init__(self, game: str, options: Any, state: Any, players: Sequence[str]) -> None:
        self.recorder = HandRecorder(game, options, state, players)
        self._history: list[tuple[HandRecord, dict[str, Any], int]] = []  # record, data, size
        # one entry per move of the hand in play: the acting bot's generator before it moved
        self.rngs_before: list[dict[str, Any] | None] = []
        # what the person saw since each position of the hand in play, and who knew it there
        self.sight = SightLine()

    # --- history ---------------------------------------------------------------------------

    @property
    def history(self) -> list[HandRecord]:
        return [record for record, _data, _size in self._history]

    def add(self, records: Sequence[HandRecord]) -> None:
        for record in records:
            data = record.to_data()
            self._history.append((record, data, len(json.dumps(data, ensure_ascii=False))))
        self._trim(MEMORY_BUDGET)

    def _trim(self, budget: int) -> None:
        while len(self._history) > 1 and sum(s for _r, _d, s in self._history) > budget:
            del self._history[0]

    def history_payload(self) -> list[dict[str, Any]]:
        """The newest finished hands within ``SAVE_BUDGET``, oldest first."""
        kept: list[dict[str, Any]] = []
        used = 0
        for _record, data, size in reversed(self._history):
            if used + size > SAVE_BUDGET:
                break
            kept.append(data)
            used += size
        kept.reverse()
        return kept

    def restore_history(self, data: Any) -> None:
        """The history of a save: each hand checked by replaying it; a hand that fails is left
        out (a damaged history is never worth refusing the game for)."""
        if data is None:
            return
        if not isinstance(data, list):
            log.warning("ignored the hand history in the save: not a list")
            return
        records = []
        for i, entry in enumerate(data):
            try:
                records.append(record_from_data(entry))
            except HandDataError as exc:
                log.warning("left hand %d of the saved history out: %s", i, exc.message)
        self.add(records)

    # --- the hand in play ------------------------------------------------------------------

    def moved(self, rng_before: Rng | None, before: Sight, after: Sight) -> None:
        self.rngs_before.append(None if rng_before is None else rng_before.to_dict())
        self.sight.moved(before, after)

    def hand_over(self) -> None:
        self.rngs_before = []
        self.sight = SightLine()

    def take_back(self, index: int) -> None:
        """The moves from ``index`` on are taken back."""
        del self.rngs_before[index:]
        self.sight.take_back(index)

    def rngs_payload(self) -> list[dict[str, Any] | None]:
        return list(self.rngs_before)

    def restore_rngs(self, data: Any, moves: int) -> None:
        """The generators of a save (none in an older save: undo then reaches back only to
        the moves made since it was opened)."""
        if (
            isinstance(data, list)
            and len(data) == moves
            and all(d is None or _is_rng(d) for d in data)
        ):
            self.rngs_before = list(data)
        else:
            self.rngs_before = []

    def undoable_from(self, moves: int) -> int:
        """The first move of the hand in play that undo may take back, were no card shown
        (earlier ones have no generator on record)."""
        return moves - len(self.rngs_before)

    def restore_sight(self, line: SightLine | None, moves: int) -> None:
        """What the person saw in the restored hand (worked out again from the hand's log,
        never read from the file); unknown: no move of it may be taken back."""
        self.sight = line if line is not None and len(line) == moves else SightLine()

    def fair_back_to(self, index: int) -> bool:
        """Whether undo may go back to the position before move ``index``: the person has seen
        nothing since that no seat knew there."""
        return self.sight.fair_back_to(index)


def _is_rng(data: Any) -> bool:
    try:
        Rng.from_dict(data)
    except (ValueError, TypeError, KeyError, AttributeError):
        return False
    return True
