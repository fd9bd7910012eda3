"""The chance a Guandan decision leaves the team of taking the hand, by determinized play-outs.

The post-hand review weighs a person's move against the hard bot's in one unit for every
decision (a trick play, a pass, a tribute or its return): the chance the seat's team takes the
hand. Each sample deals the cards the seat has not seen at random to the others (each its own
count; counts hidden above ten cards share what is left evenly), then the basic bot plays the
hand out for all four seats. Every option is played on the same samples, so the luck of a deal
cancels between them and a few dozen samples separate a careless move from a good one.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card, make_deck
from ..engine.codec import StateDataError
from ..engine.guandan import GuandanView, HandResult, PayTribute, ReturnTribute, position
from ..engine.rng import Rng
from .guandan_basic import BasicBot

SAMPLES = 24  # deals per estimate: work, not time (the same seed gives the same figures)
SEATS = 4
LONGEST = 400  # moves: a play-out that runs longer (it never should) counts as lost
RETURNABLE = 10  # the highest rank a returned card may have (the return rule)


def chances(view: GuandanView, options: list[Any], rng: Rng, samples: int = SAMPLES) -> list[float]:
    """For each option, the fraction of ``samples`` play-outs the seat's team takes the hand."""
    wins = [0] * len(options)
    bot = BasicBot()
    done = 0
    for _ in range(samples):
        unseen, given = _unseen(view)
        rng.shuffle(unseen)
        try:
            results = [_play_out(view, option, (unseen, given), bot) for option in options]
        except StateDataError:  # a deal the counts cannot hold (a tribute card guessed wrong)
            continue
        wins = [w + r for w, r in zip(wins, results, strict=True)]
        done += 1
    return [w / done if done else 0.0 for w in wins]


def _unseen(view: GuandanView) -> tuple[list[Card], dict[int, list[Card]]]:
    """The cards this seat has not seen, and those it knows another seat holds: a tribute is
    given face up, and a return is known to the two players concerned, until they play it."""
    pool = make_deck(2, jokers=True)
    for card in (*view.hand, *view.played):
        pool.remove(card)
    given: dict[int, list[Card]] = {}
    for record in view.tributes:
        known: list[tuple[int, Card | None]] = [
            (record.receiver, record.card),
            (record.giver, record.returned),
        ]
        for holder, held in known:
            if holder != view.seat and held is not None and held in pool:
                pool.remove(held)
                given.setdefault(holder, []).append(held)
    return pool, given


def _play_out(
    view: GuandanView,
    option: Any,
    dealt: tuple[list[Card], dict[int, list[Card]]],
    bot: BasicBot,
) -> int:
    unseen, given = list(dealt[0]), {s: list(c) for s, c in dealt[1].items()}
    if isinstance(option, PayTribute | ReturnTribute):
        return finish(_after_exchange(view, option, unseen, given), [], view.seat % 2, bot)
    return play_out(view, _deal(view, unseen, list(view.hand), given), option, bot)


def play_out(view: GuandanView, hands: list[list[Card]], option: Any, bot: BasicBot) -> int:
    """1 when the seat's team takes the hand after ``option`` with these hands, else 0."""
    state = start_position(view, hands)
    if state.current_player != view.seat:
        return 0
    return finish(state, state.apply(option), view.seat % 2, bot)


def start_position(view: GuandanView, hands: list[list[Card]]) -> Any:
    """The hand in play as ``view`` shows it, with these hands: the current trick exactly as
    played (each combination with its reading: a wild as it stood, a run as the kind chosen)."""
    trick = [(t.seat, t.combo) for t in view.trick]
    return _position(view, hands, view.leader if view.leader is not None else view.seat, trick)


def finish(state: Any, events: list[Any], team: int, bot: BasicBot) -> int:
    """Play the hand out with ``bot`` at every seat: 1 when ``team`` takes it, else 0."""
    rng = Rng(1)
    for _ in range(LONGEST):
        for event in events:
            if isinstance(event, HandResult):
                return 1 if event.winning_team == team else 0
        seat = state.current_player
        if seat is None:
            return 0
        events = state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return 0


def _after_exchange(
    view: GuandanView,
    option: PayTribute | ReturnTribute,
    unseen: list[Card],
    given: dict[int, list[Card]],
) -> Any:
    """The hand as play begins after ``option``: each seat's 27 cards, the exchanges made."""
    mine = list(view.hand)
    mine.remove(option.card)
    if isinstance(option, PayTribute):
        given.setdefault(_receiver(view), []).append(option.card)
        low = next((c for c in unseen if c.rank <= RETURNABLE), None)
        if low is not None:  # the return this seat will get: some low card of the receiver's
            unseen.remove(low)
            mine.append(low)
    else:
        giver = next(
            (t.giver for t in view.tributes if t.receiver == view.seat and t.returned is None),
            None,
        )
        if giver is not None:
            given.setdefault(giver, []).append(option.card)
    hands = _deal(view, unseen, mine, given, full=True)
    first_payer = view.tributes[0].giver if view.tributes else view.seat
    return _position(view, hands, first_payer, [])


def _receiver(view: GuandanView) -> int:
    """Who takes this seat's tribute: the Banker (or, in a double tribute, the one not yet paid)."""
    if view.last_hand is None:
        return (view.seat + 1) % SEATS
    places = view.last_hand.places
    taken = {t.receiver for t in view.tributes}
    for seat in sorted(range(SEATS), key=lambda s: places[s]):
        if seat % 2 != view.seat % 2 and seat not in taken:
            return seat
    return (view.seat + 1) % SEATS


def _deal(
    view: GuandanView,
    unseen: list[Card],
    mine: list[Card],
    given: dict[int, list[Card]],
    *,
    full: bool = False,
) -> list[list[Card]]:
    """Every seat's hand: this seat's, the cards known to be elsewhere, the rest dealt."""
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    hands[view.seat] = mine
    others = [s for s in range(SEATS) if s != view.seat]
    for seat, cards in given.items():
        hands[seat].extend(cards)
    if full:  # play begins: everyone holds 27
        wanted = {s: 27 - len(hands[s]) for s in others}
    else:
        known = sum(view.counts[s] or 0 for s in others)
        hidden = [s for s in others if view.counts[s] is None]
        left = len(unseen) + sum(len(hands[s]) for s in others) - known
        wanted = {}
        for s in others:
            count = view.counts[s]
            if count is None:
                i = hidden.index(s)
                count = left // len(hidden) + (1 if i < left % len(hidden) else 0)
            while len(hands[s]) > count:  # more known cards than it holds: some were played
                unseen.append(hands[s].pop())
            wanted[s] = count - len(hands[s])
    for seat in others:
        n = max(0, wanted[seat])
        hands[seat].extend(unseen[:n])
        del unseen[:n]
    return hands


def _position(view: GuandanView, hands: list[list[Card]], leader: int, trick: list[Any]) -> Any:
    return position(
        hands,
        leader=leader,
        trick=trick,
        finished=view.finished,
        team_levels=view.team_levels,
        level_team=view.level_team,
        hand_no=view.hand_no,
    )
