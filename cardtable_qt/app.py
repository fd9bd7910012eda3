"""Start-up: the QApplication, fonts, language, look, settings and the main window; and the demo.

``run`` starts the app for a player. ``run_demo`` opens the same window with AI players in every
seat, plays a number of hands with animations, optionally saves a PNG of the window, and quits
with 0 — or 1 on any error, 2 when the demo cannot be made at all (unknown game, no table).
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from . import APP_NAME, __version__
from .engine import registry
from .resources import resource_path
from .session.controller import GameSession
from .single_instance import InstanceGuard
from .storage import paths
from .storage.files import remove_stale_temporaries
from .storage.saves import SaveStore
from .storage.settings import Settings, SettingsStore
from .storage.stats import StatsDB
from .ui import apply_theme, first_paint, i18n, main_window
from .ui.fonts import register_fonts
from .ui.main_window import MainWindow
from .ui.window_run import WindowRun

log = logging.getLogger(__name__)

MIN_WINDOW = (1024, 640)
# After the last demo hand, let its settlement animate before the picture is taken (ms).
DEMO_SETTLE_MS = 1500
WINDOW_SHOWN = "window shown"
_logging_ready = False


class DemoError(Exception):
    """A demo that cannot be made; the message is for the person who asked for it."""


def start_logging() -> None:
    """A small rotating log in the platform's log folder (once per process)."""
    global _logging_ready
    if _logging_ready:
        return
    _logging_ready = True
    try:
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            paths.log_dir() / "cardtable.log", maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)


def create_application(qt_args: list[str] | None = None) -> QApplication:
    """The QApplication (the existing one, in tests), named for platformdirs and the desktop."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], *(qt_args or [])])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    icon = resource_path("icons", "cardtable.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    app.setDesktopFileName("cardtable")  # matches packaging's .desktop entry (Wayland, GNOME)
    return app


def prepare(app: QApplication, settings: Settings, language: str | None = None) -> list[str]:
    """Fonts, language (``language``, else the settings') and look for ``settings``; returns
    problems to tell the player."""
    problems: list[str] = []
    try:
        register_fonts()
    except OSError as exc:
        log.error("fonts not registered: %s", exc)
        problems.append(
            app.translate(
                "App", "Some of CardTable's fonts are missing (%1); some names may not display."
            ).replace("%1", str(exc))
        )
    language = language or settings.language
    if not i18n.current().use(language) and language != i18n.SOURCE_LANGUAGE:
        log.warning("no translation for %s; English is used", language)
    apply_theme(app, settings.table_colour)
    return problems


@dataclass
class Started:
    """What ``build`` made: the window and what the player must be told once it shows."""

    window: MainWindow
    problems: list[str]


def build(
    *, demo: bool = False, storage_dir: Path | None = None, language: str | None = None
) -> Started:
    """Settings, stores and the main window (the QApplication must exist). ``language`` (from
    ``--lang``) is used for this run only; on the first start (no settings file yet) the
    language is the system's, when CardTable speaks it."""
    app = create_application()
    problems: list[str] = []
    store = SettingsStore()
    if demo:
        # The demo touches none of the player's files: default settings (so every demo looks
        # the same), and stores in a folder that is thrown away.
        assert storage_dir is not None
        settings = Settings(animation_speed="fast")
        store = SettingsStore(storage_dir / "settings.json")
        saves = SaveStore(storage_dir / "saves")
        stats = StatsDB(storage_dir / "statistics.sqlite3")
    else:
        # What a killed write left behind (this is the only copy running: see ``run``).
        for path in remove_stale_temporaries(
            [paths.data_dir(), paths.saves_dir(), paths.config_dir()]
        ):
            log.info("removed the temporary file %s left by an interrupted save", path)
        first_start = not store.path.exists()
        settings, problem = store.load()
        if first_start:
            settings.language = i18n.system_language()
        if problem:
            problems.append(problem)
        saves = SaveStore()
        stats = StatsDB()
        if stats.problem:
            problems.append(stats.problem)
            stats.problem = None
    problems.extend(prepare(app, settings, language))
    window = MainWindow(settings, settings_store=store, saves=saves, stats=stats, demo=demo)
    return Started(window, problems)


ALREADY_RUNNING = str(
    QT_TRANSLATE_NOOP("App", "CardTable is already running; its window was brought to the front.")
)
ALREADY_RUNNING_UNREACHABLE = str(
    QT_TRANSLATE_NOOP(
        "App",
        "CardTable is already running, but its window could not be brought to the front. Switch "
        "to it, or close it before starting CardTable again.",
    )
)


def already_running(app: QApplication, guard: InstanceGuard) -> int:
    """A second copy: the first is asked to show itself; this one exits, touching no file."""
    if guard.ask_first_to_show():
        print(f"cardtable: {app.translate('App', ALREADY_RUNNING)}", file=sys.stderr)
        return 0
    text = app.translate("App", ALREADY_RUNNING_UNREACHABLE)
    print(f"cardtable: {text}", file=sys.stderr)
    if app.platformName() not in ("offscreen", "minimal"):  # a person started it: tell them
        QMessageBox.information(None, APP_NAME, text)
    return 1


def run(qt_args: list[str] | None = None, language: str | None = None) -> int:
    """Start CardTable for a player (in ``language`` for this run, if given); returns the exit
    status."""
    app = create_application(qt_args)
    # Before any file is touched (the log included): a second copy leaves everything alone.
    guard = InstanceGuard(paths.data_dir())
    if not guard.acquire():
        return already_running(app, guard)
    start_logging()
    started = build(language=language)
    window = started.window
    guard.on_show = window.bring_forward
    window.restore_geometry()
    first_paint.watch(window.start_screen)  # bench/bench_startup.py only (an env variable)
    window.show()
    problems = ([guard.problem] if guard.problem else []) + started.problems
    for problem in problems:
        QTimer.singleShot(0, lambda text=problem: window.notify(text))
    # Once the event loop runs, the window has painted: the log says so (tests wait for it).
    QTimer.singleShot(0, lambda: log.info("%s", WINDOW_SHOWN))
    try:
        return app.exec()
    finally:
        guard.release()


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` → (1280, 800); at least the table's smallest size."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise DemoError(f"--size takes WIDTHxHEIGHT, like 1280x800, not {text!r}")
    size = (int(width), int(height))
    if size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
        raise DemoError(f"--size must be at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    if size[0] > 10_000 or size[1] > 10_000:
        raise DemoError("--size is larger than any screen")
    return size


def check_demo_game(game_id: str) -> None:
    """Refuse, in words, a game that has no demo yet (unknown, no engine, or no table)."""
    if game_id not in registry.GAMES:
        raise DemoError(f"there is no game {game_id!r}; the games are {', '.join(registry.GAMES)}")
    name = registry.GAMES[game_id].name
    if not main_window.engine_present(game_id):
        raise DemoError(f"{name} is not part of this version of CardTable yet")
    if main_window.table_class(game_id) is None:
        ready = [g for g in registry.GAMES if main_window.playable(g)]
        hint = f"; try --demo {ready[0]}" if ready else ""
        raise DemoError(f"the table for {name} is not built yet, so it has no demo{hint}")


class DemoRun(WindowRun):
    """Plays ``hands`` hands in the window, then takes the picture and quits."""

    def __init__(
        self,
        app: QApplication,
        window: MainWindow,
        hands: int,
        screenshot: Path | None,
        timeout_ms: int,
    ) -> None:
        super().__init__(
            app,
            window,
            screenshot,
            timeout_ms,
            label=f"{APP_NAME} demo",
            what="demo",
            too_long=f"the demo did not finish {hands} hand(s) in {timeout_ms // 1000} s",
        )
        self.hands = hands
        self.played = 0
        self.winding_down = False

    def attach(self, session: GameSession) -> None:
        if self.window.table is not None:  # the picture shows the last hand's result
            self.window.table.end_after_hands = self.hands
        session.handOver.connect(self._hand_over)
        session.matchOver.connect(self._match_over)

    def _hand_over(self, _event: object) -> None:
        self.played += 1
        print(f"{APP_NAME} demo: hand {self.played} of {self.hands} played", file=sys.stderr)
        if self.played >= self.hands:
            self._wind_down()

    def _match_over(self) -> None:
        if self.played < self.hands:
            print(f"{APP_NAME} demo: the match ended after {self.played} hand(s)", file=sys.stderr)
        self._wind_down()

    def _wind_down(self) -> None:
        if self.winding_down:
            return
        self.winding_down = True
        session = self.window.session
        if session is not None:
            session.pause()
        QTimer.singleShot(DEMO_SETTLE_MS, self.take_picture)


def run_demo(
    game_id: str,
    *,
    seed: int | None = None,
    hands: int = 1,
    screenshot: Path | None = None,
    size: tuple[int, int] | None = None,
    qt_args: list[str] | None = None,
    language: str | None = None,
) -> int:
    """The ``--demo`` command: 0 when the hands were played (and the picture taken)."""
    if hands < 1:
        print("cardtable: --hands must be at least 1", file=sys.stderr)
        return 2
    try:
        check_demo_game(game_id)
    except DemoError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    if screenshot is not None and not screenshot.parent.is_dir():
        print(f"cardtable: no folder {screenshot.parent} for the screenshot", file=sys.stderr)
        return 2
    start_logging()
    app = create_application(qt_args)
    with tempfile.TemporaryDirectory(prefix="cardtable-demo-") as folder:
        started = build(demo=True, storage_dir=Path(folder), language=language)
        window = started.window
        for problem in started.problems:
            print(f"cardtable: {problem}", file=sys.stderr)
        window.resize(*(size or (1280, 800)))
        demo = DemoRun(app, window, hands, screenshot, timeout_ms=(60 + 30 * hands) * 1000)
        window.sessionStarted.connect(demo.attach)
        window.show()
        session = window.watch_demo(game_id, seed)
        if session is None:
            demo.quit(1)
            print(
                f"cardtable: {'; '.join(window.notices) or 'the demo did not start'}",
                file=sys.stderr,
            )
            return 1
        status = app.exec()
        window.stats.close()
    return status if demo.done else 1
