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
from pathlib import Path
from typing import Any

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

    from ..app import APP_NAME, already_running, build, create_application, start_logging
    from ..single_instance import InstanceGuard
    from ..storage import paths
    from ..ui.window_run import WindowRun

    app = create_application(qt_args)
    guard = None
    if not autoplay:  # the person's own files: one CardTable at a time, as ``run`` keeps it
        guard = InstanceGuard(paths.data_dir())
        if not guard.acquire():
            return already_running(app, guard)
    start_logging()
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
        runner: Any = None

        def too_long() -> str:
            where = f"lesson {runner.lesson.key}, step {runner.index + 1}"
            return f"{where}: the step did not complete in time"

        # the run ends by itself (autoplay, or the picture of the first step); a person's
        # tutorial is the app, ended by closing its window
        run = None
        if autoplay or screenshot is not None:
            run = WindowRun(
                app,
                window,
                screenshot,
                WATCHDOG_S_PER_LESSON * 1000 * count,
                label=f"{APP_NAME} tutorial",
                what="tutorial",
                too_long=too_long,
            )
        runner = window.start_lessons(first, autoplay=autoplay, only=only)

        def shown(index: int) -> None:
            assert run is not None
            last_lesson = runner.lesson_index == len(runner.lessons) - 1
            if autoplay and last_lesson and index == len(runner.lesson.steps) - 1:
                run.save_screenshot()
            elif not autoplay:
                run.take_picture()

        def lesson_done(key: str) -> None:
            print(f"cardtable: lesson {key} completed", file=sys.stderr)

        runner.lessonDone.connect(lesson_done)
        if run is not None:
            runner.stepShown.connect(shown)
            runner.failed.connect(run.fail)
        if autoplay:
            assert run is not None
            runner.finished.connect(
                lambda ok: run.quit(0) if ok else run.fail("the tutorial was left unfinished")
            )
        code = app.exec()
        window.stats.close()
    if guard is not None:
        guard.release()
    if run is None:
        return code  # the person closed the window
    return run.status if run.done else 1  # a run that ended without saying so failed
