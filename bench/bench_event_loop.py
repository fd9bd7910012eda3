"""How smooth the window stays while an AI player thinks hard (goal: no gap over 50 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_event_loop.py [--think 1.0] [--moves 3]
        [--bots process|thread]

A Pok Deng table (the real scene, animations at normal speed) is played by bots only; seat 0 is
a deliberately slow bot that spends ``--think`` seconds of pure-Python work on every decision,
where the session's bots think (their own process by default, ``--bots thread`` for the worker
thread). A 5 ms timer on the GUI thread records when the event loop runs; the benchmark prints,
as one JSON object, the largest and the 99th-percentile gap between ticks while the slow bot
thinks.
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
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables.pokdeng import PokDengTable

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


def run(think: float, moves: int, bot_mode: str | None = None) -> dict[str, Any]:
    os.environ[THINK_ENV] = str(think)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    # run as a script, this file is "__main__" here but "bench_event_loop" to the bot process
    module = "bench_event_loop" if __name__ == "__main__" else __name__
    seats = [SeatConfig("ai", "Slow", f"{module}:SlowBot")] + [
        SeatConfig("ai", f"Bot {i}") for i in range(1, 4)
    ]
    session = GameSession("pokdeng", pd.Options(players=4), seats, seed=3, bot_mode=bot_mode)
    problems: list[str] = []
    session.problem.connect(problems.append)
    table = PokDengTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    table.resize(1280, 800)
    table.show()
    session.set_ai_pace(0)

    ticks: list[float] = []
    windows: list[tuple[float, float]] = []
    open_since: list[float] = []

    def thinking(seat: int) -> None:
        if seat == 0:
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
        inside = [t for t in ticks if start <= t <= end]
        gaps.extend((b - a) * 1000 for a, b in itertools.pairwise(inside))
    gaps.sort()
    largest = gaps[-1] if gaps else float("nan")
    p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))] if gaps else float("nan")
    thought = [end - start for start, end in windows]
    return {
        "bots": mode,
        "think_s": think,
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
    args = parser.parse_args(argv)
    print(json.dumps(run(args.think, args.moves, args.bots)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
