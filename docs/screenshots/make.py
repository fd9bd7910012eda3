"""Take the README's screenshots again: one finished demo hand of each game at 1280×800.

    .venv/bin/python docs/screenshots/make.py

Each picture is the real window (`cardtable --demo GAME --screenshot FILE`), offscreen, with a
fixed seed, so the same code takes the same picture.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GAMES = {"guandan": 3, "pokdeng": 3, "xito": 3, "rummy": 3}  # game: seed


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for game, seed in GAMES.items():
        target = HERE / f"{game}.png"
        cmd = [sys.executable, "-m", "cardtable_qt", "--demo", game, "--seed", str(seed)]
        cmd += ["--hands", "1", "--size", "1280x800", "--screenshot", str(target)]
        if subprocess.call(cmd, env=env, cwd=ROOT) != 0:
            print(f"{game}: the demo failed", file=sys.stderr)
            return 1
        print(f"{target.relative_to(ROOT)} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
