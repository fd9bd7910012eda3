"""Nothing under cardtable_qt/engine/ may import Qt (DESIGN.md's layers)."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "cardtable_qt" / "engine"
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "cardtable_qt.ui", "cardtable_qt.session")


def test_no_qt_import_in_engine_sources() -> None:
    files = list(ENGINE.rglob("*.py"))
    assert files
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(FORBIDDEN), f"{path}: imports {name}"


def test_importing_every_game_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "from cardtable_qt.engine import registry\n"
        "registry.available()\n"
        "import cardtable_qt.sim\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
