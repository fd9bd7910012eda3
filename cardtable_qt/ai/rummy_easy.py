"""The easy rummy bot: a casual player, below the basic bot and far above random play.

- Declares whenever it can (a casual player sees a finished hand).
- Packs only what the basic bot packs: a hopeless first hand (never a good one).
- Sometimes overlooks a useful discard-pile card (it takes a wild card or a card that lets it
  declare every time) and draws from the stock instead.
- Discards by a softmax over the hand's count after each discard: usually the best discard,
  now and then a card that was worth keeping. It never discards a printed joker or a wild card
  while another card leaves the same count or better.
"""

from __future__ import annotations

import math
from typing import Any

from ..engine.cards import Card
from ..engine.rng import Rng
from ..engine.rummy import Declare, Discard, Draw, RummyView, best_grouping, is_wild
from ..engine.rummy.advice import discard_options
from .rummy_basic import BasicBot

TEMPERATURE = 2.5  # softmax temperature over the count left after a discard (points)
OVERLOOK = 0.4  # chance of not taking a pile card the basic bot would take


class EasyBot:
    def __init__(self) -> None:
        self._basic = BasicBot()

    def choose(self, view: RummyView, legal_actions: list[Any], rng: Rng) -> Any:
        for action in legal_actions:
            if isinstance(action, Declare):
                return action
        if view.phase == "draw":
            choice = self._basic.choose(view, legal_actions, rng)
            if choice == Draw("discard") and Draw("stock") in legal_actions:
                top = view.pile_top
                assert top is not None
                if not is_wild(top, view.wild_rank) and not self._declares_with(view, top):
                    if rng.random() < OVERLOOK:
                        return Draw("stock")
            return choice
        return self._discard(view, rng)

    @staticmethod
    def _declares_with(view: RummyView, top: Card) -> bool:
        cards = (*view.hand, top)
        found = best_grouping(
            cards, view.wild_rank, winner=True, cover_rule=view.sequences_hold_6_or_7
        )
        return found is not None

    @staticmethod
    def _discard(view: RummyView, rng: Rng) -> Any:
        keep = view.drawn.face if view.drawn is not None and view.drawn_from == "discard" else None
        options = discard_options(view.hand, view.wild_rank, keep=keep)
        best = min(p for _, p in options)
        # Wild cards are kept unless nothing else may go (they cost nothing scattered).
        plain = [(c, p) for c, p in options if not is_wild(c, view.wild_rank)]
        pool = plain or options
        weights = [math.exp(-(p - best) / TEMPERATURE) for _, p in pool]
        pick = rng.random() * sum(weights)
        for weight, (card, _) in zip(weights, pool, strict=True):
            pick -= weight
            if pick <= 0:
                return Discard(_held(view.hand, card))
        return Discard(_held(view.hand, pool[-1][0]))


def _held(hand: tuple[Card, ...], card: Card) -> Card:
    return card if card in hand else next(c for c in hand if c.face == card.face)
