"""Undo never takes back a move after which the person saw a new card (Rummy's stock draw);
a bot that raises never stalls a table: the basic bot plays for it, in every game, and a Hint
that fails shows the Standard AI's advice, saying so."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.engine import registry
from cardtable_qt.engine.rummy.actions import Draw
from cardtable_qt.session import GameSession, SeatConfig, controller

from .test_app import make_window, wait_for_person
from .test_undo_ui import start
from .test_window_keys import NONE, key

RAISER = "tests.ui.fake_bots:RaisingBot"


def test_a_stock_draw_cannot_be_undone_and_the_discard_taken_instead(qtbot: Any) -> None:
    seats = [SeatConfig("human", "You"), SeatConfig("ai", "Bot", "basic")]
    seed = next(
        s for s in range(200) if registry.load("rummy").new_match(seed=s).current_player == 0
    )
    session = GameSession("rummy", None, seats, seed=seed, bot_mode="thread")
    session.set_ai_pace(0)
    session.start()
    qtbot.waitUntil(session.is_human_turn, timeout=10_000)
    assert session.submit(Draw("stock")) is None
    before = session.state.to_dict()
    assert not session.can_undo()
    reason = session.undo()
    assert reason is not None and "new card" in reason
    assert session.state.to_dict() == before
    session.shutdown()


@pytest.mark.parametrize("mode", ["thread", "process"])
@pytest.mark.parametrize("game", sorted(registry.GAMES))
def test_a_raising_bot_never_stalls_the_table(qtbot: Any, game: str, mode: str) -> None:
    players = registry.load(game).Options().players
    seats = [SeatConfig("ai", f"Bot {i}", RAISER) for i in range(players)]
    session = GameSession(game, None, seats, seed=3, bot_mode=mode)
    problems: list[str] = []
    session.problem.connect(problems.append)
    session.set_ai_pace(0)
    session.start()
    qtbot.waitUntil(lambda: session.actions_applied >= 12 or session.state.is_over, timeout=60_000)
    assert problems and "Standard AI" in problems[0]
    session.shutdown()


@pytest.mark.parametrize("game", ["pokdeng", "rummy"])
def test_a_failing_hint_falls_back_on_the_table_and_says_so(
    qtbot: Any, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H pressed on the focused window while the strongest AI raises: the Standard AI's advice
    shows on the felt, its note saying whose advice it is, and the game goes on."""
    monkeypatch.setattr(controller, "hint_bot_name", lambda _game: RAISER)
    window = make_window(qtbot)
    start(window, game)
    wait_for_person(qtbot, window)
    table: Any = window.table
    session: Any = window.session
    key(qtbot, window, Qt.Key.Key_H, lambda: table.hints.note is not None, NONE, 30_000)
    note = table.hints.note
    assert "Standard AI" in note._body
    assert session.is_human_turn()  # nothing stalled: the person still decides
    session.shutdown()
