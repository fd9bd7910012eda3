"""What the command lines print: a reader that stops reading early is not an error."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import ParamSpec

P = ParamSpec("P")


def reader_may_stop(main: Callable[P, int]) -> Callable[P, int]:
    """Wrap a command's ``main`` so that ``cardtable-sim … | head`` ends quietly.

    When the reader closes the pipe, Python raises BrokenPipeError at the next write (or at the
    final flush, when the interpreter exits and would print a traceback). The command has done
    what was asked of it, so it exits 0, with stdout pointed at the null device so that the
    interpreter's own flush at exit cannot fail again.
    """

    @functools.wraps(main)
    def run(*args: P.args, **kwargs: P.kwargs) -> int:
        try:
            status = main(*args, **kwargs)
            sys.stdout.flush()
        except BrokenPipeError:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            return 0
        return status

    return run
