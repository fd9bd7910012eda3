"""The window never freezes: the event loop keeps ticking while an AI player thinks hard."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from cardtable_qt.ai.pokdeng_basic import BasicBot
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig

THINK_S = 1.2
LOOSE_BOUND_S = 0.5  # a noisy shared machine; the benchmark reports the real figure


class SlowBot:
    """Thinks for ``THINK_S`` seconds of pure-Python arithmetic, then plays like BasicBot."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        end = time.perf_counter() + THINK_S
        total = 0
        while time.perf_counter() < end:
            for i in range(2000):
                total += i * i
        return BasicBot().choose(view, legal_actions, rng)


@pytest.mark.parametrize("bot_mode", ["process", "thread"])
def test_the_event_loop_ticks_while_a_slow_bot_thinks(qtbot: Any, bot_mode: str) -> None:
    seats = [
        SeatConfig("ai", "Slow", "tests.ui.test_event_loop:SlowBot"),
        SeatConfig("ai", "Dealer"),
        SeatConfig("ai", "Quick"),
    ]
    # the dealer is seat 1, so seat 2 bets first, then the slow seat 0 thinks
    session = GameSession("pokdeng", pd.Options(players=3), seats, seed=11, bot_mode=bot_mode)
    assert session._thinker.mode == bot_mode
    session.set_ai_pace(0)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    thinking: list[int] = []
    session.aiThinking.connect(thinking.append)
    batches: list[Any] = []
    session.eventsReady.connect(batches.append)
    session.eventsReady.connect(session.animations_finished)
    timer.start()
    session.start()
    qtbot.waitUntil(lambda: 0 in thinking, timeout=5000)
    started = time.perf_counter()
    moved = len(batches)
    qtbot.waitUntil(lambda: len(batches) > moved, timeout=int(THINK_S * 1000) + 5000)
    finished = time.perf_counter()
    timer.stop()
    session.shutdown()
    assert finished - started >= THINK_S * 0.9  # the bot really did think that long
    during = [t for t in ticks if started <= t <= finished]
    assert len(during) >= 10
    gaps = [b - a for a, b in itertools.pairwise(during)]
    assert max(gaps) < LOOSE_BOUND_S
