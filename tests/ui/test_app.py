"""The shell: start-up, the start screen, starting Pok Deng from the new-game dialog, the menus,
window geometry, a damaged settings file, and the translator.

Every test builds the real main window through ``app.build()`` (the same start-up as
``cardtable``), with animations off and AI players that do not wait.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from cardtable_qt import __main__ as entry
from cardtable_qt import app as app_module
from cardtable_qt.engine import registry
from cardtable_qt.engine.pokdeng import Leave
from cardtable_qt.storage import paths
from cardtable_qt.storage.settings import Settings, SettingsStore
from cardtable_qt.ui import i18n
from cardtable_qt.ui.dialogs.help import HelpDialog
from cardtable_qt.ui.dialogs.new_game import NewGameDialog
from cardtable_qt.ui.main_window import MainWindow

QUICK = {"animation_speed": "off", "ai_pace_ms": 0}


def make_window(qtbot: Any, **settings: Any) -> MainWindow:
    """The real start-up (settings file, stores, fonts, theme) with quick settings."""
    app_module.create_application()
    SettingsStore().save(Settings(**{**QUICK, **settings}))
    started = app_module.build()
    window: MainWindow = started.window
    qtbot.addWidget(window)
    window.resize(1280, 800)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()  # shortcuts go to the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def human_move(window: MainWindow) -> None:
    """Play the person's first legal action that does not leave the table."""
    session = window.session
    assert session is not None and session.is_human_turn()
    action = next(a for a in session.legal_actions() if not isinstance(a, Leave))
    assert session.submit(action) is None


def wait_for_person(qtbot: Any, window: MainWindow, timeout: int = 20_000) -> None:
    """Until the AI players have moved and it is the person's turn, animations done."""

    def ready() -> bool:
        session = window.session
        table: Any = window.table
        busy = table is not None and table.scene.animator.busy
        return session is not None and session.is_human_turn() and not busy

    qtbot.waitUntil(ready, timeout=timeout)


def start_pokdeng(
    qtbot: Any, window: MainWindow, seats: int = 3, seed: int = 4242
) -> NewGameDialog:
    """Click the Pok Deng tile, fill the new-game dialog and press Start."""
    qtbot.mouseClick(window.start_screen.tiles["pokdeng"], Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.seat_count.setValue(seats)
    dialog.seed_edit.setText(str(seed))
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None)
    # The window is active again once the dialog has gone, so its shortcuts work.
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return dialog


def test_start_screen_offers_the_four_games_and_the_shell_buttons(qtbot: Any) -> None:
    window = make_window(qtbot)
    screen = window.start_screen
    assert window.pages.currentWidget() is screen
    assert list(screen.tiles) == list(registry.GAMES)
    for game_id, tile in screen.tiles.items():
        info = registry.GAMES[game_id]
        assert info.native_name in tile.accessibleName()
        assert info.name in tile.accessibleName()
    assert screen.tiles["pokdeng"].table_ready
    assert screen.tiles["pokdeng"].status_text() == "Play"
    assert screen.tutorial_button.isEnabled()
    assert not screen.continue_button.isEnabled()  # no autosave yet
    assert screen.load_button.isEnabled() and screen.statistics_button.isEnabled()
    assert screen.settings_button.isEnabled()
    assert "掼蛋" in window.start_screen.tiles["guandan"].accessibleName()
    # every tile has its English line under the native name (no empty band on Xì tố's)
    lines = {game_id: tile.english_line() for game_id, tile in screen.tiles.items()}
    assert lines == {
        "guandan": "Guandan",
        "pokdeng": "Pok Deng",
        "xito": "Vietnamese poker",
        "rummy": "Indian Rummy",
    }


def test_a_game_without_a_table_says_so_instead_of_failing(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtable_qt.ui import tables

    monkeypatch.delitem(tables.TABLES, "pokdeng")  # what a game whose table is not built has
    window = make_window(qtbot)
    tile = window.start_screen.tiles["pokdeng"]
    assert not tile.table_ready and tile.status_text() == "Table coming soon"
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert window.findChild(NewGameDialog) is None
    assert window.session is None
    assert "not built yet" in window.notices[-1]
    box = window.findChild(QMessageBox, "notice")
    assert box is not None and "not built yet" in box.text()


def test_the_seed_shows_in_the_status_bar_only_once_the_match_is_over(qtbot: Any) -> None:
    # The seed replays the whole deck: shown during play it would tell every hidden card.
    window = make_window(qtbot)
    start_pokdeng(qtbot, window, seats=3, seed=918273)
    session = window.session
    assert session is not None and session.seed == 918273
    wait_for_person(qtbot, window)

    def status_bar_text() -> str:
        bar = window.statusBar()
        labels = " ".join(w.text() for w in bar.findChildren(QLabel) if w.isVisible())
        return bar.currentMessage() + " " + labels

    assert not session.state.is_over and "918273" not in status_bar_text()
    leave = next(a for a in session.legal_actions() if isinstance(a, Leave))
    with qtbot.waitSignal(session.matchOver, timeout=10_000):
        assert session.submit(leave) is None
    qtbot.waitUntil(lambda: "seed 918273" in status_bar_text(), timeout=5_000)
    assert "seed 918273" in window.game_info.text()


def test_new_game_dialog_starts_pok_deng_against_ai_players(qtbot: Any) -> None:
    window = make_window(qtbot, player_name="Ploy")
    dialog = start_pokdeng(qtbot, window, seats=4, seed=4242)
    session = window.session
    assert session is not None
    assert session.game_id == "pokdeng"
    assert session.seed == 4242
    assert session.options.players == 4
    assert [s.kind for s in session.seats] == ["human", "ai", "ai", "ai"]
    assert session.seats[0].name == "Ploy"
    assert len({s.name for s in session.seats}) == 4
    assert window.pages.currentWidget() is window.table
    assert "4242" not in window.game_info.text()  # the seed would tell every hidden card
    assert dialog.rules_form.specs and dialog.stakes_form.specs  # options and stakes shown
    wait_for_person(qtbot, window)
    view = session.view(0)
    assert view is not None
    # The AI players moved on their own until the person had to decide.
    assert session.is_human_turn()
    human_move(window)
    assert window.session is session


def test_the_game_menu_has_every_action_with_a_shortcut(qtbot: Any) -> None:
    window = make_window(qtbot)
    game_menu = window.menuBar().actions()[0].menu()
    texts = [a.text().replace("&", "") for a in game_menu.actions() if not a.isSeparator()]
    for wanted in (
        "New game…",
        "Continue",
        "Save",
        "Save As…",
        "Load…",
        "Watch a demo",
        "Statistics",
        "Settings…",
        "Quit",
        "Pause",
    ):
        assert wanted in texts, wanted
    keys = dict(window.shortcut_list())
    assert keys["Save"] == "Ctrl+S" and keys["Pause"] == "P" and keys["Quit"] == "Ctrl+Q"
    qtbot.keyClick(window, Qt.Key.Key_F1)
    help_dialog = window.findChild(HelpDialog)
    assert help_dialog is not None and help_dialog.isVisible()
    assert help_dialog.tabs.currentIndex() == 0 and help_dialog.rules.toPlainText()
    help_dialog.close()
    help_menu = window.menuBar().actions()[1].menu()
    assert [a.text().replace("&", "") for a in help_menu.actions()] == [
        "Rules",
        "Keyboard shortcuts",
        "About CardTable",
    ]


def test_pause_key_stops_and_restarts_the_ai(qtbot: Any) -> None:
    window = make_window(qtbot)
    start_pokdeng(qtbot, window)
    session = window.session
    assert session is not None
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert session.is_paused and window.pause_action.isChecked()
    assert window.paused_label.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert not session.is_paused and not window.paused_label.isVisible()


def test_window_geometry_is_restored_on_the_next_start(qtbot: Any) -> None:
    window = make_window(qtbot)
    # The offscreen screen is 800×800: a geometry that fits it is restored as it was.
    window.resize(1024, 690)
    qtbot.waitUntil(lambda: window.height() == 690)
    window.close()
    saved, problem = SettingsStore().load()
    assert problem is None and saved.window_geometry
    again = app_module.build().window
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (1280, 800)  # the first-start size
    again.restore_geometry()
    assert (again.width(), again.height()) == (1024, 690)


def test_a_damaged_settings_file_gives_a_message_and_is_kept(qtbot: Any) -> None:
    app_module.create_application()
    path = paths.settings_path()
    path.write_bytes(b'{"format": 1, "settings": ')
    started = app_module.build()
    qtbot.addWidget(started.window)
    assert any("settings" in p.lower() and "cut short" in p for p in started.problems)
    assert path.with_name(path.name + ".bad").read_bytes() == b'{"format": 1, "settings": '
    assert started.window.settings == Settings()
    # The app carries on: a game can still be chosen.
    dialog = started.window.choose_game("pokdeng")
    assert isinstance(dialog, QDialog)
    dialog.reject()


def test_settings_chosen_in_the_dialog_are_applied_and_kept(qtbot: Any) -> None:
    window = make_window(qtbot)
    dialog = window.open_settings()
    dialog.animation.setCurrentIndex(dialog.animation.findData("slow"))
    dialog.set_table_colour("#6b1d2e")
    dialog.pace.setValue(12)
    dialog.accept()
    assert window.settings.animation_speed == "slow"
    assert window.settings.ai_pace_ms == 1200
    assert QApplication.instance().property("felt") == "#6b1d2e"  # type: ignore[union-attr]
    assert window.start_screen.felt == "#6b1d2e"
    stored, _ = SettingsStore().load()
    assert (stored.table_colour, stored.animation_speed) == ("#6b1d2e", "slow")


def _compiled_translation(tmp_path: Path, language: str, source: str, text: str) -> Path:
    ts = tmp_path / f"cardtable_{language}.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        f'<TS version="2.1" language="{language}" sourcelanguage="en"><context>'
        f"<name>StartScreen</name><message><source>{source}</source>"
        f"<translation>{text}</translation></message></context></TS>\n",
        encoding="utf-8",
    )
    qm = ts.with_suffix(".qm")
    tool = Path(sys.executable).with_name("pyside6-lrelease")  # beside the venv's python
    subprocess.run([str(tool), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


def test_translator_english_needs_no_file_and_a_language_file_is_used(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app_module.create_application()
    translation = i18n.Translation()
    assert translation.use("en") and translation.language == "en"
    monkeypatch.setattr(i18n, "translation_file", lambda lang: tmp_path / f"cardtable_{lang}.qm")
    assert not translation.use("th")  # no file: English stays
    assert QCoreApplication.translate("StartScreen", "Continue") == "Continue"
    _compiled_translation(tmp_path, "th", "Continue", "เล่นต่อ")
    assert "th" in i18n.available_languages()
    assert translation.use("th") and translation.language == "th"
    try:
        assert QCoreApplication.translate("StartScreen", "Continue") == "เล่นต่อ"
    finally:
        translation.use("en")
    assert QCoreApplication.translate("StartScreen", "Continue") == "Continue"


def test_the_english_translation_source_covers_the_shell() -> None:
    ts = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "cardtable_en.ts"
    text = ts.read_text(encoding="utf-8")
    for source in ("Load a saved game", "Table coming soon", "Remember these rules as my defaults"):
        assert f"<source>{source}</source>" in text
    assert 'type="unfinished"' not in text  # English is complete


def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert entry.main(["--version"]) == 0
    assert capsys.readouterr().out.strip().endswith(app_module.__version__)


def test_demo_only_flags_without_demo_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert entry.main(["--seed", "3"]) == 2
    assert "--demo" in capsys.readouterr().err
