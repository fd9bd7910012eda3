"""``cardtable`` / ``python -m cardtable_qt``: start the app, watch a demo, or print the version.

    cardtable
    cardtable --version
    cardtable --demo pokdeng [--seed S] [--hands N] [--screenshot FILE] [--size WxH]
    cardtable --replay HAND.json [--screenshot FILE] [--size WxH]
    cardtable --tutorial pokdeng [--lesson ID] [--autoplay] [--screenshot FILE] [--size WxH]
    cardtable --list-lessons
    cardtable --lang th      (any of the above in that language, for this run only)

Arguments it does not know (``-platform offscreen``, ``-style …``) are passed on to Qt.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .cli_output import reader_may_stop


def parser() -> argparse.ArgumentParser:
    from . import APP_NAME

    p = argparse.ArgumentParser(
        prog="cardtable",
        description=f"{APP_NAME}: Guandan, Pok Deng, Xì tố and Indian Rummy against AI players.",
    )
    p.add_argument("--version", action="store_true", help="print the version and quit")
    p.add_argument(
        "--demo", metavar="GAME", help="watch AI players play GAME (e.g. pokdeng) in the window"
    )
    p.add_argument(
        "--replay", type=Path, metavar="FILE", help="replay a hand exported by CardTable"
    )
    p.add_argument("--seed", type=int, help="the demo's seed (the same seed, the same deals)")
    p.add_argument("--hands", type=int, default=3, help="hands the demo plays before quitting")
    p.add_argument(
        "--screenshot", type=Path, metavar="FILE", help="save a PNG of the window at the end"
    )
    p.add_argument("--size", metavar="WxH", help="the window's size, e.g. 1280x800")
    p.add_argument(
        "--lang",
        metavar="CODE",
        help="use this language for this run only: en, th, vi, hi or zh_CN",
    )
    p.add_argument(
        "--tutorial", metavar="GAME", help="open GAME's lessons (its first, or --lesson ID)"
    )
    p.add_argument("--lesson", metavar="ID", help="the lesson of --tutorial to start with")
    p.add_argument(
        "--autoplay",
        action="store_true",
        help="with --tutorial: do every step by clicking what it shows; 0 if all completed",
    )
    p.add_argument(
        "--list-lessons", action="store_true", help="print every lesson as one JSON array"
    )
    return p


def language_list() -> str:
    """The languages ``--lang`` takes, one a line: code and name (no Qt needed)."""
    from .ui.i18n import ENGLISH_NAMES, NATIVE_NAMES

    return "\n".join(
        f"  {code:<6} {NATIVE_NAMES[code]}"
        + ("" if NATIVE_NAMES[code] == ENGLISH_NAMES[code] else f" ({ENGLISH_NAMES[code]})")
        for code in NATIVE_NAMES
    )


@reader_may_stop
def main(argv: list[str] | None = None) -> int:
    p = parser()
    args, qt_args = p.parse_known_args(sys.argv[1:] if argv is None else argv)
    unknown = [a for a in qt_args if a.startswith("--")]
    if unknown:  # Qt's own arguments take one dash: these are mistakes
        p.error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.version:
        from . import APP_NAME, __version__

        print(f"{APP_NAME} {__version__}")
        return 0
    language = None
    if args.lang is not None:
        from .ui.i18n import known_language

        language = known_language(args.lang)
        if language is None:
            print(
                f"cardtable: unknown language {args.lang!r}; --lang takes one of:\n"
                + language_list(),
                file=sys.stderr,
            )
            return 2
    if args.list_lessons:
        from .tutorial.cli import list_lessons

        return list_lessons()
    if args.tutorial is not None:
        if args.demo is not None or args.seed is not None:
            print("cardtable: --tutorial goes without --demo and --seed", file=sys.stderr)
            return 2
        from .app import DemoError, parse_size
        from .tutorial.cli import run_tutorial

        try:
            size = parse_size(args.size) if args.size else None
        except DemoError as exc:
            print(f"cardtable: {exc}", file=sys.stderr)
            return 2
        return run_tutorial(
            args.tutorial,
            lesson_id=args.lesson,
            autoplay=args.autoplay,
            screenshot=args.screenshot,
            size=size,
            qt_args=qt_args,
            language=language,
        )
    if args.lesson is not None or args.autoplay:
        print("cardtable: --lesson and --autoplay only go with --tutorial GAME", file=sys.stderr)
        return 2
    demo_only = [
        flag
        for flag, value in (
            ("--seed", args.seed),
            ("--screenshot", args.screenshot),
            ("--size", args.size),
        )
        if value is not None
    ]
    if args.replay is not None:
        from .app import DemoError, parse_size
        from .ui.replay_window import run_replay

        if args.demo is not None or args.seed is not None:
            print("cardtable: --replay goes with neither --demo nor --seed", file=sys.stderr)
            return 2
        try:
            size = parse_size(args.size) if args.size else None
        except DemoError as exc:
            print(f"cardtable: {exc}", file=sys.stderr)
            return 2
        return run_replay(
            args.replay, screenshot=args.screenshot, size=size, qt_args=qt_args, language=language
        )
    if args.demo is None:
        if demo_only:
            print(
                f"cardtable: {', '.join(demo_only)} only go with --demo GAME or --replay FILE",
                file=sys.stderr,
            )
            return 2
        from .app import run

        return run(qt_args, language)
    from .app import DemoError, parse_size, run_demo

    try:
        size = parse_size(args.size) if args.size else None
    except DemoError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    return run_demo(
        args.demo,
        seed=args.seed,
        hands=args.hands,
        screenshot=args.screenshot,
        size=size,
        qt_args=qt_args,
        language=language,
    )


if __name__ == "__main__":
    sys.exit(main())
