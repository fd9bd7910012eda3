"""A hand the person arranges: groups they made, left to right, and loose cards at the right.

Pure data (no Qt): the table asks it where each card belongs and ``GroupsPile`` lays the cards
out from it. Segments are numbered ``0 .. len(groups) - 1`` for the groups and ``len(groups)``
for the loose cards; an operation never leaves an empty group behind. Cards are the engine's
``Card`` values, unique within a match (copies from other decks differ by their deck index).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ...engine.cards import Card, CardError, card_code, card_from_code


class HandGroups:
    """Groups (lists of cards) and loose cards; ``cards()`` is the order shown on the table."""

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self.groups: list[list[Card]] = []
        self.loose: list[Card] = list(cards)

    # --- reading -------------------------------------------------------------------------

    def cards(self) -> list[Card]:
        return [c for g in self.groups for c in g] + self.loose

    def segments(self) -> list[list[Card]]:
        """The groups, then the loose cards (always last, possibly empty)."""
        return [*self.groups, self.loose]

    @property
    def loose_segment(self) -> int:
        return len(self.groups)

    def segment_of(self, card: Card) -> int | None:
        for i, segment in enumerate(self.segments()):
            if card in segment:
                return i
        return None

    def __contains__(self, card: object) -> bool:
        return card in self.loose or any(card in g for g in self.groups)

    def __len__(self) -> int:
        return len(self.loose) + sum(len(g) for g in self.groups)

    def __repr__(self) -> str:
        parts = [" ".join(str(c) for c in g) for g in self.groups]
        return f"HandGroups({parts!r}, loose={' '.join(str(c) for c in self.loose)!r})"

    # --- whole-hand changes --------------------------------------------------------------

    def reset(self, cards: Iterable[Card]) -> None:
        """A new hand: every card loose, in the order given."""
        self.groups = []
        self.loose = list(cards)

    def set_groups(self, groups: Iterable[Iterable[Card]], loose: Iterable[Card] = ()) -> None:
        self.groups = [list(g) for g in groups if g]
        self.loose = list(loose)

    def reconcile(
        self, hand: Sequence[Card], sort: Callable[[Iterable[Card]], list[Card]] | None = None
    ) -> list[Card]:
        """Make the arrangement hold exactly ``hand``: cards gone are dropped, new ones join the
        loose cards at the right. A hand sharing no card with the arrangement (a new deal) is
        laid out afresh, sorted by ``sort``. Returns the new cards."""
        held = set(hand)
        if not any(c in held for c in self.cards()):
            self.reset(sort(hand) if sort is not None else hand)
            return list(hand)
        self.groups = [[c for c in g if c in held] for g in self.groups]
        self.loose = [c for c in self.loose if c in held]
        self._drop_empty()
        known = set(self.cards())
        new = [c for c in hand if c not in known]
        self.loose.extend(new)
        return new

    # --- the person's moves --------------------------------------------------------------

    def add(self, card: Card, segment: int | None = None, index: int | None = None) -> None:
        """A card joins the hand: into ``segment`` at ``index``, or at the loose cards' end."""
        if card in self:
            return
        target = self._segment_list(segment)
        target.insert(len(target) if index is None else max(0, min(index, len(target))), card)

    def remove(self, card: Card) -> None:
        self._take(card)
        self._drop_empty()

    def make_group(self, cards: Sequence[Card]) -> int:
        """A new group of ``cards`` (in the order given), where the first group that gave up one
        of them stood, else after the groups. Returns its segment number."""
        chosen = [c for c in cards if c in self]
        if not chosen:
            return -1
        positions = [self.segment_of(c) for c in chosen]
        from_groups = [p for p in positions if p is not None and p < len(self.groups)]
        marker: list[Card] = []
        where = min(from_groups) if from_groups else len(self.groups)
        self.groups.insert(where, marker)
        for card in chosen:
            self._take(card)
        marker.extend(chosen)
        self._drop_empty()
        return next(i for i, g in enumerate(self.groups) if g is marker)

    def ungroup(self, cards: Iterable[Card]) -> list[Card]:
        """Break up every group holding one of ``cards``; its cards become loose (at the end of
        the loose cards, in their order). Returns the cards that became loose."""
        wanted = set(cards)
        freed: list[Card] = []
        kept: list[list[Card]] = []
        for group in self.groups:
            if wanted.intersection(group):
                freed.extend(group)
            else:
                kept.append(group)
        self.groups = kept
        self.loose.extend(freed)
        return freed

    def move(self, card: Card, segment: int, index: int) -> None:
        """Move ``card`` to ``segment`` at ``index``; both are counted as if the card had already
        left its place (segment numbers do not change until the move is done)."""
        if card not in self:
            return
        self._take(card)
        target = self._segment_list(segment)
        target.insert(max(0, min(index, len(target))), card)
        self._drop_empty()

    def shift(self, card: Card, step: int) -> None:
        """Move a card one place left (-1) or right (+1). At the edge of its segment it joins the
        neighbouring segment instead, so the keyboard can carry a card from group to group."""
        segment = self.segment_of(card)
        if segment is None or step == 0:
            return
        cards = self.segments()[segment]
        index = cards.index(card)
        if 0 <= index + step < len(cards):
            cards.insert(index + step, cards.pop(index))
            return
        neighbour = segment + (1 if step > 0 else -1)
        if not 0 <= neighbour <= len(self.groups):
            return
        self._take(card)  # empties are dropped only after the insert: numbers stay put
        target = self.segments()[neighbour]
        target.insert(0 if step > 0 else len(target), card)
        self._drop_empty()

    # --- internals -----------------------------------------------------------------------

    def _segment_list(self, segment: int | None) -> list[Card]:
        if segment is None or not 0 <= segment < len(self.groups):
            return self.loose
        return self.groups[segment]

    def _take(self, card: Card) -> None:
        for segment in self.segments():
            if card in segment:
                segment.remove(card)
                return

    def _drop_empty(self) -> None:
        self.groups = [g for g in self.groups if g]

    # --- saving ------------------------------------------------------------------------------

    def to_data(self) -> dict[str, list[Any]]:
        """The arrangement as JSON-safe card codes (for the save), groups then loose cards."""
        return {
            "groups": [[card_code(c) for c in g] for g in self.groups],
            "loose": [card_code(c) for c in self.loose],
        }

    def restore(self, data: Any, hand: Sequence[Card]) -> bool:
        """Take back an arrangement saved by ``to_data``, made to hold exactly ``hand``: cards
        not in the hand, unreadable or repeated are dropped, and the hand's cards it lacks join
        the loose cards at the right. Returns False, changing nothing, when ``data`` is not an
        arrangement or shares no card with the hand (a save from another deal)."""
        if not isinstance(data, dict):
            return False
        groups, loose = data.get("groups"), data.get("loose", [])
        if not isinstance(groups, list) or not isinstance(loose, list):
            return False
        held, seen = set(hand), set()

        def cards(codes: Any) -> list[Card]:
            out = []
            for code in codes if isinstance(codes, list) else ():
                try:
                    card = card_from_code(code) if isinstance(code, str) else None
                except CardError:
                    card = None
                if card is not None and card in held and card not in seen:
                    seen.add(card)
                    out.append(card)
            return out

        kept_groups = [cards(g) for g in groups]
        kept_loose = cards(loose)
        if not seen:
            return False
        self.set_groups(kept_groups, kept_loose + [c for c in hand if c not in seen])
        return True

    def notation(self) -> tuple[list[str], str]:
        """The arrangement in card notation (for logs and tests): groups, then loose cards."""
        return [" ".join(str(c) for c in g) for g in self.groups], " ".join(
            str(c) for c in self.loose
        )
