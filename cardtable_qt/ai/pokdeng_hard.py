"""The hard Pok Deng player: exact expected value over the unseen cards for every choice.

It sees only its view. The cards it has not seen (everything but its own hands and the hands
shown at the table) form the pool; ``pokdeng_odds`` counts every way the hidden hands can be
made from it, so each figure is exact given a model of what the other side does:

- **Draw or stand** (a player hand): the dealer is taken to follow the table's customs (the
  standard bot's): it catches three-card hands on 5 or more and otherwise draws on 0-4 against
  them; against a two-card hand it draws on 0-5 and stands on 6-7. Its two cards are any
  non-Pok pair of the pool; after the player's third card (each card of the pool in turn) the
  dealer's hand is recounted from what is left (card removal). As the dealer's two cards were
  dealt before the third card and are known to hold no Pok, each third card is weighed by how
  many such dealer hands leave it in the deck (``odds.third_card_weights``). Heads-up this
  model is exactly what the standard bot does, so these figures are its exact values
  (``bench/strength/pokdeng_exact.py`` checks it: the choices are the best reply).
- **Catch and the dealer's draw** (as dealer): each player hand is taken to follow the same
  customs (a hand that stood holds 5-7 points, one that drew had 0-4 before its third card), made
  from the pool without the dealer's cards (and, when it draws, without its third card: each
  card of the pool in turn, weighed by how many hands of the player's kind leave it in the
  deck); every option (catch three, catch two, no catch; then draw or stand) is valued in
  chips and the best taken. Several player hands are each counted from the same pool (the
  cards one holds are not taken from another's). Heads-up this too is exact against the
  standard bot, and the choices are the best reply (checked by the same bench).
- **Bets**: the edge of a player hand against a dealer who follows the customs is small and
  negative (``PLAYER_EDGE``), so it bets the table minimum on one hand; a larger stake or more
  legs only add risk. As the bank carries the edge, seat 0 takes the bank when it can cover a
  full table and keeps it as long as it is ahead of the edge's risk.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..engine.cards import Card
from ..engine.messages import msg
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
    evaluate,
)
from ..engine.pokdeng.betting import COVER
from ..engine.rng import Rng
from ..engine.words import signed
from . import pokdeng_odds as odds
from .advice import Advice

UNIT = "bets"
# Expected result of one player hand per chip bet against a dealer who follows the customs,
# exact heads-up (``bench/strength/pokdeng_exact.py``: every deal enumerated): this bot as the
# player -0.0026, the standard bot -0.0123. The bank has the edge (it catches and acts last),
# so a player stakes the least it can.
PLAYER_EDGE = -0.0026

# The dealer's customs, as the player models them (see the module docstring).
DEALER_DRAWS_VS_TWO = frozenset(range(6))  # draws on 0-5 against a hand that stood
DEALER_DRAWS_VS_THREE = frozenset(range(5))  # catches on 5+, so draws only on 0-4
PLAYER_STOOD = frozenset({5, 6, 7})  # a hand that stood (no Pok): 5-7 points
PLAYER_DREW = frozenset(range(5))  # a hand that drew had 0-4 points


def unseen_pool(view: PokDengView) -> odds.Masks:
    seen: list[Card] = []
    for h in view.hands:
        if h.cards is not None:
            seen.extend(h.cards)
    return odds.pool_of(seen)


@lru_cache(maxsize=8192)  # a pure function of its arguments: the same hand recurs often
def draw_or_stand(
    cards: tuple[Card, ...], pool: odds.Masks, deng_diff: bool
) -> tuple[float, float]:
    """(stand, draw): a two-card hand's expected win per chip bet either way."""
    two = evaluate(cards)
    stand_dealer = odds.final_hands(pool, odds.NO_POK, DEALER_DRAWS_VS_TWO)
    stand = odds.player_value(two, stand_dealer, deng_diff)
    total = weight = 0.0
    # The dealer's two cards (no Pok) were dealt before the third card: weigh each card by
    # how many such dealer hands leave it in the deck (``third_card_weights``).
    for card, w in odds.third_card_weights(pool, odds.NO_POK):
        if not w:
            continue
        three = evaluate((*cards, card))
        dealer = odds.final_hands(odds.without(pool, card), odds.NO_POK, DEALER_DRAWS_VS_THREE)
        total += w * odds.player_value(three, dealer, deng_diff)
        weight += w
    return stand, total / weight


def dealer_options(view: PokDengView, catch_allowed: bool) -> dict[str, float]:
    """Chips the dealer expects from each plan: "stand", "draw" and, at the catch, "catch3/2
    then stand/draw". Keys name the plan; values are expected chips won from the hands left."""
    me = view.hands[0]
    assert me.cards is not None
    left = [h for h in view.hands[1:] if not h.settled]
    bet2 = sum(h.bet for h in left if h.card_count == 2)
    bet3 = sum(h.bet for h in left if h.card_count == 3)
    plans = _dealer_plans(
        me.cards, unseen_pool(view), bet2, bet3, view.options.deng_difference, catch_allowed
    )
    return dict(plans)


@lru_cache(maxsize=8192)
def _dealer_plans(
    cards: tuple[Card, ...],
    pool: odds.Masks,
    bet2: int,
    bet3: int,
    deng: bool,
    catch_allowed: bool,
) -> tuple[tuple[str, float], ...]:
    me_cards = cards
    d2 = evaluate(cards)
    dist2 = odds.final_hands(pool, PLAYER_STOOD, frozenset()) if bet2 else {}
    dist3 = odds.final_hands(pool, PLAYER_DREW, PLAYER_DREW) if bet3 else {}
    if bet2 and not dist2:  # a hand that stood outside the customs: any non-Pok pair
        dist2 = odds.final_hands(pool, odds.NO_POK, frozenset())
    stand2 = odds.dealer_value(d2, dist2, deng) if bet2 else 0.0
    stand3 = odds.dealer_value(d2, dist3, deng) if bet3 else 0.0
    draw2 = draw3 = 0.0
    # The players' hands recounted without the dealer's third card (card removal), each card
    # weighed by how many hands of the player's kind leave it in the deck: the hands were
    # dealt first (``odds.third_card_weights``).
    if bet2:
        draw2 = _dealer_draw_value(me_cards, pool, PLAYER_STOOD, frozenset(), deng)
    if bet3:
        draw3 = _dealer_draw_value(me_cards, pool, PLAYER_DREW, PLAYER_DREW, deng)
    plans = {
        "stand": bet2 * stand2 + bet3 * stand3,
        "draw": bet2 * draw2 + bet3 * draw3,
    }
    if catch_allowed:
        if bet3:
            plans["catch3"] = bet3 * stand3 + max(bet2 * stand2, bet2 * draw2)
        if bet2:
            plans["catch2"] = bet2 * stand2 + max(bet3 * stand3, bet3 * draw3)
    return tuple(plans.items())


def _dealer_draw_value(
    cards: tuple[Card, ...],
    pool: odds.Masks,
    allowed: frozenset[int],
    draws: frozenset[int],
    deng: bool,
) -> float:
    """The dealer's expected gain per bet from drawing against one player hand whose two
    cards total in ``allowed`` (drawing on ``draws``)."""
    weighted = odds.third_card_weights(pool, allowed)
    if not any(w for _, w in weighted):  # no hand of that kind can be made: any non-Pok pair
        allowed, draws = odds.NO_POK, (odds.NO_POK if draws else frozenset())
        weighted = odds.third_card_weights(pool, allowed)
    total = weight = 0.0
    for card, w in weighted:
        if not w:
            continue
        players = odds.final_hands(odds.without(pool, card), allowed, draws)
        total += w * odds.dealer_value(evaluate((*cards, card)), players, deng)
        weight += w
    return total / weight if weight else 0.0


class HardBot:
    """Exact-EV Pok Deng (see the module docstring); ``advise`` says why."""

    def choose(self, view: PokDengView, legal_actions: list[Any], rng: Rng) -> Any:
        return self.advise(view, legal_actions, rng).action

    def advise(self, view: PokDengView, legal_actions: list[Any], rng: Rng) -> Advice:
        phase = view.phase
        if phase == "drawing":
            return self._draw_or_stand(view, legal_actions)
        if phase == "catch":
            return self._catch(view, legal_actions)
        if phase == "dealer_draw":
            return self._dealer_draw(view, legal_actions)
        if phase == "betting":
            return self._bet(view, legal_actions)
        if phase == "rebuy":
            return Advice(_pick(legal_actions, Rebuy), msg("advice.pokdeng.rebuy"), "pokdeng.rebuy")
        if phase == "bank_offer":
            return self._bank_offer(view, legal_actions)
        if phase == "bank_keep":
            return self._bank_keep(view, legal_actions)
        return Advice(legal_actions[0], "")

    # --- a player hand ------------------------------------------------------------------------

    def _draw_or_stand(self, view: PokDengView, legal: list[Any]) -> Advice:
        assert view.acting_hand is not None
        hand = view.hands[view.acting_hand]
        assert hand.cards is not None
        draw_action = _pick(legal, DrawCard)
        stand_action = next((a for a in legal if isinstance(a, Stand)), None)
        points = evaluate(hand.cards).points
        if stand_action is None:
            return Advice(
                draw_action,
                msg("advice.pokdeng.forced_draw"),
                "pokdeng.forced_draw",
                {"points": points},
            )
        stand, draw = draw_or_stand(hand.cards, unseen_pool(view), view.options.deng_difference)
        estimates = ((stand_action, stand), (draw_action, draw))
        params = {"points": points, "stand": stand, "draw": draw}
        if draw > stand:
            text = msg("advice.pokdeng.draw", points=points, gain=signed(draw - stand, 2))
            return Advice(draw_action, text, "pokdeng.draw", params, estimates, UNIT)
        text = msg("advice.pokdeng.stand", points=points, gain=signed(draw - stand, 2))
        return Advice(stand_action, text, "pokdeng.stand", params, estimates, UNIT)

    # --- the dealer ---------------------------------------------------------------------------

    def _catch(self, view: PokDengView, legal: list[Any]) -> Advice:
        plans = dealer_options(view, catch_allowed=True)
        sizes = {a.size for a in legal if isinstance(a, Catch)}
        options: list[tuple[Any, float]] = []
        for size in (3, 2):
            if size in sizes and f"catch{size}" in plans:
                options.append((Catch(size), plans[f"catch{size}"]))
        options.append((NoCatch(), max(plans["stand"], plans["draw"])))
        # A catch that only ties waiting is still taken: the hands are settled at once.
        action, value = max(options, key=lambda o: o[1])
        bet = _unit_bet(view)
        points = evaluate(view.hands[0].cards or ()).points
        if isinstance(action, Catch):
            text = msg(
                f"advice.pokdeng.catch{action.size}", points=points, gain=signed(value / bet, 2)
            )
            code = f"pokdeng.catch{action.size}"
        else:
            text = msg("advice.pokdeng.no_catch", points=points)
            code = "pokdeng.no_catch"
        estimates = tuple((a, v / bet) for a, v in options)
        return Advice(action, text, code, {"points": points}, estimates, UNIT)

    def _dealer_draw(self, view: PokDengView, legal: list[Any]) -> Advice:
        plans = dealer_options(view, catch_allowed=False)
        draw_action, stand_action = _pick(legal, DrawCard), _pick(legal, Stand)
        bet = _unit_bet(view)
        points = evaluate(view.hands[0].cards or ()).points
        estimates = ((stand_action, plans["stand"] / bet), (draw_action, plans["draw"] / bet))
        diff = (plans["draw"] - plans["stand"]) / bet
        params = {"points": points, "stand": estimates[0][1], "draw": estimates[1][1]}
        if plans["draw"] > plans["stand"]:
            text = msg("advice.pokdeng.dealer_draw", points=points, gain=signed(diff, 2))
            return Advice(draw_action, text, "pokdeng.dealer_draw", params, estimates, UNIT)
        text = msg("advice.pokdeng.stand", points=points, gain=signed(diff, 2))
        return Advice(stand_action, text, "pokdeng.dealer_stand", params, estimates, UNIT)

    # --- bets and the bank --------------------------------------------------------------------

    def _bet(self, view: PokDengView, legal: list[Any]) -> Advice:
        end = _pick(legal, EndBets)
        # Every stake expects PLAYER_EDGE per chip: each bet is weighed (in minimum bets), so
        # the review can tell a larger stake or an extra leg from the minimum.
        unit_bet = view.options.min_bet
        stakes = [(a, PLAYER_EDGE * a.amount / unit_bet) for a in legal if isinstance(a, PlaceBet)]
        if view.bet_limits is None or not view.open_spots or view.my_hands:
            ended = ((end, 0.0), *stakes) if isinstance(end, EndBets) else ()
            return Advice(end, msg("advice.pokdeng.end_bets"), "pokdeng.end_bets", {}, ended, UNIT)
        low = view.bet_limits[0]
        own = 2 * view.seat
        spot = own if own in view.open_spots else view.open_spots[0]
        action = PlaceBet(spot, low)
        if action not in legal:
            action = next(a for a in legal if isinstance(a, PlaceBet))
        text = msg("advice.pokdeng.min_bet", edge=signed(PLAYER_EDGE, 3))
        estimates = tuple(stakes) or ((action, PLAYER_EDGE * action.amount / unit_bet),)
        return Advice(action, text, "pokdeng.min_bet", {"edge": PLAYER_EDGE}, estimates, UNIT)

    def _bank_offer(self, view: PokDengView, legal: list[Any]) -> Advice:
        take = self._can_cover(view)
        action = _pick(legal, TakeBank if take else DeclineBank)
        if take:
            text = msg("advice.pokdeng.take_bank")
            return Advice(action, text, "pokdeng.take_bank", {"edge": -PLAYER_EDGE})
        text = msg("advice.pokdeng.decline_bank")
        return Advice(action, text, "pokdeng.decline_bank")

    def _bank_keep(self, view: PokDengView, legal: list[Any]) -> Advice:
        keep = self._can_cover(view)
        action = _pick(legal, KeepBank if keep else AnnounceStop)
        if keep:
            text = msg("advice.pokdeng.keep_bank")
            return Advice(action, text, "pokdeng.keep_bank", {"edge": -PLAYER_EDGE})
        text = msg("advice.pokdeng.announce_stop")
        return Advice(action, text, "pokdeng.announce_stop")

    @staticmethod
    def _can_cover(view: PokDengView) -> bool:
        """Can this seat's stack cover the bets of a full table at the usual stakes (what the
        cover rule lets the players put down), so the bank's small edge is not capped away?"""
        o = view.options
        usual = max(o.min_bet, o.starting_chips // 40)
        return view.stacks[view.seat] >= COVER * usual * (view.players - 1)


def _unit_bet(view: PokDengView) -> float:
    """The average bet of the hands left, to state a dealer's figures per bet."""
    bets = [h.bet for h in view.hands[1:] if not h.settled]
    return sum(bets) / len(bets) if bets else 1.0


def _pick(legal: list[Any], kind: type) -> Any:
    for action in legal:
        if isinstance(action, kind):
            return action
    return legal[0]
