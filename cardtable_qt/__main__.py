"""``cardtable`` / ``python -m cardtable_qt``: start the app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--version" in args:
        from . import APP_NAME, __version__

        print(f"{APP_NAME} {__version__}")
        return 0
    from .app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
