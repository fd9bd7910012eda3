"""AI levels through the session (saves keep them, statistics record them), the advice of a bot
that explains itself, and the thinking bubble of a slow AI player."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.ai.random_bot import RandomBot
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import xito
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.session import controller as controller_module
from cardtable_qt.session.levels import bot_name_for, is_present, opponents_level
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables.pokdeng import PokDengTable
from cardtable_qt.ui.tables.xito import XitoTable

from .fake_bots import REASON
from .helpers import show_focused, wait_turn


def seats(*bots: str) -> list[SeatConfig]:
    return [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Bot {i}", bot) for i, bot in enumerate(bots, 1)
    ]


def test_saves_keep_each_seats_level(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=4), seats("easy", "hard", "basic"), 4)
    payload = session.to_payload()
    session.shutdown()
    assert [s["bot"] for s in payload["seats"]] == ["basic", "easy", "hard", "basic"]
    restored = GameSession.from_payload(payload, bot_mode="thread")
    assert [s.bot for s in restored.seats] == ["basic", "easy", "hard", "basic"]
    assert all(bot is not None for bot in restored._bots[1:])  # a missing level plays as basic
    restored.shutdown()


def test_an_old_save_naming_the_random_bot_still_loads_and_plays(qtbot: Any) -> None:
    session = GameSession("xito", xito.Options(players=3), seats("basic", "basic"), 2)
    payload = session.to_payload()
    session.shutdown()
    payload["seats"][1]["bot"] = "random"  # what the old dialog's "Beginner" saved
    restored = GameSession.from_payload(payload, bot_mode="thread")
    assert isinstance(restored._bots[1], RandomBot)
    restored.set_ai_pace(0)
    restored.start()
    qtbot.waitUntil(lambda: restored.actions_applied > 0 or restored.is_human_turn(), timeout=5000)
    restored.shutdown()


def test_a_level_missing_from_the_build_plays_as_standard() -> None:
    assert bot_name_for("basic", "rummy") == "basic"
    assert bot_name_for("random", "rummy") == "random"
    for level in ("easy", "hard"):
        assert bot_name_for(level, "rummy") == (level if is_present(level, "rummy") else "basic")


def test_one_word_for_the_opponents_level() -> None:
    assert opponents_level(["hard", "hard"]) == "hard"
    assert opponents_level(["hard", "easy"]) == "mixed"
    assert opponents_level(["random"]) == "random"
    assert opponents_level(["tests.ui.fake_bots:SlowBot"]) == "other"
    assert opponents_level([]) is None


@pytest.mark.parametrize(
    ("bots", "level"), [(("hard", "hard"), "hard"), (("easy", "basic"), "mixed")]
)
def test_results_are_recorded_with_the_ai_level(
    qtbot: Any, tmp_path: Path, bots: tuple[str, ...], level: str
) -> None:
    stats = StatsDB(tmp_path / "stats.sqlite3")
    session = GameSession(
        "pokdeng", pd.Options(players=3), seats(*bots), 9, stats=stats, bot_mode="thread"
    )
    session.set_ai_pace(0)
    overs: list[Any] = []
    session.handOver.connect(overs.append)
    session.start()
    while not overs:
        qtbot.waitUntil(lambda: session.is_human_turn() or bool(overs), timeout=10_000)
        if overs:
            break
        view = session.view()
        legal = session.legal_actions()
        action = next((a for a in legal if isinstance(a, pd.PlaceBet)), legal[0])
        if view.phase == "drawing":
            action = pd.Stand(view.acting_hand)
        assert session.submit(action) is None
    session.shutdown()
    assert stats.summary("pokdeng", level).played == len(overs) >= 1
    assert {r.level for r in stats.recent("pokdeng")} == {level}


def test_a_bot_that_explains_itself_gives_the_hints_reason(
    qtbot: Any, cleanup: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        controller_module, "hint_bot_name", lambda _g: "tests.ui.fake_bots:ExplainingBot"
    )
    session = GameSession(
        "xito", xito.Options(players=3), seats("basic", "basic"), 6, bot_mode="thread"
    )
    table = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    wait_turn(qtbot, table)
    legal = session.legal_actions()
    table.hints.ask()
    qtbot.waitUntil(lambda: table.hints.hint is not None, timeout=10_000)
    hint = table.hints.hint
    assert hint.action == legal[-1] and hint.has_reason
    assert table.hints.note is not None and table.hints.note.body == REASON
    before = session.actions_applied
    assert table.hints.take() is None
    assert session.actions_applied == before + 1


def test_a_slow_ai_player_shows_the_thinking_bubble_and_the_window_keeps_running(
    qtbot: Any, cleanup: list[Any]
) -> None:
    # the person sits at seat 0; the slow player acts right after (bots in their own process)
    players = [SeatConfig("human", "You"), SeatConfig("ai", "Slow", "tests.ui.fake_bots:SlowBot")]
    players.append(SeatConfig("ai", "Quick"))
    session = GameSession("pokdeng", pd.Options(players=3), players, 11)
    table = PokDengTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    ticks: list[int] = []
    timer = qtbot_timer(table, ticks)
    qtbot.waitUntil(lambda: session.thinking_seat == 1 or session.is_human_turn(), timeout=10_000)
    while session.thinking_seat != 1:
        wait_turn(qtbot, table)
        legal = session.legal_actions()
        table.submit(next((a for a in legal if isinstance(a, pd.PlaceBet)), legal[0]))
        qtbot.waitUntil(
            lambda: session.thinking_seat is not None or session.is_human_turn(), timeout=10_000
        )
    assert table.thinking_seat_shown is None  # not at once: only after a while
    qtbot.waitUntil(lambda: table.thinking_seat_shown == 1, timeout=2000)
    assert table.plates[1].thinking
    qtbot.waitUntil(lambda: session.thinking_seat != 1, timeout=5000)
    assert table.thinking_seat_shown is None
    timer.stop()
    assert len(ticks) >= 10  # the event loop ran all the while the bot thought


def test_a_quick_decision_shows_no_bubble(qtbot: Any, cleanup: list[Any]) -> None:
    session = GameSession(
        "xito", xito.Options(players=3), seats("basic", "basic"), 6, bot_mode="thread"
    )
    table = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    table._on_ai_thinking(1)
    table._on_ai_done(1)  # decided before the delay: nothing to show
    qtbot.wait(450)
    assert table.thinking_seat_shown is None


def qtbot_timer(parent: Any, ticks: list[int]) -> Any:
    from PySide6.QtCore import QTimer

    timer = QTimer(parent)
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    return timer
