"""A Pok Deng session: rounds of betting, dealing, drawing, the dealer's catch and settlement.

The session is endless unless ``Options.rounds`` is set; it also ends when seat 0 leaves (when
broke, or at its betting turn before it has bet: the seed lets a player stop at any time).
Seat 0 is the person at the computer: it decides its own rebuys and whether to take the bank;
every other seat follows the table's customs automatically (re-buy when broke, take the bank in
turn, announce the stop on time). In an all-bot game (the simulator, the demo) a bot plays seat 0
through the same actions.

One round, as ``apply`` drives it (every automatic step runs inside the ``apply`` that caused it,
so the state always rests at a decision):

1. Round start. Broke seats re-buy (seat 0: Rebuy or Leave). If the bank is due to pass, seat 0
   is offered it first (TakeBank / DeclineBank), else it goes to the next AI seat after the
   dealer (D-P9). Seat 0 as dealer chooses KeepBank or AnnounceStop; an AI dealer announces its
   stop at the start of the third-last round of its ``dealer_rounds``. The bank passes when the
   notice's three rounds (the announcing round included) are over.
2. Betting, seat by seat from the dealer's neighbour: PlaceBet (a free spot: its own place, a
   cut-in gap or the last leg, D-P8; at most ``max_legs`` hands; 9 hands at most with the
   dealer's, D-P1; within the cover rule of ``betting.py``) until EndBets. A seat with nothing
   left to decide is passed over; a round nobody bets on is void.
3. The deal (D-P3, ``table.py``): one card at a time in deal order, each drawn at random from
   a fresh deck (``preset_deck`` fixes the cards for tutorials and tests).
4. Every Pok is shown. A dealer's Pok settles every hand at once; otherwise each player's Pok is
   settled against the dealer's two (hidden) cards.
5. Each other player hand, in deal order, draws or stands (D-P4: under 4 points, with the
   option on, only DrawCard is offered).
6. The dealer may catch the three-card hands or (D-P5) the two-card hands: they are shown and
   settled against its two cards (offered only when such hands exist).
7. The dealer draws or stands (asked only if a hand is left), shows, and the rest are settled.
8. ``HandOver`` with each seat's net chips for the round (they sum to zero, D-P10).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from ..actions_check import check_action
from ..cards import Card, make_deck, parse_cards
from ..chance import Chance
from ..match import Event, HandOver, IllegalAction
from ..messages import Message, msg
from ..rng import Rng
from ..words import signed
from . import actions as A
from .betting import bet_ceiling, bet_ladder, is_broke
from .events import (
    BankDeclined,
    BankPassed,
    Bet,
    BetsDone,
    CatchDeclined,
    Caught,
    Deal,
    Draw,
    MatchOver,
    Rebought,
    Reveal,
    RoundStarted,
    RoundVoid,
    SeatLeft,
    Settle,
    Stood,
    StopAnnounced,
)
from .hands import Hand, evaluate, settle
from .options import MAX_HANDS, Options
from .table import betting_order, deal_position, spot_kind, spots_for
from .views import HandView, PokDengView, Result

HUMAN = 0  # the seat deciding its own rebuys and bank; see the module docstring
NOTICE_ROUNDS = 3  # the dealer's stop notice (seed: at least three rounds)

REBUY = "rebuy"
BANK_OFFER = "bank_offer"
BANK_KEEP = "bank_keep"
BETTING = "betting"
DRAWING = "drawing"
CATCH = "catch"
DEALER_DRAW = "dealer_draw"
OVER = "over"
PHASES = (REBUY, BANK_OFFER, BANK_KEEP, BETTING, DRAWING, CATCH, DEALER_DRAW, OVER)

# Round-start steps, resumed after each of seat 0's decisions.
_STEP_REBUY, _STEP_BANK, _STEP_KEEP, _STEP_BETS = range(4)

_REBUY, _LEAVE = A.Rebuy(), A.Leave()
_TAKE, _DECLINE = A.TakeBank(), A.DeclineBank()
_KEEP, _ANNOUNCE = A.KeepBank(), A.AnnounceStop()
_END_BETS, _NO_CATCH = A.EndBets(), A.NoCatch()
_CATCH = {2: A.Catch(2), 3: A.Catch(3)}
_DRAW = [A.DrawCard(i) for i in range(MAX_HANDS)]
_STAND = [A.Stand(i) for i in range(MAX_HANDS)]
_DECK = tuple(make_deck())  # each round deals from a fresh copy


@lru_cache(maxsize=4096)
def _betting_actions(
    spots: tuple[int, ...], limits: tuple[int, int] | None, may_leave: bool
) -> tuple[Any, ...]:
    """The listed betting actions: each open spot with each amount of the ladder, EndBets and,
    for seat 0 before its first bet, Leave. Cached: the same few situations recur all the time."""
    legal: list[Any] = []
    if limits is not None:
        amounts = bet_ladder(*limits)
        legal.extend(A.PlaceBet(spot, a) for spot in spots for a in amounts)
    legal.append(_END_BETS)
    if may_leave:
        legal.append(_LEAVE)
    return tuple(legal)


class HandState:
    """One hand in the current round (hand 0 is always the dealer's)."""

    __slots__ = (
        "_value",
        "_views",
        "amount",
        "bet",
        "cards",
        "decided",
        "id",
        "revealed",
        "seat",
        "settled",
        "spot",
    )

    def __init__(self, hand_id: int, seat: int, spot: int, bet: int) -> None:
        self.id = hand_id
        self.seat = seat
        self.spot = spot
        self.bet = bet
        self.cards: list[Card] = []
        self.revealed = False
        self.decided = False
        self.settled = False
        self.amount = 0
        # HandViews (hidden, visible) for the hand as it is now: views are built for every
        # decision, and a hand changes far less often than that.
        self._views: list[HandView | None] = [None, None]
        self._value: Hand | None = None

    def changed(self) -> None:
        """Call after changing the hand: drops the views built of it."""
        self._views = [None, None]

    def value(self) -> Hand:
        """The hand's value (cached; cards are only ever added)."""
        value = self._value
        if value is None or value.size != len(self.cards):
            value = self._value = evaluate(self.cards)
        return value

    def copy(self) -> HandState:
        other = HandState(self.id, self.seat, self.spot, self.bet)
        other.cards = list(self.cards)
        other.revealed, other.decided = self.revealed, self.decided
        other.settled, other.amount = self.settled, self.amount
        return other


class State:
    """The whole session; see the module docstring for the flow and ``view`` for what a seat
    may see. Build it with ``new_match`` or ``from_dict``."""

    def __init__(self, options: Options, chance: Chance) -> None:
        players = options.players
        self.options = options
        self.chance = chance
        self.stacks = [options.starting_chips] * players
        self.bought = [0] * players
        self.round = 1
        self.dealer = options.first_dealer
        self.dealer_term = 0  # rounds the dealer has completed in this term
        self.stop_left: int | None = None  # rounds left once a stop is announced
        self.handover_due = False
        self.phase = BETTING
        self.actor: int | None = None
        self.bet_index = 0
        self.acting_hand: int | None = None
        self.hands: list[HandState] = []
        # The cards not yet dealt this round, in no meaningful order: each card dealt is drawn
        # at random from them (a lazy shuffle: only the cards used cost random numbers).
        self.deck: list[Card] = []
        self.end_reason: str | None = None
        self.preset: list[Card] = []  # cards the next deal hands out first, in order
        self._legal: list[Any] | None = None
        self._order: list[int] | None = None  # deal order, once the bets are in
        # Per seat and number of hands: during one round's betting only new hands change them.
        self._limits: dict[tuple[int, int], tuple[int, int] | None] = {}
        self._spots: dict[tuple[int, int], list[int]] = {}

    # --- the match protocol -------------------------------------------------------------------

    @property
    def rng(self) -> Rng:
        """The generator of the round in play (see ``engine.chance``)."""
        return self.chance.rng

    @property
    def hand_key(self) -> str:
        """The key of the round in play or last dealt (see ``HandOver.hand_key``)."""
        return self.chance.hand_key_text

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def current_player(self) -> int | None:
        return self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        start = self.options.starting_chips
        net = tuple(s - start - b for s, b in zip(self.stacks, self.bought, strict=True))
        ranking = tuple(sorted(range(self.players), key=lambda s: (-net[s], s)))
        return Result(
            tuple(self.stacks),
            tuple(self.bought),
            net,
            ranking,
            self.round - 1,
            self.end_reason or "",
        )

    def legal_actions(self) -> list[Any]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def apply(self, action: Any) -> list[Event]:
        """Play ``action`` for ``current_player``; returns the events it caused."""
        check_action(action, A.ACTION_CLASSES, "Pok Deng")
        if self.phase == OVER:
            raise IllegalAction(msg("pokdeng.session_over"))
        handler = _HANDLERS[type(action)]
        events: list[Event] = []
        handler(self, action, events)  # every handler checks everything before changing anything
        self._legal = None
        return events

    def view(self, seat: int) -> PokDengView:
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        betting = self.phase == BETTING and self.actor == seat
        hand_view = self._hand_view
        return PokDengView(  # positional: views are built for every decision
            seat,
            self.options.players,
            self.round,
            self.phase,
            self.dealer,
            self.actor,
            self.acting_hand,
            tuple(self.stacks),
            tuple(self.bought),
            tuple([hand_view(h, seat) for h in self.hands]),
            self.stop_left,
            self.dealer_term,
            self.bet_limits(seat) if betting else None,
            tuple(self._free_spots(seat)) if betting else (),
            self.options,
        )

    def to_dict(self) -> dict[str, Any]:
        from .serial import state_to_dict

        return state_to_dict(self)

    def clone(self) -> State:
        """An independent copy (RNG included), far cheaper than a to_dict round trip: for
        search bots, undo and tests."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.chance = self.chance.copy()
        other.stacks = list(self.stacks)
        other.bought = list(self.bought)
        other.hands = [h.copy() for h in self.hands]
        other.deck = list(self.deck)
        other.preset = list(self.preset)
        other._limits = {}
        other._spots = {}
        other._order = None
        return other

    # --- helpers the UI uses while a seat bets --------------------------------------------------

    def open_spots(self, seat: int) -> list[int]:
        """The free spots ``seat`` may open a hand at now, in deal order."""
        if self.phase != BETTING or not 0 <= seat < self.players:
            return []
        return list(self._free_spots(seat))

    def _free_spots(self, seat: int) -> list[int]:
        """``open_spots`` during betting, cached (callers must not change the list)."""
        key = (seat, len(self.hands))
        spots = self._spots.get(key)
        if spots is None:
            taken = [h.spot for h in self.hands]
            spots = [s for s in spots_for(seat, self.dealer, self.players) if s not in taken]
            self._spots[key] = spots
        return spots

    def bet_limits(self, seat: int) -> tuple[int, int] | None:
        """``(minimum, maximum)`` for a new hand of ``seat`` now, or None if it cannot open one
        (table full, ``max_legs`` reached, no free spot, or the cover rule of ``betting.py``)."""
        if self.phase != BETTING or seat == self.dealer or not 0 <= seat < self.players:
            return None
        key = (seat, len(self.hands))
        if key in self._limits:
            return self._limits[key]
        self._limits[key] = limits = self._bet_limits(seat)
        return limits

    def _bet_limits(self, seat: int) -> tuple[int, int] | None:
        o = self.options
        legs = committed = table = 0
        for h in self.hands[1:]:
            table += h.bet
            if h.seat == seat:
                legs += 1
                committed += h.bet
        if legs >= o.max_legs or len(self.hands) >= MAX_HANDS or not self._free_spots(seat):
            return None
        high = bet_ceiling(o.max_bet, self.stacks[seat], committed, self.stacks[self.dealer], table)
        return (o.min_bet, high) if high >= o.min_bet else None

    def preset_deck(self, cards: str | Sequence[Card]) -> None:
        """Make the next deal hand out ``cards`` first, in deal order, then the draws in turn;
        after them cards come at random. For tutorials, tests and bug reports."""
        chosen = parse_cards(cards)
        faces = [c.face for c in chosen]
        if len(set(faces)) != len(faces) or any(c.suit is None for c in chosen):
            raise ValueError("a preset deal needs distinct cards of one 52-card deck")
        self.preset = [c._replace(deck=0) for c in chosen]

    # --- legal actions ------------------------------------------------------------------------

    def _compute_legal(self) -> list[Any]:
        phase = self.phase
        if phase == BETTING:
            assert self.actor is not None
            limits = self.bet_limits(self.actor)
            spots = tuple(self._free_spots(self.actor)) if limits is not None else ()
            return list(_betting_actions(spots, limits, self._may_leave()))
        if phase == DRAWING:
            assert self.acting_hand is not None
            hand = self.hands[self.acting_hand]
            if self._must_draw(hand):
                return [_DRAW[hand.id]]
            return [_DRAW[hand.id], _STAND[hand.id]]
        if phase == CATCH:
            return [_CATCH[size] for size in self.catch_sizes()] + [_NO_CATCH]
        if phase == DEALER_DRAW:
            return [_DRAW[0], _STAND[0]]
        if phase == REBUY:
            return [_REBUY, _LEAVE]
        if phase == BANK_OFFER:
            return [_TAKE, _DECLINE]
        if phase == BANK_KEEP:
            return [_KEEP, _ANNOUNCE]
        return []

    def _may_leave(self) -> bool:
        """Seat 0 may stand up when broke, or at its betting turn before it has bet."""
        if self.phase == REBUY:
            return True
        return (
            self.phase == BETTING
            and self.actor == HUMAN
            and not any(h.seat == HUMAN for h in self.hands[1:])
        )

    def _must_draw(self, hand: HandState) -> bool:
        """D-P4 (option): two cards worth less than 4 points must draw."""
        return self.options.forced_draw and hand.value().points < 4

    def catch_sizes(self) -> list[int]:
        """The catches the dealer may call now: 3 (three-card hands), 2 (two-card, D-P5)."""
        sizes: set[int] = set()
        for h in self.hands[1:]:
            if not h.settled:
                sizes.add(len(h.cards))
        out = [3] if 3 in sizes else []
        if self.options.catch_two and 2 in sizes:
            out.append(2)
        return out

    def _waiting_for(self) -> Message:
        phase = self.phase
        if phase == BETTING:
            return msg("pokdeng.waiting_bets", seat=str(self.actor))
        if phase == DRAWING:
            return msg("pokdeng.waiting_draw", hand=str(self.acting_hand), seat=str(self.actor))
        return msg(
            {
                CATCH: "pokdeng.waiting_catch",
                DEALER_DRAW: "pokdeng.waiting_dealer_draw",
                REBUY: "pokdeng.waiting_rebuy",
                BANK_OFFER: "pokdeng.waiting_bank_offer",
                BANK_KEEP: "pokdeng.waiting_bank_keep",
            }.get(phase, "pokdeng.waiting_over")
        )

    def _refuse(self, what: str) -> IllegalAction:
        """``what`` names the refused move: ``pokdeng.what_<what>`` in the catalogue."""
        return IllegalAction(
            msg("pokdeng.cannot_now", what=msg(f"pokdeng.what_{what}"), waiting=self._waiting_for())
        )

    # --- round start --------------------------------------------------------------------------

    def _start_round(self, events: list[Event], step: int) -> None:
        o = self.options
        self.hands = []
        self._order = None
        self.deck = []
        self.acting_hand = None
        if step <= _STEP_REBUY:
            if is_broke(self.stacks[HUMAN], o.min_bet):
                self._wait(REBUY, HUMAN)
                return
            for seat in range(self.players):
                if seat != HUMAN and is_broke(self.stacks[seat], o.min_bet):
                    self._rebuy(seat, events, automatic=True)
        if step <= _STEP_BANK and self.handover_due:
            if self.dealer != HUMAN:
                self._wait(BANK_OFFER, HUMAN)
                return
            self._pass_bank(self._next_ai_dealer(), events)
        if step <= _STEP_KEEP and self.stop_left is None:
            if self.dealer == HUMAN:
                if self.dealer_term > 0:  # not in the very round it took the bank
                    self._wait(BANK_KEEP, HUMAN)
                    return
            elif self.dealer_term >= o.dealer_rounds - NOTICE_ROUNDS:
                self._announce_stop(events)
        events.append(RoundStarted(self.round, self.dealer, self.stop_left, tuple(self.stacks)))
        # Every round draws from its own key, from its start: a snapshot taken now (for a
        # replay) holds that round's key and generator and nothing of the later rounds.
        self.chance.start_hand(self.round)
        self.hands = [HandState(0, self.dealer, 2 * self.dealer, 0)]
        self._order = None
        self._limits = {}
        self._spots = {}
        self.bet_index = 0
        self.phase = BETTING
        self._next_bettor(events)

    def _wait(self, phase: str, seat: int) -> None:
        self.phase = phase
        self.actor = seat

    def _rebuy(self, seat: int, events: list[Event], *, automatic: bool) -> None:
        chips = self.options.starting_chips - self.stacks[seat]
        self.stacks[seat] += chips
        self.bought[seat] += chips
        events.append(Rebought(seat, chips, self.stacks[seat], automatic))

    def _next_ai_dealer(self) -> int:
        """The next seat after the dealer that is not seat 0 (the dealer again at two seats)."""
        for k in range(1, self.players + 1):
            seat = (self.dealer + k) % self.players
            if seat != HUMAN:
                return seat
        raise AssertionError("a table has at least one AI seat")

    def _pass_bank(self, seat: int, events: list[Event]) -> None:
        events.append(BankPassed(self.dealer, seat))
        self.dealer = seat
        self.dealer_term = 0
        self.stop_left = None
        self.handover_due = False

    def _announce_stop(self, events: list[Event]) -> None:
        self.stop_left = NOTICE_ROUNDS
        events.append(StopAnnounced(self.dealer, NOTICE_ROUNDS))

    # --- betting ------------------------------------------------------------------------------

    def _next_bettor(self, events: list[Event]) -> None:
        order = betting_order(self.dealer, self.players)
        while self.bet_index < len(order):
            seat = order[self.bet_index]
            if self.bet_limits(seat) is not None:
                self.actor = seat
                return
            self._close_bets(seat, events)
        self._deal(events)

    def _close_bets(self, seat: int, events: list[Event]) -> None:
        events.append(BetsDone(seat, tuple(h.id for h in self.hands[1:] if h.seat == seat)))
        self.bet_index += 1

    # --- the deal and Pok -----------------------------------------------------------------------

    def deal_order(self) -> list[int]:
        """Hand ids in the order cards are dealt (D-P3)."""
        if self._order is None or len(self._order) != len(self.hands):
            dealer, players = self.dealer, self.players
            ranked = sorted(self.hands, key=lambda h: deal_position(h.spot, dealer, players))
            self._order = [h.id for h in ranked]
        return self._order

    def _deal(self, events: list[Event]) -> None:
        self.actor = None
        if len(self.hands) == 1:
            events.append(RoundVoid(self.round))
            self._end_round(events)
            return
        if self.preset:
            chosen = {c.face for c in self.preset}
            self.deck = [c for c in _DECK if c.face not in chosen]
        else:
            self.deck = list(_DECK)
        order = [self.hands[i] for i in self.deal_order()]
        for index in (0, 1):
            for h in order:
                card = self._next_card()
                h.cards.append(card)
                h.changed()
                events.append(Deal(h.id, h.seat, h.spot, index, card))
        for h in order:
            if h.value().kind == "pok":
                self._reveal(h, "pok", events)
        dealer = self.hands[0]
        if dealer.revealed:  # the dealer's Pok settles everything at once
            for h in order:
                if h.id != 0:
                    self._settle(h, "pok", events)
            self._end_round(events)
            return
        for h in order:
            if h.revealed:
                self._settle(h, "pok", events)
        self.phase = DRAWING
        self._next_drawer(events)

    def _next_card(self) -> Card:
        """The next card off the deck: a preset one, else one drawn at random."""
        if self.preset:
            return self.preset.pop(0)
        deck = self.deck
        i = self.rng.randbelow(len(deck))
        card = deck[i]
        deck[i] = deck[-1]
        deck.pop()
        return card

    def _reveal(self, h: HandState, reason: Any, events: list[Event]) -> None:
        h.revealed = True
        h.changed()
        value = h.value()
        events.append(
            Reveal(
                h.id,
                h.seat,
                tuple(h.cards),
                value.kind,
                value.points,
                value.multiplier,
                value.name,
                value.thai_name,
                reason,
            )
        )

    def _settle(self, h: HandState, stage: Any, events: list[Event]) -> None:
        dealer = self.hands[0]
        if not h.revealed:
            self._reveal(h, "catch" if stage == "catch" else "showdown", events)
        player_value, dealer_value = h.value(), dealer.value()
        result = settle(
            player_value, dealer_value, h.bet, deng_difference=self.options.deng_difference
        )
        h.settled = True
        h.changed()
        h.amount = result.amount
        self.stacks[h.seat] += result.amount
        self.stacks[dealer.seat] -= result.amount
        shown = dealer.revealed
        events.append(
            Settle(
                hand=h.id,
                seat=h.seat,
                spot=h.spot,
                bet=h.bet,
                cards=tuple(h.cards),
                name=player_value.name,
                thai_name=player_value.thai_name,
                dealer=dealer.seat,
                dealer_cards=tuple(dealer.cards) if shown else (),
                dealer_name=dealer_value.name if shown else "",
                dealer_thai_name=dealer_value.thai_name if shown else "",
                outcome=result.outcome,
                multiplier=result.multiplier,
                amount=result.amount,
                stage=stage,
                stack=self.stacks[h.seat],
                dealer_stack=self.stacks[dealer.seat],
            )
        )

    # --- drawing, the catch, the dealer --------------------------------------------------------

    def _next_drawer(self, events: list[Event]) -> None:
        for hand_id in self.deal_order():
            h = self.hands[hand_id]
            if hand_id != 0 and not h.settled and not h.decided:
                self.acting_hand = hand_id
                self.actor = h.seat
                return
        self.acting_hand = None
        if self.catch_sizes():
            self.phase = CATCH
            self.actor = self.dealer
            return
        self._dealer_turn(events)

    def _dealer_turn(self, events: list[Event]) -> None:
        if all(h.settled for h in self.hands[1:]):
            self._end_round(events)
            return
        self.phase = DEALER_DRAW
        self.actor = self.dealer
        self.acting_hand = 0

    def _showdown(self, events: list[Event]) -> None:
        dealer = self.hands[0]
        if not dealer.revealed:
            self._reveal(dealer, "showdown", events)
        for hand_id in self.deal_order():
            h = self.hands[hand_id]
            if hand_id != 0 and not h.settled:
                self._settle(h, "showdown", events)
        self._end_round(events)

    # --- end of a round and of the session -------------------------------------------------------

    def _end_round(self, events: list[Event]) -> None:
        if self.deck:
            self.preset = []  # a preset is for one deal: what it did not use is dropped
        deltas = [0] * self.players
        for h in self.hands[1:]:
            deltas[h.seat] += h.amount
            deltas[self.dealer] -= h.amount
        summary = msg(
            "pokdeng.summary",
            round=self.round,
            seat=self.dealer,
            delta=signed(deltas[self.dealer], 0),
        )
        events.append(
            HandOver(
                tuple(deltas),
                summary.english(),
                self.chance.hand_key_text if len(self.hands) > 1 else "",  # "": nothing dealt
                summary,
            )
        )
        self.dealer_term += 1
        if self.stop_left is not None:
            self.stop_left -= 1
            if self.stop_left == 0:
                self.stop_left = None
                self.handover_due = True
        self.round += 1
        rounds = self.options.rounds
        if rounds is not None and self.round > rounds:
            self._finish("rounds", events)
            return
        self._start_round(events, _STEP_REBUY)

    def _finish(self, reason: str, events: list[Event]) -> None:
        self.phase = OVER
        self.actor = None
        self.acting_hand = None
        self.hands = []
        self._order = None
        self.deck = []
        self.end_reason = reason
        result = self.result
        assert result is not None
        events.append(MatchOver(reason, result.stacks, result.bought, result.net))  # type: ignore[arg-type]

    # --- hand views -----------------------------------------------------------------------------

    def _hand_view(self, h: HandState, seat: int) -> HandView:
        visible = h.revealed or h.seat == seat
        cached = h._views[visible]
        if cached is None:
            cached = h._views[visible] = self._build_hand_view(h, visible)
        return cached

    def _build_hand_view(self, h: HandState, visible: bool) -> HandView:
        if visible and len(h.cards) >= 2:
            value = h.value()
            name, thai = value.name, value.thai_name
        else:
            name = thai = ""
        return HandView(
            hand=h.id,
            seat=h.seat,
            spot=h.spot,
            position=spot_kind(h.spot, self.dealer),
            bet=h.bet,
            card_count=len(h.cards),
            cards=tuple(h.cards) if visible else None,
            revealed=h.revealed,
            decided=h.decided,
            settled=h.settled,
            amount=h.amount,
            name=name,
            thai_name=thai,
        )


# --- action handlers: check everything, then change the state -------------------------------


def _on_place_bet(state: State, action: A.PlaceBet, events: list[Event]) -> None:
    if state.phase != BETTING:
        raise state._refuse("place_a_bet")
    seat = state.actor
    assert seat is not None
    spot, amount = action.spot, action.amount
    if type(spot) is not int or type(amount) is not int:  # not bool, float or text
        raise IllegalAction(msg("pokdeng.bet_whole_numbers"))
    limits = state.bet_limits(seat)
    if limits is None:
        raise IllegalAction(msg("pokdeng.no_more_hands"))
    if spot not in state._free_spots(seat):
        if not 0 <= spot < 2 * state.players:
            raise IllegalAction(msg("pokdeng.no_position", spot=spot))
        if any(h.spot == spot for h in state.hands):
            raise IllegalAction(msg("pokdeng.position_taken"))
        raise IllegalAction(msg("pokdeng.others_place"))
    low, high = limits
    if not low <= amount <= high:
        raise IllegalAction(msg("pokdeng.bet_range", low=low, high=high))
    hand = HandState(len(state.hands), seat, spot, amount)
    state.hands.append(hand)
    events.append(Bet(hand.id, seat, spot, spot_kind(spot, state.dealer), amount))
    if state.bet_limits(seat) is None:
        state._close_bets(seat, events)
        state._next_bettor(events)


def _on_end_bets(state: State, action: A.EndBets, events: list[Event]) -> None:
    if state.phase != BETTING:
        raise state._refuse("finish_betting")
    assert state.actor is not None
    state._close_bets(state.actor, events)
    state._next_bettor(events)


def _check_hand_decision(state: State, hand_id: Any, verb: str) -> HandState:
    if state.phase == DRAWING:
        expected = state.acting_hand
    elif state.phase == DEALER_DRAW:
        expected = 0
    else:
        raise state._refuse(verb)
    if hand_id != expected or isinstance(hand_id, bool):
        raise IllegalAction(msg("pokdeng.wrong_hand", expected=str(expected), hand=repr(hand_id)))
    assert expected is not None
    return state.hands[expected]


def _on_draw(state: State, action: A.DrawCard, events: list[Event]) -> None:
    h = _check_hand_decision(state, action.hand, "draw")
    card = state._next_card()
    h.cards.append(card)
    h.decided = True
    h.changed()
    events.append(Draw(h.id, h.seat, card))
    if h.id == 0:
        state._showdown(events)
    else:
        state._next_drawer(events)


def _on_stand(state: State, action: A.Stand, events: list[Event]) -> None:
    h = _check_hand_decision(state, action.hand, "stand")
    if h.id != 0 and state._must_draw(h):
        raise IllegalAction(msg("pokdeng.must_draw"))
    h.decided = True
    h.changed()
    events.append(Stood(h.id, h.seat))
    if h.id == 0:
        state._showdown(events)
    else:
        state._next_drawer(events)


def _on_catch(state: State, action: A.Catch, events: list[Event]) -> None:
    if state.phase != CATCH:
        raise state._refuse("catch")
    sizes = state.catch_sizes()
    if action.size not in sizes or isinstance(action.size, bool):
        if action.size == 2 and not state.options.catch_two:
            raise IllegalAction(msg("pokdeng.catch_three_only"))
        raise IllegalAction(msg("pokdeng.nothing_to_catch", size=repr(action.size)))
    dealer = state.hands[0]
    order = [state.hands[i] for i in state.deal_order()]
    caught = [h for h in order if h.id != 0 and not h.settled and len(h.cards) == action.size]
    events.append(Caught(state.dealer, action.size, tuple(h.id for h in caught)))
    state._reveal(dealer, "catch", events)
    for h in caught:
        state._settle(h, "catch", events)
    state._dealer_turn(events)


def _on_no_catch(state: State, action: A.NoCatch, events: list[Event]) -> None:
    if state.phase != CATCH:
        raise state._refuse("decline_to_catch")
    events.append(CatchDeclined(state.dealer))
    state._dealer_turn(events)


def _on_rebuy(state: State, action: A.Rebuy, events: list[Event]) -> None:
    if state.phase != REBUY:
        raise state._refuse("rebuy")
    state._rebuy(HUMAN, events, automatic=False)
    state._start_round(events, _STEP_REBUY)


def _on_leave(state: State, action: A.Leave, events: list[Event]) -> None:
    if not state._may_leave():
        if state.phase == BETTING and state.actor == HUMAN:
            raise IllegalAction(msg("pokdeng.bets_on_table"))
        raise state._refuse("leave_the_table")
    events.append(SeatLeft(HUMAN))
    state._finish("left", events)


def _on_take_bank(state: State, action: A.TakeBank, events: list[Event]) -> None:
    if state.phase != BANK_OFFER:
        raise state._refuse("take_the_bank")
    state._pass_bank(HUMAN, events)
    state._start_round(events, _STEP_KEEP)


def _on_decline_bank(state: State, action: A.DeclineBank, events: list[Event]) -> None:
    if state.phase != BANK_OFFER:
        raise state._refuse("decline_the_bank")
    events.append(BankDeclined(HUMAN))
    state._pass_bank(state._next_ai_dealer(), events)
    state._start_round(events, _STEP_KEEP)


def _on_keep_bank(state: State, action: A.KeepBank, events: list[Event]) -> None:
    if state.phase != BANK_KEEP:
        raise state._refuse("deal_another_round")
    state._start_round(events, _STEP_BETS)


def _on_announce_stop(state: State, action: A.AnnounceStop, events: list[Event]) -> None:
    if state.phase != BANK_KEEP:
        raise state._refuse("announce_a_stop")
    state._announce_stop(events)
    state._start_round(events, _STEP_BETS)


_HANDLERS: dict[type, Callable[[State, Any, list[Event]], None]] = {
    A.PlaceBet: _on_place_bet,
    A.EndBets: _on_end_bets,
    A.DrawCard: _on_draw,
    A.Stand: _on_stand,
    A.Catch: _on_catch,
    A.NoCatch: _on_no_catch,
    A.Rebuy: _on_rebuy,
    A.Leave: _on_leave,
    A.TakeBank: _on_take_bank,
    A.DeclineBank: _on_decline_bank,
    A.KeepBank: _on_keep_bank,
    A.AnnounceStop: _on_announce_stop,
}


def new_match(seed: int, options: Options | None = None) -> State:
    """A new session at the start of round 1 (its ``RoundStarted`` is in the view, not an
    event: nothing has happened yet)."""
    state = State(options or Options(), Chance.from_seed(seed))
    state._start_round([], _STEP_REBUY)
    return state
