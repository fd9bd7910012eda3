"""Check a built CardTable: it starts, plays a demo, has its files, installs, and fits the budget.

    python packaging/smoke.py [--bundle dist/CardTable] [--archive dist/CardTable-….tar.gz]

Run by ``packaging/build.py --smoke`` after a build. Every check runs, and each failure is listed;
the exit status is 1 if any failed. The frozen app runs offscreen with its per-user folders in a
temporary directory, so it reads and writes nothing of the user's. Standard library only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
APP_NAME = "CardTable"
BUNDLE_BUDGET_MB = 110
ARCHIVE_BUDGET_MB = 45
# Every game's table runs once: the bundle leaves out what none of them loads (cardtable.spec).
DEMO_GAMES = ("pokdeng", "guandan", "xito", "rummy")
DEMO_TIMEOUT_S = 300
FONT_FILES = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoSansThai-Bold.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansDevanagari-Bold.ttf",
    "NotoSansCJKsc-Regular-Subset.otf",
    "NotoSansSymbols-Regular.ttf",
    "NotoSansSymbols2-Regular.ttf",
    "OFL.txt",
)
CARD_FACES = [f"{r}{s}" for s in "SHDC" for r in [*map(str, range(2, 11)), "J", "Q", "K", "A"]]
CARD_FACES += ["BJ", "RJ"]
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DESKTOP_FILE = "/usr/share/applications/cardtable.desktop"  # where the .deb puts its menu entry
LANGUAGES = ("th", "vi", "hi", "zh_CN")  # beside English, which needs no .qm
# Qt pieces that must not be in the bundle (see packaging/cardtable.spec).
FORBIDDEN = ("Qt6WebEngine", "Qt63D", "Qt6Quick", "Qt6Qml", "Qt6Pdf", "Qt6Designer")


class Smoke:
    """The checks, on a bundle; ``exe`` and ``resources`` name them elsewhere (an installed
    wheel: its ``bin/cardtable`` and ``cardtable_qt/_resources``, packaging/build_wheel.py)."""

    def __init__(
        self,
        bundle: Path,
        archive: Path | None,
        exe: Path | None = None,
        resources: Path | None = None,
        deb: Path | None = None,
    ) -> None:
        self.bundle = bundle
        self.archive = archive
        self.deb = deb
        self.exe = exe
        self.resources_folder = resources
        self.failures: list[str] = []
        self.version = self.project_version()
        self.tmp = Path(tempfile.mkdtemp(prefix="cardtable-smoke-"))

    # --- helpers ---------------------------------------------------------------------------------

    @staticmethod
    def project_version() -> str:
        project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        return str(project["version"])

    def check(self, name: str, test: Callable[[], str | None]) -> None:
        """Run one check; ``test`` returns a failure message or None."""
        started = time.monotonic()
        try:
            problem = test()
        except Exception as exc:  # a broken check is a failed check, with its reason
            problem = f"{type(exc).__name__}: {exc}"
        took = time.monotonic() - started
        if problem:
            self.failures.append(f"{name}: {problem}")
            print(f"[smoke] FAIL {name} ({took:.1f} s): {problem}", flush=True)
        else:
            print(f"[smoke] ok   {name} ({took:.1f} s)", flush=True)

    def env(self, home_name: str = "home") -> dict[str, str]:
        """Offscreen, with the per-user folders under a scratch home (one per demo: they run
        side by side)."""
        home = self.tmp / home_name
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_"))}
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local/share"),
            XDG_STATE_HOME=str(home / ".local/state"),
            XDG_CACHE_HOME=str(home / ".cache"),
            QT_QPA_PLATFORM="offscreen",
        )
        return env

    def executable(self, bundle: Path | None = None) -> Path:
        if bundle is None and self.exe is not None:
            return self.exe
        bundle = bundle or self.bundle
        if sys.platform == "win32":
            return bundle / f"{APP_NAME}.exe"
        if sys.platform == "darwin":
            return bundle / "Contents" / "MacOS" / APP_NAME
        return bundle / "cardtable"

    def resources(self) -> Path:
        if self.resources_folder is not None:
            return self.resources_folder
        if sys.platform == "darwin":
            return self.bundle / "Contents" / "Resources" / "resources"
        return self.bundle / "_internal" / "resources"

    def run_app(
        self, exe: Path, *args: str, timeout: float = 60, home: str = "home"
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(exe), *args],
            env=self.env(home),
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
        )

    # --- checks ----------------------------------------------------------------------------------

    def version_check(self, exe: Path | None = None) -> str | None:
        done = self.run_app(exe or self.executable(), "--version")
        want = f"{APP_NAME} {self.version}"
        if done.returncode != 0:
            return f"exit {done.returncode}: {done.stderr.strip()[-800:]}"
        if done.stdout.strip() != want:
            return f"printed {done.stdout.strip()!r}, expected {want!r}"
        return None

    def demo_check(self) -> str | None:
        """The four demos side by side: they wait on the table's animations far more than they
        compute (Guandan's hand: 42 s by the clock, 5 s of CPU), so together they take about
        as long as the longest alone."""
        with ThreadPoolExecutor(len(DEMO_GAMES)) as pool:
            problems = list(pool.map(self.demo_once, DEMO_GAMES))
        return "; ".join(p for p in problems if p) or None

    def demo_once(self, game: str) -> str | None:
        shot = self.tmp / f"demo-{game}.png"
        args = ("--demo", game, "--hands", "1", "--seed", "7", "--screenshot", str(shot))
        done = self.run_app(self.executable(), *args, timeout=DEMO_TIMEOUT_S, home=game)
        if done.returncode != 0:
            tail = (done.stderr or done.stdout).strip()[-1200:]
            return f"`cardtable {' '.join(args)}` exited {done.returncode}: {tail}"
        if not shot.exists():
            return f"{game}: exit 0 but no screenshot was written"
        data = shot.read_bytes()
        if data[:8] != b"\x89PNG\r\n\x1a\n" or len(data) < 1000:
            return f"{game}: the screenshot is not a PNG picture ({len(data)} bytes)"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        print(
            f"[smoke]      {game}: screenshot {width}x{height}, {len(data) / 1024:.0f} KiB",
            flush=True,
        )
        return None

    def files_check(self) -> str | None:
        res = self.resources()
        wanted = [res / "fonts" / name for name in FONT_FILES]
        for style in ("standard", "four_colour"):
            wanted += [res / "cards" / style / f"{face}.svg" for face in CARD_FACES]
        wanted += [res / "cards" / "backs" / f"{back}.svg" for back in ("blue", "red")]
        wanted += [res / "cards" / "LICENSE", res / "icons" / "cardtable.svg"]
        wanted += [res / "i18n" / f"cardtable_{lang}.qm" for lang in LANGUAGES]
        wanted += [res / "icons" / "png" / f"cardtable-{size}.png" for size in ICON_SIZES]
        for game in DEMO_GAMES:  # the lessons, and Help's rules in every language
            wanted += [res / "tutorials" / f"{game}.json", res / "rules" / f"{game}.md"]
            wanted += [res / "rules" / f"{game}.{lang}.md" for lang in LANGUAGES]
        missing = [str(p.relative_to(res)) for p in wanted if not p.is_file()]
        scripts = [str(p.relative_to(res)) for p in res.rglob("*.py")]
        problems = []
        if missing:
            problems.append(f"missing {len(missing)} files: {', '.join(missing[:8])}")
        if scripts:
            problems.append(f"resource scripts shipped: {', '.join(scripts[:5])}")
        return "; ".join(problems) or None

    def lean_check(self) -> str | None:
        everything = [p for p in self.bundle.rglob("*")]
        heavy = sorted({p.name for p in everything if any(f in p.name for f in FORBIDDEN)})
        # Qt's own translations: only qtbase's, for the app's languages
        qm = [
            p
            for p in everything
            if p.suffix == ".qm" and "PySide6" in p.parts and not p.name.startswith("qtbase_")
        ]
        problems = []
        if heavy:
            problems.append(f"unused Qt modules shipped: {', '.join(heavy[:8])}")
        if qm:
            problems.append(f"{len(qm)} Qt translation files shipped")
        return "; ".join(problems) or None

    def size_check(self) -> str | None:
        bundle_mb = tree_size(self.bundle) / 1e6
        print(f"[smoke]      bundle {self.bundle.name}: {bundle_mb:.1f} MB unpacked", flush=True)
        problems = []
        if bundle_mb >= BUNDLE_BUDGET_MB:
            problems.append(f"bundle {bundle_mb:.1f} MB >= {BUNDLE_BUDGET_MB} MB")
        if self.archive is not None:
            archive_mb = self.archive.stat().st_size / 1e6
            print(f"[smoke]      archive {self.archive.name}: {archive_mb:.1f} MB", flush=True)
            if archive_mb >= ARCHIVE_BUDGET_MB:
                problems.append(f"archive {archive_mb:.1f} MB >= {ARCHIVE_BUDGET_MB} MB")
        return "; ".join(problems) or None

    def install_check(self) -> str | None:
        """Unpack the Linux archive, run its install script into a scratch ~/.local, start the
        installed command, then uninstall."""
        assert self.archive is not None
        unpack = self.tmp / "unpacked"
        with tarfile.open(self.archive) as tar:
            tar.extractall(unpack, filter="tar")
        (top,) = list(unpack.iterdir())
        for name in ("install.sh", "uninstall.sh", "cardtable.desktop", "app/cardtable"):
            if not (top / name).exists():
                return f"the archive has no {name}"
        for size in ICON_SIZES:
            if not (top / f"icons/hicolor/{size}x{size}/apps/cardtable.png").is_file():
                return f"the archive has no {size}x{size} icon"
        prefix = self.tmp / "home" / ".local"
        env = self.env() | {"PREFIX": str(prefix)}
        done = subprocess.run(
            ["sh", str(top / "install.sh")], env=env, capture_output=True, text=True
        )
        if done.returncode != 0:
            return f"install.sh exited {done.returncode}: {done.stderr.strip()}"
        desktop = prefix / "share/applications/cardtable.desktop"
        if not desktop.is_file():
            return "install.sh wrote no menu entry"
        exec_line = next(
            (
                line
                for line in desktop.read_text(encoding="utf-8").splitlines()
                if line.startswith("Exec=")
            ),
            "",
        )
        target = exec_line.removeprefix("Exec=").strip('"')
        if not os.access(target, os.X_OK):
            return f"the menu entry starts {target!r}, which is not an installed program"
        if not (prefix / "share/icons/hicolor/256x256/apps/cardtable.png").is_file():
            return "install.sh installed no icon"
        problem = self.version_check(prefix / "bin" / "cardtable")
        if problem:
            return f"the installed command: {problem}"
        done = subprocess.run(
            ["sh", str(top / "uninstall.sh")], env=env, capture_output=True, text=True
        )
        if done.returncode != 0 or desktop.exists() or (prefix / "lib/cardtable").exists():
            return f"uninstall.sh left CardTable behind (exit {done.returncode})"
        return None

    def deb_check(self) -> str | None:
        """The .deb's control fields and files (dpkg-deb); as root (CI), dpkg installs it, the
        installed command starts, the menu entry and icons are in place, and dpkg removes it
        all. Not root: the install is skipped, as it needs root, and the output says so."""
        assert self.deb is not None
        size_mb = self.deb.stat().st_size / 1e6
        print(f"[smoke]      deb {self.deb.name}: {size_mb:.1f} MB", flush=True)
        if size_mb >= ARCHIVE_BUDGET_MB:
            return f"the .deb is {size_mb:.1f} MB >= {ARCHIVE_BUDGET_MB} MB"
        info = subprocess.run(
            ["dpkg-deb", "--field", str(self.deb)], capture_output=True, text=True
        )
        fields = dict(
            line.split(": ", 1)
            for line in info.stdout.splitlines()
            if ": " in line and line[0] != " "
        )
        if fields.get("Package") != "cardtable" or fields.get("Version") != self.version:
            return f"dpkg-deb --field: {info.stdout.strip()[:400]} {info.stderr.strip()}"
        listing = subprocess.run(
            ["dpkg-deb", "--contents", str(self.deb)], capture_output=True, text=True
        ).stdout
        paths = {line.split()[5].removeprefix(".") for line in listing.splitlines()}
        wanted = ["/usr/bin/cardtable", "/usr/lib/cardtable/cardtable", DESKTOP_FILE]
        wanted += [f"/usr/share/icons/hicolor/{n}x{n}/apps/cardtable.png" for n in ICON_SIZES]
        missing = [path for path in wanted if path not in paths]
        if missing:
            return f"the .deb has no {', '.join(missing)}"
        if not hasattr(os, "geteuid") or os.geteuid() != 0:
            print("[smoke]      dpkg install and remove skipped: they need root", flush=True)
            return None
        if subprocess.run(["dpkg-query", "-W", "cardtable"], capture_output=True).returncode == 0:
            return "a cardtable package is already installed: not touched (dpkg -r cardtable)"
        done = subprocess.run(["dpkg", "-i", str(self.deb)], capture_output=True, text=True)
        try:
            if done.returncode != 0:
                return f"dpkg -i exited {done.returncode}: {done.stderr.strip()[-800:]}"
            if not Path(DESKTOP_FILE).is_file():
                return "dpkg -i installed no menu entry"
            if not Path("/usr/share/icons/hicolor/256x256/apps/cardtable.png").is_file():
                return "dpkg -i installed no icon"
            problem = self.version_check(Path("/usr/bin/cardtable"))
            if problem:
                return f"the installed /usr/bin/cardtable: {problem}"
        finally:
            removed = subprocess.run(
                ["dpkg", "--purge", "cardtable"], capture_output=True, text=True
            )
        left = [
            p
            for p in ("/usr/bin/cardtable", "/usr/lib/cardtable", DESKTOP_FILE)
            if os.path.lexists(p)
        ]
        if removed.returncode != 0 or left:
            return f"dpkg --purge exited {removed.returncode}, left {', '.join(left) or 'nothing'}"
        print("[smoke]      dpkg -i, /usr/bin/cardtable --version, dpkg --purge: clean", flush=True)
        return None

    def run_all(self, demo: bool) -> int:
        print(f"[smoke] checking {self.bundle} (CardTable {self.version})", flush=True)
        if not self.executable().exists():
            print(f"[smoke] FAIL no executable at {self.executable()}: build first", flush=True)
            return 1
        self.check("--version", self.version_check)
        if demo:
            self.check(f"demos {', '.join(DEMO_GAMES)}, 1 hand each, screenshots", self.demo_check)
        self.check("fonts, card art, icons, lessons, rules, translations", self.files_check)
        self.check("no unused Qt modules or Qt translations", self.lean_check)
        self.check(
            f"sizes (< {BUNDLE_BUDGET_MB} MB, archive < {ARCHIVE_BUDGET_MB} MB)", self.size_check
        )
        if self.archive is not None and self.archive.name.endswith(".tar.gz"):
            self.check("install.sh into ~/.local, run, uninstall.sh", self.install_check)
        if self.deb is not None:
            self.check(
                ".deb: dpkg-deb --info/--contents; as root dpkg -i, run, purge", self.deb_check
            )
        return self.report()

    def report(self) -> int:
        """The failures, listed; 1 if any. The scratch folders go."""
        shutil.rmtree(self.tmp, ignore_errors=True)
        if self.failures:
            print(f"[smoke] {len(self.failures)} check(s) failed:", flush=True)
            for failure in self.failures:
                print(f"  - {failure}", flush=True)
            return 1
        print("[smoke] all checks passed", flush=True)
        return 0


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def default_bundle() -> Path:
    return DIST / (f"{APP_NAME}.app" if sys.platform == "darwin" else APP_NAME)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check a built CardTable bundle.")
    parser.add_argument("--bundle", type=Path, default=default_bundle())
    parser.add_argument("--archive", type=Path, help="the archive build.py wrote")
    parser.add_argument("--deb", type=Path, help="the .deb build.py wrote (Linux)")
    parser.add_argument("--no-demo", action="store_true", help="skip the demo run")
    args = parser.parse_args(argv)
    smoke = Smoke(args.bundle.resolve(), args.archive, deb=args.deb)
    return smoke.run_all(demo=not args.no_demo)


if __name__ == "__main__":
    sys.exit(main())
