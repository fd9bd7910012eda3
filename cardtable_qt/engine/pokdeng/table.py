"""Where hands sit: the spots around the table and the order cards are dealt in.

Each seat ``s`` owns spot ``2*s`` (its place, where its first hand usually sits) and the spot
``2*s + 1`` is the gap after it, between seat ``s`` and seat ``s + 1``. A hand in a gap is a
**cut-in** (ตัดขา) and takes the cards dealt at that point; the gap after the dealer is the
**last leg** (ขาบ๊วย), dealt after the dealer. The dealer's hand is always at its own spot.

Play and dealing go counter-clockwise, from seat ``i`` to ``i + 1`` (D-P3): the deal starts at
the spot of the dealer's neighbour and goes round, so the dealer is dealt last except for the
last leg. A seat may bet at its own spot or any free gap, never at another seat's place.
"""

from __future__ import annotations

from functools import cache
from typing import Literal, TypeAlias

SpotKind: TypeAlias = Literal["dealer", "own", "cut_in", "last_leg"]


def spot_count(players: int) -> int:
    return 2 * players


def spot_seat(spot: int) -> int:
    """The seat whose place the spot is, or after which the gap lies."""
    return spot // 2


def spot_kind(spot: int, dealer: int) -> SpotKind:
    if spot == 2 * dealer:
        return "dealer"
    if spot == 2 * dealer + 1:
        return "last_leg"
    return "own" if spot % 2 == 0 else "cut_in"


def deal_position(spot: int, dealer: int, players: int) -> int:
    """0 for the first spot dealt (the dealer's neighbour) … ``2*players - 1`` (the last leg)."""
    return (spot - 2 * (dealer + 1)) % (2 * players)


@cache
def betting_order(dealer: int, players: int) -> tuple[int, ...]:
    """The players in turn order, starting at the dealer's neighbour."""
    return tuple((dealer + k) % players for k in range(1, players))


@cache
def spots_for(seat: int, dealer: int, players: int) -> tuple[int, ...]:
    """The spots ``seat`` may use (its own place and every gap), in deal order."""
    if seat == dealer:
        return ()
    spots = [2 * seat] + [2 * k + 1 for k in range(players)]
    return tuple(sorted(spots, key=lambda s: deal_position(s, dealer, players)))
