"""``cardtable-sim``: play games headless, bots only, and print one JSON object.

    cardtable-sim --game pokdeng --games 1000 --seed 7 --seats basic,random,basic \
        --option min_bet=20

See DESIGN.md ("The command line") for the output's fields.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
import types
import typing
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import ai
from .cli_output import reader_may_stop
from .engine import registry
from .engine.chance import bot_rngs
from .engine.handlog import HandRecorder
from .engine.match import HandOver, OptionSpec, option_specs


class SimError(Exception):
    pass


def parse_option_value(spec: OptionSpec, text: str) -> Any:
    kinds: tuple[Any, ...] = (spec.kind,)
    if typing.get_origin(spec.kind) in (typing.Union, types.UnionType):
        kinds = typing.get_args(spec.kind)
    lowered = text.strip().lower()
    if type(None) in kinds and lowered in ("none", "off", "null", ""):
        return None
    for kind in kinds:
        if kind is bool:
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
        elif kind is int:
            try:
                return int(lowered)
            except ValueError:
                pass
        elif kind is float:
            try:
                return float(lowered)
            except ValueError:
                pass
        elif kind is str:
            return text
    raise SimError(f"option {spec.name}: cannot read {text!r} as {spec.kind}")


def build_options(module: Any, pairs: Sequence[str], players: int | None) -> Any:
    specs = {s.name: s for s in option_specs(module.Options)}
    values: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise SimError(f"--option takes name=value, not {pair!r}")
        if name not in specs:
            raise SimError(f"unknown option {name!r}; options: {', '.join(specs)}")
        values[name] = parse_option_value(specs[name], text)
    if players is not None:
        values["players"] = players
    try:
        return dataclasses.replace(module.Options(), **values)
    except (TypeError, ValueError) as exc:
        raise SimError(f"bad options: {exc}") from None


def seat_names(bots: Sequence[str]) -> list[str]:
    """The players' names a recorded hand carries: readable and distinct, each its bot and its
    seat ("basic (seat 2)"), so a replay's words tell the seats apart ("basic (seat 1) and
    basic (seat 3) climb 1 level", not "basic and basic")."""
    return [f"{bot} (seat {i + 1})" for i, bot in enumerate(bots)]


def run(
    game: str,
    games: int,
    seed: int,
    seats: Sequence[str] | None = None,
    options: Sequence[str] = (),
    record: Path | str | None = None,
) -> dict[str, Any]:
    """Play ``games`` units (deals, rounds, hands) and return the summary the command prints.
    With ``record`` (a folder), every finished hand is written there as one export file."""
    try:
        module = registry.load(game)
    except (KeyError, ModuleNotFoundError) as exc:
        raise SimError(str(exc).strip("'\"")) from None
    opts = build_options(module, options, len(seats) if seats else None)
    players: int = opts.players
    names = list(seats) if seats else ["basic"] * players
    try:
        bots = [ai.make(name, game) for name in names]
    except ai.UnknownBot as exc:
        raise SimError(str(exc)) from None
    # Each bot's generator is a stream of its own: it tells the bot nothing about the cards.
    rngs = bot_rngs(seed, len(bots))
    totals = [0] * players
    decision_times: list[float] = []
    played = 0
    match_no = 0
    state = module.new_match(seed=seed, options=opts)
    recorder = HandRecorder(game, opts, state, seat_names(names)) if record is not None else None
    record_dir = Path(record) if record is not None else None
    written = 0
    started = time.perf_counter()
    while played < games:
        if state.is_over:
            match_no += 1
            state = module.new_match(seed=seed + match_no, options=opts)
            if recorder is not None:
                recorder.restart(state)
            continue
        seat = state.current_player
        legal = state.legal_actions()
        view = state.view(seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(view, legal, rngs[seat])
        decision_times.append(time.perf_counter() - t0)
        events = state.apply(action)
        if recorder is not None and record_dir is not None:
            for hand in recorder.applied(seat, action, events, state):
                written += 1
                _write_record(record_dir, match_no, written, hand)
        for event in events:
            if isinstance(event, HandOver):
                for i, d in enumerate(event.deltas):
                    totals[i] += d
                played += 1
    elapsed = time.perf_counter() - started
    ms = sorted(t * 1000.0 for t in decision_times) or [0.0]
    return {
        "game": game,
        "games": played,
        "seed": seed,
        "seats": [{"seat": i, "bot": n, "total": totals[i]} for i, n in enumerate(names)],
        "decisions": len(decision_times),
        "decision_ms": {
            "mean": round(sum(ms) / len(ms), 4),
            "p95": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 4),
            "max": round(ms[-1], 4),
        },
        "games_per_s": round(played / elapsed, 2) if elapsed > 0 else None,
    }


def _write_record(folder: Path, match_no: int, written: int, hand: Any) -> None:
    from .storage.hands import HandFileError, write_hand

    name = f"{hand.game}-{written:05d}-match{match_no}-hand{hand.number}.json"
    try:
        write_hand(folder / name, hand)
    except HandFileError as exc:
        raise SimError(exc.message) from None


@reader_may_stop
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardtable-sim", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(registry.GAMES))
    parser.add_argument("--games", type=int, default=100, help="deals, rounds or hands to play")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--seats", help="comma-separated bots, e.g. basic,random or my.module:MyBot"
    )
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option"
    )
    parser.add_argument(
        "--record", metavar="DIR", help="write every finished hand as an export file into DIR"
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    try:
        summary = run(args.game, args.games, args.seed, seats, args.option, args.record)
    except SimError as exc:
        print(f"cardtable-sim: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
