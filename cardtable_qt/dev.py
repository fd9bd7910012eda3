"""Developer entry: create the virtual environment on first use, then start the app or run tests.

    python3 -m cardtable_qt.dev [--install-system-packages] [app options]   # start CardTable
    python3 -m cardtable_qt.dev test [--install-system-packages] [--no-bundle] [pytest args]
    python3 -m cardtable_qt.dev --help

``test`` runs ruff, mypy --strict on the engine, then on Linux the packaged bundle's smoke test,
the wheel's (installed in a fresh venv), and last pytest (offscreen). ``--no-bundle`` skips the
bundle and the wheel (quicker).

Runs with nothing but the standard library (it is what creates the environment), from the root
of a source checkout. The first start prints one line per stage; pip's whole log goes to
``setup.log`` in the app's log folder (platformdirs' user log dir for CardTable, computed here
the same way) and is printed only when pip fails. Qt's system libraries are checked with ldd: a
missing one is installed only with ``--install-system-packages`` or under ``CI=true`` (as root,
with apt-get); otherwise the launcher prints the exact ``apt-get install`` line and exits 3.
The app runs in this same process (``exec``), so a signal sent to the launcher reaches the app
and no orphan is left; on Windows it runs as a child that the launcher's signals are passed to.
"""

from __future__ import annotations

import contextlib
import ctypes.util
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".cardtable-installed"
I18N = ROOT / "resources" / "i18n"
APP_NAME = "CardTable"  # as cardtable_qt.APP_NAME (not imported: that would need the venv)
INSTALL_SYSTEM_PACKAGES = "--install-system-packages"
NO_BUNDLE = "--no-bundle"
# Exit status when system libraries are missing and were not to be installed.
EXIT_SYSTEM_PACKAGES = 3

# Shared libraries the Qt wheels load, and the Debian package that has each.
DEBIAN_PACKAGES = {
    "libGL.so.1": "libgl1",
    "libthai.so.0": "libthai0",  # loaded at run time: Thai word breaks (Qt's and the build's)
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libSM.so.6": "libsm6",
    "libICE.so.6": "libice6",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-client.so.0": "libwayland-client0",
}

# pip's output lines that start a new stage of the first start, and the stage's line.
PIP_STAGES = (
    (re.compile(r"^Collecting PySide6", re.I), "installing PySide6", 40),
    (re.compile(r"^Collecting (pytest|ruff|mypy|hypothesis|pyinstaller)", re.I),
     "installing the developer tools", 55),
    (re.compile(r"^Installing collected packages"), "unpacking the packages", 70),
)  # fmt: skip


class Setup:
    """The first start's progress: one line per stage on stderr, the details in ``setup.log``."""

    def __init__(self, why: str) -> None:
        self.why = why
        self.last = ""
        self.log_file = log_dir() / "setup.log"
        self.log_file.parent.mkdir(parents=True, exist_ok=True)
        with self.log_file.open("w", encoding="utf-8") as log:
            log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {why}\n")

    def stage(self, what: str, percent: int) -> None:
        if what != self.last:
            self.last = what
            print(f"{self.why}: {what}… {percent} %", file=sys.stderr, flush=True)

    def run(
        self,
        cmd: Sequence[object],
        on_line: Callable[[str], None] | None = None,
        env: dict[str, str] | None = None,
    ) -> int:
        """``cmd`` with its output appended to the log; each line also given to ``on_line``."""
        with self.log_file.open("a", encoding="utf-8") as log:
            log.write(f"$ {' '.join(str(c) for c in cmd)}\n")
            log.flush()
            process = subprocess.Popen(
                [str(c) for c in cmd],
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                text=True,
                errors="replace",
                env=env,
            )
            assert process.stdout is not None
            with passing_signals(process):
                for line in process.stdout:
                    log.write(line)
                    if on_line is not None:
                        on_line(line)
                return process.wait()

    def failed(self, message: str) -> None:
        """Show the whole log, then stop with ``message``."""
        sys.stderr.write(self.log_file.read_text(encoding="utf-8", errors="replace"))
        fail(f"{message} (the log above is kept in {self.log_file})")


def say(message: str) -> None:
    print(f"[cardtable] {message}", file=sys.stderr, flush=True)


def fail(message: str, code: int = 1) -> None:
    say(message)
    sys.exit(code)


def log_dir() -> Path:
    """platformdirs' ``user_log_path`` for CardTable (appauthor=False), by the standard library."""
    home = Path.home()
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA") or str(home / "AppData" / "Local")
        return Path(local) / APP_NAME / "Logs"
    if sys.platform == "darwin":
        return home / "Library" / "Logs" / APP_NAME
    state = os.environ.get("XDG_STATE_HOME", "").strip()
    return Path(state if state else home / ".local" / "state") / APP_NAME / "log"


def stamp_digest(extras: str) -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()


def ensure_venv(extras: str) -> Setup | None:
    """Create and fill ``.venv`` when it is missing or pyproject.toml changed; the progress
    printer when anything was done (the caller's later stages print through it), else None."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs on any python3
        fail(f"Python 3.11 or newer is needed (this is {sys.version.split()[0]}).")
    digest = stamp_digest(extras)
    have = STAMP.read_text().split() if STAMP.exists() and PY.exists() else []
    if digest in have:
        return None
    setup = Setup(
        "Setting up CardTable (first start only)"
        if not PY.exists()
        else "Updating CardTable's environment (new packages to install)"
    )
    if not PY.exists():
        try:
            import ensurepip  # noqa: F401
            import venv  # noqa: F401
        except ImportError:
            fail("Python's venv module is missing. On Debian: sudo apt-get install python3-venv")
        setup.stage("creating its Python environment in .venv", 10)
        if setup.run([sys.executable, "-m", "venv", VENV]) != 0:
            setup.failed(
                "Could not create the virtual environment. On Debian: "
                "sudo apt-get install python3-venv"
            )
    setup.stage("installing CardTable's packages", 20)

    def on_line(line: str) -> None:
        for pattern, what, percent in PIP_STAGES:
            if pattern.search(line):
                setup.stage(what, percent)

    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    pip = [PY, "-m", "pip", "install", "--progress-bar", "off", "-e", target]
    # An editable install copies no resources: the wheel's build need not fetch PySide6 to
    # compile the translations, which build_translations does next (setup.py).
    env = dict(os.environ, CARDTABLE_QM_BUILT_LATER="1")
    if setup.run(pip, on_line, env) != 0:
        setup.failed("pip could not install CardTable's packages")
    STAMP.write_text("\n".join([*have, digest]))
    return setup


def qt_folder() -> Path | None:
    """PySide6's folder in the venv, found without starting its Python (a second start's cost)."""
    for site in (VENV / "lib").glob("python3*/site-packages"):
        if (site / "PySide6" / "Qt").is_dir():
            return site / "PySide6" / "Qt"
    out = subprocess.run(
        [PY, "-c", "import PySide6, os; print(os.path.dirname(PySide6.__file__))"],
        capture_output=True,
        text=True,
    )
    return Path(out.stdout.strip()) / "Qt" if out.returncode == 0 else None


def missing_libraries(platforms: tuple[str, ...]) -> list[str]:
    """Shared libraries Qt's widgets and the given platform plugins cannot find (Linux only)."""
    if not sys.platform.startswith("linux") or not shutil.which("ldd"):
        return []
    qt = qt_folder()
    if qt is None:
        return []
    targets = [*(qt / "lib").glob("libQt6Widgets.so*"), *(qt / "lib").glob("libQt6Gui.so*")]
    for name in platforms:
        targets += list((qt / "plugins" / "platforms").glob(f"libq{name}.so"))
    if "xcb" in platforms:
        targets += list((qt / "lib").glob("libQt6XcbQpa.so*"))
    missing: set[str] = set()
    if ctypes.util.find_library("thai") is None:  # dlopened, so ldd cannot see it
        missing.add("libthai.so.0")
    res = subprocess.run(["ldd", *map(str, targets)], capture_output=True, text=True)
    missing.update(re.findall(r"^\s*(\S+) => not found", res.stdout, re.M))
    return sorted(missing)


def may_install_system_packages(args: list[str]) -> bool:
    return INSTALL_SYSTEM_PACKAGES in args or os.environ.get("CI", "").lower() == "true"


def ensure_system_libraries(platforms: tuple[str, ...], install: bool = False) -> None:
    """Stop with exit 3 and the ``apt-get`` line when Qt's libraries are missing, unless asked to
    install them (``install``: ``--install-system-packages`` or CI) and able to (root, apt)."""
    missing = missing_libraries(platforms)
    if not missing:
        return
    packages = sorted({DEBIAN_PACKAGES.get(lib, f"<package providing {lib}>") for lib in missing})
    command = "apt-get install -y " + " ".join(packages)
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    can_install = (
        root
        and shutil.which("apt-get")
        and all(not p.startswith("<") for p in packages)
        and not os.environ.get("CARDTABLE_NO_APT")
    )
    if install and can_install:
        setup = Setup("Installing the system libraries Qt needs")
        setup.stage(command, 50)
        if setup.run(["apt-get", "update", "-qq"]) != 0 or setup.run(command.split()) != 0:
            setup.failed(f"{command} failed")
        if not missing_libraries(platforms):
            return
        missing = missing_libraries(platforms)
    sudo = "" if root else "sudo "
    fail(
        "CardTable needs system libraries that are not installed ("
        + ", ".join(missing)
        + f"). Install them with\n\n    {sudo}{command}\n\nand start it again, or start it "
        f"with {INSTALL_SYSTEM_PACKAGES} to have it do that.",
        EXIT_SYSTEM_PACKAGES,
    )


def stale_translations() -> list[Path]:
    """The .ts files newer than their .qm (or without one); English needs no .qm."""
    return [
        ts
        for ts in sorted(I18N.glob("cardtable_*.ts"))
        if ts.stem != "cardtable_en"
        and (
            not ts.with_suffix(".qm").exists()
            or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime
        )
    ]


def build_translations(setup: Setup | None = None) -> None:
    """The .qm files from the .ts files (pyside6-lrelease), only when one is out of date, and
    silently: they are built, never committed."""
    if not stale_translations():
        return
    if setup is not None:
        setup.stage("building the translations", 90)
    done = subprocess.run(
        [PY, I18N / "update.py", "--release-only"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        errors="replace",
    )
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        fail("building the translations (pyside6-lrelease) failed (see above).")


@contextlib.contextmanager
def passing_signals(process: subprocess.Popen[str]) -> Iterator[None]:
    """While ``process`` runs, the launcher's SIGTERM and SIGINT are passed on to it, so it is
    never left running when the launcher is stopped."""
    forwarded = (signal.SIGTERM, signal.SIGINT)
    previous = {number: signal.getsignal(number) for number in forwarded}

    def pass_on(number: int, _frame: object) -> None:
        if process.poll() is None:
            process.send_signal(number)

    for number in forwarded:
        signal.signal(number, pass_on)
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def run(cmd: Sequence[object], **kwargs: object) -> int:
    """A child that the launcher's SIGTERM and SIGINT are passed on to; its exit status."""
    words = [str(c) for c in cmd]
    process: subprocess.Popen[str] = subprocess.Popen(words, **kwargs)  # type: ignore[call-overload]
    with passing_signals(process):
        return process.wait()


def start_app(args: list[str]) -> int:
    install = may_install_system_packages(args)
    args = [a for a in args if a != INSTALL_SYSTEM_PACKAGES]
    setup = ensure_venv("")
    build_translations(setup)
    ensure_system_libraries(("xcb",) if sys.platform.startswith("linux") else (), install)
    if setup is not None:
        setup.stage("starting", 100)
    command = [str(PY), "-m", "cardtable_qt", *args]
    if os.name == "posix":
        # The launcher becomes the app: the same process, so every signal reaches it.
        sys.stderr.flush()
        os.execv(command[0], command)
    return run(command)


def run_tests(args: list[str]) -> int:
    install = may_install_system_packages(args)
    original_args = list(args)
    bundle = NO_BUNDLE not in args and sys.platform.startswith("linux")
    args = [a for a in args if a not in (NO_BUNDLE, INSTALL_SYSTEM_PACKAGES)]
    setup = ensure_venv("dev,bench")
    build_translations(setup)  # the tests check the app in each language
    # The bundle carries the X11 and Wayland platform plugins with the libraries they load, so
    # the machine that builds it needs those too; the tests alone need only the offscreen one.
    platforms = ("offscreen", "xcb", "wayland") if bundle else ("offscreen",)
    ensure_system_libraries(platforms, install)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    steps: list[tuple[str, list[object]]] = [
        ("ruff", [PY, "-m", "ruff", "check", ROOT]),
        ("mypy --strict (engine)", [PY, "-m", "mypy", "--strict", ROOT / "cardtable_qt/engine"]),
    ]
    if bundle:
        # The installable app: build the Linux bundle in a clean venv, run it offscreen, check
        # its contents and sizes (packaging/README.md).
        steps.append(("bundle smoke test", [PY, ROOT / "packaging/build.py", "--smoke"]))
    if NO_BUNDLE not in original_args:
        # What `pip install .` installs: build the wheel, install it in a fresh venv outside the
        # checkout, run its commands and check its resources (packaging/build_wheel.py).
        steps.append(("wheel smoke test", [PY, ROOT / "packaging/build_wheel.py", "--smoke"]))
    # pytest last, so its summary closes the output; one worker per core (pytest-xdist: every
    # test has its own per-user folders, so they run side by side); arguments given after ours
    # win, so "-n 0" runs in one process.
    pytest = [PY, "-m", "pytest", "-p", "no:cacheprovider", "-n", "auto", "--dist", "worksteal"]
    steps.append(("pytest", [*pytest, *args]))
    for name, cmd in steps:
        say(f"== {name}")
        started = time.monotonic()
        code = run(cmd, cwd=ROOT, env=env)
        say(f"{name}: {time.monotonic() - started:.0f} s")
        if code != 0:
            say(f"{name} failed (exit {code})")
            return code
    say("all checks passed")
    return 0


def exit_like(code: int) -> None:
    """End the launcher as its child ended: with its status, or by the same signal.

    ``subprocess`` gives -N for a child killed by signal N; ``sys.exit(-15)`` would make that
    241. Killed by a signal, the launcher dies of the same signal (a shell sees 128+N), so
    whoever stopped the app sees it stopped, not failed.
    """
    if code < 0:
        number = -code
        try:
            signal.signal(number, signal.SIG_DFL)
            os.kill(os.getpid(), number)
        except (OSError, ValueError, AttributeError):
            pass  # no such signal here (Windows): the shell's number for it
        sys.exit(128 + number)
    sys.exit(code)


def main() -> int:
    argv = sys.argv[1:]
    if argv[:1] in (["-h"], ["--help"]) or (argv[:1] == ["test"] and argv[1:2] == ["--help"]):
        print(__doc__)
        return 0
    if argv and argv[0] == "test":
        return run_tests(argv[1:])
    if argv and argv[0] == "app":
        argv = argv[1:]
    return start_app(argv)


if __name__ == "__main__":
    exit_like(main())
