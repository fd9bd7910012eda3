"""Every player's cards at a moment of a finished hand, for the replay's "all cards face up".

A replay's table shows what one seat saw; once a hand is over nothing is hidden any more, so the
replay can also lay out everyone's cards. Each game keeps them in its own place in the state:
this reads them there, seat by seat, as groups (a Pok Deng player's legs are one group each).
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card

Groups = list[tuple[Card, ...]]


def open_hands(game: str, state: Any) -> list[Groups]:
    """The cards each seat holds in ``state``, seat by seat (empty groups left out)."""
    if game == "pokdeng":
        seats = len(state.stacks)
        out: list[Groups] = [[] for _ in range(seats)]
        for hand in state.hands:
            if hand.cards:
                out[hand.seat].append(tuple(hand.cards))
        return out
    if game == "xito":
        return [
            [tuple(c for c in (hole, *up) if c is not None)] if hole is not None or up else []
            for hole, up in zip(state.hole, state.up, strict=True)
        ]
    # Guandan and Rummy: one hand per seat
    return [[tuple(hand)] if hand else [] for hand in state.hands]
