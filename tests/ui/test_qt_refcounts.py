"""The installed PySide6 must count references to None/True correctly on this Python.

PySide6-Essentials 6.12.0 (an abi3 wheel built against 3.12 headers) drops a reference to
``None`` on every Qt call that returns nothing and to ``True`` on every ``emit`` when run by
CPython 3.11; a table repainting 60 times a second then aborts the interpreter. pyproject.toml
keeps that wheel out; this test fails if it ever comes back.
"""

import sys

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def test_qt_calls_do_not_drop_references_to_singletons() -> None:
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(1_000):
        probe.setObjectName("probe")
        probe.ping.emit()
    # A few references may move for unrelated reasons; the broken wheel loses 1,000 of each.
    assert sys.getrefcount(None) > none_before - 100
    assert sys.getrefcount(True) > true_before - 100
