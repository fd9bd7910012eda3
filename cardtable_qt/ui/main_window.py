"""The main window: the start screen or a game's table, the Game and Help menus, the status bar.

It owns the stores (settings, saves, statistics) and at most one ``GameSession`` with its table.
Dialogs open window-modal but without blocking (``open()``), so the game and the tests keep
running; every problem the player must know about goes through ``notify`` (a message box, and a
line in ``notices`` that tests read).
"""

from __future__ import annotations

import base64
import dataclasses
import importlib.util
import logging
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from .. import APP_NAME
from ..engine import registry
from ..engine.codec import StateDataError
from ..game_words import hand_word
from ..session.models import game_title, save_progress
from ..storage.files import keep_aside
from ..storage.saves import SaveError, SaveInfo, SaveStore
from ..storage.settings import Settings, SettingsStore, remember_rule_options, rule_options_for
from ..storage.stats import StatsDB
from . import apply_theme, i18n, tables
from .card_art import CardArt
from .plain import plain, plain_box
from .start_screen import StartScreen

# The start screen must paint fast (bench/bench_startup.py): the dialogs, the session and the
# tables, with the engines behind them, are imported when first opened, not at start-up.
if TYPE_CHECKING:
    from ..session.controller import GameSession
    from .dialogs.help import HelpDialog
    from .dialogs.new_game import NewGameConfig, NewGameDialog
    from .dialogs.saves import LoadDialog, SaveAsDialog
    from .dialogs.settings_dialog import SettingsDialog
    from .dialogs.statistics import StatisticsDialog
    from .table.game_table import GameTable

log = logging.getLogger(__name__)

# What the demo's AI players wait between moves (ms): quick, but a person can still follow.
DEMO_AI_PACE_MS = 250


def table_class(game_id: str) -> type | None:
    """The game's table widget class, or None while it is not built (see ``ui.tables``)."""
    return tables.table_class(game_id)


def engine_present(game_id: str) -> bool:
    """The game's engine is part of this build (not missing, not an empty package)."""
    try:
        module = registry.load(game_id)
    except ModuleNotFoundError:
        return False
    return hasattr(module, "new_match")


def playable(game_id: str) -> bool:
    """A game the app can put on the table: its engine and its table are both there.

    Asked for every game before the start screen first paints, so nothing is imported: the
    modules are looked for (choosing the game then imports them, and says so if one is empty).
    """
    info = registry.GAMES.get(game_id)
    return info is not None and _findable(info.module) and tables.has_table(game_id)


def _findable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def menu_words(text: str) -> str:
    """A menu item's words without its mnemonic: "&New game…" → "New game", and the suffix
    form other scripts use, "เกมใหม่(&N)…" → "เกมใหม่"."""
    text = re.sub(r"\s*\(&.\)", "", text).rstrip("…").rstrip()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class MainWindow(QMainWindow):
    sessionStarted = Signal(object)  # the GameSession now on the table
    sessionClosed = Signal()

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        settings_store: SettingsStore | None = None,
        saves: SaveStore | None = None,
        stats: StatsDB | None = None,
        demo: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings_store = settings_store if settings_store is not None else SettingsStore()
        self.settings = settings if settings is not None else Settings()
        self.saves = saves if saves is not None else SaveStore()
        self._own_stats = stats is None
        self.stats = stats if stats is not None else StatsDB()
        self.demo_mode = demo  # started with --demo: nothing the player keeps is written
        self.notices: list[str] = []
        self._said: set[str] = set()  # what ``notify_once`` already told
        self.session: GameSession | None = None
        self.table: GameTable | None = None
        self.replay_bar: Any = None  # the replay's controls while a replay is on the table
        self.save_name: str | None = None  # the name the game on the table was saved under
        self.watching = False  # the game on the table is a demo (AI players only)
        self.tutorial_label: str | None = None  # the lesson on the table ("Tutorial: …")
        self.tutorial: Any = None  # the tutorial's LessonRunner while a lesson is on the table
        self._progress: Any = None  # the tutorial's Progress, read when first needed
        self.card_art = self._make_card_art()
        self.setWindowTitle(APP_NAME)
        self.setObjectName("MainWindow")
        self.setMinimumSize(1024, 640)
        self.resize(1280, 800)

        self.pages = QStackedWidget()
        self.start_screen = StartScreen()
        self.pages.addWidget(self.start_screen)
        self.setCentralWidget(self.pages)
        self.start_screen.gameChosen.connect(self.choose_game)
        self.start_screen.continueRequested.connect(self.continue_game)
        self.start_screen.loadRequested.connect(self.open_load_dialog)
        self.start_screen.statisticsRequested.connect(self.open_statistics)
        self.start_screen.settingsRequested.connect(self.open_settings)
        self.start_screen.tutorialRequested.connect(self.open_tutorial)

        self.game_info = plain(QLabel())  # seat and save names, as typed
        self.game_info.setObjectName("game_info")
        self.paused_label = QLabel(self.tr("Paused — press P to carry on"))
        self.paused_label.setStyleSheet("color: #f0c75e; font-weight: bold;")
        self.paused_label.hide()
        self.statusBar().addPermanentWidget(self.paused_label)
        self.statusBar().addPermanentWidget(self.game_info)
        self._build_menus()
        self.apply_settings(self.settings, save=False)
        self.show_start_screen()

    # --- menus ----------------------------------------------------------------------------------

    def _action(
        self, text: str, shortcut: str | QKeySequence.StandardKey | None, slot: Any
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even while the menu bar is hidden
        return action

    def _build_menus(self) -> None:
        game = self.game_menu = self.menuBar().addMenu("")
        game.setToolTipsVisible(True)  # only Undo sets one: why it cannot be done
        self.new_action = self._action("", "Ctrl+N", self.show_start_screen)
        self.continue_action = self._action("", "Ctrl+R", self.continue_game)
        self.save_action = self._action("", "Ctrl+S", self.save_game)
        self.save_as_action = self._action("", "Ctrl+Shift+S", self.open_save_as_dialog)
        self.load_action = self._action("", "Ctrl+O", self.open_load_dialog)
        self.pause_action = self._action("", "P", self.toggle_pause)
        self.pause_action.setCheckable(True)
        self.leave_action = self._action("", "Ctrl+W", self.leave_table)
        self.undo_action = self._action("", "Ctrl+Z", self.undo)
        self.redo_action = self._action("", "Ctrl+Shift+Z", self.redo)
        self.history_action = self._action("", "Ctrl+H", self.open_hand_history)
        self.review_action = self._action("", "Ctrl+Shift+H", self.review_last_hand)
        self.tutorial_action = self._action("", None, self.open_tutorial)
        self.statistics_action = self._action("", "Ctrl+T", self.open_statistics)
        self.settings_action = self._action("", "Ctrl+,", self.open_settings)
        self.quit_action = self._action("", "Ctrl+Q", self.close)
        for action in (self.new_action, self.continue_action, self.tutorial_action):
            game.addAction(action)
        game.addSeparator()
        for action in (self.save_action, self.save_as_action, self.load_action):
            game.addAction(action)
        game.addSeparator()
        self.demo_menu = game.addMenu("")
        self.demo_actions: dict[str, QAction] = {}
        for game_id in registry.GAMES:
            action = QAction(game_title(game_id), self)
            action.triggered.connect(lambda _=False, g=game_id: self.watch_demo(g))
            self.demo_menu.addAction(action)
            self.demo_actions[game_id] = action
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addAction(self.pause_action)
        game.addAction(self.leave_action)
        game.addSeparator()
        game.addAction(self.history_action)
        game.addAction(self.review_action)
        game.addAction(self.statistics_action)
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        help_menu = self.help_menu = self.menuBar().addMenu("")
        self.rules_action = self._action("", "F1", self.open_rules)
        self.keys_action = self._action("", "Ctrl+/", self.open_shortcuts)
        self.about_action = self._action("", None, self.open_about)
        for action in (self.rules_action, self.keys_action, self.about_action):
            help_menu.addAction(action)
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.continue_action.setText(self.tr("&Continue"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.load_action.setText(self.tr("&Load…"))
        self.pause_action.setText(self.tr("&Pause"))
        self.leave_action.setText(self.tr("&Leave the table"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        for game_id, action in self.demo_actions.items():
            action.setText(game_title(game_id))
        self._name_the_review()
        self.tutorial_action.setText(self.tr("T&utorial…"))
        self.statistics_action.setText(self.tr("S&tatistics"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.demo_menu.setTitle(self.tr("&Watch a demo"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keys_action.setText(self.tr("&Keyboard shortcuts"))
        self.about_action.setText(self.tr("&About CardTable"))

    def retranslate(self) -> None:
        """Menus and status bar in the language in use; the pages and the table retranslate
        themselves on the same ``LanguageChange``."""
        self._retranslate_menus()
        self._update_undo()  # why Undo cannot be done, in the new language
        self.paused_label.setText(self.tr("Paused — press P to carry on"))
        self._show_game_info()
        if self.pages.currentWidget() is self.start_screen and not self.demo_mode:
            # the autosave's game and progress, said again in the new language
            self.start_screen.set_continue(self.autosave_description())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shortcut_list(self) -> list[tuple[str, str]]:
        """Every menu action with a shortcut, as (what, key) for the help window."""
        actions = (
            self.new_action,
            self.continue_action,
            self.save_action,
            self.save_as_action,
            self.load_action,
            self.undo_action,
            self.redo_action,
            self.pause_action,
            self.leave_action,
            self.history_action,
            self.review_action,
            self.statistics_action,
            self.settings_action,
            self.rules_action,
            self.keys_action,
            self.quit_action,
        )
        return [
            (
                menu_words(a.text()),
                a.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
            )
            for a in actions
            if not a.shortcut().isEmpty()
        ]

    def _update_actions(self) -> None:
        at_table = self.session is not None
        keeps = at_table and not self.watching
        self.save_action.setEnabled(keeps)
        self.save_as_action.setEnabled(keeps)
        self.pause_action.setEnabled(at_table)
        self.leave_action.setEnabled(at_table)
        self._update_undo()
        self.continue_action.setEnabled(not self.demo_mode and self.saves.has_autosave())
        for game_id, action in self.demo_actions.items():
            action.setEnabled(playable(game_id))

    def _name_the_review(self) -> None:
        """The Game menu's review and history in the word of the game at the table ("hand"
        with none, or while watching: the history then lists a saved game's hands)."""
        game = self.session.game_id if self.session is not None else None
        text = {
            "deal": self.tr("Re&view the last deal"),
            "round": self.tr("Re&view the last round"),
            "hand": self.tr("Re&view the last hand"),
        }
        self.review_action.setText(text[hand_word(game)])
        history = {
            "deal": self.tr("Deal &history"),
            "round": self.tr("Round &history"),
            "hand": self.tr("Hand &history"),
        }
        self.history_action.setText(history[hand_word(None if self.watching else game)])

    def _update_undo(self) -> None:
        self._name_the_review()
        session = self.session if not self.watching else None
        refusal = session.undo_refusal() if session is not None else None
        self.undo_action.setEnabled(session is not None and refusal is None)
        self.undo_action.setToolTip(refusal or "")  # why Undo is greyed out (fair play…)
        self.review_action.setEnabled(
            session is not None and session.human_seat is not None and bool(session.history)
        )
        self.redo_action.setEnabled(session is not None and session.can_redo())

    def undo(self) -> None:
        if self.session is not None and not self.watching:
            self.session.undo()

    def redo(self) -> None:
        if self.session is not None and not self.watching:
            self.session.redo()

    # --- settings -------------------------------------------------------------------------------

    def _make_card_art(self) -> CardArt:
        return CardArt(self.settings.face_style, self.settings.card_back)

    def apply_settings(self, settings: Settings, *, save: bool = True) -> None:
        """Use ``settings`` everywhere now (and keep them, unless ``save`` is False)."""
        language_changed = settings.language != self.settings.language
        self.settings = settings
        if language_changed:
            # Every widget retranslates on the LanguageChange this sends: no restart.
            if not i18n.current().use(settings.language):
                log.warning("no translation for %s; English is used", settings.language)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, settings.table_colour)
        self.start_screen.set_felt(settings.table_colour)
        self.card_art.face_style = settings.face_style
        self.card_art.back = settings.card_back
        if self.table is not None:
            self.table.apply_settings(settings, self.card_art)
        if self.session is not None:
            self.session.set_ai_pace(DEMO_AI_PACE_MS if self.watching else settings.ai_pace_ms)
        if save:
            self.save_settings()

    def save_settings(self) -> None:
        """Write the settings now (never in a demo, which keeps nothing)."""
        if self.demo_mode:
            return
        problem = self.settings_store.save(self.settings)
        if problem:
            self.notify(problem)

    def restore_geometry(self) -> None:
        if not self.settings.window_geometry:
            return
        try:
            data = base64.b64decode(self.settings.window_geometry, validate=True)
        except ValueError:
            return
        self.restoreGeometry(QByteArray(data))

    def remember_geometry(self) -> None:
        self.settings.window_geometry = base64.b64encode(self.saveGeometry().data()).decode()

    # --- messages -------------------------------------------------------------------------------

    def notify(self, text: str, title: str | None = None) -> QMessageBox | None:
        """Tell the player something went wrong, in plain words, without stopping anything."""
        log.warning("notice: %s", text)
        self.notices.append(text)
        if self.demo_mode:
            return None
        box = plain_box(QMessageBox(QMessageBox.Icon.Warning, title or APP_NAME, text, parent=self))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setObjectName("notice")
        if self.isVisible():
            box.open()
        else:  # found while starting up: shown over the window once it is there
            QTimer.singleShot(0, box.open)
        return box

    def notify_once(self, text: str) -> QMessageBox | None:
        """``notify``, unless this very message was already given in this run (the start
        screen shows again and again; a file it cannot read is said once)."""
        if text in self._said:
            log.info("notice (already given): %s", text)
            return None
        self._said.add(text)
        return self.notify(text)

    def bring_forward(self) -> None:
        """Another copy of CardTable was started: show this window instead."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        self.show_status(self.tr("CardTable is already running here."))

    def show_status(self, text: str, ms: int = 5000) -> None:
        self.statusBar().showMessage(text, ms)

    # --- the start screen -----------------------------------------------------------------------

    def show_start_screen(self) -> None:
        if self.session is not None:
            self.close_session()
        self.start_screen.set_tables({g: playable(g) for g in registry.GAMES})
        self.start_screen.set_continue(None if self.demo_mode else self.autosave_description())
        self.pages.setCurrentWidget(self.start_screen)
        self.setWindowTitle(APP_NAME)
        self.game_info.clear()
        self._update_actions()

    def autosave_description(self) -> str | None:
        """What Continue would resume, in a few words; None when there is nothing to resume."""
        try:
            info = self.saves.autosave_info()
        except SaveError as exc:
            self.notify_once(exc.message)
            return None
        if info is None:
            return None
        parts = [game_title(info.game)] if info.game in registry.GAMES else []
        progress = save_progress(info)  # in the language in use, when the save says what it is
        if progress:
            parts.append(progress)
        return " · ".join(parts) or self.tr("your last game")

    def choose_game(self, game_id: str) -> NewGameDialog | None:
        """A tile was chosen: the new-game dialog, or a word on why this game cannot start."""
        name = game_title(game_id)  # in the player's language
        if not engine_present(game_id):
            self.notify(
                self.tr("%1 is not part of this version of CardTable yet.").replace("%1", name)
            )
            return None
        if table_class(game_id) is None:
            self.notify(
                self.tr(
                    "The table for %1 is not built yet; it comes in a later version. You can "
                    "read its rules in Help ▸ Rules."
                ).replace("%1", name)
            )
            return None
        return self.open_new_game_dialog(game_id)

    def open_new_game_dialog(self, game_id: str) -> NewGameDialog:
        try:
            options = rule_options_for(self.settings, game_id)
        except StateDataError:  # remembered values that no longer fit together: the defaults
            options = registry.load(game_id).Options()
        initial = {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(
            game_id,
            initial,
            self.settings.player_name,
            self,
            replaces=self.autosave_description(),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._new_game_accepted(dialog))
        dialog.open()
        return dialog

    def _new_game_accepted(self, dialog: NewGameDialog) -> None:
        config = dialog.config()
        if dialog.remember.isChecked():
            remember_rule_options(self.settings, config.game_id, config.options)
            self.apply_settings(self.settings)
        self.start_new_game(config)

    def start_new_game(self, config: NewGameConfig) -> GameSession | None:
        from ..session.controller import GameSession

        try:
            session = GameSession(
                config.game_id,
                config.options,
                config.seats,
                config.seed,
                saves=self.saves,
                stats=self.stats,
                allow_undo=config.allow_undo,
            )
        except (ValueError, StateDataError) as exc:
            self.notify(self.tr("The game could not start: %1").replace("%1", str(exc)))
            return None
        self.save_name = None
        self.start_session(session)
        return session

    # --- the table ------------------------------------------------------------------------------

    def start_session(self, session: GameSession, *, watching: bool = False) -> bool:
        """Put ``session`` on the table and start it (the previous one is closed first)."""
        cls = table_class(session.game_id)
        if cls is None:
            session.shutdown()
            self.notify(
                self.tr("The table for %1 is not built yet.").replace(
                    "%1", game_title(session.game_id)
                )
            )
            return False
        if self.session is not None:
            self.close_session()
        self.watching = watching
        session.setParent(self)
        self.session = session
        session.matchOver.connect(self._match_over)
        session.undoChanged.connect(self._update_undo)
        session.humanToAct.connect(lambda _seat: self._update_undo())
        # The table shows the game, its prompts and refusals, and starts the session.
        table: GameTable = cls(session, self.settings, self.card_art, self)
        self.table = table
        # The table remembered something (the last bet): keep it.
        table.settingsChanged.connect(self.save_settings)
        table.reviewRequested.connect(self.review_last_hand)
        session.handOver.connect(lambda _over: self._update_undo())
        session.set_ai_pace(DEMO_AI_PACE_MS if watching else self.settings.ai_pace_ms)
        self.pages.addWidget(table)
        self.pages.setCurrentWidget(table)
        self.activateWindow()  # back from the dialog that started it: keys go to the table
        table.setFocus()
        self.pause_action.setChecked(False)
        self.paused_label.hide()
        self._show_game_info()
        self._update_actions()
        self.sessionStarted.emit(session)
        session.start()  # a table that does not start its session leaves it to us
        return True

    def _show_game_info(self) -> None:
        session = self.session
        if session is None:
            return
        info = registry.info(session.game_id)
        players = ", ".join(s.shown_name for s in session.seats)
        parts = [game_title(info.id), players]
        if session.state.is_over:
            # Only now: during play the seed would let anyone replay the deck and see every
            # hidden card.
            parts.insert(1, self.tr("seed %1").replace("%1", str(session.seed)))
        if self.watching:
            # watched, not played: a lesson, a finished hand played again, or AI players alone
            if self.tutorial_label:
                label = self.tutorial_label
            elif session.replaying:
                label = self.tr("Replay")
            else:
                label = self.tr("Demo")
            parts.insert(0, label)
        if self.save_name:
            parts.append(f"“{self.save_name}”")
        self.game_info.setText(" · ".join(parts))
        self.setWindowTitle(f"{game_title(info.id)} — {APP_NAME}")

    def close_session(self) -> None:
        """Take the game off the table; its autosave stays for Continue."""
        session, table = self.session, self.table
        self.session = None
        self.table = None
        self.watching = False
        self.tutorial_label = None
        if table is not None:
            # The table first: its animations must not end into a session being deleted.
            table.hide()
            self.pages.removeWidget(table)
            table.scene.animator.drained.disconnect()
            table.deleteLater()
        if session is not None:
            session.shutdown()
            session.deleteLater()
        self.paused_label.hide()
        self.pause_action.setChecked(False)
        self.sessionClosed.emit()

    def leave_table(self) -> None:
        self.show_start_screen()

    def toggle_pause(self) -> None:
        session = self.session
        if session is None:
            self.pause_action.setChecked(False)
            return
        if session.is_paused:
            session.resume()
        else:
            session.pause()
        self.pause_action.setChecked(session.is_paused)
        self.paused_label.setVisible(session.is_paused)

    def _match_over(self) -> None:
        if not self.watching and not self.demo_mode:
            self.saves.clear_autosave()
        self._show_game_info()  # now with the seed
        self.show_status(self.tr("The game is over. Game ▸ New game to play again."), 0)
        self._update_actions()

    # --- continue, save, load -------------------------------------------------------------------

    def continue_game(self) -> GameSession | None:
        """Resume the autosaved game exactly where it was left."""
        try:
            payload = self.saves.load_autosave()
        except SaveError as exc:
            self.notify(exc.message)
            self.show_start_screen()
            return None
        if payload is None:
            self.notify(self.tr("There is no game in progress to continue."))
            return None
        session = self._session_from(
            payload, self.saves.autosave_file, self.tr("The autosaved game")
        )
        if session is not None:
            self.save_name = None
            self.start_session(session)
        return session

    def _session_from(self, payload: dict[str, Any], path: Path, label: str) -> GameSession | None:
        try:
            from ..session.controller import GameSession

            return GameSession.from_payload(payload, saves=self.saves, stats=self.stats)
        except (StateDataError, ValueError) as exc:
            message = (
                self.tr("%1 is damaged and cannot be opened (%2).")
                .replace("%1", label)
                .replace("%2", str(exc))
            )
            if path.exists() and self._is_our_file(path):
                try:
                    kept = keep_aside(path)
                except OSError:
                    pass
                else:
                    message += " " + self.tr("It was kept aside, unchanged, as %1.").replace(
                        "%1", str(kept)
                    )
            self.notify(message)
            self.show_start_screen()
            return None

    def _is_our_file(self, path: Path) -> bool:
        path = path.absolute()
        return path == self.saves.autosave_file.absolute() or path.parent == (
            self.saves.directory.absolute()
        )

    def _saves_back_to(self, info: SaveInfo) -> bool:
        """Saving under the save's name writes that very file (not so for a file CardTable did
        not name, like ``CON.json``: Save then asks for a name instead of writing elsewhere)."""
        if not self._is_our_file(info.path):
            return False
        try:
            return self.saves.path_for(info.name).absolute() == info.path.absolute()
        except SaveError:
            return False

    def save_game(self) -> bool:
        if self.session is None or self.watching:
            return False
        if self.save_name is None:
            self.open_save_as_dialog()
            return False
        return self.save_as(self.save_name)

    def save_as(self, name: str) -> bool:
        session = self.session
        if session is None or self.watching:
            return False
        try:
            info = self.saves.save(name, session.to_payload(), meta=session.meta())
        except SaveError as exc:
            self.notify(exc.message)
            return False
        self.save_name = info.name
        self._show_game_info()
        self.show_status(self.tr("Saved as “%1”.").replace("%1", info.name))
        return True

    def open_save_as_dialog(self) -> SaveAsDialog | None:
        if self.session is None or self.watching:
            return None
        suggested = self.save_name or self._suggested_name()
        from .dialogs.saves import SaveAsDialog

        dialog = SaveAsDialog(self.saves, suggested, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.save_as(dialog.name()))
        dialog.open()
        return dialog

    def _suggested_name(self) -> str:
        assert self.session is not None
        progress = self.session.meta().get("progress", "")
        return f"{game_title(self.session.game_id)} {progress}".strip()

    def open_load_dialog(self) -> LoadDialog:
        from .dialogs.saves import LoadDialog

        dialog = LoadDialog(self.saves, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.load_game(dialog.chosen))
        dialog.open()
        return dialog

    def load_game(self, name_or_path: str | Path | None) -> GameSession | None:
        """Open a named save (or a save file chosen elsewhere) and put it on the table."""
        if name_or_path is None:
            return None
        try:
            info, payload = self.saves.load_with_info(name_or_path)
        except SaveError as exc:
            self.notify(exc.message)
            return None
        label = self.tr("The saved game “%1”").replace("%1", info.name)
        session = self._session_from(payload, info.path, label)
        if session is None:
            return None
        self.save_name = info.name if self._saves_back_to(info) else None
        self.start_session(session)
        return session

    # --- demo -----------------------------------------------------------------------------------

    def watch_demo(self, game_id: str, seed: int | None = None) -> GameSession | None:
        """AI players in every seat; nothing is autosaved or counted in the statistics."""
        if not playable(game_id):
            self.notify(
                self.tr("There is no table for %1 yet, so there is no demo of it.").replace(
                    "%1", registry.info(game_id).name
                )
            )
            return None
        module = registry.load(game_id)
        options = module.Options()
        from ..session.seats import SeatConfig
        from .dialogs.new_game import ai_name

        seats = [SeatConfig("ai", ai_name(game_id, i), "basic") for i in range(options.players)]
        from ..session.controller import GameSession

        try:
            session = GameSession(game_id, options, seats, seed)
        except (ValueError, StateDataError) as exc:
            self.notify(self.tr("The demo could not start: %1").replace("%1", str(exc)))
            return None
        self.save_name = None
        if not self.start_session(session, watching=True):
            return None
        return session

    # --- tutorial -------------------------------------------------------------------------------

    def tutorial_progress(self) -> Any:
        if self._progress is None:
            from ..tutorial.progress import Progress

            path = None
            if self.saves.custom_directory:  # tests, the demo: beside their own saves
                path = self.saves.directory.parent / "tutorial.json"
            self._progress = Progress(path)
        return self._progress

    def open_tutorial(self) -> Any:
        """The lesson chooser; a chosen lesson (and its game's later ones) goes on the table."""
        from .dialogs.lessons import LessonChooser

        dialog = LessonChooser(self.tutorial_progress(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.lessonChosen.connect(self.start_lessons)
        dialog.open()
        return dialog

    def start_lessons(self, lesson: Any, *, autoplay: bool = False, only: bool = False) -> Any:
        """Play ``lesson`` and then the rest of its game's lessons (``only``: just this one)."""
        from ..tutorial.model import load_lessons
        from ..tutorial.runner import LessonRunner

        lessons = load_lessons(lesson.game)
        keys = [item.key for item in lessons]
        chosen = [lesson] if only or lesson.key not in keys else lessons[keys.index(lesson.key) :]
        runner = LessonRunner(self, chosen, self.tutorial_progress(), autoplay=autoplay)
        self.tutorial = runner
        runner.finished.connect(lambda ok, r=runner: self._tutorial_ended(r, ok))
        runner.start()
        return runner

    def _tutorial_ended(self, runner: Any, completed: bool) -> None:
        if self.tutorial is runner:
            self.tutorial = None
        if completed and not runner.autoplay:  # back to the lessons, the new tick in view
            QTimer.singleShot(0, self._after_lessons)

    def _after_lessons(self) -> None:
        if self.tutorial is None and self.session is not None:
            self.show_start_screen()
            self.open_tutorial()

    # --- other windows --------------------------------------------------------------------------

    def open_statistics(self) -> StatisticsDialog:
        if self.stats.problem:
            self.notify(self.stats.problem)
            self.stats.problem = None
        game = self.session.game_id if self.session is not None else None
        from .dialogs.statistics import StatisticsDialog

        dialog = StatisticsDialog(self.stats, game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_hand_history(self) -> QDialog:
        from .dialogs.hand_history import HandHistoryDialog

        session = self.session if not self.watching else None
        dialog = HandHistoryDialog(
            session,
            self.settings,
            self.card_art,
            self,
            stats=self.stats if session else None,
            saves=self.saves,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def review_last_hand(self) -> QDialog | None:
        """The review of the person's last finished hand (Game menu, a result sheet's button)."""
        from .dialogs.replay_dialog import ReplayDialog
        from .dialogs.review_dialog import ReviewDialog

        session = self.session if not self.watching else None
        if session is None or session.human_seat is None or not session.history:
            none = {
                "deal": self.tr("No deal of this game has finished yet."),
                "round": self.tr("No round of this game has finished yet."),
                "hand": self.tr("No hand of this game has finished yet."),
            }
            self.show_status(none[hand_word(session.game_id if session else None)])
            return None
        record, seat = session.history[-1], session.human_seat
        dialog = ReviewDialog(record, seat, self, stats=self.stats)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def replay(step: int) -> None:
            view = ReplayDialog(record, self.settings, self.card_art, viewer=seat, at=step)
            view.setParent(dialog, view.windowFlags())
            view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            view.open()

        dialog.openReplay.connect(replay)
        dialog.open()
        return dialog

    def open_settings(self) -> SettingsDialog:
        from .dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()
        return dialog

    def open_help(self, tab: int = 0) -> HelpDialog:
        game = self.session.game_id if self.session is not None else None
        from .dialogs.help import HelpDialog

        dialog = HelpDialog(self.shortcut_list(), game, i18n.current().language, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.tabs.setCurrentIndex(tab)
        dialog.open()
        return dialog

    def open_rules(self) -> HelpDialog:
        return self.open_help(0)

    def open_shortcuts(self) -> HelpDialog:
        return self.open_help(1)

    def open_about(self) -> HelpDialog:
        return self.open_help(2)

    # --- closing --------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.demo_mode:
            self.remember_geometry()
            problem = self.settings_store.save(self.settings)
            if problem:
                log.error("settings not saved on exit: %s", problem)
        self.close_session()
        if self._own_stats:
            self.stats.close()
        super().closeEvent(event)
