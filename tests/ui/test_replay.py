"""A finished hand replayed on the real table: every step through the engine, back and forth,
ending in the recorded result; ``cardtable --replay``."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from cardtable_qt.engine import registry
from cardtable_qt.engine.match import HandOver
from cardtable_qt.session.replay import ReplaySession
from cardtable_qt.storage.hands import read_hand, write_hand
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.replay_window import open_replay
from cardtable_qt.ui.tables import table_class
from tests.engine.test_handlog import play_hands

from .helpers import show_focused
from .test_app import make_window

GAMES = sorted(registry.GAMES)


def replay_table(qtbot: Any, record: Any, viewer: int = 0) -> tuple[ReplaySession, Any]:
    session = ReplaySession(record, viewer=viewer)
    cls = table_class(record.game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table)
    session.set_ai_pace(0)
    return session, table


@pytest.mark.parametrize("game", GAMES)
def test_jumping_to_a_replays_end_shows_the_hands_result_not_the_next_hand(
    qtbot: Any, game: str
) -> None:
    """The state after a hand's last step is the next hand's start (the engines deal on at
    once): the slider at its end shows the replayed hand's result, as playing it through does."""
    record = play_hands(game, 1, seed=3)[0]
    session, table = replay_table(qtbot, record)
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    ended: list[bool] = []
    session.finished.connect(lambda: ended.append(True))
    try:
        session.jump(len(record.actions))
        rummy_sheet = getattr(table, "sheet", None)  # Rummy's deal sheet; the others' is held

        def sheet_shown() -> bool:
            return table.hold.sheet_shown or bool(rummy_sheet and rummy_sheet.isVisible())

        qtbot.waitUntil(lambda: bool(ended) and sheet_shown(), timeout=10_000)
        assert session.step == session.steps and session.at_end
        assert [o.deltas for o in overs] == [record.deltas]
        assert session.state.to_dict() == record.state_at(len(record.actions)).to_dict()
        # in the game's own word for what was replayed
        word = {"pokdeng": "round", "rummy": "deal"}.get(game, "hand")
        assert table.panel.prompt.text().startswith(f"The replay is at the {word}'s end."), game
    finally:
        session.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_steps_through_every_event_and_ends_in_the_recorded_result(
    qtbot: Any, game: str
) -> None:
    record = play_hands(game, 2, seed=13)[1]  # the second hand: one that starts mid-match
    session, _table = replay_table(qtbot, record)
    shown: list[list[Any]] = []
    overs: list[HandOver] = []
    session.eventsReady.connect(shown.append)
    session.handOver.connect(overs.append)
    ended: list[bool] = []
    session.finished.connect(lambda: ended.append(True))
    session.play()
    qtbot.waitUntil(lambda: bool(ended), timeout=30_000)
    assert shown == [events for _s, _a, events, _st in record.steps()]
    assert [o.deltas for o in overs] == [record.deltas]
    assert session.state.to_dict() == record.state_at(len(record.actions)).to_dict()
    # back and forth: the state is rebuilt through the engine, the table re-laid
    middle = len(record.actions) // 2
    session.jump(middle)
    assert session.state.to_dict() == record.state_at(middle).to_dict()
    session.step_back()
    assert session.step == middle - 1
    assert session.state.to_dict() == record.state_at(middle - 1).to_dict()
    assert session.step_forward()
    qtbot.waitUntil(lambda: not session._awaiting_view, timeout=5000)
    assert session.state.to_dict() == record.state_at(middle).to_dict()
    session.jump(0)
    assert session.state.to_dict() == record.state_at(0).to_dict()
    # nobody plays a replay: the table never asks
    assert not session.is_human_turn() and session.submit(record.actions[0][1]) is not None
    session.shutdown()


def test_the_replay_in_the_window_jumps_to_a_decision_and_changes_seat(qtbot: Any) -> None:
    window = make_window(qtbot)
    record = play_hands("rummy", 1, seed=2)[0]
    session = open_replay(window, record, viewer=1)
    assert session is not None and window.replay_bar is not None
    bar = window.replay_bar
    decision = record.decisions(1)[1]
    row = bar.decisions.findData(decision)
    bar.decisions.setCurrentIndex(row)
    bar.decisions.activated.emit(row)
    assert session.step == decision
    assert window.table is not None and window.table.viewer == 1
    bar.seat_box.activated.emit(2)
    qtbot.waitUntil(lambda: window.session is not session, timeout=3000)
    again: Any = window.session
    assert again.viewer == 2 and again.step == decision
    window.show_start_screen()
    assert window.replay_bar is None


def test_the_status_bar_calls_a_replay_a_replay(qtbot: Any) -> None:
    """A replay on the window's table is watched like a demo, but it is no demo: the status
    bar said "Demo · Guandan · …" over a hand you played."""
    window = make_window(qtbot)
    record = play_hands("guandan", 1, seed=3)[0]
    session = open_replay(window, record, viewer=0)
    assert session is not None
    words = window.game_info.text()
    assert words.startswith("Replay · Guandan"), words
    assert "Demo" not in words
    window.show_start_screen()


@pytest.mark.parametrize("game", ["pokdeng"])
def test_cardtable_replay_writes_the_picture_and_refuses_a_bad_file(
    tmp_path: Path, game: str
) -> None:
    path = write_hand(tmp_path / "hand.json", play_hands(game, 1, seed=3)[0])
    assert read_hand(path)
    picture = tmp_path / "end.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "cardtable_qt", "--replay", str(path)]
    done = subprocess.run(
        [*command, "--screenshot", str(picture), "--size", "1100x700"],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (1100, 700)
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "CardTable", "kind": "hand", "format": 1, "game": "pokdeng"}')
    done = subprocess.run(
        [sys.executable, "-m", "cardtable_qt", "--replay", str(bad)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "not a hand CardTable can replay" in done.stderr


def test_the_replay_lays_every_hand_open_at_the_seats_and_the_toggle_keeps_to_the_seat(
    qtbot: Any,
) -> None:
    window = make_window(qtbot)
    record = play_hands("guandan", 1, seed=2)[0]
    session = open_replay(window, record, viewer=0, at=4)
    assert session is not None and window.replay_bar is not None
    table: Any = window.table
    state = record.state_at(4)

    def open_cards(seat: int) -> Counter[Any]:
        return Counter(i.card for i in table.held_items(seat) if i.face_up)

    # what seat 0 could not see is open at its seat: seat 1's cards, not only their number
    for seat in (1, 2, 3):
        turned = Counter(i.card for i in table.turned[seat].items)  # shown to all, beside
        assert open_cards(seat) + turned == Counter(state.hands[seat])
    assert set(open_cards(1)).isdisjoint(session.view(0).hand)
    # and counted: the open hand's number, not "more than 10" (G-2 hides only what is hidden)
    assert table.count_tags[1].text == f"{len(state.hands[1])} cards"
    session.jump(9)
    assert open_cards(2) + Counter(i.card for i in table.turned[2].items) == Counter(
        record.state_at(9).hands[2]
    )
    # nobody plays a replay: no Hint to ask
    assert not table.hints.ask_button.isVisible()
    bar = window.replay_bar
    bar.face_up_action.trigger()  # as the seat saw it
    assert not session.face_up and not any(open_cards(s) for s in (1, 2, 3))
    assert table.count_tags[1].text == "more than 10"
    bar.seat_box.activated.emit(2)
    qtbot.waitUntil(lambda: window.session is not session, timeout=3000)
    again: Any = window.session
    assert window.replay_bar is not None and not window.replay_bar.face_up_action.isChecked()
    assert not again.face_up
    assert not any(i.face_up for s in (0, 1, 3) for i in window.table.held_items(s))
    window.replay_bar.face_up_action.trigger()  # Ctrl+U's action: faces up again
    assert again.face_up
    shown = Counter(i.card for i in window.table.held_items(0) if i.face_up)
    shown += Counter(i.card for i in window.table.turned[0].items)
    assert shown == Counter(record.state_at(9).hands[0])
    window.show_start_screen()
    assert window.replay_bar is None


def test_the_end_of_a_replay_says_so_and_the_sheet_only_hides(qtbot: Any) -> None:
    window = make_window(qtbot)
    record = play_hands("pokdeng", 1, seed=3)[0]
    session = open_replay(window, record, viewer=0)
    assert session is not None
    session.set_ai_pace(0)
    session.play()
    table: Any = window.table
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=30_000)
    assert table.hold.sheet.button.text().startswith("Hide")
    assert not table.hold.sheet.review_button.isVisible()
    assert "replay" in table._prompt.lower()
    assert not table.hints.ask_button.isVisible()
    window.show_start_screen()


@pytest.mark.parametrize("game", ["pokdeng", "xito", "rummy"])
def test_the_sheet_of_a_replay_of_your_hand_speaks_to_you(qtbot: Any, game: str) -> None:
    """The sheet at the end of a replay of your own hand (the seat under your untouched
    default name) says what you won or lost, as the table did, not a bare "Hand over"."""
    record = play_hands(game, 1, seed=3)[0]
    names = ("You", *[f"AI {i}" for i in range(1, len(record.deltas))])
    record = dataclasses.replace(record, players=names)
    session, table = replay_table(qtbot, record, viewer=0)
    session.play()
    assert table.person() == 0  # the seat the sheets' sentences about you are of
    if game == "rummy":  # the deal's own sheet
        qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=30_000)
        rows = [row.name for row in table.sheet.rows]
        assert "You" in rows and "AI 1" in rows, rows
    else:
        qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=30_000)
        title = table.hold.sheet.title.text()
        assert title.startswith(("You won", "You lost", "Even")), title
    session.shutdown()


# the replay's past tense of each game's first moves (the record's own words, said again here)
PAST_TENSE = {
    "PlaceBet": "{who} bet {amount}",
    "EndBets": "{who} finished betting",
    "CutDeck": "{who} cut the deck",
    "Draw": "{who} drew from the stock",
    "Discard": "{who} discarded",
    "Bet": "{who} bet {amount}",
    "Call": "{who} called",
    "Fold": "{who} folded",
    "Pass": "{who} passed",
    "Pack": "{who} packed",
    "Play": "{who} played",
}


@pytest.mark.parametrize(
    ("game", "word"),
    [("pokdeng", "round"), ("xito", "hand"), ("guandan", "hand"), ("rummy", "deal")],
)
def test_a_replay_opens_paused_at_its_start_and_says_what_each_step_did(
    qtbot: Any, game: str, word: str
) -> None:
    """A replay opened from the window waits at "Step 0 of N" and says how to watch it, not
    the live game's "Malee is placing bets…"; after a step its prompt says what that step did,
    in the past tense, never whose move it is now."""
    window = make_window(qtbot)
    record = play_hands(game, 1, seed=3)[0]
    names = ("You", "Malee", "Somchai", "Wei", "Linh", "Arjun")[: len(record.deltas)]
    record = dataclasses.replace(record, players=names)
    session = open_replay(window, record, viewer=0)
    assert session is not None and window.replay_bar is not None
    bar, table = window.replay_bar, window.table
    assert table is not None
    assert bar.position.text() == f"Step 0 of {len(record.actions)}"
    assert not session.playing
    qtbot.waitUntil(bar.isVisible)  # its shortcuts act once it is on the window
    assert table.panel.prompt.text() == f"Press Play (Ctrl+Space) to watch the {word}."
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert session.playing
    assert table.panel.prompt.text() == "The replay is starting…"
    qtbot.waitUntil(lambda: session.step >= 1, timeout=10_000)
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)  # pause
    assert not session.playing
    qtbot.waitUntil(lambda: not table.events_playing, timeout=10_000)
    step = session.step
    seat, action = record.actions[step - 1]
    who = "You" if seat == 0 else names[seat]
    expected = PAST_TENSE[type(action).__name__].format(
        who=who, amount=getattr(action, "amount", "")
    )
    prompt = table.panel.prompt.text()
    assert prompt.startswith(expected), (prompt, action)
    assert "…" not in prompt and " is " not in prompt and "Your " not in prompt, prompt
    assert bar.position.text() == f"Step {step} of {len(record.actions)}"
    window.show_start_screen()
