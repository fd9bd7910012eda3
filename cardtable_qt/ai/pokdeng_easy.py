"""The easy Pok Deng player: the standard bot's habits with a casual player's slips.

It plays like ``basic`` but not as tightly: it sometimes stands on 4 and now and then draws on
6 (both cost chips against a dealer who follows the customs), catches on a hunch, and bets a
chip amount it likes rather than a fraction of its stack. It never does anything absurd: it
never draws on 7, never stands on 0-3 and never catches with 0-3 points.
"""

from __future__ import annotations

from typing import Any

from ..engine.pokdeng import Catch, DrawCard, NoCatch, PlaceBet, PokDengView, Stand, evaluate
from ..engine.rng import Rng
from .pokdeng_basic import BasicBot

# Chance of drawing a third card on each two-card total (a player hand).
PLAYER_DRAWS = {0: 1.0, 1: 1.0, 2: 1.0, 3: 1.0, 4: 0.5, 5: 0.0, 6: 0.15, 7: 0.0}
# The dealer's draw, the same way.
DEALER_DRAWS = {0: 1.0, 1: 1.0, 2: 1.0, 3: 1.0, 4: 0.6, 5: 0.4, 6: 0.0, 7: 0.0}
HUNCH = 0.3  # how often a catch decision is the opposite of the standard one (4+ points only)


class EasyBot:
    def __init__(self) -> None:
        self._basic = BasicBot()

    def choose(self, view: PokDengView, legal_actions: list[Any], rng: Rng) -> Any:
        phase = view.phase
        if phase == "drawing" and any(isinstance(a, Stand) for a in legal_actions):
            assert view.acting_hand is not None
            return self._draw(view, view.acting_hand, PLAYER_DRAWS, legal_actions, rng)
        if phase == "dealer_draw":
            return self._draw(view, 0, DEALER_DRAWS, legal_actions, rng)
        if phase == "catch":
            return self._catch(view, legal_actions, rng)
        if phase == "betting" and not view.my_hands and view.bet_limits is not None:
            bets = [a for a in legal_actions if isinstance(a, PlaceBet)]
            own = [a for a in bets if a.spot == 2 * view.seat] or bets
            small = own[: max(1, min(3, len(own)))]  # a casual player's few favourite amounts
            return rng.choice(small)
        return self._basic.choose(view, legal_actions, rng)

    @staticmethod
    def _draw(
        view: PokDengView, hand_id: int, table: dict[int, float], legal: list[Any], rng: Rng
    ) -> Any:
        cards = view.hands[hand_id].cards
        assert cards is not None
        chance = table.get(evaluate(cards).points, 0.0)
        want = DrawCard if rng.random() < chance else Stand
        return next(a for a in legal if isinstance(a, want))

    def _catch(self, view: PokDengView, legal: list[Any], rng: Rng) -> Any:
        standard = self._basic.choose(view, legal, rng)
        cards = view.hands[0].cards
        assert cards is not None
        if evaluate(cards).points < 4 or rng.random() >= HUNCH:
            return standard
        if isinstance(standard, Catch):
            return NoCatch()
        catches = [a for a in legal if isinstance(a, Catch)]
        return rng.choice(catches) if catches else standard
