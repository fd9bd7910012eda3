"""Measure what a rummy hand costs; write ``cardtable_qt/ai/rummy_cost_table.py``.

    PYTHONPATH=. .venv/bin/python bench/strength/rummy_costs.py --players 4 --deals 6000 [--jobs 2]

Each deal seed is played once for each seat with that seat in the standard play that never
packs and the standard bot everywhere else; every hand the seat holds (13 cards before its draw,
"pre", and after its discard, "post") is recorded by its turn, deficiency and count, beside what
the deal finally cost the seat: its points less the average of the other seats' points. The same
deal is played again with that seat packing on its first turn, which gives what a pack costs.
The table holds, per (turn, deficiency), the mean cost in bands of the count; the hard bot's
play at three or more players (``cardtable_qt/ai/rummy_expected.py``) reads it, and at two
players the hard bot values its choices by it (the review's and the hint's estimates). Deal
seeds are ``--seed`` onwards, so the table is reproducible.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable_qt import ai  # noqa: E402
from cardtable_qt.ai.rummy_costs import BANDS, MAX_DEFICIENCY, MAX_TURN, band  # noqa: E402
from cardtable_qt.ai.rummy_deficiency import deficiency  # noqa: E402
from cardtable_qt.engine.match import HandOver  # noqa: E402
from cardtable_qt.engine.rng import Rng  # noqa: E402
from cardtable_qt.engine.rummy import Discard, Options, Pack, new_match  # noqa: E402
from cardtable_qt.engine.rummy.solver import loser_points  # noqa: E402

OUT = ROOT / "cardtable_qt" / "ai" / "rummy_cost_table.py"
Record = tuple[str, int, int, int]  # kind, turn, deficiency, count


class NoPack:
    """A bot with packing taken from its choices (so every hand is played out and measured)."""

    def __init__(self, name: str) -> None:
        self._bot = ai.make(name, "rummy")

    def choose(self, view: Any, legal: list[Any], rng: Rng) -> Any:
        return self._bot.choose(view, [a for a in legal if not isinstance(a, Pack)], rng)


def play(
    seed: int, players: int, seat: int, packs: bool, seat_bot: str = "basic"
) -> tuple[float, list[Record]]:
    """The cost of deal ``seed`` to ``seat`` and the seat's hands, turn by turn."""
    state = new_match(seed, Options(players=players, deals=1))
    bots: list[Any] = [ai.make("basic", "rummy") for _ in range(players)]
    bots[seat] = NoPack(seat_bot)
    master = Rng(seed ^ 0x5EED)
    rngs = [master.spawn() for _ in bots]
    records: list[Record] = []
    while True:
        mover = state.current_player
        assert mover is not None
        view = state.view(mover)
        if mover == seat and packs:
            action: Any = Pack()
        else:
            action = bots[mover].choose(view, state.legal_actions(), rngs[mover])
        if mover == seat and not packs:
            wild, cover = view.wild_rank, view.sequences_hold_6_or_7
            turn = view.turns + 1
            hand = list(view.hand)
            kind = "pre" if view.phase == "draw" else "post"
            if isinstance(action, Discard):
                hand.remove(action.card)
            if kind == "pre" or isinstance(action, Discard):
                d = deficiency(hand, wild, cover)
                records.append((kind, turn, d, loser_points(hand, wild)))
        for event in state.apply(action):
            if isinstance(event, HandOver):
                points = event.deltas
                others = [p for i, p in enumerate(points) if i != seat]
                return points[seat] - sum(others) / len(others), records


def deal(args: tuple[int, int, str]) -> list[tuple[float, float | None, list[Record]]]:
    seed, players, seat_bot = args
    out: list[tuple[float, float | None, list[Record]]] = []
    for seat in range(players):
        cost, records = play(seed, players, seat, packs=False, seat_bot=seat_bot)
        # a seat whose turn never came (someone declared first) had no pack to choose
        packed = play(seed, players, seat, packs=True)[0] if records else None
        out.append((cost, packed, records))
    return out


def table(results: Sequence[list[tuple[float, float | None, list[Record]]]]) -> dict[str, Any]:
    sums: dict[tuple[str, int, int, int], list[float]] = defaultdict(lambda: [0.0, 0.0])
    pack = [0.0, 0.0]
    for seats in results:
        for cost, packed, records in seats:
            if packed is not None:
                pack[0] += packed
                pack[1] += 1
            for kind, turn, d, points in records:
                key = (kind, min(turn, MAX_TURN), min(d, MAX_DEFICIENCY), band(points))
                sums[key][0] += cost
                sums[key][1] += 1
    cells = {k: (round(s / n, 2), int(n)) for k, (s, n) in sorted(sums.items())}
    return {"pack": (round(pack[0] / pack[1], 2), int(pack[1])), "cells": cells}


def write(
    players: int, deals: int, seed: int, seat_bot: str, found: dict[str, Any], out: Path = OUT
) -> None:
    """Write (or update) the generated module ``out`` with this table size's table."""
    tables: dict[int, Any] = {}
    sources: dict[int, str] = {}
    if out.exists():
        namespace: dict[str, Any] = {}
        exec(out.read_text(encoding="utf-8"), namespace)
        tables = dict(namespace.get("TABLES", {}))
        sources = dict(namespace.get("SOURCES", {}))
    tables[players] = found
    sources[players] = f"--players {players} --deals {deals} --seed {seed} --seat-bot {seat_bot}"
    lines = [
        '"""What a rummy hand costs, measured (written by',
        "``bench/strength/rummy_costs.py``; do not edit by hand).",
        "",
        "TABLES[players] holds 'pack': (the mean cost of a first-turn pack, deals), and 'cells':",
        "(kind, turn, deficiency, count band) -> (the mean cost of the deal to the seat, hands):",
        "its points less the average of the other seats' points.",
        '"""',
        "",
        "from typing import Any",
        "",
        f"BANDS = {BANDS}",
        "SOURCES: dict[int, str] = {",
        *(f'    {n}: "{sources[n]}",' for n in sorted(sources)),
        "}",
        "TABLES: dict[int, dict[str, Any]] = {",
    ]
    for n in sorted(tables):
        lines.append(f"    {n}: {{")
        lines.append(f'        "pack": {_py(tables[n]["pack"])},')
        lines.append('        "cells": {')
        for key, value in sorted(tables[n]["cells"].items()):
            lines.append(f"            {_py(key)}: {_py(value)},")
        lines.append("        },")
        lines.append("    },")
    lines.append("}")
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _py(value: tuple[Any, ...]) -> str:
    """A tuple of words and numbers as Python source in the project's format."""
    return "(" + ", ".join(f'"{v}"' if isinstance(v, str) else repr(v) for v in value) + ")"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--seat-bot",
        default="basic",
        help="the measured seat's play (never packing): 'hard' reads the table as it stands, "
        "one round of improving the table by the play it gives",
    )
    args = parser.parse_args(argv)
    seeds = [(s, args.players, args.seat_bot) for s in range(args.seed, args.seed + args.deals)]
    with Pool(args.jobs) as pool:
        results = pool.map(deal, seeds, chunksize=8)
    found = table(results)
    write(args.players, args.deals, args.seed, args.seat_bot, found)
    print(f"{args.players} players, {args.deals} deals: a pack costs {found['pack'][0]:+.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
