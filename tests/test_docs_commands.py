"""Every command the README and docs/ tell a reader to run still runs (its --help at least).

A renamed script, a removed option parser or a command that no longer starts fails here, so the
documents cannot drift from the code.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# `python …/x.py`, `python -m pkg.mod`, and the installed commands, at the start of a command.
SCRIPT = re.compile(r"(?:^|[`\s(])(?:\.venv/bin/)?python3?\s+(?:(-m)\s+([\w.]+)|([\w./-]+\.py))")
INSTALLED = re.compile(r"`(cardtable(?:-sim|-review)?)(?=[\s`])")
MODULE_OF = {
    "cardtable": "cardtable_qt",
    "cardtable-sim": "cardtable_qt.sim",
    "cardtable-review": "cardtable_qt.review",
}


def documented_commands() -> list[tuple[str, ...]]:
    """Each distinct command, as the argv (after the interpreter) that runs it."""
    found: set[tuple[str, ...]] = set()
    for doc in DOCUMENTS:
        text = doc.read_text(encoding="utf-8")
        for flag, module, script in SCRIPT.findall(text):
            found.add(("-m", module) if flag else (script,))
        for name in INSTALLED.findall(text):
            found.add(("-m", MODULE_OF[name]))
    return sorted(found)


COMMANDS = documented_commands()


def test_the_documents_name_the_commands_they_should() -> None:
    # The scan itself must see the README's two commands and the installed ones.
    for module in ("cardtable_qt.dev", "cardtable_qt.sim", "cardtable_qt"):
        assert ("-m", module) in COMMANDS
    assert len(COMMANDS) >= 10


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_a_documented_command_answers_help(argv: tuple[str, ...]) -> None:
    if argv[0] != "-m":
        assert (ROOT / argv[0]).is_file(), f"{argv[0]} is named in the docs but does not exist"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, *argv, "--help"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"{' '.join(argv)} --help: {done.stderr[-800:]}"
    assert (done.stdout + done.stderr).strip(), f"{' '.join(argv)} --help printed nothing"
