"""Rummy benchmarks, run by hand (figures go into the README):

    .venv/bin/python bench/bench_rummy.py [--hands N] [--deals N] [--seed S]

1. ``best_grouping`` (a loser's count) on random 13-card hands from 2 decks with their 4 printed
   jokers, at a random wild rank: median, p95 and max per call over every hand, the first (a
   fresh process, memo empty) included. Targets on the 2-core machine: median under 1 ms, p95
   under 5 ms, max under 50 ms. The declaration search (``winner=True``) is timed beside it.
2. The bot's core step, the best discard from a random 14-card hand (``advice.best_discard``):
   median under 10 ms.
3. Deals per second in the simulator (``cardtable_qt.sim.run``) with four ``basic`` bots.
4. The hard bot's decision time, every seat hard, at 2 and 4 players (``--hard-deals`` deals
   each, seeds drawn fresh unless ``--seed`` is given): median, p95 and max per decision.
   Targets: p95 under 350 ms, max under 1 s.

Times are wall-clock (``perf_counter``) and, since the machine is shared, this process's CPU
time too (``process_time``); the targets are read on the wall clock.
"""

from __future__ import annotations

import argparse
import json
import secrets
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import best_grouping
from cardtable_qt.engine.rummy.advice import best_discard
from cardtable_qt.sim import run

TARGETS_MS = {"median": 1.0, "p95": 5.0, "max": 50.0}
HARD_TARGETS_MS = {"p95": 350.0, "max": 1000.0}
DISCARD_TARGET_MS = 10.0


def random_hands(seed: int, count: int, size: int) -> list[tuple[list[Card], int]]:
    rng = Rng(seed)
    deck = make_deck(2, jokers=True)
    hands = []
    for _ in range(count):
        rng.shuffle(deck)
        hands.append((deck[:size], 2 + rng.randbelow(13)))
    return hands


def timed(
    hands: Sequence[tuple[list[Card], int]], call: Callable[[list[Card], int], Any]
) -> dict[str, float]:
    wall: list[float] = []
    cpu: list[float] = []
    for cards, wild in hands:
        w0, c0 = time.perf_counter(), time.process_time()
        call(cards, wild)
        cpu.append((time.process_time() - c0) * 1000.0)
        wall.append((time.perf_counter() - w0) * 1000.0)
    return {**_summary(wall, "ms"), **_summary(cpu, "cpu_ms")}


def _summary(ms: list[float], suffix: str) -> dict[str, float]:
    ordered = sorted(ms)
    return {
        f"median_{suffix}": round(statistics.median(ordered), 3),
        f"p95_{suffix}": round(ordered[int(len(ordered) * 0.95)], 3),
        f"max_{suffix}": round(ordered[-1], 3),
    }


def hard_decisions(players: int, deals: int, seed: int) -> dict[str, float]:
    """Every decision of hard bots in every seat, over ``deals`` whole deals."""
    from cardtable_qt import ai
    from cardtable_qt.engine import rummy
    from cardtable_qt.engine.match import HandOver

    wall: list[float] = []
    cpu: list[float] = []
    for d in range(deals):
        state = rummy.new_match(seed + d, rummy.Options(players=players))
        bots = [ai.make("hard", "rummy") for _ in range(players)]
        master = Rng(seed + d)
        rngs = [master.spawn() for _ in range(players)]
        over = False
        while not over and not state.is_over:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_actions()
            w0, c0 = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal, rngs[seat])
            cpu.append((time.process_time() - c0) * 1000.0)
            wall.append((time.perf_counter() - w0) * 1000.0)
            over = any(isinstance(e, HandOver) for e in state.apply(action))
    return {"decisions": len(wall), **_summary(wall, "ms"), **_summary(cpu, "cpu_ms")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-deals", type=int, default=20)
    parser.add_argument("--hard-seed", type=int, default=None, help="default: drawn now")
    args = parser.parse_args()
    hard_seed = args.hard_seed if args.hard_seed is not None else secrets.randbelow(2**30)

    thirteen = random_hands(args.seed, args.hands, 13)
    loser = timed(thirteen, lambda cards, wild: best_grouping(cards, wild))
    winner = timed(thirteen, lambda cards, wild: best_grouping(cards, wild, winner=True))
    fourteen = random_hands(args.seed + 1, args.hands // 5, 14)
    discard = timed(fourteen, lambda cards, wild: best_discard(cards, wild))

    c0 = time.process_time()
    sim = run("rummy", args.deals, args.seed, ["basic"] * 4)
    cpu = time.process_time() - c0
    deals = {
        "deals": sim["games"],
        "deals_per_s": sim["games_per_s"],
        "deals_per_cpu_s": round(sim["games"] / cpu, 2),
        "decision_ms": sim["decision_ms"],
    }

    print(f"best_grouping, {args.hands} random 13-card hands (2 decks, 4 jokers):")
    for name, row in (("loser's count", loser), ("declaration", winner)):
        print(
            f"  {name:14} median {row['median_ms']:.3f} ms  p95 {row['p95_ms']:.3f} ms  "
            f"max {row['max_ms']:.3f} ms   (cpu: {row['median_cpu_ms']:.3f} / "
            f"{row['p95_cpu_ms']:.3f} / {row['max_cpu_ms']:.3f})"
        )
    verdict = all(loser[f"{k}_ms"] < v for k, v in TARGETS_MS.items())
    print(f"  targets median < 1 ms, p95 < 5 ms, max < 50 ms: {'met' if verdict else 'MISSED'}")
    print(
        f"best discard from 14 cards, {len(fourteen)} hands: median {discard['median_ms']:.3f} ms"
        f"  p95 {discard['p95_ms']:.3f} ms  max {discard['max_ms']:.3f} ms"
        f"   (target median < {DISCARD_TARGET_MS:.0f} ms: "
        f"{'met' if discard['median_ms'] < DISCARD_TARGET_MS else 'MISSED'})"
    )
    print(
        f"simulator, 4 basic bots: {deals['deals_per_s']} deals/s "
        f"({deals['deals_per_cpu_s']} per CPU second), decision_ms {deals['decision_ms']}"
    )
    hard = {n: hard_decisions(n, args.hard_deals, hard_seed) for n in (2, 4)}
    for n, row in hard.items():
        met = all(row[f"{k}_ms"] < v for k, v in HARD_TARGETS_MS.items())
        print(
            f"hard bot, {n} players, {row['decisions']} decisions of {args.hard_deals} deals "
            f"(seeds from {hard_seed}): median {row['median_ms']:.0f} ms  p95 "
            f"{row['p95_ms']:.0f} ms  max {row['max_ms']:.0f} ms   (cpu: "
            f"{row['median_cpu_ms']:.0f} / {row['p95_cpu_ms']:.0f} / {row['max_cpu_ms']:.0f})"
            f"   targets p95 < 350 ms, max < 1 s: {'met' if met else 'MISSED'}"
        )
    print(
        json.dumps(
            {"loser": loser, "declaration": winner, "discard": discard, "sim": deals, "hard": hard}
        )
    )


if __name__ == "__main__":
    main()
