"""Scoring a deal: the winner 0, a packer the pack's cost, everyone else their scattered count."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from .events import SeatScore
from .solver import best_grouping


def halved(count: int) -> int:
    """D-R11: a first-turn declaration halves the others' counts, rounded up."""
    return (count + 1) // 2


def score_deal(
    hands: Sequence[Sequence[Card]],
    status: Sequence[str],
    charged: Sequence[int],
    winner: int,
    wild_rank: int,
    *,
    halve: bool = False,
) -> tuple[SeatScore, ...]:
    """Every seat's score; the program groups each loser's hand itself (D-R10)."""
    scores = []
    for seat, hand in enumerate(hands):
        if status[seat] == "out":
            scores.append(SeatScore(seat, "out", (), (), (), 0, 0))
        elif seat == winner:
            scores.append(SeatScore(seat, "winner", (), (), (), 0, 0))
        elif status[seat] == "packed":
            cost = charged[seat]
            scores.append(SeatScore(seat, "packed", (), (), (), cost, cost))
        else:
            best = best_grouping(hand, wild_rank)
            points = halved(best.points) if halve else best.points
            scores.append(
                SeatScore(
                    seat, "counted", best.groups, best.kinds, best.scattered, best.points, points
                )
            )
    return tuple(scores)
