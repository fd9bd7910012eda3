"""A rummy match: deals one after another, each played turn by turn until someone declares.

A turn: pack (instead of drawing), or draw from the stock or the discard pile and then discard or
declare. Seats play in order 0, 1, 2… (counter-clockwise); the dealer moves one seat each deal
and the player after the dealer starts (D-R13). Packed players and, in pool rummy, players out
of the match are skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..actions_check import check_action
from ..cards import ACE, Card, make_deck
from ..chance import Chance
from ..match import Event, HandOver, IllegalAction
from ..messages import Message, msg
from ..rng import Rng
from ..words import card_param, cards_param
from .actions import ACTIONS, Action, Declare, Discard, Draw, Pack
from .declaration import HAND_SIZE, MAX_DECKS, validate_messages
from .events import (
    DealScored,
    Dealt,
    Declared,
    Discarded,
    Drew,
    MatchOver,
    Packed,
    PileStarted,
    PlayerOut,
    StockReshuffled,
    WildCardTurned,
)
from .groups import best_kind, readings
from .options import FIRST_TURN_PACK, LATER_PACK, POOL_LIMIT, Options
from .scoring import score_deal
from .solver import best_grouping
from .views import RummyView, SeatInfo

GAME_ID: Final = "rummy"
PLAYING, PACKED, OUT = "playing", "packed", "out"


@dataclass(frozen=True, slots=True)
class Standings:
    """The final result: points per seat (fewer is better), seats best first, the winners."""

    totals: tuple[int, ...]
    order: tuple[int, ...]
    winners: tuple[int, ...]
    deals: int


class RummyMatch:
    """The whole match state; see the package docstring for the protocol."""

    def __init__(self, options: Options, chance: Chance) -> None:
        self.options = options
        self.chance = chance
        n = options.players
        self.totals = [0] * n
        self.out = [False] * n
        self.history: list[tuple[int, ...]] = []
        self.deal_no = 0
        self.dealer = 0
        self.over = False
        # the deal in play
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.status = [PLAYING] * n
        self.stock: list[Card] = []  # the top is the end
        self.pile: list[Card] = []  # the top is the end
        self.removed: list[Card] = []  # cards of players who packed after their first turn
        self.wild_card = Card(2, "S")
        self.turn = 0
        self.phase = "draw"
        self.drawn: Card | None = None
        self.taken: Card | None = None  # drawn from the discard pile this turn (D-R8)
        self.turns_taken = [0] * n
        self.deal_turns = 0
        self.charged = [0] * n
        self.opening_events: list[Event] = []  # the first deal's events, see ``new_match``
        self._legal: list[Action] | None = None
        self._declaration: Declare | bool | None = False  # False: not computed this turn

    # --- the protocol -------------------------------------------------------------------------

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
        return None if self.over else self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def result(self) -> Standings | None:
        if not self.over:
            return None
        return self._standings()

    @property
    def wild_rank(self) -> int:
        """D-R2: the turned card's rank is wild; a turned joker makes aces wild."""
        return ACE if self.wild_card.suit is None else self.wild_card.rank

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def apply(self, action: Action) -> list[Event]:
        check_action(action, ACTIONS, "Rummy")
        if self.over:
            raise IllegalAction(msg("engine.match_over"))
        if isinstance(action, Pack):
            return self._pack()
        if isinstance(action, Draw):
            return self._draw(action)
        if isinstance(action, Discard):
            return self._discard(action)
        if isinstance(action, Declare):
            return self._declare(action)
        raise IllegalAction(msg("rummy.not_a_move"))

    def view(self, seat: int) -> RummyView:
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat}")
        mine = seat == self.turn and self.phase == "discard" and not self.over
        return RummyView(
            seat=seat,
            players=self.players,
            hand=tuple(self.hands[seat]),
            current_player=self.current_player,
            phase="over" if self.over else self.phase,  # type: ignore[arg-type]
            deal=self.deal_no,
            deals=None if self.options.pool else self.options.deals,
            dealer=self.dealer,
            wild_card=self.wild_card,
            wild_rank=self.wild_rank,
            pile=tuple(self.pile),
            pile_top=self.pile[-1] if self.pile else None,
            stock_count=len(self.stock),
            seats=tuple(
                SeatInfo(i, self.status[i], len(self.hands[i]), self.totals[i], self.charged[i])  # type: ignore[arg-type]
                for i in range(self.players)
            ),
            drawn=self.drawn if mine else None,
            drawn_from=("discard" if self.taken is not None else "stock") if mine else None,
            first_turn=self.turns_taken[seat] == 0,
            pack_cost=FIRST_TURN_PACK if self.turns_taken[seat] == 0 else LATER_PACK,
            history=tuple(self.history),
            pool=self.options.pool,
            sequences_hold_6_or_7=self.options.sequences_hold_6_or_7,
            turns=self.turns_taken[seat],
        )

    def to_dict(self) -> dict[str, Any]:
        from .serial import state_to_dict

        return state_to_dict(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RummyMatch) and other.to_dict() == self.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def declaration(self) -> Declare | None:
        """The engine's own valid declaration for the player to move, if there is one."""
        if self.over or self.phase != "discard":
            return None
        if self._declaration is False:
            found = best_grouping(
                self.hands[self.turn],
                self.wild_rank,
                winner=True,
                cover_rule=self.options.sequences_hold_6_or_7,
            )
            self._declaration = None if found is None else Declare(found.groups, found.scattered[0])
        assert self._declaration is not True
        return self._declaration

    # --- a new deal ---------------------------------------------------------------------------

    def start(self) -> list[Event]:
        """The first deal of the match: the dealer is drawn by lot."""
        # drawn from a stream of its own: no deal's key tells it
        self.dealer = self.chance.one_off("first dealer").randbelow(self.players)
        return self._deal()

    def _deal(self) -> list[Event]:
        n = self.players
        self.deal_no += 1
        deck = make_deck(self.options.decks, jokers=True)
        self.chance.start_hand(self.deal_no).shuffle(deck)  # each deal from its own key
        self.hands = [[] for _ in range(n)]
        self.status = [OUT if self.out[i] else PLAYING for i in range(n)]
        self.removed = []
        self.turns_taken = [0] * n
        self.deal_turns = 0
        self.charged = [0] * n
        first = self._next_seat(self.dealer)
        order = [(first + k) % n for k in range(n) if self.status[(first + k) % n] == PLAYING]
        for _ in range(HAND_SIZE):
            for seat in order:
                self.hands[seat].append(deck.pop())
        self.wild_card = deck.pop()
        self.pile = [deck.pop()]
        self.stock = deck
        self.turn = first
        self._new_turn()
        return [
            Dealt(
                deal=self.deal_no,
                dealer=self.dealer,
                first_player=first,
                decks=self.options.decks,
                hands=tuple(tuple(h) for h in self.hands),
                stock_count=len(self.stock) + 1,
            ),
            WildCardTurned(self.wild_card, self.wild_rank, self.wild_card.suit is None),
            PileStarted(self.pile[-1]),
        ]

    def _next_seat(self, seat: int) -> int:
        """The next seat still in the deal, counter-clockwise (seat + 1)."""
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if self.status[nxt] == PLAYING:
                return nxt
        return seat

    def _new_turn(self) -> None:
        self.phase = "draw"
        self.drawn = None
        self.taken = None
        self._legal = None
        self._declaration = False

    # --- legal actions ------------------------------------------------------------------------

    def _compute_legal(self) -> list[Action]:
        if self.phase == "draw":
            out: list[Action] = []
            if self.stock:
                out.append(Draw("stock"))
            if self.pile:
                out.append(Draw("discard"))
            out.append(Pack())
            return out
        declaration = self.declaration()
        moves: list[Action] = [] if declaration is None else [declaration]
        moves.extend(Discard(c) for c in self.hands[self.turn] if self._may_discard(c))
        return moves

    def _may_discard(self, card: Card) -> bool:
        # D-R8: the card taken from the pile (or an identical copy of it) stays this turn.
        return self.taken is None or card.face != self.taken.face

    # --- the moves ----------------------------------------------------------------------------

    def _need(self, phase: str) -> None:
        if self.phase != phase:
            if phase == "draw":
                raise IllegalAction(msg("rummy.drawn_already"))
            raise IllegalAction(msg("rummy.draw_first"))

    def _pack(self) -> list[Event]:
        self._need("draw")
        seat = self.turn
        first_turn = self.turns_taken[seat] == 0
        cost = FIRST_TURN_PACK if first_turn else LATER_PACK
        cards = list(self.hands[seat])
        self.hands[seat] = []
        self.status[seat] = PACKED
        self.charged[seat] = cost
        if first_turn:
            # Under the stock, shuffled, so they may come up again.
            self.rng.shuffle(cards)
            self.stock[0:0] = cards
        else:
            self.removed.extend(cards)
        events: list[Event] = [Packed(seat, cost, first_turn, tuple(cards), first_turn)]
        self._count_turn()
        playing = [i for i in range(self.players) if self.status[i] == PLAYING]
        if len(playing) == 1:
            # D-R9 (and the two-player rule): the last player left wins the deal.
            return events + self._end_deal(playing[0], "last_player")
        return events + self._advance()

    def _draw(self, action: Draw) -> list[Event]:
        self._need("draw")
        seat = self.turn
        events: list[Event] = []
        if action.source == "stock":
            if not self.stock:
                raise IllegalAction(msg("rummy.stock_empty"))
            card = self.stock.pop()
            self.taken = None
        elif action.source == "discard":
            if not self.pile:
                raise IllegalAction(msg("rummy.pile_empty"))
            card = self.pile.pop()
            self.taken = card
        else:
            raise IllegalAction(msg("rummy.draw_where"))
        self.hands[seat].append(card)
        self.drawn = card
        self.phase = "discard"
        self._legal = None
        self._declaration = False
        events.append(Drew(seat, action.source, card))
        if not self.stock and len(self.pile) > 1:
            # D-R7: the pile but its top card, shuffled, is the new stock.
            top = self.pile.pop()
            self.stock = self.pile
            self.rng.shuffle(self.stock)
            self.pile = [top]
            events.append(StockReshuffled(len(self.stock), top))
        return events

    def _discard(self, action: Discard) -> list[Event]:
        self._need("discard")
        seat = self.turn
        card = action.card
        if card not in self.hands[seat]:
            raise IllegalAction(msg("rummy.not_in_hand", card=card_param(card)))
        if not self._may_discard(card):
            raise IllegalAction(msg("rummy.taken_card_stays", card=card_param(card)))
        self.hands[seat].remove(card)
        self.pile.append(card)
        self._count_turn()
        return [Discarded(seat, card), *self._advance()]

    def _declare(self, action: Declare) -> list[Event]:
        self._need("discard")
        seat = self.turn
        shown = [action.face_down, *(c for g in action.groups for c in g)]
        if not all(isinstance(c, Card) for c in shown):
            raise IllegalAction(msg("rummy.declare_own_cards"))
        problems = declaration_messages(
            self.hands[seat],
            action.groups,
            action.face_down,
            self.wild_rank,
            cover_rule=self.options.sequences_hold_6_or_7,
            decks=self.options.decks,
        )
        if problems:
            raise IllegalAction(msg("rummy.declaration_invalid", problems=tuple(problems)))
        held = _as_held(self.hands[seat], ((action.face_down,), *action.groups))
        face_down, groups = held[0][0], held[1:]
        kinds = tuple(best_kind(readings(g, self.wild_rank)) or "trio" for g in groups)
        first_turn = self.deal_turns == 0
        self._count_turn()
        self.hands[seat] = [c for g in groups for c in g]
        self.removed.append(face_down)
        events: list[Event] = [Declared(seat, groups, kinds, face_down, first_turn)]
        return events + self._end_deal(seat, "declared", halve=first_turn)

    def _count_turn(self) -> None:
        self.turns_taken[self.turn] += 1
        self.deal_turns += 1

    def _advance(self) -> list[Event]:
        self.turn = self._next_seat(self.turn)
        self._new_turn()
        return []

    # --- the end of a deal and of the match -----------------------------------------------------

    def _end_deal(self, winner: int, how: str, *, halve: bool = False) -> list[Event]:
        scored = score_deal(
            self.hands, self.status, self.charged, winner, self.wild_rank, halve=halve
        )
        deltas = tuple(s.points for s in scored)
        for seat, delta in enumerate(deltas):
            self.totals[seat] += delta
        self.history.append(deltas)
        self.phase = "draw"
        self.drawn = self.taken = None
        self._legal = None
        self._declaration = False
        summary = msg(
            "rummy.summary_declared" if how == "declared" else "rummy.summary_last_left",
            deal=self.deal_no,
            seat=winner,
            points=", ".join(str(d) for d in deltas),
        )
        events: list[Event] = [
            DealScored(self.deal_no, winner, how, halve, scored),  # type: ignore[arg-type]
            HandOver(deltas, summary.english(), self.chance.hand_key_text, summary),
        ]
        if self.options.pool:
            for seat in range(self.players):
                if not self.out[seat] and self.totals[seat] >= POOL_LIMIT:
                    self.out[seat] = True
                    events.append(PlayerOut(seat, self.totals[seat]))
            done = sum(1 for o in self.out if not o) <= 1
        else:
            done = self.deal_no >= self.options.deals
        if done:
            self.over = True
            standings = self._standings()
            events.append(MatchOver(standings.totals, standings.order, standings.winners))
            return events
        self.dealer = self._next_in_match(self.dealer)
        return events + self._deal()

    def _next_in_match(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if not self.out[nxt]:
                return nxt
        return seat

    def _standings(self) -> Standings:
        totals = tuple(self.totals)
        if self.options.pool:
            # The last one left wins; the others by when they went out, then by points.
            order = tuple(sorted(range(self.players), key=lambda s: (self.out[s], totals[s], s)))
            winners = tuple(s for s in range(self.players) if not self.out[s])
        else:
            order = tuple(sorted(range(self.players), key=lambda s: (totals[s], s)))
            best = min(totals)
            winners = tuple(s for s in range(self.players) if totals[s] == best)
        return Standings(totals, order, winners, self.deal_no)


def declaration_problems(
    hand: Sequence[Card],
    groups: Sequence[Sequence[Card]],
    face_down: Card,
    wild_rank: int | str,
    *,
    cover_rule: bool = True,
    decks: int = MAX_DECKS,
) -> list[str]:
    """Why these groups and face-down card are not a declaration from this 14-card hand.

    Empty when the declaration is valid. The cards must be exactly the hand (identical copies
    from different decks may stand for each other); then ``validate``'s rules apply. English;
    ``declaration_messages`` gives the same as messages.
    """
    found = declaration_messages(
        hand, groups, face_down, wild_rank, cover_rule=cover_rule, decks=decks
    )
    return [m.english() for m in found]


def declaration_messages(
    hand: Sequence[Card],
    groups: Sequence[Sequence[Card]],
    face_down: Card,
    wild_rank: int | str,
    *,
    cover_rule: bool = True,
    decks: int = MAX_DECKS,
) -> list[Message]:
    """``declaration_problems`` as messages the shell translates."""
    if len(hand) != HAND_SIZE + 1:
        return [msg("rummy.declare_with_14")]
    shown = [face_down, *(c for g in groups for c in g)]
    held = sorted(c.face for c in hand)
    if sorted(c.face for c in shown) != held:
        missing = cards_param(_face_difference(hand, shown))
        extra = cards_param(_face_difference(shown, hand))
        if extra and missing:
            return [msg("rummy.not_the_hand_both", extra=extra, missing=missing)]
        if extra:
            return [msg("rummy.not_the_hand_extra", extra=extra)]
        if missing:
            return [msg("rummy.not_the_hand_missing", missing=missing)]
        return [msg("rummy.not_the_hand")]
    return validate_messages(groups, wild_rank, cover_rule=cover_rule, decks=decks)


def _face_difference(a: Sequence[Card], b: Sequence[Card]) -> list[Card]:
    rest = list(b)
    out = []
    for card in a:
        match = next((i for i, c in enumerate(rest) if c.face == card.face), None)
        if match is None:
            out.append(card)
        else:
            rest.pop(match)
    return out


def _as_held(
    hand: Sequence[Card], groups: Sequence[Sequence[Card]]
) -> tuple[tuple[Card, ...], ...]:
    """The groups made of the hand's own cards (an identical copy stands for the one held)."""
    left = list(hand)
    out = []
    for group in groups:
        cards = []
        for card in group:
            i = (
                left.index(card)
                if card in left
                else next(i for i, c in enumerate(left) if c.face == card.face)
            )
            cards.append(left.pop(i))
        out.append(tuple(cards))
    return tuple(out)
