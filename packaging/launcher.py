"""The frozen app's entry point (PyInstaller starts here; from source, ``cardtable`` does)."""

from __future__ import annotations

import multiprocessing
import sys

from cardtable_qt.__main__ import main

# Arguments that only print and quit: worth a console on Windows.
PRINTING_ARGS = ("--version", "--help", "-h")


def borrow_windows_console() -> None:
    """A windowed CardTable.exe has no stdout, so ``CardTable.exe --version`` typed in a terminal
    would print nothing: attach to that terminal's console. (Output redirected to a file or a pipe
    already works and is left alone.)"""
    if sys.platform != "win32" or sys.stdout is not None:
        return
    if not any(arg in PRINTING_ARGS for arg in sys.argv[1:]):
        return
    import ctypes

    attach_parent_process = -1
    if ctypes.windll.kernel32.AttachConsole(attach_parent_process):  # type: ignore[attr-defined]
        sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # kept open until the app exits
        sys.stderr = open("CONOUT$", "w", encoding="utf-8")


if __name__ == "__main__":
    # A frozen child process (if a bot ever uses multiprocessing) must not start the app again.
    multiprocessing.freeze_support()
    borrow_windows_console()
    sys.exit(main())
