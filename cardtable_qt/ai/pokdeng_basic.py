"""A plain, sensible Pok Deng player for every role at the table."""

from __future__ import annotations

from typing import Any

from ..engine.pokdeng import (
    AnnounceStop,
    Catch,
    DeclineBank,
    DrawCard,
    EndBets,
    KeepBank,
    NoCatch,
    PlaceBet,
    PokDengView,
    Rebuy,
    Stand,
    TakeBank,
    bet_ladder,
    evaluate,
)
from ..engine.pokdeng.state import NOTICE_ROUNDS
from ..engine.rng import Rng

# Betting: about 1/40 of the stack on a hand, so a bad run costs a few per cent at a time.
STACK_FRACTION = 40


class BasicBot:
    """Policy, by phase (it sees only its view and the legal actions):

    - Betting: one hand at its own place (or the first free spot) of about stack/40, the
      largest listed amount not above that (at least the minimum); with twice the starting
      chips or more it also takes the last leg, if free, at the minimum. Then EndBets.
    - Drawing: draws on 0-4 points, stands on 5-9 (draws when the table rule forces it).
    - Catch (as dealer, two cards worth p): with p >= 5 it catches the three-card hands
      (players who drew mostly had 0-4, so their totals are spread out and 5+ wins more than it
      loses); with p >= 7 and no three-card hand, the two-card hands; otherwise no catch.
    - Dealer's draw: draws on 0-4; on 5 too when most hands left are two-card hands (they
      stood, so they likely hold 5 or more); stands on 6-9.
    - Seat 0's table decisions: always rebuys; takes the bank when it has at least the
      starting chips; as dealer announces the stop after as many rounds as an AI dealer would
      hold the bank before its notice, or at once if it has lost half its starting chips.
    """

    def choose(self, view: PokDengView, legal_actions: list[Any], rng: Rng) -> Any:
        phase = view.phase
        if phase == "betting":
            return self._bet(view, legal_actions)
        if phase == "drawing":
            return self._draw_or_stand(view, legal_actions)
        if phase == "catch":
            return self._catch(view, legal_actions)
        if phase == "dealer_draw":
            return self._dealer_draw(view, legal_actions)
        if phase == "rebuy":
            return _pick(legal_actions, Rebuy)
        if phase == "bank_offer":
            want = view.stacks[view.seat] >= view.options.starting_chips
            return _pick(legal_actions, TakeBank if want else DeclineBank)
        if phase == "bank_keep":
            return self._keep_or_stop(view, legal_actions)
        return legal_actions[0]

    def _bet(self, view: PokDengView, legal: list[Any]) -> Any:
        limits, spots = view.bet_limits, view.open_spots
        if limits is None or not spots:
            return _pick(legal, EndBets)
        amounts = bet_ladder(*limits)  # the amounts legal_actions lists at every open spot
        mine = view.my_hands
        stack = view.stacks[view.seat]
        if not mine:
            own = 2 * view.seat
            spot = own if own in spots else spots[0]
            target = stack // STACK_FRACTION
            fitting = [x for x in amounts if x <= target]
            return PlaceBet(spot, fitting[-1] if fitting else amounts[0])
        last_leg = 2 * view.dealer + 1
        rich = stack >= 2 * view.options.starting_chips
        if rich and len(mine) == 1 and last_leg in spots:
            return PlaceBet(last_leg, amounts[0])
        return _pick(legal, EndBets)

    def _draw_or_stand(self, view: PokDengView, legal: list[Any]) -> Any:
        assert view.acting_hand is not None
        cards = view.hands[view.acting_hand].cards
        assert cards is not None  # a seat always sees its own hands
        if evaluate(cards).points <= 4 or not any(isinstance(a, Stand) for a in legal):
            return _pick(legal, DrawCard)
        return _pick(legal, Stand)

    def _catch(self, view: PokDengView, legal: list[Any]) -> Any:
        points = _dealer_points(view)
        sizes = {a.size for a in legal if isinstance(a, Catch)}
        if points >= 5 and 3 in sizes:
            return Catch(3)
        if points >= 7 and 2 in sizes and 3 not in sizes:
            return Catch(2)
        return _pick(legal, NoCatch)

    def _dealer_draw(self, view: PokDengView, legal: list[Any]) -> Any:
        points = _dealer_points(view)
        left = [h for h in view.hands[1:] if not h.settled]
        two_card = sum(1 for h in left if h.card_count == 2)
        if points <= 4 or (points == 5 and 2 * two_card > len(left)):
            return _pick(legal, DrawCard)
        return _pick(legal, Stand)

    def _keep_or_stop(self, view: PokDengView, legal: list[Any]) -> Any:
        hold = view.options.dealer_rounds - NOTICE_ROUNDS
        losing = 2 * view.stacks[view.seat] < view.options.starting_chips
        if view.dealer_term >= hold or losing:
            return _pick(legal, AnnounceStop)
        return _pick(legal, KeepBank)


def _dealer_points(view: PokDengView) -> int:
    cards = view.hands[0].cards
    assert cards is not None  # the dealer sees its own hand
    return evaluate(cards).points


def _pick(legal: list[Any], kind: type) -> Any:
    for action in legal:
        if isinstance(action, kind):
            return action
    return legal[0]
