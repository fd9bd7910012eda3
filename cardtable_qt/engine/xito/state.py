"""A Xì tố session: hands one after another, stacks carried over, the seed's betting.

One ``State`` is a whole session at one table (D-X8: stacks carry from hand to hand). Each hand:
antes; a hole card and a face-up card each; four betting rounds, each after one more face-up
card, opened by the strongest face-up cards; the showdown. When a hand ends the next one starts
in the same ``apply`` call (after ``HandOver``), unless seat 0 must first decide to re-buy or sit
out. The session ends only if seat 0 sits out at a two-seat table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..actions_check import check_action
from ..cards import Card, CardError, parse_hands
from ..chance import Chance
from ..match import Event, HandOver, IllegalAction
from ..messages import Message, msg
from ..rng import Rng
from . import hands
from .actions import ACTION_CLASSES, Action, Bet, Call, Fold, Raise, Rebuy, SitOut
from .betting import ladder
from .events import (
    AntePaid,
    BetPlaced,
    BetsCollected,
    BettingRoundStarted,
    Called,
    CardDealt,
    Folded,
    HandShown,
    HandStarted,
    MatchOver,
    PotAwarded,
    Raised,
    Rebought,
    SatOut,
)
from .options import Options
from .pots import make_pots
from .view import Move, XitoView

HUMAN = 0  # the seat the app gives the player; it alone is asked before a re-buy (D-X8)
BETTING, REBUY, OVER = "betting", "rebuy", "over"
ROUNDS = 4  # betting rounds: after the 2nd, 3rd, 4th and 5th card

_FOLD = Fold()
_CALL = Call()
_REBUY_CHOICES: tuple[Action, ...] = (Rebuy(), SitOut())


class State:
    """The match protocol for Xì tố (see ``cardtable_qt.engine.match.Match``)."""

    def __init__(
        self, options: Options, chance: Chance, stacks: Sequence[int] | None = None
    ) -> None:
        n = options.players
        self.options = options
        self.chance = chance
        self.phase = BETTING
        self.hand = 0
        self.dealer = 0
        self.stacks = list(stacks) if stacks is not None else [options.starting_stack] * n
        # Every chip a seat has bought, the first stack included: the chips on the table
        # (stacks and this hand's bets) always add up to the sum of this (D-X8).
        self.bought = list(self.stacks)
        self.start_stacks = list(self.stacks)  # at the start of the hand
        self.sitting_out = [False] * n
        # The hand in play.
        self.dealt = [False] * n
        self.folded = [False] * n
        self.hole: list[Card | None] = [None] * n
        self.up: list[list[Card]] = [[] for _ in range(n)]
        self.deck: list[Card] = []
        self.script: list[list[Card]] = [[] for _ in range(n)]  # scripted cards still to come
        self.contributed = [0] * n
        self.round_bets = [0] * n
        self.betting_round = 0
        self.first_bettor: int | None = None
        self.current: int | None = None
        self.pending: list[bool] = [False] * n  # must still act this round
        self.raises = 0
        self.history: list[Move] = []
        self.opening_events: list[Event] = []  # the first hand's deal, see new_match
        self._scripted: dict[int, list[Card]] = {}  # new_match's deal, used by the first hand
        self._legal: list[Action] | None = None

    # --- the protocol ---------------------------------------------------------------------------

    @property
    def rng(self) -> Rng:
        """The generator of the hand in play (see ``engine.chance``)."""
        return self.chance.rng

    @property
    def hand_key(self) -> str:
        """The key of the hand in play or last dealt (see ``HandOver.hand_key``)."""
        return self.chance.hand_key_text

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def current_player(self) -> int | None:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def result(self) -> tuple[int, ...] | None:
        """When the session is over: each seat's net chips (what it holds minus all it bought)."""
        return self.net() if self.phase == OVER else None

    def net(self) -> tuple[int, ...]:
        """Each seat's chips (stack and bets in this hand) minus everything it bought."""
        return tuple(
            s + c - b for s, c, b in zip(self.stacks, self.contributed, self.bought, strict=True)
        )

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def bet_range(self) -> tuple[int, int] | None:
        """The legal bet or raise amounts (lowest, highest) for the player to act, if any."""
        if self.phase != BETTING or self.current is None:
            return None
        return self._amount_range(self.current)

    def timeout_action(self) -> Action | None:
        """What the player to act does when its clock runs out: fold (D-X7); sit out if asked
        to re-buy."""
        if self.phase == BETTING:
            return _FOLD
        if self.phase == REBUY:
            return SitOut()
        return None

    def apply(self, action: Action) -> list[Event]:
        check_action(action, ACTION_CLASSES, "Xì tố")
        reason = self._illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._legal = None
        events: list[Event] = []
        if isinstance(action, Rebuy):
            self._rebuy(HUMAN, events, automatic=False)
            self._deal_hand(events)
        elif isinstance(action, SitOut):
            self.sitting_out[HUMAN] = True
            events.append(SatOut(HUMAN))
            self._deal_hand(events)
        else:
            self._bet_action(action, events)
        return events

    def view(self, seat: int) -> XitoView:
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        n = self.players
        mine = self.current == seat and self.phase == BETTING
        collected = [c - b for c, b in zip(self.contributed, self.round_bets, strict=True)]
        highest = max(self.round_bets)
        return XitoView(
            seat=seat,
            options=self.options,
            phase=self.phase,
            hand=self.hand,
            dealer=self.dealer,
            current_player=self.current,
            stacks=tuple(self.stacks),
            bought=tuple(self.bought),
            dealt=tuple(self.dealt),
            folded=tuple(self.folded),
            all_in=tuple(
                self.dealt[s] and not self.folded[s] and self.stacks[s] == 0 for s in range(n)
            ),
            sitting_out=tuple(self.sitting_out),
            hole=self.hole[seat],
            upcards=tuple(tuple(cards) for cards in self.up),
            round_bets=tuple(self.round_bets),
            contributed=tuple(self.contributed),
            pot=sum(self.contributed),
            pots=make_pots(collected, self._live_flags()),
            betting_round=self.betting_round,
            first_bettor=self.first_bettor,
            highest=highest,
            raises=self.raises,
            to_call=min(highest - self.round_bets[seat], self.stacks[seat]),
            bet_range=self._amount_range(seat) if mine else None,
            history=tuple(self.history),
        )

    def to_dict(self) -> dict[str, Any]:
        from .save import state_to_dict

        return state_to_dict(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"<xito.State hand {self.hand} {self.phase} to act: {self.current}>"

    # --- legality -------------------------------------------------------------------------------

    def _live_flags(self) -> list[bool]:
        return [d and not f for d, f in zip(self.dealt, self.folded, strict=True)]

    def _can_act(self, seat: int) -> bool:
        return self.dealt[seat] and not self.folded[seat] and self.stacks[seat] > 0

    def _others_can_answer(self, seat: int) -> bool:
        """Is there anyone left who could call a bet or raise by ``seat``?"""
        return any(self._can_act(s) for s in range(self.players) if s != seat)

    def _amount_range(self, seat: int) -> tuple[int, int] | None:
        """The legal bet (no bet yet) or raise amounts for ``seat``, or None."""
        opts = self.options
        stack = self.stacks[seat]
        highest = max(self.round_bets)
        if highest == 0:
            if stack >= opts.min_bet:
                return (opts.min_bet, min(opts.max_bet, stack))
            return (stack, stack)  # all-in for less: the only bet left
        if opts.max_raises is not None and self.raises >= opts.max_raises:
            return None
        room = stack - (highest - self.round_bets[seat])
        if room < opts.min_bet or not self._others_can_answer(seat):
            return None
        return (opts.min_bet, min(opts.max_bet, room))

    def _compute_legal(self) -> list[Action]:
        if self.phase == REBUY:
            return list(_REBUY_CHOICES)
        if self.phase != BETTING or self.current is None:
            return []
        seat = self.current
        legal: list[Action] = [_FOLD]
        amounts = self._amount_range(seat)
        if max(self.round_bets) == 0:
            assert amounts is not None
            low, high = amounts
            legal.extend(Bet(a) for a in ladder(low, high, self.options.ante))
            return legal
        legal.append(_CALL)
        if amounts is not None:
            low, high = amounts
            legal.extend(Raise(a) for a in ladder(low, high, self.options.ante))
        return legal

    def _illegal(self, action: object) -> Message | None:
        """Why ``action`` is not legal now, or None if it is."""
        if self.phase == OVER:
            return msg("engine.match_over")
        if self.phase == REBUY:
            if isinstance(action, (Rebuy, SitOut)):
                return None
            return msg("xito.cannot_pay_ante")
        if isinstance(action, (Rebuy, SitOut)):
            return msg("xito.rebuy_when")
        if isinstance(action, Fold):
            return None
        assert self.current is not None
        seat = self.current
        highest = max(self.round_bets)
        if isinstance(action, Call):
            if highest == 0:
                return msg("xito.no_bet_to_call")
            return None
        if isinstance(action, (Bet, Raise)):
            amount = action.amount
            if isinstance(amount, bool) or not isinstance(amount, int):
                return msg("xito.bet_whole_number")
            word = "bet" if isinstance(action, Bet) else "raise"  # picks the message
            if isinstance(action, Bet) and highest > 0:
                return msg("xito.already_a_bet")
            if isinstance(action, Raise) and highest == 0:
                return msg("xito.nobody_bet")
            amounts = self._amount_range(seat)
            if amounts is None:
                opts = self.options
                if opts.max_raises is not None and self.raises >= opts.max_raises:
                    return msg("xito.raise_limit", n=opts.max_raises)
                if not self._others_can_answer(seat):
                    return msg("xito.nobody_can_answer")
                return msg("xito.not_enough_to_raise")
            low, high = amounts
            if not low <= amount <= high:
                if low == high:
                    return msg(f"xito.only_{word}", n=low)
                return msg(f"xito.{word}_range", low=low, high=high, amount=amount)
            return None
        return msg("xito.not_an_action", action=repr(action))

    # --- betting --------------------------------------------------------------------------------

    def _bet_action(self, action: Action, events: list[Event]) -> None:
        seat = self.current
        assert seat is not None
        rnd = self.betting_round
        if isinstance(action, Fold):
            self.folded[seat] = True
            self.pending[seat] = False
            events.append(Folded(seat))
            self.history.append(Move(rnd, seat, "fold", 0, False))
        else:
            to_call = max(self.round_bets) - self.round_bets[seat]
            if isinstance(action, Bet):
                paid = action.amount
            elif isinstance(action, Raise):
                paid = to_call + action.amount
            else:
                paid = min(to_call, self.stacks[seat])
            self.stacks[seat] -= paid
            self.round_bets[seat] += paid
            self.contributed[seat] += paid
            stack = self.stacks[seat]
            total = self.round_bets[seat]
            all_in = stack == 0
            self.pending[seat] = False
            if isinstance(action, Call):
                events.append(Called(seat, paid, total, stack, all_in))
                self.history.append(Move(rnd, seat, "call", paid, all_in))
            else:
                if isinstance(action, Raise):
                    self.raises += 1
                    events.append(Raised(seat, to_call, action.amount, total, stack, all_in))
                    self.history.append(Move(rnd, seat, "raise", paid, all_in))
                else:
                    events.append(BetPlaced(seat, paid, total, stack, all_in))
                    self.history.append(Move(rnd, seat, "bet", paid, all_in))
                # A bet or raise reopens the round for everyone else who can still act.
                for s in range(self.players):
                    self.pending[s] = s != seat and self._can_act(s)
        self._advance(seat, events)

    def _advance(self, last: int, events: list[Event]) -> None:
        """After ``last`` acted: the next to act, or the end of the round or of the hand."""
        live = [s for s in range(self.players) if self.dealt[s] and not self.folded[s]]
        if len(live) == 1:
            self._collect(events)
            self._award_uncontested(live[0], events)
            return
        highest = max(self.round_bets)
        able = [s for s in live if self.stacks[s] > 0]
        if len(able) <= 1 and all(self.round_bets[s] == highest for s in able):
            # Nobody left to bet against: the round is over whatever is pending.
            self.pending = [False] * self.players
        n = self.players
        for step in range(1, n + 1):
            s = (last + step) % n
            if self.pending[s]:
                self.current = s
                return
        self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        self._collect(events)
        self.current = None
        while self.betting_round < ROUNDS:
            self._deal_round(face_up=True, events=events)
            self.betting_round += 1
            if self._open_round(events):
                return
        self._showdown(events)

    def _collect(self, events: list[Event]) -> None:
        if self.betting_round and any(self.round_bets):
            self.round_bets = [0] * self.players
            pots = make_pots(self.contributed, self._live_flags())
            events.append(BetsCollected(self.betting_round, sum(self.contributed), pots))
        self.round_bets = [0] * self.players

    def _open_round(self, events: list[Event]) -> bool:
        """Start betting round ``betting_round``; False if fewer than two can still bet."""
        able = [s for s in range(self.players) if self._can_act(s)]
        self.raises = 0
        self.first_bettor = None
        if len(able) < 2:
            return False
        opener = hands.first_to_act({s: self.up[s] for s in able})
        shown = hands.evaluate(self.up[opener])
        self.first_bettor = opener
        self.current = opener
        self.pending = [self._can_act(s) for s in range(self.players)]
        events.append(
            BettingRoundStarted(
                self.betting_round,
                opener,
                tuple(self.up[opener]),
                shown.category,
                shown.name_vi,
                shown.name_en,
            )
        )
        return True

    # --- the deal -------------------------------------------------------------------------------

    def _deal_order(self) -> list[int]:
        """Seats still in, starting after the dealer and going counter-clockwise (D-X10)."""
        n = self.players
        order = [(self.dealer + i) % n for i in range(1, n + 1)]
        return [s for s in order if self.dealt[s] and not self.folded[s]]

    def _deal_round(self, face_up: bool, events: list[Event]) -> None:
        for seat in self._deal_order():
            card = self.script[seat].pop(0) if self.script[seat] else self.deck.pop()
            if face_up:
                self.up[seat].append(card)
                position = len(self.up[seat]) + 1
            else:
                self.hole[seat] = card
                position = 1
            events.append(CardDealt(seat, card, face_up, position))

    def start_first_hand(
        self, dealer: int | None = None, deal: Mapping[int, Sequence[Card]] | None = None
    ) -> list[Event]:
        """Called once by ``new_match``: the first hand's antes and deal."""
        events: list[Event] = []
        if dealer is None:  # drawn from a stream of its own: no hand's key tells it
            dealer = self.chance.one_off("first dealer").randbelow(self.players)
        self.dealer = dealer
        self._scripted = {s: list(cards) for s, cards in (deal or {}).items()}
        self._next_hand(events, move_button=False)
        return events

    def _next_hand(self, events: list[Event], move_button: bool = True) -> None:
        """Between hands: AI re-buys, the button, then the deal (or seat 0's question)."""
        n = self.players
        self._reset_hand()
        self.hand += 1
        self.sitting_out = [False] * n
        if move_button:
            self.dealer = (self.dealer + 1) % n
        for seat in range(n):
            if seat != HUMAN and self.stacks[seat] < self.options.ante:
                self._rebuy(seat, events, automatic=True)
        if self.stacks[HUMAN] < self.options.ante:
            self.phase = REBUY
            self.current = HUMAN
            return
        self._deal_hand(events)

    def _rebuy(self, seat: int, events: list[Event], automatic: bool) -> None:
        amount = self.options.starting_stack - self.stacks[seat]
        self.stacks[seat] += amount
        self.bought[seat] += amount
        events.append(Rebought(seat, amount, self.stacks[seat], automatic))

    def _reset_hand(self) -> None:
        n = self.players
        self.dealt = [False] * n
        self.folded = [False] * n
        self.hole = [None] * n
        self.up = [[] for _ in range(n)]
        self.deck = []
        self.script = [[] for _ in range(n)]
        self.contributed = [0] * n
        self.round_bets = [0] * n
        self.betting_round = 0
        self.first_bettor = None
        self.current = None
        self.pending = [False] * n
        self.raises = 0
        self.history = []

    def _deal_hand(self, events: list[Event]) -> None:
        n = self.players
        self.phase = BETTING
        self.current = None
        seats = [s for s in range(n) if not self.sitting_out[s]]
        if len(seats) < 2:
            self.phase = OVER
            events.append(MatchOver(self.net()))
            return
        # The button moves on to a seat that is dealt in.
        while self.sitting_out[self.dealer]:
            self.dealer = (self.dealer + 1) % n
        self.start_stacks = list(self.stacks)
        for s in seats:
            self.dealt[s] = True
        events.append(HandStarted(self.hand, self.dealer, tuple(seats), tuple(self.stacks)))
        ante = self.options.ante
        for s in self._deal_order():
            self.stacks[s] -= ante
            self.contributed[s] += ante
            events.append(AntePaid(s, ante, self.stacks[s], self.stacks[s] == 0))
        scripted, self._scripted = self._scripted, {}
        self.script = [list(scripted.get(s, ())) if self.dealt[s] else [] for s in range(n)]
        taken = {card for cards in self.script for card in cards}
        self.deck = [card for card in hands.deck() if card not in taken]
        self.chance.start_hand(self.hand).shuffle(self.deck)  # each hand from its own key
        self._deal_round(face_up=False, events=events)
        self._deal_round(face_up=True, events=events)
        self.betting_round = 1
        if not self._open_round(events):
            self._end_round(events)

    # --- the end of a hand ----------------------------------------------------------------------

    def _award_uncontested(self, winner: int, events: list[Event]) -> None:
        """Everyone else folded: the last player takes every pot, showing nothing."""
        total = sum(self.contributed)
        self.stacks[winner] += total
        events.append(PotAwarded(0, total, winner, (winner,), "", "", "", self.stacks[winner]))
        self._finish_hand(events, msg("xito.all_folded", seat=winner, n=total))

    def _showdown(self, events: list[Event]) -> None:
        n = self.players
        start = self.first_bettor if self.first_bettor is not None else (self.dealer + 1) % n
        order = [(start + i) % n for i in range(n)]
        ranks: dict[int, hands.HandRank] = {}
        for s in order:
            hole = self.hole[s]
            if not self.dealt[s] or self.folded[s] or hole is None:
                continue
            rank = hands.evaluate([hole, *self.up[s]])
            ranks[s] = rank
            events.append(HandShown(s, hole, rank.cards, rank.category, rank.name_vi, rank.name_en))
        pots = make_pots(self.contributed, self._live_flags())
        words = []
        for i, pot in enumerate(pots):
            winner = max(pot.eligible, key=ranks.__getitem__)
            best = ranks[winner]
            self.stacks[winner] += pot.amount
            events.append(
                PotAwarded(
                    i,
                    pot.amount,
                    winner,
                    pot.eligible,
                    best.category,
                    best.name_vi,
                    best.name_en,
                    self.stacks[winner],
                )
            )
            code = (
                "xito.wins_pot"
                if len(pots) == 1
                else ("xito.wins_main_pot" if i == 0 else "xito.wins_side_pot")
            )
            words.append(msg(code, seat=winner, pot=i, amount=pot.amount, hand=best.name_vi))
        self._finish_hand(events, msg("xito.pots", pots=tuple(words)))

    def _finish_hand(self, events: list[Event], summary: Message) -> None:
        self.contributed = [0] * self.players
        self.round_bets = [0] * self.players
        deltas = tuple(s - b for s, b in zip(self.stacks, self.start_stacks, strict=True))
        events.append(HandOver(deltas, summary.english(), self.chance.hand_key_text, summary))
        self._next_hand(events)


def new_match(
    seed: int,
    options: Options | None = None,
    *,
    stacks: Sequence[int] | None = None,
    dealer: int | None = None,
    deal: Mapping[int, Sequence[Card] | str] | None = None,
) -> State:
    """A new session: everyone has the starting stack and the first hand is dealt.

    The first hand's events (antes, cards) are kept in ``state.opening_events`` so a table can
    animate the opening deal; after that every event comes from ``apply``.

    For lessons and tests: ``stacks`` gives each seat's first stack (each at least the ante),
    ``dealer`` the first button, and ``deal`` scripts the first hand: the cards a seat will be
    dealt, hole card first (up to five; the rest of the deck stays shuffled by ``seed``).
    """
    opts = options or Options()
    n = opts.players
    if stacks is not None:
        if len(stacks) != n or any(isinstance(s, bool) or not isinstance(s, int) for s in stacks):
            raise ValueError(f"stacks: one whole number of chips per seat ({n})")
        if min(stacks) < opts.ante:
            raise ValueError("stacks: every seat starts with at least the ante")
    if dealer is not None and not 0 <= dealer < n:
        raise ValueError(f"dealer: no seat {dealer} at a table of {n}")
    script: dict[int, list[Card]] = {}
    scripted = dict(deal or {})
    try:  # one deck: a card named twice, for one seat or for two, is refused
        lots = parse_hands(list(scripted.values()), decks=1)
    except CardError as error:
        raise ValueError(f"deal: {error}") from None
    for seat, cards in zip(scripted, lots, strict=True):
        if not 0 <= seat < n:
            raise ValueError(f"deal: no seat {seat} at a table of {n}")
        script[seat] = [hands.canonical(c) for c in cards]
        if len(script[seat]) > 5:
            raise ValueError(f"deal: seat {seat} gets five cards, not {len(script[seat])}")
    everything = [c for cards in script.values() for c in cards]
    if len(set(everything)) != len(everything):
        raise ValueError("deal: a card is scripted twice")
    state = State(opts, Chance.from_seed(seed), stacks)
    state.opening_events = state.start_first_hand(dealer, script)
    return state
