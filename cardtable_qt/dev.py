"""Developer entry: create the virtual environment on first use, then start the app or run tests.

    python3 -m cardtable_qt.dev            # start CardTable
    python3 -m cardtable_qt.dev test       # ruff, mypy --strict on the engine, pytest (offscreen),
                                           # then on Linux the packaged bundle's smoke test
    python3 -m cardtable_qt.dev test --no-bundle [pytest args]   # skip the bundle (quicker)

Runs with nothing but the standard library (it is what creates the environment), from the root
of a source checkout. It checks the system libraries Qt needs and names the Debian packages to
install; as root with apt-get available it installs them itself.
"""

from __future__ import annotations

import ctypes.util
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".cardtable-installed"

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


def say(message: str) -> None:
    print(f"[cardtable] {message}", file=sys.stderr, flush=True)


def fail(message: str) -> None:
    say(message)
    sys.exit(1)


def run(cmd: list[str], **kwargs: object) -> int:
    return subprocess.call([str(c) for c in cmd], **kwargs)  # type: ignore[call-overload]


def ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs on any python3
        fail(f"Python 3.11 or newer is needed (this is {sys.version.split()[0]}).")
    if not PY.exists():
        try:
            import ensurepip  # noqa: F401
            import venv  # noqa: F401
        except ImportError:
            fail("Python's venv module is missing. On Debian: sudo apt-get install python3-venv")
        say(f"creating the virtual environment in {VENV} (first run only)")
        if run([sys.executable, "-m", "venv", VENV]) != 0:
            fail(
                "could not create the virtual environment. On Debian: "
                "sudo apt-get install python3-venv"
            )
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    have = STAMP.read_text().split() if STAMP.exists() else []
    if digest not in have:
        target = f"{ROOT}[{extras}]" if extras else str(ROOT)
        say(f"installing CardTable{f' with {extras}' if extras else ''} into {VENV}")
        quiet = ["-q"] if os.environ.get("CI") else []
        if run([PY, "-m", "pip", "install", *quiet, "-e", target]) != 0:
            fail("pip install failed (see above).")
        STAMP.write_text("\n".join([*have, digest]))


def missing_libraries(platforms: tuple[str, ...]) -> list[str]:
    """Shared libraries Qt's widgets and the given platform plugins cannot find (Linux only)."""
    if not sys.platform.startswith("linux") or not shutil.which("ldd"):
        return []
    out = subprocess.run(
        [PY, "-c", "import PySide6, os; print(os.path.dirname(PySide6.__file__))"],
        capture_output=True,
        text=True,
    )
    if out.returncode != 0:
        return []
    qt = Path(out.stdout.strip()) / "Qt"
    targets = [*(qt / "lib").glob("libQt6Widgets.so*"), *(qt / "lib").glob("libQt6Gui.so*")]
    for name in platforms:
        targets += list((qt / "plugins" / "platforms").glob(f"libq{name}.so"))
    if "xcb" in platforms:
        targets += list((qt / "lib").glob("libQt6XcbQpa.so*"))
    missing: set[str] = set()
    if ctypes.util.find_library("thai") is None:  # dlopened, so ldd cannot see it
        missing.add("libthai.so.0")
    for target in targets:
        res = subprocess.run(["ldd", target], capture_output=True, text=True)
        missing.update(re.findall(r"^\s*(\S+) => not found", res.stdout, re.M))
    return sorted(missing)


def ensure_system_libraries(platforms: tuple[str, ...]) -> None:
    missing = missing_libraries(platforms)
    if not missing:
        return
    packages = sorted({DEBIAN_PACKAGES.get(lib, f"<package providing {lib}>") for lib in missing})
    command = "apt-get install -y " + " ".join(packages)
    can_install = (
        hasattr(os, "geteuid")
        and os.geteuid() == 0
        and shutil.which("apt-get")
        and all(not p.startswith("<") for p in packages)
        and not os.environ.get("CARDTABLE_NO_APT")
    )
    if can_install:
        say(f"Qt needs system libraries: {command}")
        if run(["apt-get", "update", "-qq"]) == 0 and run(command.split()) == 0:
            return
    fail(
        "Qt needs system libraries that are not installed: "
        + ", ".join(missing)
        + f".\nOn Debian/Ubuntu: sudo {command}"
    )


def build_translations() -> None:
    """The .qm files from the .ts files (pyside6-lrelease): built here, never committed."""
    if run([PY, ROOT / "resources/i18n/update.py", "--release-only"], cwd=ROOT) != 0:
        fail("building the translations (pyside6-lrelease) failed (see above).")


def start_app(args: list[str]) -> int:
    ensure_venv("")
    build_translations()
    ensure_system_libraries(("xcb",) if sys.platform.startswith("linux") else ())
    return run([PY, "-m", "cardtable_qt", *args])


def run_tests(args: list[str]) -> int:
    ensure_venv("dev,bench")
    build_translations()  # the tests check the app in each language
    bundle = "--no-bundle" not in args and sys.platform.startswith("linux")
    args = [a for a in args if a != "--no-bundle"]
    # The bundle carries the X11 and Wayland platform plugins with the libraries they load, so
    # the machine that builds it needs those too; the tests alone need only the offscreen one.
    ensure_system_libraries(("offscreen", "xcb", "wayland") if bundle else ("offscreen",))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    steps = [
        ("ruff", [PY, "-m", "ruff", "check", ROOT]),
        ("mypy --strict (engine)", [PY, "-m", "mypy", "--strict", ROOT / "cardtable_qt/engine"]),
    ]
    if bundle:
        # The installable app: build the Linux bundle in a clean venv, run it offscreen, check
        # its contents and sizes (packaging/README.md).
        steps.append(("bundle smoke test", [PY, ROOT / "packaging/build.py", "--smoke"]))
    # pytest last, so its summary closes the output; one worker per core (pytest-xdist: every
    # test has its own per-user folders, so they run side by side); arguments given after ours
    # win, so "-n 0" runs in one process.
    pytest = [PY, "-m", "pytest", "-p", "no:cacheprovider", "-n", "auto", "--dist", "worksteal"]
    steps.append(("pytest", [*pytest, *args]))
    for name, cmd in steps:
        say(f"== {name}")
        code = run(cmd, cwd=ROOT, env=env)
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
    if argv and argv[0] == "test":
        return run_tests(argv[1:])
    if argv and argv[0] == "app":
        argv = argv[1:]
    return start_app(argv)


if __name__ == "__main__":
    exit_like(main())
