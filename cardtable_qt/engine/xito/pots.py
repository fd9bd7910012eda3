"""Main and side pots (D-X8): who may win which chips when players went all-in for less."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pot:
    """``amount`` chips that only the seats in ``eligible`` can win (the first pot is the main)."""

    amount: int
    eligible: tuple[int, ...]


def make_pots(contributed: Sequence[int], live: Sequence[bool]) -> tuple[Pot, ...]:
    """Split what each seat put in into pots, the standard way.

    Each distinct amount put in by a live (not folded) seat closes a pot at that level: every
    seat's chips up to the level go in, and the live seats that reached it may win it. Folded
    seats' chips count in the pots but win none. Pots with the same contenders are merged.
    """
    levels = sorted({c for c, alive in zip(contributed, live, strict=True) if alive and c > 0})
    pots: list[Pot] = []
    previous = 0
    for i, level in enumerate(levels):
        top = i == len(levels) - 1
        amount = 0
        for c in contributed:
            # The last pot also takes chips above every live seat's level (dead money).
            amount += (c if top else min(c, level)) - min(c, previous)
        eligible = tuple(s for s, c in enumerate(contributed) if live[s] and c >= level)
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        elif amount:
            pots.append(Pot(amount, eligible))
        previous = level
    total = sum(contributed)
    if not levels and total:
        pots.append(Pot(total, ()))
    return tuple(pots)
