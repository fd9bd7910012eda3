"""The strength benchmark's shared machinery: the command line, confidence intervals, target
checks and the table. One module per game (``bench/strength/<game>.py``) supplies the pairings.

A game module exposes:

- ``PAIRINGS``: a list of ``(label, bot_a, bot_b, target, check)``; ``check`` is either the
  lower bound the 95 % interval must clear (a float: met when ``low > check``) or a callable
  ``check(low, high) -> bool``;
- ``play_duplicate(deal_seed, bot_a, bot_b, **kw) -> float``: bot_a's score on one duplicate
  deal (the same cards with the bots swapping seats), already averaged over the swap, in the
  metric the target uses;
- optionally ``KWARGS``: ``{label: {keyword: value}}`` passed to ``play_duplicate`` for that
  pairing (a table size, a role), and ``DEAL_SHARE``: ``{label: fraction}`` to play only that
  fraction of ``--deals`` for a costly pairing (at least 2 deals).

Each duplicate deal is an independent sample, so the interval is the normal one,
mean ± 1.96 · s / √n (the figures here are averages of hundreds of deals).
"""

from __future__ import annotations

import argparse
import importlib
import math
import secrets
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from typing import Any

GAMES = ("guandan", "pokdeng", "xito", "rummy")
Z95 = 1.959964

Check = float | Callable[[float, float], bool]


@dataclass(frozen=True)
class Interval:
    mean: float
    low: float
    high: float
    n: int

    def __str__(self) -> str:
        return f"{self.mean:+.4f} [{self.low:+.4f}, {self.high:+.4f}]"


def interval(samples: Sequence[float]) -> Interval:
    """The mean and its 95 % confidence interval (normal approximation)."""
    n = len(samples)
    if n == 0:
        return Interval(math.nan, math.nan, math.nan, 0)
    mean = sum(samples) / n
    if n == 1:
        return Interval(mean, -math.inf, math.inf, 1)
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return Interval(mean, mean - half, mean + half, n)


def target_met(check: Check, iv: Interval) -> bool:
    """A float is a lower bound the whole interval must clear; a callable decides itself."""
    if callable(check):
        return bool(check(iv.low, iv.high))
    return iv.low > check


@dataclass(frozen=True)
class Row:
    game: str
    label: str
    target: str
    iv: Interval
    met: bool
    seconds: float


def run_pairing(
    module: Any, pairing: Sequence[Any], deals: int, seed: int, jobs: int = 1
) -> tuple[Interval, float]:
    """The pairing's interval and the CPU seconds it took (every worker's, with ``jobs``)."""
    label, bot_a, bot_b = pairing[0], pairing[1], pairing[2]
    kwargs = dict(getattr(module, "KWARGS", {}).get(label, {}))
    deals = max(2, round(deals * getattr(module, "DEAL_SHARE", {}).get(label, 1.0)))
    tasks = [(module.__name__, seed + k, bot_a, bot_b, kwargs) for k in range(deals)]
    if jobs <= 1:
        results = [_duplicate(t) for t in tasks]
    else:
        # the same deals in the same order as one process plays them: the same figures
        with Pool(jobs) as pool:
            results = pool.map(_duplicate, tasks, chunksize=max(1, deals // (8 * jobs)))
    scores = [score for score, _ in results]
    return interval(scores), sum(seconds for _, seconds in results)


def _duplicate(task: tuple[str, int, str, str, dict[str, Any]]) -> tuple[float, float]:
    """One duplicate deal's score and its CPU seconds (a worker's job)."""
    name, deal_seed, bot_a, bot_b, kwargs = task
    started = time.process_time()
    score = float(importlib.import_module(name).play_duplicate(deal_seed, bot_a, bot_b, **kwargs))
    return score, time.process_time() - started


def discover(games: Sequence[str]) -> dict[str, Any]:
    """The game modules present under bench/strength, in the order asked."""
    found: dict[str, Any] = {}
    for game in games:
        try:
            found[game] = importlib.import_module(f"bench.strength.{game}")
        except ModuleNotFoundError as exc:
            if exc.name not in (f"bench.strength.{game}",):
                raise  # a module that exists but fails to import is a bug, not an absence
    return found


def markdown_table(rows: Sequence[Row]) -> str:
    lines = [
        "| game | pairing | mean [95 % CI] | target | met | deals | CPU s |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        lines.append(
            f"| {r.game} | {r.label} | {r.iv} | {r.target} | {'yes' if r.met else 'not met'} "
            f"| {r.iv.n} | {r.seconds:.0f} |"
        )
    return "\n".join(lines)


# Every seed the bots were ever tuned on lies below this: the figures a document quotes come from
# seeds drawn above it, at run time, so no one tunes and reports on the same deals.
TUNING_SEEDS_BELOW = 10**7
_SEED_LIMIT = 2**31


def fresh_seed(deals: int) -> int:
    """The first of ``deals`` consecutive deal seeds, drawn from the OS's randomness."""
    return TUNING_SEEDS_BELOW + secrets.randbelow(_SEED_LIMIT - TUNING_SEEDS_BELOW - deals)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="ai_strength", description="AI strength on duplicate deals, with 95 % intervals."
    )
    parser.add_argument("--game", action="append", choices=GAMES, help="repeatable; default all")
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals per pairing")
    parser.add_argument("--seed", type=int, default=1, help="first deal seed")
    parser.add_argument(
        "--fresh",
        action="store_true",
        help="draw the first deal seed now (printed), above every seed used while tuning",
    )
    parser.add_argument("--pairing", action="append", help="only pairings whose label has this")
    parser.add_argument(
        "--jobs", type=int, default=1, help="processes playing the deals (the same figures)"
    )
    args = parser.parse_args(argv)
    if args.deals < 2:
        parser.error("--deals must be at least 2 (an interval needs two samples)")
    if args.fresh:
        args.seed = fresh_seed(args.deals)
        print(f"ai_strength: fresh deals, seeds {args.seed}..{args.seed + args.deals - 1}")
    modules = discover(args.game or GAMES)
    if not modules:
        print("ai_strength: no game modules found under bench/strength", file=sys.stderr)
        return 2
    rows: list[Row] = []
    for game, module in modules.items():
        for pairing in module.PAIRINGS:
            label, target, check = pairing[0], pairing[3], pairing[4]
            if args.pairing and not any(p in label for p in args.pairing):
                continue
            iv, seconds = run_pairing(module, pairing, args.deals, args.seed, args.jobs)
            row = Row(game, label, target, iv, target_met(check, iv), seconds)
            rows.append(row)
            print(
                f"{game:8} {label:40} {iv}  target {target}: "
                f"{'met' if row.met else 'NOT MET'}  ({iv.n} deals, {seconds:.0f} CPU s)",
                flush=True,
            )
    print()
    print(markdown_table(rows))
    return 0
