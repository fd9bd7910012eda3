"""Guandan benchmarks, run by hand (figures go into the README):

    .venv/bin/python bench/bench_guandan.py [--quick] [--seed S]

1. ``legal_plays`` on random 27-card hands holding exactly 0, 1 and 2 wilds (the heart level
   cards), at a random level: at lead, and following a random play of each kind (taken from
   another random hand). For each case: median and 99th percentile time per call, and the
   number of plays returned. Targets (2-core machine, pure Python): at lead with no wild a
   median under 1 ms, with two wilds under 10 ms; following with no wild under 0.2 ms.
   Then the same calls on a kept ``HandIndex`` (what the match and a search bot's playouts do:
   one index per hand, shrunk with ``remove`` as cards leave; the index is built outside the
   timer, its generated plays are empty as they are after every ``remove``), and the cost of
   ``remove`` itself for one play. Targets with 0 wilds: following at most 15 µs, lead at most
   0.15 ms.
2. Full hands per second in the simulator (``cardtable_qt.sim.run``: legal actions, the seat's
   view, the bot, apply; levels and tribute carrying over) with four random and four basic bots,
   by the wall clock and per second of this process's CPU time (the machine is shared).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.guandan import KINDS, Combo, HandIndex, classify, legal_plays
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import run

TARGETS_MS = {("lead", 0): 1.0, ("lead", 2): 10.0, ("follow", 0): 0.2}
KEPT_TARGETS_MS = {"lead": 0.15, "follow": 0.015}  # with a kept index, 0 wilds


def random_hand(rng: Rng, wilds: int) -> tuple[list[Card], int]:
    """27 cards with exactly ``wilds`` heart level cards, and the level."""
    level = rng.randint(2, 14)
    deck = make_deck(2, jokers=True)
    wild_cards = [c for c in deck if c.rank == level and c.suit == "H"]
    others = [c for c in deck if not (c.rank == level and c.suit == "H")]
    rng.shuffle(others)
    return others[: 27 - wilds] + wild_cards[:wilds], level


def random_play(rng: Rng, kind: str, level: int) -> Combo:
    """A play of ``kind`` from some random hand at ``level``."""
    if kind == "joker_bomb":  # one exists; a random hand rarely holds all four jokers
        combo = classify("BJ BJ RJ RJ", level)
        assert combo is not None
        return combo
    deck = make_deck(2, jokers=True)
    while True:
        rng.shuffle(deck)
        plays = [p for p in legal_plays(deck[:27], level) if p.kind == kind]
        if plays:
            return rng.choice(plays)


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * fraction))]


Case = tuple[list[Card], int, Combo | None]


def time_calls(cases: list[Case]) -> tuple[float, float, float, float, float]:
    """Median and p99 milliseconds per call by the wall clock and in CPU time, and the median
    number of plays returned. On a shared machine the wall clock also counts the time other
    processes held the CPU mid-call; the CPU time does not."""
    wall, cpu, counts = [], [], []
    for hand, level, to_beat in cases:
        start, start_cpu = time.perf_counter(), time.thread_time()
        plays = legal_plays(hand, level, to_beat)
        cpu.append((time.thread_time() - start_cpu) * 1000.0)
        wall.append((time.perf_counter() - start) * 1000.0)
        counts.append(len(plays))
    wall.sort()
    cpu.sort()
    return (
        statistics.median(wall),
        percentile(wall, 0.99),
        statistics.median(cpu),
        percentile(cpu, 0.99),
        statistics.median(counts),
    )


def time_kept(cases: list[Case]) -> tuple[float, float, float]:
    """Median and p99 microseconds per call on a kept index, and the median plays returned."""
    wall, counts = [], []
    for hand, level, to_beat in cases:
        index = HandIndex(hand, level)
        if to_beat is None:
            start = time.perf_counter()
            plays = index.all_plays()
        else:
            start = time.perf_counter()
            plays = index.plays_beating(to_beat)
        wall.append((time.perf_counter() - start) * 1e6)
        counts.append(len(plays))
    wall.sort()
    return statistics.median(wall), percentile(wall, 0.99), statistics.median(counts)


def time_remove(cases: list[Case], rng: Rng) -> tuple[float, float]:
    """Median and p99 microseconds of ``HandIndex.remove`` for one random lead play."""
    wall = []
    for hand, level, _ in cases:
        index = HandIndex(hand, level)
        gone = rng.choice(index.all_plays()).cards
        index = HandIndex(hand, level)
        start = time.perf_counter()
        index.remove(gone)
        wall.append((time.perf_counter() - start) * 1e6)
    wall.sort()
    return statistics.median(wall), percentile(wall, 0.99)


def bench_kept_index(hands: int, seed: int) -> None:
    print(f"\nkept HandIndex (built outside the timer), {hands} hands per case, microseconds")
    print(f"{'wilds':>5}  {'situation':<24} {'median µs':>9} {'p99 µs':>8} {'plays':>6}  target")
    rng = Rng(seed + 1)
    for wilds in (0, 1, 2):
        dealt = [random_hand(rng, wilds) for _ in range(hands)]
        lead: list[Case] = [(h, lv, None) for h, lv in dealt]
        follow: list[Case] = [
            (h, lv, random_play(rng, kind, lv)) for h, lv in dealt for kind in KINDS
        ]
        for name, cases in (("lead", lead), ("follow (all kinds)", follow)):
            median, p99, count = time_kept(cases)
            mark = ""
            if wilds == 0:
                target = KEPT_TARGETS_MS[name.split()[0]] * 1000
                mark = f"<= {target:g} µs: {'met' if median <= target else 'MISSED'}"
            print(f"{wilds:>5}  {name:<24} {median:>9.1f} {p99:>8.1f} {count:>6.0f}  {mark}")
        median, p99 = time_remove(lead, rng)
        print(f"{wilds:>5}  {'remove one play':<24} {median:>9.1f} {p99:>8.1f}")


def bench_legal_plays(hands: int, seed: int) -> None:
    print(f"legal_plays on random 27-card hands ({hands} hands per case)")
    print(
        f"{'wilds':>5}  {'situation':<24} {'median ms':>9} {'p99 ms':>8} "
        f"{'cpu median':>10} {'cpu p99':>8} {'plays':>6}  target (median)"
    )
    rng = Rng(seed)
    for wilds in (0, 1, 2):
        dealt = [random_hand(rng, wilds) for _ in range(hands)]
        rows = [("lead", [(h, lv, None) for h, lv in dealt])]
        pooled: list[Case] = []
        for kind in KINDS:
            cases: list[Case] = [(h, lv, random_play(rng, kind, lv)) for h, lv in dealt]
            pooled += cases
            rows.append((f"follow {kind}", cases))
        rows.append(("follow (all kinds)", pooled))
        for name, cases in rows:
            median, p99, cpu_median, cpu_p99, count = time_calls(cases)
            target = None
            if name in ("lead", "follow (all kinds)"):
                target = TARGETS_MS.get((name.split()[0], wilds))
            mark = ""
            if target is not None:
                mark = f"< {target} ms: {'met' if median < target else 'MISSED'}"
            print(
                f"{wilds:>5}  {name:<24} {median:>9.3f} {p99:>8.3f} "
                f"{cpu_median:>10.3f} {cpu_p99:>8.3f} {count:>6.0f}  {mark}"
            )


def bench_sim(hands: int, seed: int) -> None:
    print(f"\nsimulator, {hands} hands per table")
    for bot in ("random", "basic"):
        cpu = time.process_time()
        summary = run("guandan", hands, seed, [bot] * 4)
        cpu = time.process_time() - cpu
        print(
            f"  four {bot:<6} bots: {summary['games_per_s']:>7.1f} hands/s wall clock, "
            f"{hands / cpu:>7.1f} per CPU second ({summary['decisions']} decisions, "
            f"bot decision mean {summary['decision_ms']['mean']:.3f} ms)"
        )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands: a smoke run")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    hands = 60 if args.quick else 400
    bench_legal_plays(hands, args.seed)
    bench_kept_index(hands, args.seed)
    bench_sim(40 if args.quick else 300, args.seed)


if __name__ == "__main__":
    main()
