"""Start-up time, run by hand: process start to the start screen's first paint.

    .venv/bin/python bench/bench_startup.py [--runs 7] [--bundle dist/CardTable]

Each run is a whole new process, offscreen (``QT_QPA_PLATFORM=offscreen``), with empty per-user
folders in a temporary directory, started with ``CARDTABLE_FIRST_PAINT=1``: the app prints
``cardtable: first paint`` when the start screen has painted for the first time and quits
(``cardtable_qt/ui/first_paint.py``). The time runs from just before the process is started to
the moment that line arrives. From source (``python -m cardtable_qt``) and, when it has been
built, from the bundle (``dist/CardTable/cardtable``), interleaved; the median of the runs, the
fastest, and the CPU time the processes used (user + system, to their exit: on a shared
machine it moves less than the wall clock). The first run of each is a warm-up (the page cache
and Python's bytecode cache) and is not counted. Goals on the 2-core machine: under 1.0 s from
source, under 1.5 s from the bundle.

``--first-start`` times the developer entry instead, on a copy of this checkout (its tracked and
untracked files, no ``.venv``) in a temporary folder: the first start, ``python3 -m
cardtable_qt.dev`` creating the virtual environment, installing CardTable and PySide6 (from
pip's cache when it has them), building the translations and starting the app, to the same
first-paint line, with the time each stage began; then the second start (the environment
present) ``--runs`` times. Goal for the second start: 2 s to the window.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = "cardtable: first paint"
GOALS_S = {"source": 1.0, "bundle": 1.5, "second start": 2.0}
FIRST_START_TIMEOUT_S = 900.0
TIMEOUT_S = 60.0


def environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_"))}
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local/share"),
        XDG_STATE_HOME=str(home / ".local/state"),
        XDG_CACHE_HOME=str(home / ".cache"),
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_FIRST_PAINT="1",
        PYTHONPATH=str(ROOT),
    )
    return env


def one_run(
    command: list[str],
    env: dict[str, str],
    cwd: Path | None = None,
    timeout: float = TIMEOUT_S,
    on_stderr: Callable[[float, str], None] | None = None,
) -> tuple[float, float]:
    """Seconds to the first-paint line by the wall clock, and the process's CPU seconds (with
    its children's: pip and the venv); each stderr line with its time to ``on_stderr``."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command,
        env=env,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if on_stderr else subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    if on_stderr is not None:
        threading.Thread(target=pass_lines, args=(process, start, on_stderr), daemon=True).start()
    wall = None
    # An app without the probe (an old bundle) would never quit: give up after a while.
    timer = threading.Timer(timeout, process.kill)
    timer.start()
    for line in process.stdout:
        if line.strip() == MARK:
            wall = time.perf_counter() - start
            break
    timer.cancel()
    process.stdout.close()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    _pid, status, usage = os.wait4(process.pid, 0)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    process.returncode = os.waitstatus_to_exitcode(status)
    if wall is None or process.returncode != 0:
        sys.exit(f"bench_startup: {command[0]} exited {process.returncode} without a first paint")
    # wait4 counts the process alone; the children it waited for are in RUSAGE_CHILDREN.
    grandchildren = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    own = usage.ru_utime + usage.ru_stime
    return wall, max(own, grandchildren)


def pass_lines(
    process: subprocess.Popen[str], start: float, on_line: Callable[[float, str], None]
) -> None:
    assert process.stderr is not None
    for line in process.stderr:
        on_line(time.perf_counter() - start, line.rstrip())


def checkout_copy(target: Path) -> None:
    """This checkout's tracked and untracked files (not the ignored: .venv, build, .qm)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def first_start(runs: int, python: str) -> int:
    """The developer entry's first start on a fresh copy, then its second start ``runs``
    times."""
    with tempfile.TemporaryDirectory(prefix="cardtable-first-start-") as tmp:
        copy, home = Path(tmp) / "checkout", Path(tmp) / "home"
        checkout_copy(copy)
        env = environment(home) | {"PYTHONPATH": ""}
        command = [python, "-m", "cardtable_qt.dev"]
        stages: list[tuple[float, str]] = []
        wall, cpu = one_run(
            command,
            env,
            cwd=copy,
            timeout=FIRST_START_TIMEOUT_S,
            on_stderr=lambda at, line: stages.append((at, line)),
        )
        print(f"first start ({python} -m cardtable_qt.dev, fresh copy, no .venv):")
        for at, line in stages:
            print(f"  {at:6.1f} s  {line}")
        print(f"  {wall:6.1f} s  first paint (CPU {cpu:.1f} s with pip's)")
        seconds = [one_run(command, env, cwd=copy) for _ in range(runs)]
        walls = [wall for wall, _cpu in seconds]
        median = statistics.median(walls)
        goal = GOALS_S["second start"]
        print(
            f"second start, {runs} runs: median {median:.3f} s, fastest {min(walls):.3f} s, "
            f"CPU median {statistics.median(c for _w, c in seconds):.3f} s  "
            f"(goal <= {goal} s: {'met' if median <= goal else 'MISSED'}), "
            f"load average {os.getloadavg()[0]:.2f}"
        )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="counted runs of each (default 7)")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "CardTable")
    parser.add_argument(
        "--first-start",
        action="store_true",
        help="time python3 -m cardtable_qt.dev: first start on a fresh copy, then the second",
    )
    parser.add_argument("--python", default="python3", help="for --first-start (default python3)")
    args = parser.parse_args(argv)
    if args.first_start:
        return first_start(args.runs, args.python)
    commands = {"source": [sys.executable, "-m", "cardtable_qt"]}
    executable = args.bundle / "cardtable"
    if executable.exists():
        commands["bundle"] = [str(executable)]
    else:
        print(f"(no bundle at {args.bundle}: python packaging/build.py makes one)")
    walls: dict[str, list[float]] = {name: [] for name in commands}
    cpus: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="cardtable-startup-") as tmp:
        env = environment(Path(tmp))
        for command in commands.values():
            one_run(command, env)  # warm-up
        for _ in range(args.runs):
            for name, command in commands.items():
                wall, cpu = one_run(command, env)
                walls[name].append(wall)
                cpus[name].append(cpu)
    print(f"start-up to first paint, {args.runs} runs each, load average {os.getloadavg()[0]:.2f}")
    for name in commands:
        median = statistics.median(walls[name])
        mark = "met" if median < GOALS_S[name] else "MISSED"
        print(
            f"  {name:<6}  median {median:.3f} s, fastest {min(walls[name]):.3f} s, "
            f"CPU median {statistics.median(cpus[name]):.3f} s  (goal < {GOALS_S[name]} s: {mark})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
