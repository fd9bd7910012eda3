"""The basic rummy bot: plays its hand with the exact solver, one turn at a time."""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card
from ..engine.rng import Rng
from ..engine.rummy import Declare, Discard, Draw, Pack, RummyView, best_grouping
from ..engine.rummy.advice import best_discard
from ..engine.rummy.groups import is_wild
from ..engine.rummy.solver import loser_points
from .rummy_reading import can_join, held, naturals

HOPELESS_POINTS = 70  # a first hand counting this much, with no pure sequence and ≤ 1 wild


class BasicBot:
    """Policy, in order:

    1. Declare whenever the engine offers a declaration (it is always a valid one).
    2. At the start of a turn, pack only on its first turn (20 points) and only a hopeless hand:
       a best count of 70 or more, no pure sequence in it and at most one wild card.
    3. Take the discard-pile card when it is a wild card, when with it the hand can declare, or
       when after taking it and making the best discard the count is lower and that card sits
       in a group (a card with no card of its rank or near it in its suit is never taken unless
       the hand holds two wilds); otherwise draw from the stock (or take the pile when the stock
       is empty).
    4. Discard the card whose loss leaves the lowest count (the exact solver's loser count),
       keeping wild cards among equals and throwing the highest-scoring card; never the card
       just taken from the pile (D-R8).

    It sees only its view; it uses no randomness, so it is deterministic whatever the ``rng``.
    """

    def choose(self, view: RummyView, legal_actions: list[Any], rng: Rng) -> Any:
        if view.phase == "draw":
            return self._start_turn(view, legal_actions)
        for action in legal_actions:
            if isinstance(action, Declare):
                return action
        keep = view.drawn.face if view.drawn is not None and view.drawn_from == "discard" else None
        card, _points = best_discard(view.hand, view.wild_rank, keep=keep)
        return Discard(held(view.hand, card))

    def _start_turn(self, view: RummyView, legal: list[Any]) -> Any:
        hand, wild = view.hand, view.wild_rank
        if Pack() in legal and view.first_turn and self._hopeless(hand, wild, view):
            return Pack()
        top = view.pile_top
        if top is not None and Draw("discard") in legal:
            if self._wants(hand, top, view) or Draw("stock") not in legal:
                return Draw("discard")
        if Draw("stock") in legal:
            return Draw("stock")
        return legal[0]

    @staticmethod
    def _hopeless(hand: tuple[Card, ...], wild: int, view: RummyView) -> bool:
        wilds = sum(1 for c in hand if is_wild(c, wild))
        if wilds > 1:
            return False
        best = best_grouping(hand, wild)
        return best.points >= HOPELESS_POINTS and "pure" not in best.kinds

    @staticmethod
    def _wants(hand: tuple[Card, ...], top: Card, view: RummyView) -> bool:
        wild = view.wild_rank
        if is_wild(top, wild):
            return True  # a wild card never makes a hand worse
        wilds = sum(1 for c in hand if is_wild(c, wild))
        if wilds < 2 and not can_join(top, naturals(hand, wild), wild):
            return False  # with no card of its rank or suit near it, it cannot join a group
        with_top = (*hand, top)
        cover = view.sequences_hold_6_or_7
        if best_grouping(with_top, wild, winner=True, cover_rule=cover) is not None:
            return True
        now = loser_points(hand, wild)
        card, after = best_discard(with_top, wild, keep=top.face)
        if after >= now:
            return False
        rest = list(with_top)
        rest.remove(held(with_top, card))
        grouped = best_grouping(rest, wild)
        return top in {c for g in grouped.groups for c in g}
