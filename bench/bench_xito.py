"""Xì tố benchmarks: hand evaluation against ``treys``, and simulated hands per second.

    python bench/bench_xito.py [--hands 200000] [--repeats 7] [--sim-hands 300]

1. ``evaluate`` on random five-card hands of the 32-card deck, side by side with the PyPI
   package ``treys`` (``pip install treys``) evaluating the same hands. Each library gets the
   hands in its own native form, prepared before timing: ours as lists of ``Card`` objects and
   as lists of card codes (0–31, the engine's other native form) to ``evaluate``, as five codes
   to ``rank5`` and as card sets to ``rank_mask`` (the fast functions for the AI's equity
   sampling: a hand's place in the order); treys as its card
   integers split into hand and board as its ``Evaluator.evaluate(hand, board)`` takes them.
   Goal: at least 3× treys. Runs are interleaved and the best of ``--repeats`` is kept, which
   is the fairest figure on a busy machine. Both sides are warmed up first (treys builds its
   tables in ``Evaluator()``; ours builds its table of all 201,376 hands in ``build_table``:
   both times are printed).
2. Whole hands per second played by six ``basic`` bots through the simulator.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from cardtable_qt import sim
from cardtable_qt.engine.cards import Card
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import evaluate
from cardtable_qt.engine.xito.hands import (
    build_table,
    card_code,
    deck,
    hand_mask,
    rank5,
    rank_mask,
)


def random_hands(count: int, seed: int) -> list[list[Card]]:
    rng = Rng(seed)
    cards = deck()
    hands = []
    for _ in range(count):
        pool = list(cards)
        hand = []
        for i in range(5):
            j = rng.randbelow(len(pool) - i) + i
            pool[i], pool[j] = pool[j], pool[i]
            hand.append(pool[i])
        hands.append(hand)
    return hands


def treys_form(hands: Sequence[Sequence[Card]]) -> list[tuple[list[int], list[int]]]:
    from treys import Card as TreysCard

    def one(card: Card) -> int:
        rank = "T" if card.rank == 10 else str(card)[:-1]
        return int(TreysCard.new(rank + (card.suit or "").lower()))

    return [([one(c) for c in h[:2]], [one(c) for c in h[2:]]) for h in hands]


def rate(run: Callable[[], None], count: int) -> float:
    start = time.perf_counter()
    run()
    return count / (time.perf_counter() - start)


def bench_evaluate(count: int, repeats: int) -> dict[str, float]:
    try:
        from treys import Evaluator
    except ImportError:
        sys.exit("bench_xito: install treys first (pip install treys)")
    hands = random_hands(count, seed=2024)
    codes = [[card_code(c) for c in h] for h in hands]
    fives = [tuple(h) for h in codes]
    masks = [hand_mask(h) for h in codes]
    theirs = treys_form(hands)
    start = time.process_time()
    evaluator = Evaluator()
    treys_build = time.process_time() - start
    treys_eval = evaluator.evaluate
    start = time.process_time()
    build_table()  # evaluate would build it after a few thousand hands, rank5 on first use
    table_build = time.process_time() - start
    print(f"tables built (CPU seconds): ours {table_build:.3f}, treys {treys_build:.3f}")

    def ours_cards() -> None:
        for hand in hands:
            evaluate(hand)

    def ours_codes() -> None:
        for hand in codes:
            evaluate(hand)

    def ours_rank5() -> None:
        for a, b, c, d, e in fives:
            rank5(a, b, c, d, e)

    def ours_mask() -> None:
        for mask in masks:
            rank_mask(mask)

    def treys_run() -> None:
        for hand, board in theirs:
            treys_eval(hand, board)

    assert evaluate(hands[0]) == evaluate(codes[0])  # both forms are the same hands
    assert rank5(*fives[0]) == rank_mask(masks[0])
    runs = {
        "cards": ours_cards,
        "codes": ours_codes,
        "rank5": ours_rank5,
        "mask": ours_mask,
        "treys": treys_run,
    }
    for run in runs.values():  # warm-up
        run()
    best = dict.fromkeys(runs, 0.0)
    for _ in range(repeats):
        for name, run in runs.items():
            best[name] = max(best[name], rate(run, count))
    return best


def bench_sim(hands: int) -> dict[str, Any]:
    return sim.run("xito", hands, seed=1, seats=["basic"] * 6)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=200_000, help="hands to evaluate per run")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--sim-hands", type=int, default=300)
    args = parser.parse_args(argv)

    rates = bench_evaluate(args.hands, args.repeats)
    print(f"evaluate, {args.hands:,} random 5-card hands, best of {args.repeats}:")
    print(f"  xito.evaluate (Card objects)  {rates['cards']:>12,.0f} hands/s")
    print(f"  xito.evaluate (card codes)    {rates['codes']:>12,.0f} hands/s")
    print(f"  xito rank5 (five codes)       {rates['rank5']:>12,.0f} hands/s")
    print(f"  xito rank_mask (card sets)    {rates['mask']:>12,.0f} hands/s")
    print(f"  treys Evaluator.evaluate      {rates['treys']:>12,.0f} hands/s")
    names = ("cards", "codes", "rank5", "mask")
    ratios = {name: rates[name] / rates["treys"] for name in names}
    print(
        "  ratio to treys (goal 3): "
        + ", ".join(f"{name} {ratio:.2f}" for name, ratio in ratios.items())
    )

    summary = bench_sim(args.sim_hands)
    assert sum(s["total"] for s in summary["seats"]) == 0
    print(f"simulator, {summary['games']} hands, 6 basic bots:")
    print(
        f"  {summary['games_per_s']:,.1f} hands/s, {summary['decisions']} decisions, "
        f"decision ms mean {summary['decision_ms']['mean']}, p95 {summary['decision_ms']['p95']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
