"""Another seat's hand laid face up where its backs lie: a finished hand's replay, faces up.

A seat's backs can be squeezed into a narrow fan (nobody reads a back), but open cards must show
their corners. ``OpenFan`` lays them upright in as few rows as keep every corner readable (each
card at least ``min_step`` of its width from the next), each row at most ``width`` card units
wide, the rows ``row_step`` card heights apart, a lower row over the bottom of the one above
(the corner index sits at the top). A Guandan hand of 27 cards thus fits beside a side seat's
plate in three short rows, where one row would cross the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from .pile import Pile, PileLayout, Slot
from .units import CARD_H, CARD_W


class OpenFan(Pile):
    """Rows of upright cards centred on (``layout.x``, ``layout.y``), ``layout.dx`` apart at
    most; ``layout.rotation`` turns the whole block (the cards stay square to it)."""

    def __init__(
        self,
        name: str,
        layout: PileLayout,
        width: float,
        rows: int = 1,
        min_step: float = 0.3,
        row_step: float = 0.6,
    ) -> None:
        super().__init__(name, layout)
        self.width = width
        self.rows = max(1, rows)
        self.min_step = min_step
        self.row_step = row_step

    def shape(self, count: int) -> tuple[int, float]:
        """How many rows ``count`` cards take and the step between two cards of a row (scene
        units): the fewest rows whose step keeps the corners readable, else all the rows."""
        w = self.card_width
        room = max(0.0, self.width * CARD_W - w)
        step = self.layout.dx * w
        for rows in range(1, self.rows + 1):
            per_row = math.ceil(count / rows) if count else 0
            step = self.layout.dx * w
            if per_row > 1:
                step = min(step, room / (per_row - 1))
            if step >= self.min_step * w:
                return rows, step
        return self.rows, step

    def slots(self, count: int | None = None) -> list[Slot]:
        n = len(self.items) if count is None else count
        if n == 0:
            return []
        rows, step = self.shape(n)
        per_row = math.ceil(n / rows)
        lay = self.layout
        angle = math.radians(lay.rotation)
        cos, sin = math.cos(angle), math.sin(angle)
        centre = self.centre()
        down = self.row_step * CARD_H * lay.scale
        out = []
        for i in range(n):
            row, place = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            along = (place - (in_row - 1) / 2) * step
            across = (row - (rows - 1) / 2) * down
            out.append(
                Slot(
                    QPointF(
                        centre.x() + along * cos - across * sin,
                        centre.y() + along * sin + across * cos,
                    ),
                    lay.rotation,
                    lay.z + i,
                    self.card_width,
                )
            )
        return out

    def extent(self, count: int) -> tuple[float, float]:
        """The block's width and height in card units for ``count`` cards (unrotated)."""
        if count == 0:
            return (0.0, 0.0)
        rows, step = self.shape(count)
        per_row = math.ceil(count / rows)
        scale = self.layout.scale
        wide = (self.card_width + step * (per_row - 1)) / CARD_W
        high = (CARD_H * scale + (rows - 1) * self.row_step * CARD_H * scale) / CARD_W
        return (wide, high)


@dataclass(frozen=True)
class Look:
    """How an ``OpenFan`` lays its cards: a seat's backs close together, its faces readable."""

    layout: PileLayout
    width: float = 99.0  # card units: no squeeze
    rows: int = 1
    min_step: float = 0.3


def set_look(fan: OpenFan, look: Look) -> None:
    """Lay ``fan`` out as ``look`` says from now on (the caller snaps or animates its cards)."""
    fan.layout = look.layout
    fan.width = look.width
    fan.rows = max(1, look.rows)
    fan.min_step = look.min_step
