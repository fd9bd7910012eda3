"""``cardtable --demo``: the real window, AI players in every seat, a PNG at the end, exit 0;
a clear refusal (exit 2) for a game that has no table or does not exist."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from cardtable_qt import __main__ as entry
from cardtable_qt import app as app_module
from cardtable_qt.storage import paths
from cardtable_qt.ui import main_window

ROOT = Path(__file__).resolve().parents[2]


def cardtable(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "cardtable_qt", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_the_demo_plays_a_hand_writes_a_png_and_exits_0(tmp_path: Path) -> None:
    picture = tmp_path / "demo.png"
    done = cardtable(
        "--demo",
        "pokdeng",
        "--hands",
        "1",
        "--seed",
        "5",
        "--screenshot",
        str(picture),
        "--size",
        "1280x800",
    )
    assert done.returncode == 0, done.stderr
    assert "hand 1 of 1" in done.stderr
    image = QImage(str(picture))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    # A demo keeps nothing: no autosave, no statistics, no settings written.
    assert not paths.autosave_path().exists()
    assert not paths.stats_db_path().exists()
    assert not paths.settings_path().exists()


def test_an_unknown_game_is_refused_with_a_clear_message() -> None:
    done = cardtable("--demo", "chess", "--hands", "1")
    assert done.returncode == 2
    assert "no game 'chess'" in done.stderr and "pokdeng" in done.stderr


def test_a_game_without_a_table_has_no_demo(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = main_window.table_class
    monkeypatch.setattr(main_window, "table_class", lambda g: None if g == "pokdeng" else real(g))
    assert app_module.run_demo("pokdeng", hands=1) == 2
    assert "table for Pok Deng is not built yet" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--demo", "pokdeng", "--size", "200x100"], "at least 1024x640"),
        (["--demo", "pokdeng", "--size", "big"], "WIDTHxHEIGHT"),
        (["--demo", "pokdeng", "--hands", "0"], "at least 1"),
        (["--demo", "pokdeng", "--screenshot", "/no/such/folder/x.png"], "no folder"),
    ],
)
def test_bad_demo_arguments_are_refused(
    args: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert entry.main(args) == 2
    assert says in capsys.readouterr().err


def test_a_mistyped_option_is_not_passed_to_qt(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        entry.main(["--dmeo", "pokdeng"])
    assert stop.value.code == 2
    assert "--dmeo" in capsys.readouterr().err


def test_watch_a_demo_from_the_menu_keeps_nothing(qtbot: Any) -> None:
    from .test_app import make_window

    window = make_window(qtbot)
    session = window.watch_demo("pokdeng", seed=3)
    assert session is not None and window.watching
    assert all(seat.kind == "ai" for seat in session.seats)
    assert not window.save_action.isEnabled()
    with qtbot.waitSignal(session.handOver, timeout=60_000):
        pass
    assert not paths.autosave_path().exists()
    assert window.stats.summary("pokdeng").played == 0


def test_a_guandan_demo_shows_no_sort_or_arrange_buttons(qtbot: Any) -> None:
    """Sorting and arranging are for the person's hand: a table of AI players alone has none."""
    from .test_app import make_window

    window = make_window(qtbot)
    session = window.watch_demo("guandan", seed=3)
    assert session is not None and session.human_seat is None
    table: Any = window.table
    panel = table.gd_panel
    shown: set[str] = set()

    def played_on() -> bool:  # looked at all along: the panel is updated at every move
        shown.update(n for n in ("sort", "arrange") if panel.buttons[n].isVisible())
        return session.actions_applied >= 12 and not table.scene.animator.busy

    qtbot.waitUntil(played_on, timeout=60_000)  # the cut and a round or so of plays
    assert panel.isVisible() and not shown
    # their keys are gone with them: S leaves the order as it was
    by_suit = table.by_suit
    qtbot.keyClick(table.view, Qt.Key.Key_S)
    assert table.by_suit == by_suit


def test_a_rummy_demo_shows_no_arranging_buttons(qtbot: Any) -> None:
    """Group, Ungroup and Auto-arrange are for the person's hand: a demo has none."""
    from .test_app import make_window

    window = make_window(qtbot)
    session = window.watch_demo("rummy", seed=3)
    assert session is not None and session.human_seat is None
    table: Any = window.table
    shown: set[str] = set()

    def played_on() -> bool:  # looked at all along: the panel is updated at every move
        shown.update(w.text() for w in table.rummy_panel._arranging if w.isVisible())
        return session.actions_applied >= 12 and not table.scene.animator.busy

    qtbot.waitUntil(played_on, timeout=60_000)
    assert not shown


def test_a_rummy_demos_last_deal_promises_no_next_one(qtbot: Any) -> None:
    """The demo ends on its last deal's sheet: neither its words nor its button say another
    deal comes."""
    from .test_app import make_window

    window = make_window(qtbot)
    session = window.watch_demo("rummy", seed=3)
    assert session is not None
    table: Any = window.table
    table.end_after_hands = 1
    qtbot.waitUntil(
        lambda: table.ended and table.sheet.isVisible() and not table.scene.animator.busy,
        timeout=120_000,
    )
    prompt = table._prompt
    assert prompt and "next" not in prompt.lower()
    assert table.sheet.button.isVisible()
    assert "next" not in table.sheet.button.text().lower()
    # the sheet shows the scoreboard: no Scores beside it; once it is hidden, Scores is back
    scores = table.rummy_panel.buttons["scores"]
    assert not scores.isVisible()
    qtbot.mouseClick(table.sheet.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.sheet.isVisible(), timeout=3000)
    assert scores.isVisible() and scores.isEnabled()
    qtbot.mouseClick(scores, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=3000)
    assert table.sheet.close_button.isVisible()
