"""Main and side pots (D-X8): the splitting rule, and whole hands with two and three all-ins."""

from __future__ import annotations

from cardtable_qt.engine.match import Event, HandOver
from cardtable_qt.engine.xito import (
    Bet,
    Call,
    Options,
    Pot,
    PotAwarded,
    Rebought,
    State,
    make_pots,
    new_match,
)


def test_no_all_in_makes_one_pot() -> None:
    assert make_pots([50, 50, 50], [True, True, True]) == (Pot(150, (0, 1, 2)),)


def test_folded_chips_are_dead_money_in_the_pot() -> None:
    assert make_pots([50, 50, 20], [True, True, False]) == (Pot(120, (0, 1)),)
    # A folder who put in more than an all-in player: its chips fill both pots.
    assert make_pots([100, 30, 100], [True, True, False]) == (Pot(90, (0, 1)), Pot(140, (0,)))


def test_two_all_ins_make_a_main_pot_and_two_side_pots() -> None:
    pots = make_pots([100, 30, 60, 100], [True, True, True, True])
    assert pots == (Pot(120, (0, 1, 2, 3)), Pot(90, (0, 2, 3)), Pot(80, (0, 3)))
    assert sum(p.amount for p in pots) == 290


def test_nothing_in_makes_no_pot() -> None:
    assert make_pots([0, 0], [True, True]) == ()


def bet_the_most_and_call(state: State) -> list[Event]:
    """Every opener bets the top of its range (the limit, or all-in); everyone else calls."""
    events: list[Event] = []
    while not any(isinstance(e, HandOver) for e in events):
        bets = [a for a in state.legal_actions() if isinstance(a, Bet)]
        events += state.apply(bets[-1] if bets else Call())
    return events


def final_stacks(start: list[int], events: list[Event]) -> list[int]:
    over = next(e for e in events if isinstance(e, HandOver))
    assert sum(over.deltas) == 0
    return [s + d for s, d in zip(start, over.deltas, strict=True)]


def test_two_all_ins_at_different_amounts() -> None:
    # Seat 1 (four tens) is all-in for 50 after the ante, seat 2 (a full house) for 110; seat 0
    # (aces and kings, showing the strongest cards every round, so it bets first) beats seat 3.
    start = [500, 60, 120, 500]
    state = new_match(
        1,
        Options(players=4),
        stacks=start,
        dealer=3,
        deal={
            0: "7C AS AH KS KH",
            1: "10C 10D 10H 10S 7D",
            2: "QC QD QH 8C 8D",
            3: "9D 9H JC JD 7H",
        },
    )
    events = bet_the_most_and_call(state)
    awards = [(e.amount, e.winner, e.contenders) for e in events if isinstance(e, PotAwarded)]
    assert awards == [(240, 1, (0, 1, 2, 3)), (180, 2, (0, 2, 3)), (580, 0, (0, 3))]
    assert final_stacks(start, events) == [670, 240, 180, 90]


def test_three_all_ins_at_different_amounts() -> None:
    start = [40, 80, 150, 600, 600]
    state = new_match(
        2,
        Options(players=5),
        stacks=start,
        dealer=4,
        deal={
            0: "9H 10H JH QH KH",  # straight flush: best, but all-in for 30 after the ante
            1: "10C 10D 10S KC KD",  # two pairs: all-in for 70
            2: "JC JD JS 9C 9D",  # full house, jacks: all-in for 140
            3: "7C AS AH KS QS",  # a pair of aces, showing the strongest cards
            4: "8C 8D 8H 7D 7H",  # full house, eights: beats seat 3
        },
    )
    events = bet_the_most_and_call(state)
    awards = [(e.amount, e.winner, e.contenders) for e in events if isinstance(e, PotAwarded)]
    assert awards == [
        (200, 0, (0, 1, 2, 3, 4)),
        (160, 2, (1, 2, 3, 4)),
        (210, 2, (2, 3, 4)),
        (520, 4, (3, 4)),
    ]
    assert final_stacks(start, events) == [200, 0, 370, 190, 710]
    # Seat 1 is broke: as an AI seat it re-buys the starting stack before the next hand.
    rebuys = [e for e in events if isinstance(e, Rebought)]
    assert [(e.seat, e.amount, e.automatic) for e in rebuys] == [(1, 1000, True)]
    assert state.stacks[1] == 1000 - 10  # and pays the next ante
    assert sum(state.stacks) + sum(state.contributed) == sum(state.bought)


def test_an_uncalled_excess_goes_back_to_the_bettor() -> None:
    start = [500, 50]
    state = new_match(
        3, Options(players=2), stacks=start, dealer=1, deal={0: "7C AS 8D 9H JC", 1: "KC KD"}
    )
    events = bet_the_most_and_call(state)
    awards = [(e.amount, e.winner, e.contenders) for e in events if isinstance(e, PotAwarded)]
    assert awards == [(100, 1, (0, 1)), (60, 0, (0,))]
    assert final_stacks(start, events) == [450, 100]
