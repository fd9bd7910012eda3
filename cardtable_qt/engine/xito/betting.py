"""Bet and raise amounts: the legal range and the representative ladder offered to bots."""

from __future__ import annotations


def ladder(low: int, high: int, ante: int) -> list[int]:
    """A few amounts from ``low`` to ``high``: the minimum, 2, 3 and 5 antes, half way, the top.

    ``legal_actions`` must be a finite list, so it offers these; ``apply`` takes any amount in
    the range, and ``State.bet_range`` gives the range itself for a slider.
    """
    if high < low:
        return []
    steps = {low, high, (low + high) // 2, 2 * ante, 3 * ante, 5 * ante}
    return sorted(a for a in steps if low <= a <= high)
