"""The start-up probe of bench/bench_startup.py: silent unless asked, one line and quit if asked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from cardtable_qt.ui import first_paint

ROOT = Path(__file__).resolve().parents[2]


def test_without_the_variable_nothing_watches(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv(first_paint.ENV, raising=False)
    monkeypatch.setattr(first_paint, "_probe", None)
    widget = QWidget()
    qtbot.addWidget(widget)
    first_paint.watch(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.repaint()
    assert first_paint._probe is None
    assert first_paint.MARK not in capsys.readouterr().out


def test_the_app_reports_its_first_paint_and_quits(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        **{first_paint.ENV: "1"},
    )
    done = subprocess.run(
        [sys.executable, "-m", "cardtable_qt"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-800:]
    assert done.stdout.splitlines() == [first_paint.MARK]
