"""Build CardTable's wheel and check it installs and runs from a clean virtual environment.

    python packaging/build_wheel.py            # dist/cardtable-<version>-py3-none-any.whl
    python packaging/build_wheel.py --smoke    # and install it in a fresh venv outside the checkout

The wheel is what ``pip install .`` and ``pipx install .`` build: ``setup.py`` puts the
resources in it as ``cardtable_qt/_resources``. ``--smoke`` makes a virtual environment in a
temporary folder (not under the checkout, so nothing of the source tree can be found), installs
the wheel with pip, and runs the installed commands offscreen with scratch per-user folders:
``cardtable --version``, a one-hand demo of each game with a screenshot, ``cardtable-sim`` and
``cardtable-review --help``; it checks every resource is inside the installed package (the
checks of ``packaging/smoke.py``) and prints the wheel's size. Exit 1 if any check failed.
Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "packaging"))
import smoke  # noqa: E402  (beside this file)

WHEEL_BUDGET_MB = 8  # 5.1 MB today: fonts 3.7 MB, card art, the code


def say(message: str) -> None:
    print(f"[wheel] {message}", flush=True)


def build_wheel(out: Path = DIST) -> Path:
    """The wheel, built by pip as ``pip install .`` builds it (isolated: setuptools and wheel
    from PyPI, or pip's cache), into ``out``."""
    version = smoke.Smoke.project_version()
    for old in out.glob("cardtable-*.whl"):
        old.unlink()
    # setuptools copies into build/lib and never empties it: a module deleted from the source
    # would still be packed.
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    started = time.monotonic()
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)]
    say(" ".join(cmd))
    subprocess.run(cmd, check=True, stdin=subprocess.DEVNULL)
    wheel = out / f"cardtable-{version}-py3-none-any.whl"
    say(
        f"{wheel}: {wheel.stat().st_size / 1e6:.1f} MB, built in {time.monotonic() - started:.0f} s"
    )
    return wheel


def wheel_resources(wheel: Path) -> set[str]:
    """The resource files in the wheel, as paths under ``resources/``."""
    prefix = "cardtable_qt/_resources/"
    with zipfile.ZipFile(wheel) as zf:
        return {n.removeprefix(prefix) for n in zf.namelist() if n.startswith(prefix)}


class WheelSmoke(smoke.Smoke):
    """smoke.py's checks on the wheel installed in a fresh virtual environment."""

    def __init__(self, wheel: Path) -> None:
        self.wheel = wheel
        self.venv = Path(tempfile.mkdtemp(prefix="cardtable-wheel-")) / "venv"
        scripts = self.venv / ("Scripts" if os.name == "nt" else "bin")
        suffix = ".exe" if os.name == "nt" else ""
        self.scripts, self.suffix = scripts, suffix
        super().__init__(self.venv, None, exe=scripts / f"cardtable{suffix}")

    def command(self, name: str) -> Path:
        return self.scripts / f"{name}{self.suffix}"

    def install_check(self) -> str | None:
        started = time.monotonic()
        subprocess.run([sys.executable, "-m", "venv", self.venv], check=True)
        made = time.monotonic()
        python = self.command("python")
        done = subprocess.run(
            [python, "-m", "pip", "install", "-q", "--disable-pip-version-check", self.wheel],
            capture_output=True,
            text=True,
            cwd=self.venv.parent,
        )
        if done.returncode != 0:
            return f"pip install exited {done.returncode}: {done.stderr.strip()[-1200:]}"
        print(
            f"[smoke]      venv {made - started:.1f} s, "
            f"pip install {time.monotonic() - made:.1f} s",
            flush=True,
        )
        where = subprocess.run(
            [python, "-c", "from cardtable_qt.resources import resources_root as r; print(r())"],
            capture_output=True,
            text=True,
            cwd=self.venv.parent,
            env=self.env(),
        )
        self.resources_folder = Path(where.stdout.strip())
        if not self.resources_folder.is_relative_to(self.venv):
            return f"the installed app reads its resources from {self.resources_folder}"
        missing = [n for n in ("cardtable", "cardtable-sim", "cardtable-review")
                   if not self.command(n).exists()]  # fmt: skip
        return f"no {', '.join(missing)} command installed" if missing else None

    def sim_check(self) -> str | None:
        args = ["--game", "pokdeng", "--games", "3", "--seed", "7"]
        done = self.run_app(self.command("cardtable-sim"), *args)
        if done.returncode != 0:
            return f"cardtable-sim exited {done.returncode}: {done.stderr.strip()[-800:]}"
        result = json.loads(done.stdout)
        return None if isinstance(result, dict) else f"cardtable-sim printed {done.stdout[:200]!r}"

    def review_check(self) -> str | None:
        done = self.run_app(self.command("cardtable-review"), "--help")
        return None if done.returncode == 0 else f"cardtable-review --help exited {done.returncode}"

    def size_check(self) -> str | None:
        size_mb = self.wheel.stat().st_size / 1e6
        print(f"[smoke]      wheel {self.wheel.name}: {size_mb:.1f} MB", flush=True)
        return (
            f"wheel {size_mb:.1f} MB >= {WHEEL_BUDGET_MB} MB"
            if size_mb >= WHEEL_BUDGET_MB
            else None
        )

    def run_wheel_checks(self) -> int:
        print(f"[smoke] checking {self.wheel.name} in a fresh venv {self.venv}", flush=True)
        self.check("pip install into a fresh venv outside the checkout", self.install_check)
        if not self.failures:
            self.check("cardtable --version", self.version_check)
            self.check("fonts, card art, icons, lessons, rules, translations", self.files_check)
            self.check(f"demos {', '.join(smoke.DEMO_GAMES)}, 1 hand each", self.demo_check)
            self.check("cardtable-sim, 3 hands of Pok Deng", self.sim_check)
            self.check("cardtable-review --help", self.review_check)
        self.check(f"size (< {WHEEL_BUDGET_MB} MB)", self.size_check)
        shutil.rmtree(self.venv.parent, ignore_errors=True)
        return self.report()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build (and check) CardTable's wheel.")
    parser.add_argument("--smoke", action="store_true", help="install it in a fresh venv, run it")
    args = parser.parse_args(argv)
    wheel = build_wheel()
    return WheelSmoke(wheel).run_wheel_checks() if args.smoke else 0


if __name__ == "__main__":
    sys.exit(main())
