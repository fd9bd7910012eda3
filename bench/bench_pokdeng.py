"""Pok Deng benchmarks, run by hand (figures go into the README):

    .venv/bin/python bench/bench_pokdeng.py [--quick]

1. ``evaluate`` + ``compare`` on random 2- and 3-card hands, side by side in one run with the
   PyPI package ``pokdeng`` (its ``Hand``, which validates and evaluates a hand, and its
   ordering ``>``). Each library gets the same hands in its own card form, prepared before
   timing; the figure is hands per second (two hands per comparison).
2. Full simulated rounds per second at a table of 6 hands (the dealer and five players, one
   hand each, chips enough that nobody is capped by the cover rule), with basic and with
   random bots, then at the default table (4 seats, up to 3 hands each): the simulator's own
   loop (legal actions, the seat's view, the bot, apply). Besides the wall-clock rate it prints
   rounds per CPU second, which stays meaningful when other work shares the machine; the last
   line is ``cardtable-sim``'s own figure (it also times every decision).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import Any

from cardtable_qt import ai
from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.pokdeng import Deal, Options, compare, evaluate, new_match
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import run

try:
    from pokdeng.card import Card as PeerCard  # type: ignore[import-untyped]
    from pokdeng.card import Rank as PeerRank
    from pokdeng.card import Suit as PeerSuit
    from pokdeng.hand import Hand as PeerHand  # type: ignore[import-untyped]
except ImportError:  # pragma: no cover - the peer is an optional bench dependency
    PeerHand = None  # type: ignore[misc,unused-ignore]

SUITS = {"S": "SPADE", "H": "HEART", "D": "DIAMOND", "C": "CLUB"}


def random_pairs(size: int, count: int, seed: int) -> list[tuple[list[Card], list[Card]]]:
    """``count`` pairs of disjoint ``size``-card hands from a shuffled deck."""
    rng = Rng(seed)
    deck = make_deck()
    pairs = []
    for _ in range(count):
        rng.shuffle(deck)
        pairs.append((deck[:size], deck[size : 2 * size]))
    return pairs


def peer_card(card: Card) -> Any:
    rank = next(r for r in PeerRank if r.code == card.rank)
    assert card.suit is not None
    return PeerCard(rank, PeerSuit[SUITS[card.suit]])


def best_of(runs: int, work: Callable[[], None]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def bench_hands(count: int, runs: int) -> None:
    print(f"evaluate + compare, hands per second (best of {runs} runs of {count:,} pairs)")
    for size in (2, 3):
        ours = random_pairs(size, count, seed=size)

        def ours_work(pairs: Sequence[tuple[list[Card], list[Card]]] = ours) -> None:
            for a, b in pairs:
                compare(evaluate(a), evaluate(b))

        ours_rate = 2 * count / best_of(runs, ours_work)
        line = f"  {size} cards: cardtable {ours_rate:>12,.0f}/s"
        if PeerHand is None:
            print(line + "   (pokdeng is not installed: pip install pokdeng==0.0.3)")
            continue
        theirs = [([peer_card(c) for c in a], [peer_card(c) for c in b]) for a, b in ours]

        def peer_work(pairs: Sequence[tuple[list[Any], list[Any]]] = theirs) -> None:
            for a, b in pairs:
                PeerHand(cards=a) > PeerHand(cards=b)  # noqa: B015 - timing the comparison

        peer_rate = 2 * count / best_of(runs, peer_work)
        print(line + f"   pokdeng {peer_rate:>10,.0f}/s   ratio {ours_rate / peer_rate:5.1f}×")
        _check_agreement(ours, theirs)


def _check_agreement(
    ours: Sequence[tuple[list[Card], list[Card]]], theirs: Sequence[tuple[list[Any], list[Any]]]
) -> None:
    """Report where the two order hands differently: the peer breaks ties between straights
    (and straight flushes) by points, rules/pokdeng.md D-P7 by the top card."""
    disagree = 0
    for (a, b), (pa, pb) in zip(ours, theirs, strict=True):
        peer = (PeerHand(cards=pa) > PeerHand(cards=pb)) - (PeerHand(cards=pa) < PeerHand(cards=pb))
        disagree += compare(a, b) != peer
    if disagree:
        print(f"    note: the two libraries order {disagree} of {len(ours)} pairs differently")


def play_rounds(bot_name: str, rounds: int, options: Options) -> tuple[float, float, int, int]:
    """The simulator's loop (cardtable_qt.sim.run without its per-decision timers): wall and
    CPU seconds, decisions, hands dealt."""
    bots = [ai.make(bot_name, "pokdeng") for _ in range(options.players)]
    rngs = [Rng(100 + i) for i in range(options.players)]
    state = new_match(1, options)
    played = decisions = hands = match = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while played < rounds:
        if state.is_over:
            match += 1
            state = new_match(1 + match, options)
            continue
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal, rngs[seat])
        decisions += 1
        for event in state.apply(action):
            if type(event) is HandOver:
                played += 1
            elif type(event) is Deal and event.index == 0:
                hands += 1
    return time.perf_counter() - wall, time.process_time() - cpu, decisions, hands


def bench_rounds(rounds: int) -> None:
    print(f"full rounds per second, {rounds} rounds (wall clock; per CPU second in brackets)")
    six = Options(players=6, max_legs=1, starting_chips=100_000)
    for label, options in (("6 hands", six), ("default table", Options())):
        for bot in ("basic", "random"):
            wall, cpu, decisions, hands = play_rounds(bot, rounds, options)
            print(
                f"  {label:>13}, {bot:>6} bots: {rounds / wall:>7,.0f} rounds/s"
                f" ({rounds / cpu:,.0f}/CPU s), {hands / rounds:.2f} hands"
                f" and {decisions / rounds:.1f} decisions a round"
            )
    summary = run("pokdeng", rounds, 1, ["basic"] * 6, ["max_legs=1", "starting_chips=100000"])
    print(f"  cardtable-sim, 6 hands, basic bots: {summary['games_per_s']:,.0f} rounds/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller runs")
    args = parser.parse_args()
    bench_hands(20_000 if args.quick else 100_000, 3 if args.quick else 5)
    bench_rounds(2_000 if args.quick else 10_000)


if __name__ == "__main__":
    main()
