"""Guandan benchmarks, run by hand (figures go into the README):

    .venv/bin/python bench/bench_guandan.py [--quick] [--seed S]

1. ``legal_plays`` on random 27-card hands holding exactly 0, 1 and 2 wilds (the heart level
   cards), at a random level: at lead, and following a random play of each kind (taken from
   another random hand). For each case: median and 99th percentile time per call, and the
   number of plays returned. Targets (2-core machine, pure Python): at lead with no wild a
   median under 1 ms, with two wilds under 10 ms; following with no wild under 0.2 ms.
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
from cardtable_qt.engine.guandan import KINDS, Combo, classify, legal_plays
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import run

TARGETS_MS = {("lead", 0): 1.0, ("lead", 2): 10.0, ("follow", 0): 0.2}


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
    bench_sim(40 if args.quick else 300, args.seed)


if __name__ == "__main__":
    main()
