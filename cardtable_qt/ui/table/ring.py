"""Places around the table: points spread evenly along a rounded rectangle, counter-clockwise.

Seats sit on a squarish ellipse (a superellipse) following the table's shape; points are spaced
by distance along it, not by angle, so places along the long sides are as far apart as at the
ends. Fraction 0 is the bottom middle (the person's seat); fractions grow to the right, up, left
(counter-clockwise on the screen, the direction play passes).
"""

from __future__ import annotations

import itertools
import math
from bisect import bisect_left
from dataclasses import dataclass, field

_SAMPLES = 720


@dataclass(frozen=True)
class Ring:
    """A superellipse centred on (cx, cy) with half-axes (rx, ry), in card units."""

    cx: float
    cy: float
    rx: float
    ry: float
    squareness: float = 4.0  # 2 is an ellipse; larger is closer to a rectangle
    _table: tuple[tuple[float, ...], tuple[tuple[float, float], ...]] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        points = [self._at_angle(2 * math.pi * i / _SAMPLES) for i in range(_SAMPLES + 1)]
        lengths = [0.0]
        for a, b in itertools.pairwise(points):
            lengths.append(lengths[-1] + math.dist(a, b))
        object.__setattr__(self, "_table", (tuple(lengths), tuple(points)))

    def _at_angle(self, t: float) -> tuple[float, float]:
        # t = 0 at the bottom middle, growing counter-clockwise on the screen
        angle = t - math.pi / 2
        c, s = math.cos(angle), math.sin(angle)
        e = 2.0 / self.squareness
        x = math.copysign(abs(c) ** e, c)
        y = math.copysign(abs(s) ** e, s)
        return (self.cx + self.rx * x, self.cy - self.ry * y)

    def point(self, fraction: float) -> tuple[float, float]:
        """The point ``fraction`` of the way round (0 bottom middle, 0.25 right side…)."""
        lengths, points = self._table
        target = (fraction % 1.0) * lengths[-1]
        i = max(1, bisect_left(lengths, target))
        span = lengths[i] - lengths[i - 1]
        k = 0.0 if span == 0 else (target - lengths[i - 1]) / span
        (x0, y0), (x1, y1) = points[i - 1], points[i]
        return (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k)

    def spread(self, count: int, offset: float = 0.0) -> list[tuple[float, float]]:
        """``count`` points evenly round the ring, the first at ``offset``."""
        return [self.point(offset + i / count) for i in range(count)]
