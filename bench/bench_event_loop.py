"""How smooth the window stays while an AI player thinks hard (goal: no gap over 50 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_event_loop.py [--think 1.0] [--moves 3]
        [--bots process|thread] [--level hard [--game guandan|pokdeng|xito|rummy]]

A Pok Deng table (the real scene, animations at normal speed) is played by bots only; seat 0 is
a deliberately slow bot that spends ``--think`` seconds of pure-Python work on every decision,
where the session's bots think (their own process by default, ``--bots thread`` for the worker
thread). A 5 ms timer on the GUI thread records when the event loop runs; the benchmark prints,
as one JSON object, the largest and the 99th-percentile gap between ticks while the slow bot
thinks.

With ``--level hard`` (or any level), every seat of ``--game``'s table is an AI player of that
level instead, and ``--moves`` of their decisions, whoever makes them, are measured; the output
says whether the level is in this build (``level_present``: a missing level plays as basic).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable_qt.ai.pokdeng_basic import BasicBot
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import registry
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.session.levels import is_present
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables import table_class

GOAL_MS = 50.0
# The slow bot may think in the bots' own process, so it reads its time from the environment.
THINK_ENV = "CARDTABLE_BENCH_THINK"


class SlowBot:
    """Spends ``$CARDTABLE_BENCH_THINK`` seconds of arithmetic on each decision, then plays
    like BasicBot."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        end = time.perf_counter() + float(os.environ.get(THINK_ENV, "1.0"))
        total = 0
        while time.perf_counter() < end:
            for i in range(2000):
                total += i * i
        return BasicBot().choose(view, legal_actions, rng)


def run(
    think: float,
    moves: int,
    bot_mode: str | None = None,
    level: str | None = None,
    game: str = "pokdeng",
) -> dict[str, Any]:
    os.environ[THINK_ENV] = str(think)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if level is None:
        # run as a script, this file is "__main__" here but "bench_event_loop" to the bot process
        module = "bench_event_loop" if __name__ == "__main__" else __name__
        game = "pokdeng"
        options: Any = pd.Options(players=4)
        seats = [SeatConfig("ai", "Slow", f"{module}:SlowBot")] + [
            SeatConfig("ai", f"Bot {i}") for i in range(1, 4)
        ]
    else:
        options = registry.load(game).Options()
        seats = [SeatConfig("ai", f"Bot {i}", level) for i in range(options.players)]
    session = GameSession(game, options, seats, seed=3, bot_mode=bot_mode)
    problems: list[str] = []
    session.problem.connect(problems.append)
    cls = table_class(game)
    assert cls is not None, game
    table = cls(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    table.resize(1280, 800)
    table.show()
    session.set_ai_pace(0)

    ticks: list[float] = []
    windows: list[tuple[float, float]] = []
    open_since: list[float] = []

    def thinking(seat: int) -> None:
        if seat == 0 or level is not None:
            open_since.append(time.perf_counter())

    def moved(_events: list[Any]) -> None:
        if open_since:
            windows.append((open_since.pop(), time.perf_counter()))
            if len(windows) >= moves:
                app.quit()

    session.aiThinking.connect(thinking)
    session.eventsReady.connect(moved)
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    QTimer.singleShot(int((think + 20) * moves * 1000), app.quit)  # never hang
    mode = session._thinker.mode
    app.exec()
    timer.stop()
    session.shutdown()

    gaps: list[float] = []
    for start, end in windows:
        # the ticks around the window too: a quick decision (no tick inside) still has its gap
        before = [t for t in ticks if t < start][-1:]
        after = [t for t in ticks if t > end][:1]
        inside = before + [t for t in ticks if start <= t <= end] + after
        gaps.extend((b - a) * 1000 for a, b in itertools.pairwise(inside))
    gaps.sort()
    largest = gaps[-1] if gaps else float("nan")
    p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))] if gaps else float("nan")
    thought = [end - start for start, end in windows]
    return {
        "bots": mode,
        "game": game,
        "level": level or "slow test bot",
        "level_present": True if level is None else is_present(level, game),
        "think_s": think if level is None else None,
        "shortest_decision_s": round(min(thought), 2) if thought else None,
        "bot_problems": len(problems),
        "slow_decisions": len(windows),
        "ticks_while_thinking": len(gaps),
        "largest_gap_ms": round(largest, 1),
        "p99_gap_ms": round(p99, 1),
        "goal_ms": GOAL_MS,
        "met": largest < GOAL_MS,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--think", type=float, default=1.0, help="seconds per slow decision")
    parser.add_argument("--moves", type=int, default=3, help="slow decisions to measure")
    parser.add_argument("--bots", choices=("process", "thread"), help="where bots think")
    parser.add_argument("--level", help="every seat this AI level (e.g. hard) instead of SlowBot")
    parser.add_argument("--game", default="pokdeng", choices=sorted(registry.GAMES))
    args = parser.parse_args(argv)
    print(json.dumps(run(args.think, args.moves, args.bots, args.level, args.game)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
