"""``cardtable --tutorial GAME [--lesson ID] [--autoplay] [--screenshot FILE] [--size WxH]`` and
``cardtable --list-lessons``.

``--tutorial`` opens the real window at the game's first lesson (or lesson ID) with its later
lessons after it. With ``--autoplay`` every step is done by a click on what the step rings (or
on Next), every lesson of the game (or just the one named) runs to its end, the picture of the
last step is saved if asked, and the status is 0 only if every step completed; otherwise 1 with
the lesson and step on stderr (2: the command itself is wrong). Without ``--autoplay`` a
``--screenshot`` is the picture of the first step, and the command then quits.
"""

from __future__ import annotations

import json
import sys
import tempfile
import traceback
from pathlib import Path
from types import TracebackType

from ..engine import registry
from .model import LessonError, all_lessons, find_lesson, load_lessons

WATCHDOG_S_PER_LESSON = 90


def list_lessons(out: object = None) -> int:
    try:
        lessons = all_lessons()
    except LessonError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 1
    rows = [
        {
            "game": lesson.game,
            "id": lesson.id,
            "title": lesson.title,
            "steps": len(lesson.steps),
            "covers": list(lesson.covers),
        }
        for lesson in lessons
    ]
    print(json.dumps(rows, ensure_ascii=False))
    return 0


def run_tutorial(
    game: str,
    *,
    lesson_id: str | None = None,
    autoplay: bool = False,
    screenshot: Path | None = None,
    size: tuple[int, int] | None = None,
    qt_args: list[str] | None = None,
    language: str | None = None,
) -> int:
    if game not in registry.GAMES:
        print(
            f"cardtable: there is no game {game!r}; the games are {', '.join(registry.GAMES)}",
            file=sys.stderr,
        )
        return 2
    try:
        lessons = load_lessons(game)
        first = find_lesson(game, lesson_id)
    except LessonError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    if first is None:
        known = ", ".join(lesson.id for lesson in lessons) or "none yet"
        what = f"no lesson {lesson_id!r}" if lesson_id else "no lessons"
        print(
            f"cardtable: {registry.GAMES[game].name} has {what} (lessons: {known})", file=sys.stderr
        )
        return 2
    if screenshot is not None and not screenshot.parent.is_dir():
        print(f"cardtable: no folder {screenshot.parent} for the screenshot", file=sys.stderr)
        return 2
    from PySide6.QtCore import QTimer

    from ..app import already_running, build, create_application, start_logging
    from ..single_instance import InstanceGuard
    from ..storage import paths
    from ..ui.window_run import save_picture

    app = create_application(qt_args)
    guard = None
    if not autoplay:  # the person's own files: one CardTable at a time, as ``run`` keeps it
        guard = InstanceGuard(paths.data_dir())
        if not guard.acquire():
            return already_running(app, guard)
    start_logging()
    status = {"code": 1, "done": False}
    old_hook = sys.excepthook

    with tempfile.TemporaryDirectory(prefix="cardtable-tutorial-") as folder:
        # autoplay is a check, not the person's learning: it touches none of their files
        started = build(
            demo=autoplay, storage_dir=Path(folder) if autoplay else None, language=language
        )
        window = started.window
        window.resize(*(size or (1280, 800)))
        window.show()
        only = lesson_id is not None and autoplay
        count = 1 if only else len(lessons) - [x.key for x in lessons].index(first.key)

        def finish(code: int, message: str = "") -> None:
            if status["done"]:
                return
            status["done"] = True
            status["code"] = code
            if message:
                print(f"cardtable: {message}", file=sys.stderr)
            sys.excepthook = old_hook
            window.close()
            app.exit(code)

        def picture() -> None:
            if screenshot is None:
                return
            if not save_picture(app, window, screenshot):
                finish(1, f"could not write the screenshot to {screenshot}")

        def on_exception(
            kind: type[BaseException], value: BaseException, tb: TracebackType | None
        ) -> None:
            traceback.print_exception(kind, value, tb)
            finish(1, f"the tutorial stopped on an error: {value}")

        sys.excepthook = on_exception
        runner = window.start_lessons(first, autoplay=autoplay, only=only)

        def shown(index: int) -> None:
            last_lesson = runner.lesson_index == len(runner.lessons) - 1
            if autoplay and last_lesson and index == len(runner.lesson.steps) - 1:
                picture()
            elif not autoplay and screenshot is not None:
                picture()
                finish(0)

        def lesson_done(key: str) -> None:
            print(f"cardtable: lesson {key} completed", file=sys.stderr)

        runner.stepShown.connect(shown)
        runner.lessonDone.connect(lesson_done)
        runner.failed.connect(lambda message: finish(1, message))
        if autoplay:
            runner.finished.connect(
                lambda ok: finish(0 if ok else 1, "" if ok else "the tutorial was left unfinished")
            )
        else:  # a person: after the last lesson the chooser opens again, the app goes on
            status["code"] = 0
        if autoplay:
            watchdog = QTimer()
            watchdog.setSingleShot(True)

            def too_long() -> None:
                where = f"lesson {runner.lesson.key}, step {runner.index + 1}"
                finish(1, f"{where}: the step did not complete in time")

            watchdog.timeout.connect(too_long)
            watchdog.start(WATCHDOG_S_PER_LESSON * 1000 * count)
        code = app.exec()
        if not autoplay and not status["done"]:
            status["code"] = code  # the person closed the window
        window.stats.close()
    if guard is not None:
        guard.release()
    return int(status["code"])
