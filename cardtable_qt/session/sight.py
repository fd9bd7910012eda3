"""What the person has seen: the cards in a seat's view, and the moves after which a new one
showed (no Qt here, so it is tested without a table).

Fair play for undo, one rule for every game: a move after which the person's view holds a card
that no seat's view held before (a card drawn from the stock, a card dealt, a hand dealt, a
third card) cannot be taken back, nor any move before it, so no undo ever shows a hidden card
and then lets the person choose again. A card an opponent plays or shows from their own hand was
in their view already, so it does not count: undo still takes back a move the others answered.
The views are read as they are (every ``Card`` anywhere in them), so a game needs nothing of its
own for it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from ..engine.cards import Card

NOTHING: frozenset[Card] = frozenset()
MAX_SEATS = 16  # more than any table has: the views are asked for seat by seat until one fails


@dataclasses.dataclass(frozen=True)
class Sight:
    """The cards the person sees, and the cards any seat sees, in one position."""

    person: frozenset[Card]
    anyone: frozenset[Card]


NO_SIGHT = Sight(NOTHING, NOTHING)


def cards_in_view(view: Any) -> frozenset[Card]:
    """Every card anywhere in ``view`` (its fields, tuples, lists and dicts, at any depth)."""
    found: set[Card] = set()
    _collect(view, found)
    return frozenset(found)


def _collect(value: Any, found: set[Card]) -> None:
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, str | bytes | int | float | bool) or value is None:
        return
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            _collect(getattr(value, field.name), found)
    elif isinstance(value, dict):
        for key, item in value.items():
            _collect(key, found)
            _collect(item, found)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            _collect(item, found)


def seen_by(state: Any, seat: int | None) -> Sight:
    """What ``seat`` sees in ``state``, and what any seat sees (nothing for no seat: a demo
    has no person)."""
    if seat is None:
        return NO_SIGHT
    person = cards_in_view(state.view(seat))
    anyone = set(person)
    for other in range(MAX_SEATS):
        if other == seat:
            continue
        try:
            anyone |= cards_in_view(state.view(other))
        except (ValueError, IndexError, KeyError):  # no such seat: every seat was asked
            break
    return Sight(person, frozenset(anyone))


class SightLine:
    """For each position of the hand in play (the one before each move): the cards some seat
    saw there, and every card the person has seen since that position was first reached,
    in the moves taken back too. Undo may go back to a position only when all the person saw
    since was known there to some seat; a card a bot drew from the stock and then threw, for
    one, was known to no one when the person chose.
    """

    def __init__(self) -> None:
        self._there: list[frozenset[Card]] = []
        self._since: list[set[Card]] = []
        self._carried: set[Card] | None = None  # seen since the current position, taken back

    def __len__(self) -> int:
        return len(self._there)

    def moved(self, before: Sight, after: Sight) -> None:
        since = self._carried if self._carried is not None else set(before.person)
        self._carried = None
        self._there.append(before.anyone)
        self._since.append(since)
        if not after.person <= before.person:  # each position so far saw ``before`` already
            for seen in self._since:
                seen |= after.person

    def take_back(self, index: int) -> None:
        """The moves from ``index`` on are taken back: position ``index`` is the current one,
        and keeps what the person saw since it was reached."""
        if index < len(self._since):
            self._carried = self._since[index]
        del self._there[index:]
        del self._since[index:]

    def fair_back_to(self, index: int) -> bool:
        """Whether going back to the position before move ``index`` lets the person choose
        again knowing only what some seat knew there."""
        if not 0 <= index < len(self._since):
            return False
        return self._since[index] <= self._there[index]


def sight_line(
    module: Any, start: dict[str, Any], moves: Iterable[Any], seat: int | None
) -> SightLine:
    """The ``SightLine`` of a hand's log (from its ``start`` snapshot), for the person in
    ``seat``. Raises what the engine raises on a log it cannot play."""
    state = module.from_dict(start)
    before = seen_by(state, seat)
    line = SightLine()
    for action in moves:
        state.apply(action)
        after = seen_by(state, seat)
        line.moved(before, after)
        before = after
    return line
