"""Build CardTable as an installable application for the OS this runs on.

    python packaging/build.py            # clean venv, PyInstaller one-dir build, archive in dist/
    python packaging/build.py --smoke    # the same, then packaging/smoke.py checks the result

Standard library only (it creates the environment it builds in). Steps:
1. a clean virtual environment in build/venv with CardTable (non-editable, so its metadata and
   version are real) and the pinned PyInstaller from packaging/requirements.txt; pip's wheel
   cache is reused, so after the first run nothing is downloaded again;
2. PyInstaller with packaging/cardtable.spec into dist/CardTable (dist/CardTable.app on macOS);
3. the archive for this OS in dist/:
   - Linux:   CardTable-<version>-linux-<arch>.tar.gz (the app, a .desktop file, icons, an
              install script for ~/.local);
   - Windows: CardTable-<version>-windows-<arch>-setup.exe (Inno Setup, packaging/windows/) and a
              portable .zip of the app folder;
   - macOS:   CardTable-<version>-macos-<arch>.dmg holding CardTable.app.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
VENV = BUILD / "venv"
APP_NAME = "CardTable"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Archive timestamps: SOURCE_DATE_EPOCH when set (reproducible builds), else a fixed date.
EPOCH = int(os.environ.get("SOURCE_DATE_EPOCH", "1704067200"))


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def project() -> dict[str, str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {"name": data["name"], "version": data["version"]}


def os_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def archive_stem(version: str) -> str:
    return f"{APP_NAME}-{version}-{os_name()}-{arch()}"


def venv_python(venv: Path = VENV) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def run(cmd: list[str | Path], **kwargs: object) -> None:
    say(" ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)  # type: ignore[call-overload]


def make_venv(keep: bool) -> Path:
    """A virtual environment with exactly the app and the pinned freezer in it."""
    requirements = PACKAGING / "requirements.txt"
    stamp_text = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + requirements.read_bytes()
    ).hexdigest()
    stamp = VENV / ".cardtable-build"
    python = venv_python()
    if keep and python.exists() and stamp.exists() and stamp.read_text() == stamp_text:
        say(f"reusing {VENV} (--keep-venv); reinstalling the app only")
        run([python, "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", ROOT])
        return python
    shutil.rmtree(VENV, ignore_errors=True)
    run([sys.executable, "-m", "venv", VENV])
    run([python, "-m", "pip", "install", "-q", "-r", requirements, ROOT])
    stamp.write_text(stamp_text)
    return python


def freeze(python: Path) -> Path:
    workpath = BUILD / "pyinstaller"
    shutil.rmtree(workpath, ignore_errors=True)
    for old in (DIST / APP_NAME, DIST / f"{APP_NAME}.app"):
        shutil.rmtree(old, ignore_errors=True)
    env = dict(os.environ, PYTHONHASHSEED="0")  # the same bytecode and file order every build
    run(
        [
            python,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            DIST,
            "--workpath",
            workpath,
            PACKAGING / "cardtable.spec",
        ],
        cwd=BUILD,  # not the repo root: the app must come from the venv, not the source tree
        env=env,
    )
    return DIST / (f"{APP_NAME}.app" if sys.platform == "darwin" else APP_NAME)


# --- Linux --------------------------------------------------------------------------------------


def linux_members(bundle: Path) -> Iterator[tuple[Path, str]]:
    """(file on disk, path in the archive) for everything the Linux archive holds."""
    linux = PACKAGING / "linux"
    icons = ROOT / "resources" / "icons"
    yield linux / "install.sh", "install.sh"
    yield linux / "uninstall.sh", "uninstall.sh"
    yield linux / "cardtable.desktop", "cardtable.desktop"
    yield PACKAGING / "linux" / "README.txt", "README.txt"
    for size in ICON_SIZES:
        yield (
            icons / "png" / f"cardtable-{size}.png",
            f"icons/hicolor/{size}x{size}/apps/cardtable.png",
        )
    yield icons / "cardtable.svg", "icons/hicolor/scalable/apps/cardtable.svg"
    for path in sorted(bundle.rglob("*")):
        yield path, "app/" + path.relative_to(bundle).as_posix()


def write_tar_gz(members: Iterator[tuple[Path, str]], out: Path, top: str) -> None:
    """A reproducible .tar.gz: sorted entries, fixed times and owners, permissions kept."""

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mtime = EPOCH
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if info.isfile() or info.isdir():
            info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
        return info

    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    with (
        open(tmp, "wb") as raw,
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=EPOCH) as gz,
        tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        top_info = normalise(tarfile.TarInfo(top))
        top_info.type, top_info.mode = tarfile.DIRTYPE, 0o755
        tar.addfile(top_info)
        for path, name in sorted(members, key=lambda m: m[1]):
            tar.add(path, arcname=f"{top}/{name}", recursive=False, filter=normalise)
    os.replace(tmp, out)


def linux_archive(bundle: Path, version: str) -> Path:
    stem = archive_stem(version)
    out = DIST / f"{stem}.tar.gz"
    write_tar_gz(linux_members(bundle), out, stem)
    return out


def debian_architecture() -> str:
    return {"x86_64": "amd64", "arm64": "arm64"}.get(arch(), arch())


def system_library_packages(bundle: Path) -> list[str]:
    """The Debian packages of the libraries Qt loads that the bundle does not carry (the ones
    cardtable_qt.dev checks a source checkout for), for the .deb's Depends."""
    dev = ROOT / "cardtable_qt" / "dev.py"
    namespace: dict[str, object] = {"__name__": "cardtable_dev", "__file__": str(dev)}
    exec(compile(dev.read_text(encoding="utf-8"), str(dev), "exec"), namespace)
    packages = namespace["DEBIAN_PACKAGES"]
    assert isinstance(packages, dict)
    carried = {path.name for path in bundle.rglob("*.so*")}
    return sorted({package for lib, package in packages.items() if lib not in carried})


def glibc_dependency() -> str:
    """The bundle runs on the glibc it was built with or a newer one (release.yml)."""
    name, built_with = platform.libc_ver()
    return f"libc6 (>= {built_with})" if name == "glibc" and built_with else "libc6"


def deb_control(version: str, depends: list[str], installed_kib: int) -> str:
    return (
        "Package: cardtable\n"
        f"Version: {version}\n"
        f"Architecture: {debian_architecture()}\n"
        "Maintainer: The CardTable developers\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join([glibc_dependency(), *depends])}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: desktop card table: Guandan, Pok Deng, Xi to, Indian Rummy\n"
        " Four traditional card games played offline against AI players, with tutorials,\n"
        " saved games and Help's rules in English, Thai, Vietnamese, Hindi and Chinese.\n"
    )


def deb_members(bundle: Path) -> Iterator[tuple[Path, str]]:
    """(file on disk, path in the system) for the .deb: the app in /usr/lib/cardtable, the menu
    entry (its Exec is the command on PATH) and the icons under /usr/share."""
    icons = ROOT / "resources" / "icons"
    yield PACKAGING / "linux" / "cardtable.desktop", "usr/share/applications/cardtable.desktop"
    for size in ICON_SIZES:
        yield (
            icons / "png" / f"cardtable-{size}.png",
            f"usr/share/icons/hicolor/{size}x{size}/apps/cardtable.png",
        )
    yield icons / "cardtable.svg", "usr/share/icons/hicolor/scalable/apps/cardtable.svg"
    for path in sorted(bundle.rglob("*")):
        if not path.is_dir():
            yield path, "usr/lib/cardtable/" + path.relative_to(bundle).as_posix()


def linux_deb(bundle: Path, version: str, out_dir: Path = DIST, work: Path = BUILD) -> Path:
    """dist/cardtable_<version>_<arch>.deb, built with dpkg-deb from the bundle: /usr/bin/cardtable
    (a link to /usr/lib/cardtable/cardtable), the menu entry and the icons. The desktop's own
    dpkg triggers refresh the menu and the icon cache, so there are no maintainer scripts."""
    stage = work / "deb" / "cardtable"
    shutil.rmtree(stage.parent, ignore_errors=True)
    for source, name in deb_members(bundle):
        target = stage / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            target.symlink_to(os.readlink(source))
        else:
            shutil.copy2(source, target)
            target.chmod(0o755 if os.access(source, os.X_OK) else 0o644)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / "cardtable").symlink_to("../lib/cardtable/cardtable")
    (stage / "DEBIAN").mkdir()
    installed_kib = (tree_size(stage) + 1023) // 1024
    control = deb_control(version, system_library_packages(bundle), installed_kib)
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    out = out_dir / f"cardtable_{version}_{debian_architecture()}.deb"
    out.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(EPOCH))
    # gzip: xz would make it 20 % smaller at several times the build time of the test command.
    run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", stage, out], env=env)
    return out


# --- Windows ------------------------------------------------------------------------------------


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").exists():
            return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def windows_archives(bundle: Path, version: str) -> list[Path]:
    stem = archive_stem(version)
    portable = DIST / f"{stem}-portable.zip"
    with zipfile.ZipFile(portable, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(bundle.rglob("*")):
            zf.write(path, f"{APP_NAME}/{path.relative_to(bundle).as_posix()}")
    iscc = find_iscc()
    if iscc is None:
        raise SystemExit(
            "Inno Setup 6 (ISCC.exe) is needed for the installer: https://jrsoftware.org/isinfo.php"
            " or `choco install innosetup`"
        )
    sys.path.insert(0, str(PACKAGING / "windows"))
    from version_info import version_numbers

    numeric = ".".join(str(n) for n in version_numbers(version))
    run(
        [
            iscc,
            "/Q",
            f"/DAppVersion={version}",
            f"/DNumericVersion={numeric}",
            f"/DSourceDir={bundle}",
            f"/DOutputDir={DIST}",
            f"/DOutputBaseFilename={stem}-setup",
            f"/DRepoRoot={ROOT}",
            PACKAGING / "windows" / "cardtable.iss",
        ]
    )
    return [DIST / f"{stem}-setup.exe", portable]


# --- macOS --------------------------------------------------------------------------------------


def macos_archive(app: Path, version: str) -> Path:
    """A compressed .dmg with the app and a link to /Applications to drag it onto."""
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    run(["ditto", app, stage / app.name])  # ditto keeps the bundle's links and signatures
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"{archive_stem(version)}.dmg"
    out.unlink(missing_ok=True)
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            APP_NAME,
            "-srcfolder",
            stage,
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-ov",
            out,
        ]
    )
    return out


# --- Main ---------------------------------------------------------------------------------------


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(keep_venv: bool) -> tuple[Path, list[Path]]:
    meta = project()
    started = time.monotonic()
    python = make_venv(keep_venv)
    venv_done = time.monotonic()
    # the translations the bundle ships, built from the .ts (never committed as .qm)
    run([python, ROOT / "resources" / "i18n" / "update.py", "--release-only"], cwd=ROOT)
    bundle = freeze(python)
    frozen = time.monotonic()
    if sys.platform == "win32":
        archives = windows_archives(bundle, meta["version"])
    elif sys.platform == "darwin":
        archives = [macos_archive(bundle, meta["version"])]
    else:
        archives = [linux_archive(bundle, meta["version"])]
        if shutil.which("dpkg-deb"):
            archives.append(linux_deb(bundle, meta["version"]))
        else:
            say("no dpkg-deb on this machine: the .deb is not built")
    done = time.monotonic()
    say(f"bundle  {bundle.relative_to(ROOT)}: {tree_size(bundle) / 1e6:.1f} MB unpacked")
    for archive in archives:
        say(f"archive {archive.relative_to(ROOT)}: {archive.stat().st_size / 1e6:.1f} MB")
    say(
        f"time: venv {venv_done - started:.0f} s, PyInstaller {frozen - venv_done:.0f} s, "
        f"archive {done - frozen:.0f} s, total {done - started:.0f} s"
    )
    return bundle, archives


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build CardTable for this OS into dist/.")
    parser.add_argument("--smoke", action="store_true", help="check the result (smoke.py)")
    parser.add_argument(
        "--keep-venv", action="store_true", help="reuse build/venv if its requirements match"
    )
    args = parser.parse_args(argv)
    if sys.version_info < (3, 11):  # noqa: UP036 - say it plainly on an old interpreter
        raise SystemExit("Python 3.11 or newer is needed to build CardTable.")
    _bundle, archives = build(args.keep_venv)
    if args.smoke:
        sys.path.insert(0, str(PACKAGING))
        import smoke

        debs = [f"--deb={a}" for a in archives if a.suffix == ".deb"]
        return smoke.main(["--archive", str(archives[0]), *debs])
    return 0


if __name__ == "__main__":
    sys.exit(main())
