"""A row of cards laid out in groups: a gap between groups, a label place under each.

``GroupsPile`` is a ``Pile`` drawn from a ``HandGroups`` arrangement: its items are kept in the
arrangement's order and consecutive cards of one segment form a run; runs are separated by a gap.
A row too wide for its ``max_width`` is squeezed evenly. The scene moves cards into and out of it
like any pile; the pile also answers where a dropped card would go (``insertion_at``) and where
each run lies (``runs``), for the labels.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from .card_item import CardItem
from .hand_groups import HandGroups
from .pile import Pile, PileLayout, Slot
from .units import CARD_W


@dataclass(frozen=True)
class Run:
    """Consecutive cards of one segment (``segment`` None: cards the arrangement lacks)."""

    segment: int | None
    items: tuple[CardItem, ...]
    left: float  # scene x of the first card's left edge
    right: float  # scene x of the last card's right edge

    @property
    def centre(self) -> float:
        return (self.left + self.right) / 2


class GroupsPile(Pile):
    """A horizontal row centred on the layout's point; ``gap`` is in card widths."""

    def __init__(
        self,
        name: str,
        layout: PileLayout,
        groups: HandGroups,
        *,
        gap: float = 0.4,
        max_width: float | None = None,
    ) -> None:
        super().__init__(name, layout)
        self.groups = groups
        self.gap = gap
        self.max_width = max_width  # in card units

    # --- order -----------------------------------------------------------------------------

    def add(self, item: CardItem, index: int | None = None) -> None:
        super().add(item, index)
        self.sort_items()

    def sort_items(self) -> None:
        """Put the items in the arrangement's order (cards it lacks keep their order, last)."""
        rank = {card: i for i, card in enumerate(self.groups.cards())}
        late = len(rank)
        position = {id(item): n for n, item in enumerate(self.items)}
        self.items.sort(
            key=lambda it: (
                rank.get(it.card, late) if it.card is not None else late,
                position[id(it)],
            )
        )

    def _segments(self, items: Sequence[CardItem]) -> list[int | None]:
        where: dict[object, int] = {}
        for number, segment in enumerate(self.groups.segments()):
            for card in segment:
                where[card] = number
        return [where.get(item.card) if item.card is not None else None for item in items]

    # --- geometry --------------------------------------------------------------------------

    def _offsets(self, items: Sequence[CardItem]) -> tuple[list[float], float]:
        """Each card's centre x relative to the row's centre, and the row's width."""
        w = self.card_width
        segments = self._segments(items)
        xs: list[float] = []
        x = 0.0
        for i, segment in enumerate(segments):
            if i:
                x += self.layout.dx * w + (self.gap * w if segment != segments[i - 1] else 0.0)
            xs.append(x)
        span = (xs[-1] if xs else 0.0) + w
        if self.max_width is not None and xs and span > self.max_width * CARD_W:
            squeeze = max(0.05, (self.max_width * CARD_W - w) / max(1e-6, xs[-1]))
            xs = [x * squeeze for x in xs]
            span = xs[-1] + w
        middle = (xs[-1] if xs else 0.0) / 2
        return [x - middle for x in xs], span

    def slots(self, count: int | None = None) -> list[Slot]:
        if count is not None and count != len(self.items):
            return super().slots(count)
        offsets, _span = self._offsets(self.items)
        centre = self.centre()
        w = self.card_width
        return [
            Slot(QPointF(centre.x() + dx, centre.y()), 0.0, self.layout.z + i, w)
            for i, dx in enumerate(offsets)
        ]

    def runs(self) -> list[Run]:
        """The runs as laid out now, left to right."""
        if not self.items:
            return []
        offsets, _span = self._offsets(self.items)
        segments = self._segments(self.items)
        half = self.card_width / 2
        cx = self.centre().x()
        out: list[Run] = []
        start = 0
        for i in range(1, len(self.items) + 1):
            if i == len(self.items) or segments[i] != segments[start]:
                out.append(
                    Run(
                        segments[start],
                        tuple(self.items[start:i]),
                        cx + offsets[start] - half,
                        cx + offsets[i - 1] + half,
                    )
                )
                start = i
        return out

    def label_places(self, overhang: float = 0.3) -> list[tuple[Run, float, float]]:
        """Each run with the span its label may use (scene x, left and right): up to half-way
        across the gaps, and ``overhang`` card widths past the row's two ends."""
        runs = self.runs()
        reach = self.card_width * overhang
        out = []
        for n, run in enumerate(runs):
            left = (runs[n - 1].right + run.left) / 2 if n else run.left - reach
            right = (run.right + runs[n + 1].left) / 2 if n + 1 < len(runs) else run.right + reach
            out.append((run, left, right))
        return out

    def insertion_at(self, x: float, exclude: CardItem | None = None) -> tuple[int, int]:
        """Where a card dropped at scene ``x`` goes: (segment, index in it), counted without
        ``exclude`` (the card being moved). Between two runs it joins the nearer one."""
        items = [i for i in self.items if i is not exclude]
        loose = self.groups.loose_segment
        if not items:
            return loose, 0
        offsets, _span = self._offsets(items)
        segments = self._segments(items)
        cx = self.centre().x()
        centres = [cx + dx for dx in offsets]
        after = next((n for n, c in enumerate(centres) if x < c), len(items))
        if after == 0:
            left_seg, right_seg = None, segments[0]
        elif after == len(items):
            left_seg, right_seg = segments[-1], None
        else:
            left_seg, right_seg = segments[after - 1], segments[after]
        if left_seg is not None and right_seg is not None and left_seg != right_seg:
            # between two runs: the nearer card decides
            near_left = x - centres[after - 1] <= centres[after] - x
            right_seg = None if near_left else right_seg
            left_seg = left_seg if near_left else None
        segment = left_seg if right_seg is None else right_seg
        if segment is None:
            return loose, len(self.groups.loose)
        members = [n for n, s in enumerate(segments) if s == segment]
        index = sum(1 for n in members if n < after)
        return segment, index
