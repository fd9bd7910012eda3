"""What a 13-card rummy hand is expected to cost, read off a table measured by simulation.

The cost of a deal to a seat is its points less the average of the other seats' points (lower is
better: a declaration makes it negative). ``rummy_cost_table`` holds its mean, measured by
``bench/strength/rummy_costs.py``, by the seat's turn, the hand's deficiency and a band of its
count; between bands the cost is read on the straight line through the neighbouring bands'
middles, so a lower count always reads as cheaper within a deficiency.
"""

from __future__ import annotations

from functools import cache
from itertools import pairwise

MAX_TURN = 4  # turns from the fourth on share one row
MAX_DEFICIENCY = 5  # so do deficiencies from five
BANDS = 9  # counts 0-9, 10-19, ..., 70-79, and 80 or more
MIN_HANDS = 20  # a cell measured on fewer hands is not read
SLOPE = 0.6  # cost per point of count, beyond the measured bands (the tables' typical slope)
BAND_MIDDLE = (*(10 * b + 4.5 for b in range(BANDS - 1)), 90.0)


def band(points: int) -> int:
    return min(points // 10, BANDS - 1)


@cache
def _row(players: int, kind: str, turn: int, d: int) -> tuple[tuple[float, float], ...]:
    """The measured (count, cost) points of one row, by count; the nearest measured row when
    this one has none (a nearer turn first, then a deficiency one off)."""
    from .rummy_cost_table import TABLES

    cells = TABLES[_table_size(players)]["cells"]
    for t, dd in _nearest(turn, d):
        row = tuple(
            (BAND_MIDDLE[b], cells[(kind, t, dd, b)][0] + (d - dd) * 4.0)
            for b in range(BANDS)
            if (kind, t, dd, b) in cells and cells[(kind, t, dd, b)][1] >= MIN_HANDS
        )
        if row:
            return row
    raise LookupError(f"no measured cost for {kind} turn {turn} deficiency {d}")


def _nearest(turn: int, d: int) -> list[tuple[int, int]]:
    order = sorted(range(1, MAX_TURN + 1), key=lambda t: abs(t - turn))
    return [(t, d) for t in order] + [(t, dd) for dd in (d + 1, d - 1) for t in order]


def _table_size(players: int) -> int:
    from .rummy_cost_table import TABLES

    return min(TABLES, key=lambda n: (abs(n - players), n))


def expected_cost(players: int, kind: str, turn: int, d: int, points: int) -> float:
    """The expected cost of a hand at ``turn`` (1 the seat's first) with deficiency ``d`` and
    count ``points``: "pre" before the turn's draw, "post" after its discard."""
    row = _row(players, kind, min(turn, MAX_TURN), min(d, MAX_DEFICIENCY))
    if points <= row[0][0]:
        return row[0][1] - SLOPE * (row[0][0] - points)
    for (p0, c0), (p1, c1) in pairwise(row):
        if points <= p1:
            return c0 + (c1 - c0) * (points - p0) / (p1 - p0)
    return row[-1][1] + SLOPE * (points - row[-1][0])


def pack_cost(players: int) -> float:
    """The mean cost of a first-turn pack (20 points, less what the others then score)."""
    from .rummy_cost_table import TABLES

    cost: float = TABLES[_table_size(players)]["pack"][0]
    return cost
