"""A row of fixed card places filled from the left: a stud hand, where each card keeps its place.

A ``Pile`` centres its fan on the cards it holds, so every new card would shift the others; in a
row the places are fixed for ``capacity`` cards and a new card simply takes the next one. A
``gap`` (in card widths) can set the first card apart from the rest (the hole card).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from .pile import Pile, PileLayout, Slot


class RowPile(Pile):
    """``capacity`` places ``dx`` card widths apart, the first ``gap`` widths further off."""

    def __init__(self, name: str, layout: PileLayout, capacity: int, gap: float = 0.0) -> None:
        super().__init__(name, layout)
        self.capacity = capacity
        self.gap = gap

    def slots(self, count: int | None = None) -> list[Slot]:
        n = len(self.items) if count is None else count
        places = super().slots(max(self.capacity, n))
        if self.gap:
            w = self.card_width * self.gap / 2
            angle = math.radians(self.layout.rotation)
            along = QPointF(math.cos(angle), math.sin(angle))
            places = [
                Slot(s.pos + along * (-w if i == 0 else w), s.rotation, s.z, s.width)
                for i, s in enumerate(places)
            ]
        return places[:n]

    def extent(self) -> tuple[float, float]:
        """The full row's width and height in card units (every place filled, unrotated)."""
        lay = self.layout
        return ((1 + abs(lay.dx) * (self.capacity - 1) + self.gap) * lay.scale, 1.4 * lay.scale)
