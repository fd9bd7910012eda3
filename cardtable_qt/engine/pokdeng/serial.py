"""Saving and restoring a Pok Deng session (``to_dict`` / ``from_dict``).

The payload is ``{"game": "pokdeng", "format": 2, "options", "rng", "chance", ...the fields}``.
Restoring checks types with the codec, then that the state could have been reached by play:
chips add up, every card exists once (hands, the undealt cards and any preset cards are one deck
during a round), hands sit at legal spots with legal bets, settled hands were paid what the
rules say, and the phase has someone to decide. Anything else raises ``StateDataError``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..cards import Card, make_deck
from ..chance import chance_from_dict, chance_to_dict
from ..codec import StateDataError, decode_dataclass, encode
from ..match import FORMAT_VERSION, check_format, options_from_dict, options_to_dict
from .betting import is_broke
from .hands import evaluate, settle
from .options import MAX_HANDS, Options
from .state import (
    BANK_KEEP,
    BANK_OFFER,
    BETTING,
    CATCH,
    DEALER_DRAW,
    DRAWING,
    HUMAN,
    NOTICE_ROUNDS,
    OVER,
    PHASES,
    REBUY,
    HandState,
    State,
)
from .table import betting_order, spots_for

GAME_ID = "pokdeng"
_FULL_DECK = frozenset(c.face for c in make_deck())


@dataclass(frozen=True, slots=True)
class SavedHand:
    seat: int
    spot: int
    bet: int
    cards: tuple[Card, ...]
    revealed: bool
    decided: bool
    settled: bool
    amount: int


@dataclass(frozen=True, slots=True)
class SavedState:
    stacks: tuple[int, ...]
    bought: tuple[int, ...]
    round: int
    dealer: int
    dealer_term: int
    stop_left: int | None
    handover_due: bool
    phase: str
    bet_index: int
    acting_hand: int | None
    hands: tuple[SavedHand, ...]
    deck: tuple[Card, ...]
    end_reason: str | None
    preset: tuple[Card, ...] = ()


def state_to_dict(state: State) -> dict[str, Any]:
    saved = SavedState(
        stacks=tuple(state.stacks),
        bought=tuple(state.bought),
        round=state.round,
        dealer=state.dealer,
        dealer_term=state.dealer_term,
        stop_left=state.stop_left,
        handover_due=state.handover_due,
        phase=state.phase,
        bet_index=state.bet_index,
        acting_hand=state.acting_hand,
        hands=tuple(
            SavedHand(
                h.seat, h.spot, h.bet, tuple(h.cards), h.revealed, h.decided, h.settled, h.amount
            )
            for h in state.hands
        ),
        deck=tuple(state.deck),
        end_reason=state.end_reason,
        preset=tuple(state.preset),
    )
    body: dict[str, Any] = encode(saved)
    del body["type"]
    return {
        "game": GAME_ID,
        "format": FORMAT_VERSION,
        "options": options_to_dict(state.options),
        **chance_to_dict(state.chance),
        **body,
    }


def from_dict(data: Any) -> State:
    """Restore a session saved by ``State.to_dict`` (RNG included)."""
    check_format(data, GAME_ID)
    if "options" not in data:
        raise StateDataError("$: missing 'options'")
    options = _options(data["options"])
    chance = chance_from_dict(data)
    saved: SavedState = decode_dataclass(SavedState, {**data, "type": "SavedState"}, "$")
    state = State(options, chance)
    _restore(state, saved)
    _check_reachable(state)
    try:  # a last guard: the checks above should leave nothing for these to trip on
        state.legal_actions()
        for seat in range(state.players):
            state.view(seat)
    except Exception as exc:
        raise StateDataError(f"$: inconsistent state ({type(exc).__name__}: {exc})") from None
    return state


_OPTIONS_CACHE: dict[tuple[Any, ...], Options] = {}


def _options(raw: Any) -> Options:
    """Decode the options, remembering recent ones: decoding reads the type hints each time,
    and restoring happens often (undo, bots, tests) with the same few option sets."""
    key: tuple[Any, ...] | None = None
    if isinstance(raw, dict):
        try:
            key = tuple(sorted((str(k), type(v).__name__, v) for k, v in raw.items()))
            hash(key)
        except TypeError:
            key = None
    if key is not None and key in _OPTIONS_CACHE:
        return _OPTIONS_CACHE[key]
    options = options_from_dict(Options, raw)
    if key is not None:
        if len(_OPTIONS_CACHE) >= 64:
            _OPTIONS_CACHE.clear()
        _OPTIONS_CACHE[key] = options
    return options


def _fail(message: str) -> StateDataError:
    return StateDataError(message)


def _restore(state: State, saved: SavedState) -> None:
    players = state.players
    o = state.options
    if len(saved.stacks) != players or len(saved.bought) != players:
        raise _fail(f"$.stacks/$.bought: expected {players} seats")
    if any(s < 0 for s in saved.stacks) or any(b < 0 for b in saved.bought):
        raise _fail("$.stacks/$.bought: chips cannot be negative")
    if sum(saved.stacks) != players * o.starting_chips + sum(saved.bought):
        raise _fail("$.stacks: chips do not add up (stacks = starting chips + chips bought)")
    if saved.round < 1:
        raise _fail("$.round: rounds are numbered from 1")
    if not 0 <= saved.dealer < players:
        raise _fail(f"$.dealer: no seat {saved.dealer}")
    if saved.dealer_term < 0:
        raise _fail("$.dealer_term: cannot be negative")
    if saved.stop_left is not None and not 1 <= saved.stop_left <= NOTICE_ROUNDS:
        raise _fail(f"$.stop_left: must be 1 to {NOTICE_ROUNDS} or null")
    if saved.phase not in PHASES:
        raise _fail(f"$.phase: unknown phase {saved.phase!r:.40}")
    if saved.end_reason not in (None, "rounds", "left"):
        raise _fail(f"$.end_reason: unknown reason {saved.end_reason!r:.40}")
    if (saved.phase == OVER) != (saved.end_reason is not None):
        raise _fail("$.end_reason: set exactly when the session is over")
    state.stacks = list(saved.stacks)
    state.bought = list(saved.bought)
    state.round = saved.round
    state.dealer = saved.dealer
    state.dealer_term = saved.dealer_term
    state.stop_left = saved.stop_left
    state.handover_due = saved.handover_due
    state.phase = saved.phase
    state.bet_index = saved.bet_index
    state.acting_hand = saved.acting_hand
    state.end_reason = saved.end_reason
    state.deck = list(saved.deck)
    preset_faces = [c.face for c in saved.preset]
    if len(set(preset_faces)) != len(preset_faces) or any(c.deck for c in saved.preset):
        raise _fail("$.preset: a card appears twice or is not of one 52-card deck")
    if any(c.suit is None for c in saved.preset):
        raise _fail("$.preset: Pok Deng uses no jokers")
    state.preset = list(saved.preset)
    state.hands = []
    for i, sh in enumerate(saved.hands):
        h = HandState(i, sh.seat, sh.spot, sh.bet)
        h.cards = list(sh.cards)
        h.revealed, h.decided, h.settled, h.amount = sh.revealed, sh.decided, sh.settled, sh.amount
        state.hands.append(h)


def _check_reachable(state: State) -> None:
    phase = state.phase
    if phase in (REBUY, BANK_OFFER, BANK_KEEP, OVER):
        if state.hands or state.deck:
            raise _fail(f"$.hands: no hands or deck between rounds (phase {phase})")
        _check_round_start(state)
        return
    _check_hands(state)
    if phase == BETTING:
        _check_betting(state)
    else:
        _check_dealt(state)
    state.actor = _actor(state)


def _check_round_start(state: State) -> None:
    phase = state.phase
    if state.acting_hand is not None:
        raise _fail("$.acting_hand: no hand acts between rounds")
    if phase == REBUY and not is_broke(state.stacks[HUMAN], state.options.min_bet):
        raise _fail("$.phase: seat 0 is asked to rebuy but is not broke")
    if phase == BANK_OFFER and (not state.handover_due or state.dealer == HUMAN):
        raise _fail("$.phase: the bank is offered to seat 0 but is not passing")
    if phase == BANK_KEEP and (state.dealer != HUMAN or state.stop_left is not None):
        raise _fail("$.phase: only seat 0 as dealer, with no stop announced, keeps the bank")
    state.actor = None if phase == OVER else HUMAN


def _check_hands(state: State) -> None:
    hands = state.hands
    o = state.options
    if not hands:
        raise _fail("$.hands: a round in play has at least the dealer's hand")
    dealer = hands[0]
    if dealer.seat != state.dealer or dealer.spot != 2 * state.dealer or dealer.bet != 0:
        raise _fail("$.hands[0]: the first hand is the dealer's, at its place, with no bet")
    if len(hands) > MAX_HANDS:
        raise _fail(f"$.hands: at most {MAX_HANDS} hands, the dealer's included")
    spots = Counter(h.spot for h in hands)
    if any(n > 1 for n in spots.values()):
        raise _fail("$.hands: two hands at one spot")
    legs = Counter(h.seat for h in hands[1:])
    if any(n > o.max_legs for n in legs.values()):
        raise _fail(f"$.hands: more than {o.max_legs} hands for one player")
    for h in hands[1:]:
        where = f"$.hands[{h.id}]"
        if not 0 <= h.seat < state.players or h.seat == state.dealer:
            raise _fail(f"{where}.seat: not a player's seat")
        if h.spot not in spots_for(h.seat, state.dealer, state.players):
            raise _fail(f"{where}.spot: seat {h.seat} cannot sit at spot {h.spot}")
        if not o.min_bet <= h.bet <= o.max_bet:
            raise _fail(f"{where}.bet: must be {o.min_bet} to {o.max_bet}")


def _check_betting(state: State) -> None:
    order = betting_order(state.dealer, state.players)
    if not 0 <= state.bet_index < len(order):
        raise _fail("$.bet_index: no such player in the betting order")
    if state.deck or any(h.cards or h.revealed or h.decided or h.settled for h in state.hands):
        raise _fail("$.hands: nothing is dealt while players bet")
    if state.acting_hand is not None:
        raise _fail("$.acting_hand: no hand acts while players bet")
    placed = set(order[: state.bet_index + 1])
    if any(h.seat not in placed for h in state.hands[1:]):
        raise _fail("$.hands: a seat has bet before its turn")
    if state.bet_limits(order[state.bet_index]) is None:
        raise _fail("$.bet_index: the seat to bet cannot open a hand")


def _check_dealt(state: State) -> None:
    hands = state.hands
    cards = [c for h in hands for c in h.cards] + state.deck + state.preset
    faces = [c.face for c in cards]
    if len(set(faces)) != len(faces):
        raise _fail("$.hands/$.deck: a card appears twice")
    if set(faces) != _FULL_DECK or any(c.deck != 0 for c in cards):
        raise _fail("$.hands/$.deck: the cards in play are not exactly one 52-card deck")
    dealer = hands[0]
    if len(dealer.cards) != 2:
        raise _fail("$.hands[0]: the dealer holds two cards until it draws")
    if dealer.settled or dealer.decided or dealer.amount:
        raise _fail("$.hands[0]: the dealer's hand is settled only through the players'")
    if dealer.revealed and state.phase != DEALER_DRAW:
        raise _fail("$.hands[0]: the dealer shows its cards only after a catch")
    dealer_value = evaluate(dealer.cards)
    if dealer_value.kind == "pok":
        raise _fail("$.hands[0]: a dealer's Pok ends the round at once")
    if len(hands) < 2:
        raise _fail("$.hands: no player hand was dealt")
    for h in hands[1:]:
        where = f"$.hands[{h.id}]"
        if len(h.cards) not in (2, 3):
            raise _fail(f"{where}.cards: a hand holds 2 or 3 cards")
        if len(h.cards) == 3 and not h.decided:
            raise _fail(f"{where}: a third card comes only from drawing")
        value = evaluate(h.cards)
        if value.kind == "pok" and not h.settled:
            raise _fail(f"{where}: a Pok is settled at once")
        if h.settled:
            due = settle(value, dealer_value, h.bet, deng_difference=state.options.deng_difference)
            if not h.revealed or h.amount != due.amount:
                raise _fail(f"{where}.amount: not what the rules pay ({due.amount})")
        elif h.amount != 0:
            raise _fail(f"{where}.amount: an unsettled hand has won nothing yet")
    waiting = [h for h in hands[1:] if not h.settled and not h.decided]
    if state.phase == DRAWING:
        first = next((i for i in state.deal_order() if i != 0 and hands[i] in waiting), None)
        if first is None or state.acting_hand != first:
            raise _fail("$.acting_hand: not the next hand to draw or stand")
    else:
        if waiting:
            raise _fail("$.phase: the dealer acts only after every player decided")
        if state.phase == CATCH and (state.acting_hand is not None or not state.catch_sizes()):
            raise _fail("$.phase: nobody for the dealer to catch")
        if state.phase == DEALER_DRAW:
            if state.acting_hand != 0 or all(h.settled for h in hands[1:]):
                raise _fail("$.phase: the dealer draws only with hands left to settle")


def _actor(state: State) -> int:
    if state.phase == BETTING:
        return betting_order(state.dealer, state.players)[state.bet_index]
    if state.phase == DRAWING:
        assert state.acting_hand is not None
        return state.hands[state.acting_hand].seat
    if state.phase in (CATCH, DEALER_DRAW):
        return state.dealer
    raise AssertionError(state.phase)
