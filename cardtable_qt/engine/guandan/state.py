"""The Guandan match: hands, tricks, places, levels and tribute, as a `State` the app steps.

Phases: "cut" (first hand, G-1), "tribute" and "return" (between hands), "play", "over".
Seats 0-3; play goes from seat s to seat s+1 (counter-clockwise); seats s and s+2 are partners.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions_check import check_action
from ..cards import RED_JOKER, Card, rank_name
from ..chance import Chance
from ..match import Event, HandOver, IllegalAction
from ..messages import Message, msg
from ..rng import Rng
from .actions import (
    ACTION_CLASSES,
    Action,
    CutDeck,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    canonical_combo,
)
from .combo import Combo, beats, power_table
from .deal import SEATS, cut, cut_count, deal, first_drawer, last_drawer, shuffled_deck
from .events import (
    AntiTribute,
    Deal,
    DeckCut,
    HandBegins,
    HandResult,
    MatchOver,
    Passed,
    Played,
    PlayerOut,
    TributeOffered,
    TributeReturned,
    TributeTaken,
    TrickOver,
)
from .options import Options
from .plays import HandIndex
from .readings import readings
from .scoring import FIRST_LEVEL, HandScore, hand_is_decided, places, score_hand
from .tribute import (
    allocate,
    big_joker_holders,
    one_per_face,
    partner,
    return_cards,
    tribute_cards,
    tribute_payers,
)
from .view import GuandanView, TributeRecord, TrickTurn

CUTTER = 0  # the human's seat cuts in a new game (G-1)
COUNT_SHOWN = 10  # G-2: a count of this many cards or fewer is shown to everyone
PHASES = ("cut", "tribute", "return", "play", "over")


@dataclass(frozen=True, slots=True)
class GuandanResult:
    """The end of a match: the team that won at A, its seats, the levels, hands played."""

    winning_team: int
    winners: tuple[int, int]
    team_levels: tuple[int, int]
    hands_played: int


class State:
    """One Guandan match. Use `new_match` / `from_dict` to make one."""

    __slots__ = (
        "_index",
        "_lead",
        "_shown",
        "a_failures",
        "banker",
        "chance",
        "current",
        "deck",
        "finished",
        "hand_no",
        "hands",
        "last_result",
        "leader",
        "level",
        "level_team",
        "options",
        "paid",
        "passes",
        "payers",
        "phase",
        "played",
        "returns",
        "team_levels",
        "top",
        "top_seat",
        "transfers",
        "trick",
        "turned",
        "turned_owner",
        "winning_team",
    )

    def __init__(self, options: Options, chance: Chance) -> None:
        self.options = options
        self.chance = chance
        self.phase = "cut"
        self.hand_no = 1
        self.team_levels = [FIRST_LEVEL, FIRST_LEVEL]
        self.level_team: int | None = None
        self.level = FIRST_LEVEL
        self.a_failures = [0, 0]
        self.deck: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        self.current: int | None = CUTTER
        self.leader: int | None = None
        self.trick: list[TrickTurn] = []
        self.top: Combo | None = None
        self.top_seat: int | None = None
        self.passes = 0
        self.finished: list[int] = []
        self.played: list[Card] = []
        self.banker: int | None = None  # Banker of the previous hand: receives tribute
        self.payers: list[int] = []
        self.paid: list[tuple[int, Card]] = []  # tribute laid down, not yet taken
        self.transfers: list[tuple[int, int, Card]] = []  # (giver, receiver, card) taken
        self.returns: list[Card | None] = []  # per transfer, the card given back
        self.turned: Card | None = None
        self.turned_owner: int | None = None
        self.winning_team: int | None = None
        self.last_result: HandResult | None = None  # the previous hand's, for the table's board
        self._index: list[HandIndex | None] = [None] * SEATS
        self._lead: list[list[Action] | None] = [None] * SEATS
        self._shown: list[tuple[Card, ...] | None] = [None] * SEATS

    # --- the match protocol -------------------------------------------------------------------

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
        return SEATS

    @property
    def current_player(self) -> int | None:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def result(self) -> GuandanResult | None:
        if self.winning_team is None:
            return None
        team = self.winning_team
        return GuandanResult(
            winning_team=team,
            winners=(team, team + 2),
            team_levels=(self.team_levels[0], self.team_levels[1]),
            hands_played=self.hand_no,
        )

    def legal_actions(self) -> list[Action]:
        seat = self.current
        if seat is None:
            return []
        phase = self.phase
        if phase == "play":
            if self.top is None:
                lead = self._lead[seat]
                if lead is None:
                    lead = [Play(c) for c in self.index(seat).all_plays()]
                    self._lead[seat] = lead
                return list(lead)
            actions: list[Action] = [Pass()]
            actions.extend(Play(c) for c in self.index(seat).plays_beating(self.top))
            return actions
        if phase == "cut":
            return [CutDeck()]
        if phase == "tribute":
            return [
                PayTribute(c) for c in one_per_face(tribute_cards(self.hands[seat], self.level))
            ]
        if phase == "return":
            return [
                ReturnTribute(c) for c in one_per_face(return_cards(self.hands[seat], self.level))
            ]
        return []

    def plays_for(self, cards: Sequence[Card]) -> list[Play]:
        """The legal plays of exactly these cards of the current player, in G-7's order.

        For a table where the player picks cards: none means "not a combination" (or it does
        not beat); one is played as it is; several are offered, the first named by default.
        """
        seat = self.current
        if seat is None or self.phase != "play" or not cards:
            return []
        held = set(self.hands[seat])
        if len(set(cards)) != len(cards) or not held.issuperset(cards):
            return []
        top = self.top
        return [Play(c) for c in readings(list(cards), self.level) if top is None or beats(c, top)]

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current player; IllegalAction leaves the state as it was."""
        check_action(action, ACTION_CLASSES, "Guandan")
        seat = self.current
        if seat is None:
            raise IllegalAction(msg("engine.match_over"))
        if isinstance(action, Play):
            return self._play(seat, action)
        if isinstance(action, Pass):
            return self._pass(seat)
        if isinstance(action, PayTribute):
            return self._pay(seat, action.card)
        if isinstance(action, ReturnTribute):
            return self._return(seat, action.card)
        if isinstance(action, CutDeck):
            return self._cut(seat)
        raise IllegalAction(msg("guandan.not_an_action", action=repr(action)))

    def view(self, seat: int) -> GuandanView:
        if not 0 <= seat < SEATS:
            raise ValueError(f"no seat {seat}")
        show_all = self.options.show_all_counts
        sizes = [len(h) for h in self.hands]
        counts = tuple(
            [
                n if (n <= COUNT_SHOWN or show_all or s == seat) else None
                for s, n in enumerate(sizes)
            ]
        )
        level = self.level
        last: list[Combo | None] = [None] * SEATS
        for turn in self.trick:
            if turn.combo is not None:
                last[turn.seat] = turn.combo
        tributes: tuple[TributeRecord, ...] = ()
        if self.transfers:
            tributes = tuple(
                [
                    TributeRecord(
                        giver, receiver, card, returned if seat in (giver, receiver) else None
                    )
                    for (giver, receiver, card), returned in zip(
                        self.transfers, self.returns, strict=True
                    )
                ]
            )
        turned_owner = self.turned_owner
        turned = self.turned
        if turned is not None and turned_owner is not None:
            if turned not in self.hands[turned_owner]:
                turned = turned_owner = None
        return GuandanView(
            seat=seat,
            hand=self.sorted_hand(seat),
            phase=self.phase,
            current_player=self.current,
            hand_no=self.hand_no,
            level=level,
            level_team=self.level_team,
            team_levels=(self.team_levels[0], self.team_levels[1]),
            counts=counts,
            show_all_counts=show_all,
            leader=self.leader,
            trick=tuple(self.trick),
            to_beat=self.top,
            to_beat_seat=self.top_seat,
            last_plays=tuple(last),
            finished=tuple(self.finished),
            played=tuple(self.played),
            offered=tuple(self.paid),
            tributes=tributes,
            turned_card=turned,
            turned_owner=turned_owner,
            a_failures=(self.a_failures[0], self.a_failures[1]),
            winning_team=self.winning_team,
            last_hand=self.last_result,
        )

    def to_dict(self) -> dict[str, Any]:
        from .serial import state_to_dict

        return state_to_dict(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def copy(self) -> State:
        """An independent copy (cheaper than a round trip through `to_dict`)."""
        twin = State(self.options, self.chance.copy())
        for name in State.__slots__:
            if name in ("options", "chance", "_index", "_lead", "_shown"):
                continue
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(twin, name, value)
        twin._index = list(self._index)
        twin._lead = list(self._lead)
        twin._shown = list(self._shown)
        return twin

    # --- helpers ------------------------------------------------------------------------------

    def index(self, seat: int) -> HandIndex:
        """The seat's hand arranged for `legal_plays` (kept, and shrunk as cards leave).

        Shared with every copy of this state: never ``remove`` from it; a playout takes
        ``index(seat).copy()`` (or ``without``) and shrinks its own.
        """
        index = self._index[seat]
        if index is None:
            index = HandIndex(self.hands[seat], self.level)
            self._index[seat] = index
        return index

    def _changed(self, seat: int) -> None:
        self._index[seat] = None
        self._lead[seat] = None
        self._shown[seat] = None

    def sorted_hand(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards from weakest to strongest at the level (suits in card order)."""
        shown = self._shown[seat]
        if shown is None:
            strength = power_table(self.level)
            shown = tuple(sorted(self.hands[seat], key=lambda c: (strength[c.rank], c)))
            self._shown[seat] = shown
        return shown

    def _next_active(self, seat: int) -> int:
        for step in range(1, SEATS + 1):
            nxt = (seat + step) % SEATS
            if self.hands[nxt]:
                return nxt
        raise AssertionError("nobody holds cards")  # a decided hand never gets here

    # --- first hand: the cut (G-1) ------------------------------------------------------------

    def _cut(self, seat: int) -> list[Event]:
        if self.phase != "cut":
            raise IllegalAction(msg("guandan.already_cut"))
        deck = self.deck
        turned = cut(deck, self.rng)
        first = first_drawer(seat, turned)
        owner = last_drawer(first, len(deck))
        self.hands = deal(deck, first)
        self.deck = []
        self.turned, self.turned_owner = turned, owner
        for s in range(SEATS):
            self._changed(s)
        events: list[Event] = [
            DeckCut(seat, turned, cut_count(turned), first, owner),
            self._deal_event(first),
        ]
        events.append(self._begin_play(owner, "drew_turned_card"))
        return events

    def _deal_event(self, first: int) -> Deal:
        return Deal(
            hand_no=self.hand_no,
            level=self.level,
            level_team=self.level_team,
            team_levels=(self.team_levels[0], self.team_levels[1]),
            first_drawer=first,
            hands=tuple(tuple(h) for h in self.hands),
        )

    def _begin_play(self, leader: int, reason: str) -> HandBegins:
        self.phase = "play"
        self.leader = leader
        self.current = leader
        self.trick = []
        self.top = self.top_seat = None
        self.passes = 0
        return HandBegins(self.hand_no, leader, reason)

    # --- trick play ---------------------------------------------------------------------------

    def _play(self, seat: int, action: Play) -> list[Event]:
        if self.phase != "play":
            raise IllegalAction(msg("guandan.not_play_time"))
        combo = action.combo
        if not isinstance(combo, Combo) or combo.level != self.level:
            raise IllegalAction(msg("guandan.wrong_level", level=self.level))
        hand = self.hands[seat]
        held = set(hand)
        if len(set(combo.cards)) != len(combo.cards) or not held.issuperset(combo.cards):
            raise IllegalAction(msg("guandan.not_your_cards"))
        try:
            reading = canonical_combo(combo)
        except ValueError:
            raise IllegalAction(msg("guandan.not_that_combination")) from None
        if _label(reading) != _label(combo):  # right kind and value, wrong ranks for the cards
            raise IllegalAction(msg("guandan.not_that_combination"))
        combo = reading  # stored in the reading's standing order (saves compare equal)
        top = self.top
        leading = top is None
        if top is not None and not beats(combo, top):
            if combo.is_bomb or combo.kind == top.kind:
                raise IllegalAction(
                    msg("guandan.does_not_beat", combo=combo.message(), top=top.message())
                )
            kind = msg(f"guandan.kind_{top.kind}")
            raise IllegalAction(msg("guandan.play_higher", kind=kind, top=top.message()))
        gone = set(combo.cards)
        self.hands[seat] = [c for c in hand if c not in gone]
        index = self._index[seat]
        self._changed(seat)
        if index is not None:  # cheaper than a rebuild; a twin of this state may share `index`
            self._index[seat] = index.without(combo.cards)
        self.played.extend(combo.cards)
        self.trick.append(TrickTurn(seat, combo))
        self.top, self.top_seat, self.passes = combo, seat, 0
        left = len(self.hands[seat])
        events: list[Event] = [Played(seat, combo, left, leading)]
        if not left:
            self.finished.append(seat)
            events.append(PlayerOut(seat, len(self.finished)))
            if hand_is_decided(self.finished):
                events.extend(self._end_hand())
                return events
        self.current = self._next_active(seat)
        return events

    def _pass(self, seat: int) -> list[Event]:
        if self.phase != "play":
            raise IllegalAction(msg("guandan.not_play_time"))
        if self.top is None or self.top_seat is None:
            raise IllegalAction(msg("guandan.lead_any"))
        self.passes += 1
        self.trick.append(TrickTurn(seat, None))
        events: list[Event] = [Passed(seat)]
        winner = self.top_seat
        still_in = sum(1 for s in range(SEATS) if self.hands[s] and s != winner)
        if self.passes < still_in:
            self.current = self._next_active(seat)
            return events
        leader = winner if self.hands[winner] else partner(winner)  # 接风
        events.append(TrickOver(winner, leader))
        self.leader = self.current = leader
        self.trick = []
        self.top = self.top_seat = None
        self.passes = 0
        return events

    # --- end of a hand, next hand -------------------------------------------------------------

    def _end_hand(self) -> list[Event]:
        finish = list(self.finished)
        score = score_hand(
            finish, self.team_levels, self.level_team, self.a_failures, self.options.drop_back_at_a
        )
        self.team_levels = list(score.team_levels)
        self.a_failures = list(score.a_failures)
        team = score.winning_team
        next_level = self.team_levels[team]
        result = HandResult(
            hand_no=self.hand_no,
            places=places(finish),
            banker=score.banker,
            winning_team=team,
            climb=score.climb,
            team_levels=score.team_levels,
            game_won=score.game_won,
            dropped_back=score.dropped_back,
            next_level=next_level,
            next_level_team=team,
        )
        self.last_result = result
        summary = _summary(score)
        over = HandOver(score.deltas, summary.english(), self.chance.hand_key_text, summary)
        events: list[Event] = [result, over]
        self.top = self.top_seat = None
        self.trick = []
        self.passes = 0
        if score.game_won:
            self.phase = "over"
            self.current = None
            self.winning_team = team
            events.append(MatchOver(team, (team, team + 2)))
            return events
        events.extend(self._next_hand(finish, team))
        return events

    def _next_hand(self, finish: Sequence[int], team: int) -> list[Event]:
        banker = finish[0]
        self.hand_no += 1
        self.level_team = team
        self.level = self.team_levels[team]
        self.banker = banker
        first = (banker + 1) % SEATS
        self.hands = deal(shuffled_deck(self.chance.start_hand(self.hand_no)), first)
        for s in range(SEATS):
            self._changed(s)
        self.finished = []
        self.played = []
        self.turned = self.turned_owner = None
        return [self._deal_event(first), *self.open_tribute(finish)]

    def open_tribute(self, finish: Sequence[int]) -> list[Event]:
        """After the deal of a new hand: the tribute phase for the previous hand's ``finish``
        (or the anti-tribute, G-5, and play). For `scenario` and the next hand."""
        banker = finish[0]
        self.banker = banker
        self.leader = None
        self.paid, self.transfers, self.returns = [], [], []
        payers = list(tribute_payers(finish))
        self.payers = payers
        events: list[Event] = []
        holders = big_joker_holders(self.hands, payers)
        if len(holders) == 2:  # G-5: anti-tribute, the Banker leads
            jokers = tuple(c for s in payers for c in self.hands[s] if c.rank == RED_JOKER)
            events.append(AntiTribute(tuple(payers), tuple(holders), jokers))
            events.append(self._begin_play(banker, "anti_tribute"))
            return events
        self.phase = "tribute"
        self.current = payers[0]
        return events

    # --- tribute ------------------------------------------------------------------------------

    def _pay(self, seat: int, card: Card) -> list[Event]:
        if self.phase != "tribute":
            raise IllegalAction(msg("guandan.no_tribute_now"))
        hand = self.hands[seat]
        if not isinstance(card, Card) or card not in hand:
            raise IllegalAction(msg("guandan.tribute_from_hand"))
        if card not in tribute_cards(hand, self.level):
            raise IllegalAction(msg("guandan.tribute_highest"))
        hand.remove(card)
        self._changed(seat)
        self.paid.append((seat, card))
        events: list[Event] = [TributeOffered(seat, card)]
        if len(self.paid) < len(self.payers):
            self.current = self.payers[len(self.paid)]
            return events
        banker = self.banker if self.banker is not None else 0
        self.transfers = allocate(banker, self.paid, self.level)
        self.paid = []
        self.returns = [None] * len(self.transfers)
        for giver, receiver, taken in self.transfers:
            self.hands[receiver].append(taken)
            self._changed(receiver)
            events.append(TributeTaken(giver, receiver, taken))
        self.phase = "return"
        self.current = self.transfers[0][1]
        return events

    def _return(self, seat: int, card: Card) -> list[Event]:
        if self.phase != "return":
            raise IllegalAction(msg("guandan.no_return_now"))
        step = self.returns.index(None)
        hand = self.hands[seat]
        if not isinstance(card, Card) or card not in hand:
            raise IllegalAction(msg("guandan.return_from_hand"))
        if card not in return_cards(hand, self.level):
            raise IllegalAction(msg("guandan.return_low"))
        giver = self.transfers[step][0]
        hand.remove(card)
        self.hands[giver].append(card)
        self._changed(seat)
        self._changed(giver)
        self.returns[step] = card
        events: list[Event] = [TributeReturned(seat, giver, card)]
        if step + 1 < len(self.transfers):
            self.current = self.transfers[step + 1][1]
            return events
        events.append(self._begin_play(self.transfers[0][0], "paid_tribute"))
        return events


def _label(combo: Combo) -> tuple[object, ...]:
    """What a play says of its cards: each card with the rank it counts as (the order they
    stand in aside; the two wilds are interchangeable)."""
    level = combo.level
    pairs = sorted(
        (card.face if card.rank == level and card.suit == "H" else card, rank)
        for card, rank in zip(combo.cards, combo.ranks, strict=False)
    )
    return (combo.kind, combo.value, len(combo.ranks), tuple(pairs))


def _summary(score: HandScore) -> Message:
    """One line for the result screen, the statistics and logs."""
    team = score.winning_team
    place = msg(f"guandan.place_{ {3: 'follower', 2: 'third', 1: 'dweller'}[score.climb] }")
    text = msg(
        "guandan.summary",
        banker=score.banker,
        place=place,
        team=team,
        partner=team + 2,
        climb=score.climb,
    )
    if score.game_won:
        return msg("guandan.summary_game_won", hand=text)
    even, odd = (rank_name(level) for level in score.team_levels)
    text = msg("guandan.summary_levels", hand=text, even=even, odd=odd)
    for dropped in score.dropped_back:
        text = msg("guandan.summary_drop_back", text=text, seat=dropped, partner=dropped + 2)
    return text


def new_match(seed: int, options: Options | None = None) -> State:
    """A new match: the deck shuffled and face down, waiting for seat 0 to cut (G-1)."""
    state = State(options or Options(), Chance.from_seed(seed))
    state.deck = shuffled_deck(state.chance.start_hand(state.hand_no))
    return state


__all__ = ["CUTTER", "PHASES", "GuandanResult", "State", "new_match"]
