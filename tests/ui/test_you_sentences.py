"""The person is "you": every sentence about the person's seat is its own ("You take the bank",
"You pack: 20 points"), never a name put into another seat's sentence ("You takes")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import registry
from cardtable_qt.engine import rummy as rm
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table.game_table import GameTable
from cardtable_qt.ui.tables import table_class

from .helpers import continue_if_held, show_focused

# "You" followed by a third-person verb: You is, You has, You takes, You packs…
WRONG = re.compile(r"\bYou (is|has|does|[a-z]*[^s\W]s)\b")


def test_the_pattern_finds_what_it_must() -> None:
    for bad in ("You takes the bank", "You packs: 20 points", "You is playing…", "You has 30"):
        assert WRONG.search(bad), bad
    for good in ("You take the bank", "You pass", "You lost 52", "You and North win"):
        assert not WRONG.search(good), good


@pytest.mark.parametrize("game", ["pokdeng", "xito", "guandan", "rummy"])
def test_no_sentence_about_you_has_another_seats_verb(
    qtbot: Any, cleanup: list[Any], game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    for hook in ("set_prompt", "show_message"):
        original = getattr(GameTable, hook)

        def record(self: Any, text: str, _original: Any = original) -> None:
            said.append(text)
            _original(self, text)

        monkeypatch.setattr(GameTable, hook, record)
    module = registry.load(game)
    options = module.Options()
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Bot {i}") for i in range(1, options.players)
    ]
    session = GameSession(game, options, seats, 3, saves=SaveStore(), stats=StatsDB())
    cls = table_class(game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    overs: list[Any] = []
    session.handOver.connect(overs.append)
    for _ in range(400):
        if len(overs) >= 2 or session.state.is_over:
            break
        continue_if_held(qtbot, table)
        if session.is_human_turn() and not table.scene.animator.busy:
            legal = session.legal_actions()
            # bet and play on rather than leave: the last legal action is rarely "fold"/"pack"
            table.submit(legal[len(legal) // 2])
        qtbot.wait(5)
    assert overs
    texts = said + table.notice_log + session.log.lines
    texts += [p.status for p in table.plates]
    bad = [t for t in texts if WRONG.search(t)]
    assert not bad, bad


def test_the_fixed_sentences(qtbot: Any, cleanup: list[Any]) -> None:
    options = pd.Options(players=4, first_dealer=1)
    seats = [SeatConfig("human", "You")] + [SeatConfig("ai", f"Bot {i}") for i in range(1, 4)]
    session = GameSession("pokdeng", options, seats, 3, saves=SaveStore(), stats=StatsDB())
    table = table_class("pokdeng")(
        session, Settings(animation_speed="off", ai_pace_ms=0), CardArt()
    )  # type: ignore[misc]
    cleanup.append(table)
    show_focused(qtbot, table)
    table.play_events([pd.BankPassed(previous=1, dealer=0)])
    assert "You take the bank" in table.notice_log
    table.play_events([pd.StopAnnounced(dealer=0, rounds_left=3)])
    assert "You will give up the bank after 3 rounds" in table.notice_log
    assert table.said(1, "You x", "%1 takes") == "Bot 1 takes"
    assert table.object_name(0) == "you"


def test_rummy_pack_and_playing_words(qtbot: Any, cleanup: list[Any]) -> None:
    options = rm.Options()
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Bot {i}") for i in range(1, options.players)
    ]
    session = GameSession("rummy", options, seats, 3, saves=SaveStore(), stats=StatsDB())
    cls = table_class("rummy")
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    assert table.said(0, table.tr("You pack: 20 points"), "%1 packs: 20 points") == (
        "You pack: 20 points"
    )
    view = session.view(0)
    if view.current_player == 0:
        assert table.waiting_prompt(0, view) == "Your turn in a moment…"
