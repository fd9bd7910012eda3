"""Where a rummy bot's edge over the field comes from, deal by deal.

    PYTHONPATH=. .venv/bin/python bench/strength/rummy_outcomes.py --bot hard --players 4 \\
        --deals 240 --seed 7000 [--jobs 2]

Each deal seed is played once with the field's bot in every seat and once per seat with
``--bot`` in that seat (the duplicate deals of ``bench/ai_strength.py``, the same figure). Every
seating's end (won, packed first, packed later, counted) is set beside the end the field's bot
had in that seat of the same deal, and the edge (points fewer than the field, the bot's less the
field's own in that seat, which average zero) is split by those pairs of ends: how much comes
from packing a hand the field played on and lost, from winning a deal the field lost, from
losing fewer points when another wins.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.strength.harness import Interval, interval  # noqa: E402
from bench.strength.rummy import End, play_deal_end, score_against_field  # noqa: E402

ENDS: tuple[End, ...] = ("won", "packed first", "packed later", "counted")


@dataclass(frozen=True)
class Seating:
    """One seat of one deal: the field's end and score there, and the bot's."""

    field_end: End
    field_score: float
    bot_end: End
    bot_score: float

    def of(self, side: str) -> tuple[End, float]:
        """The end and score of one side ("bot" or "field") in this seat."""
        return (
            (self.bot_end, self.bot_score) if side == "bot" else (self.field_end, self.field_score)
        )


def seatings(task: tuple[int, str, str, int]) -> list[Seating]:
    """Every seat of deal ``seed``, the bot in it against the field and the field alone."""
    seed, bot, field, players = task
    alone = play_deal_end(seed, [field] * players)
    out = []
    for seat in range(players):
        names = [bot if s == seat else field for s in range(players)]
        played = play_deal_end(seed, names)
        out.append(
            Seating(
                alone.ends[seat],
                score_against_field(alone.points, seat),
                played.ends[seat],
                score_against_field(played.points, seat),
            )
        )
    return out


@dataclass(frozen=True)
class Split:
    edge: Interval  # per duplicate deal
    shares: dict[str, dict[End, float]]  # "bot"/"field": the fraction of seatings per end
    means: dict[str, dict[End, float]]  # ...and the mean score of those seatings
    moves: dict[tuple[End, End], tuple[int, float]]  # (field's, bot's end): seatings, edge


def split(deals: Sequence[list[Seating]]) -> Split:
    flat = [s for deal in deals for s in deal]
    n = len(flat)
    edge = interval([sum(s.bot_score - s.field_score for s in deal) / len(deal) for deal in deals])
    shares: dict[str, dict[End, float]] = {"bot": {}, "field": {}}
    means: dict[str, dict[End, float]] = {"bot": {}, "field": {}}
    for side in ("bot", "field"):
        for end in ENDS:
            scores = [score for got, score in (s.of(side) for s in flat) if got == end]
            if scores:
                shares[side][end] = len(scores) / n
                means[side][end] = sum(scores) / len(scores)
    # the edge per seating, summed by the pair of ends and divided by all seatings: the pairs'
    # figures add up to the whole edge
    sums: dict[tuple[End, End], list[float]] = defaultdict(lambda: [0, 0.0])
    for s in flat:
        cell = sums[(s.field_end, s.bot_end)]
        cell[0] += 1
        cell[1] += s.bot_score - s.field_score
    moves = {k: (int(c), total / n) for k, (c, total) in sorted(sums.items())}
    return Split(edge, shares, means, moves)


def report(result: Split, bot: str, field: str) -> str:
    lines = [f"{bot} against {field}: {result.edge} points a deal fewer than the field", ""]
    lines.append("| end | share (field) | mean (field) | share (bot) | mean (bot) |")
    lines.append("| --- | --- | --- | --- | --- |")
    for end in ENDS:
        cells = []
        for side in ("field", "bot"):
            share = result.shares[side].get(end)
            mean = result.means[side].get(end)
            cells += (
                ["-", "-"] if share is None or mean is None else [f"{share:.1%}", f"{mean:+.2f}"]
            )
        lines.append(f"| {end} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "| field's end | bot's end | seatings | edge a deal |",
        "| --- | --- | --- | --- |",
    ]
    for (was, now), (count, edge) in result.moves.items():
        lines.append(f"| {was} | {now} | {count} | {edge:+.3f} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--field", default="basic")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=240)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.players < 3:
        parser.error("--players: the points against a field need three or more")
    tasks = [
        (s, args.bot, args.field, args.players) for s in range(args.seed, args.seed + args.deals)
    ]
    if args.jobs <= 1:
        deals = [seatings(t) for t in tasks]
    else:
        with Pool(args.jobs) as pool:
            deals = pool.map(seatings, tasks, chunksize=2)
    print(report(split(deals), args.bot, args.field))
    return 0


if __name__ == "__main__":
    sys.exit(main())
