"""Fast checks of the packaging recipes (the real build is ``python packaging/build.py --smoke``).

The spec is run with stand-ins for PyInstaller's build steps, so what it would collect, exclude
and name is checked in a second; the archive writer, install script, desktop entry, icons and the
Windows and macOS recipes are checked as files.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from cardtable_qt.engine.cards import make_deck
from cardtable_qt.ui.fonts import FONT_FILES

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


build = load(PACKAGING / "build.py", "cardtable_packaging_build")
smoke = load(PACKAGING / "smoke.py", "cardtable_packaging_smoke")
version_info = load(PACKAGING / "windows" / "version_info.py", "cardtable_version_info")
icu_data = load(PACKAGING / "icu_data.py", "cardtable_icu_data")
shipped_resources = load(PACKAGING / "shipped_resources.py", "cardtable_shipped_resources")
build_wheel = load(PACKAGING / "build_wheel.py", "cardtable_build_wheel")


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# --- The PyInstaller spec ------------------------------------------------------------------------


class Recorder:
    """Stands in for one of PyInstaller's build steps, keeping what the spec gave it."""

    def __init__(self, calls: dict[str, Any], name: str, fake_binaries: list[Any]) -> None:
        self.calls, self.name, self.fake_binaries = calls, name, fake_binaries

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls[self.name] = SimpleNamespace(args=args, kwargs=kwargs)
        if self.name == "Analysis":
            return SimpleNamespace(
                binaries=list(self.fake_binaries),
                # Analysis turns (source, folder) pairs into (destination, source, kind).
                datas=[
                    *((f"{dest}/{Path(src).name}", src, "DATA") for src, dest in kwargs["datas"]),
                    ("PySide6/Qt/translations/qtbase_de.qm", "/x", "DATA"),
                ],
                pure=[],
                scripts=[],
            )
        return SimpleNamespace(name=self.name)


FAKE_BINARIES = [
    ("PySide6/Qt/lib/libQt6Widgets.so.6", "/x", "BINARY"),
    ("PySide6/Qt/lib/libQt6Quick.so.6", "/x", "BINARY"),
    ("PySide6/Qt/lib/libQt6WebEngineCore.so.6", "/x", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", "/x", "BINARY"),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", "/x", "BINARY"),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", "/x", "BINARY"),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/x", "BINARY"),
]


def run_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str) -> dict[str, Any]:
    import PyInstaller.utils.hooks as hooks

    calls: dict[str, Any] = {}
    collected: list[str] = []

    def collect_submodules(package: str) -> list[str]:
        collected.append(package)
        return [f"{package}.engine.registry", f"{package}.dev"]

    monkeypatch.setattr(hooks, "collect_submodules", collect_submodules)
    monkeypatch.setattr(sys, "platform", platform)
    namespace: dict[str, Any] = {
        "SPECPATH": str(PACKAGING),
        "workpath": str(tmp_path / "work"),
        "__file__": str(PACKAGING / "cardtable.spec"),
    }
    for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[step] = Recorder(calls, step, FAKE_BINARIES)
    # Linux prunes with ldd, which needs real files: that part runs in the real build only.
    namespace_code = (PACKAGING / "cardtable.spec").read_text(encoding="utf-8")
    namespace_code = namespace_code.replace(
        "    a.binaries = prune_unlinked_libraries(a.binaries)", "    pass"
    )
    exec(compile(namespace_code, "cardtable.spec", "exec"), namespace)
    calls["collected"] = collected
    calls["namespace"] = namespace
    return calls


def test_spec_collects_resources_metadata_and_every_module(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls = run_spec(monkeypatch, tmp_path, "linux")
    analysis = calls["Analysis"].kwargs
    broken = tmp_path / "work" / "thai_breaks"  # the rules texts with their Thai line breaks
    datas = {
        (Path(src).relative_to(broken if src.startswith(str(broken)) else ROOT).as_posix(), dest)
        for src, dest in analysis["datas"][:-1]
    }
    assert ("resources/fonts/NotoSansThai-Regular.ttf", "resources/fonts") in datas
    assert ("resources/cards/four_colour/RJ.svg", "resources/cards/four_colour") in datas
    assert ("resources/icons/png/cardtable-512.png", "resources/icons/png") in datas
    assert not [src for src, _ in datas if src.endswith(".py")]  # the generator scripts stay out
    resource_files = [  # the translations' sources stay out too: their .qm go in
        p for p in (ROOT / "resources").rglob("*") if p.is_file() and p.suffix not in (".py", ".ts")
    ]
    resource_files = [p for p in resource_files if "__pycache__" not in p.parts]
    assert len(datas) == len(resource_files)
    # The app's version comes from its installed metadata.
    metadata = [src for src, _dest in analysis["datas"] if "cardtable" in Path(src).name.lower()]
    assert any(src.endswith((".dist-info", ".egg-info")) for src in metadata)
    assert calls["collected"] == ["cardtable_qt"]
    # ...but the developer entry, which would bring pip and setuptools along
    assert analysis["hiddenimports"] == ["cardtable_qt.engine.registry"]
    assert {"cardtable_qt.dev", "pip", "setuptools"} <= set(analysis["excludes"])
    assert Path(calls["Analysis"].args[0][0]).name == "launcher.py"


def test_spec_ships_the_rules_texts_with_their_thai_line_breaks(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The bundle's Help reads the Thai rules with a zero width space between their words
    (found by the build machine's libthai), so they wrap where the player's Qt has no libthai;
    the sources stay as written."""
    zwsp = "\u200b"
    datas = run_spec(monkeypatch, tmp_path, "linux")["Analysis"].kwargs["datas"]
    rules = {Path(src).name: Path(src) for src, dest in datas if dest == "resources/rules"}
    assert set(rules) == {p.name for p in (ROOT / "resources" / "rules").glob("*.md")}
    for name, shipped in rules.items():
        source = (ROOT / "resources" / "rules" / name).read_text(encoding="utf-8")
        text = shipped.read_text(encoding="utf-8")
        assert text.replace(zwsp, "") == source and zwsp not in source
        if name.endswith(".th.md"):
            assert shipped.is_relative_to(tmp_path / "work")  # a copy in the work folder
            assert text.count(zwsp) > 200, name
            thai = "[\u0e01-\u0e5b]"
            assert len(re.findall(f"{thai}{zwsp}(?={thai})", text)) == text.count(zwsp)
        elif not re.search("[\u0e01-\u0e5b]", source):
            assert shipped == ROOT / "resources" / "rules" / name  # nothing Thai: the file itself


def test_spec_leaves_unused_qt_and_translations_out(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls = run_spec(monkeypatch, tmp_path, "linux")
    excludes = calls["Analysis"].kwargs["excludes"]
    for module in ("QtWebEngineCore", "Qt3DCore", "QtQuick", "QtQml", "QtNetwork", "QtPdf"):
        assert f"PySide6.{module}" in excludes
    a = calls["namespace"]["a"]
    kept = {Path(dest).name for dest, _src, _kind in a.binaries}
    assert kept == {"libQt6Widgets.so.6", "libqxcb.so", "libqsvg.so"}
    # Qt's own translations stay out, but for qtbase's standard buttons
    qt_own = [d for d, _s, _k in a.datas if d.endswith(".qm") and not d.startswith("resources/")]
    assert all(Path(d).name.startswith("qtbase_") for d in qt_own)
    assert not [d for d, _s, _k in a.datas if d.endswith(".ts")]
    assert [d for d, _s, _k in a.datas if d == "resources/fonts/OFL.txt"]


def test_spec_ships_a_trimmed_icu_data_library(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The spec swaps Qt's ICU data library for the trimmed one it writes in the work folder."""
    library = tmp_path / "libicudata.so.73"
    library.write_bytes(b"not an ELF file")  # trim leaves a file it does not understand alone
    fake = [("PySide6/Qt/lib/libicudata.so.73", str(library), "BINARY")]
    monkeypatch.setattr(sys.modules[__name__], "FAKE_BINARIES", FAKE_BINARIES + fake)
    calls = run_spec(monkeypatch, tmp_path, "linux")
    shipped = {Path(d).name: src for d, src, _k in calls["namespace"]["a"].binaries}
    assert Path(shipped["libicudata.so.73"]) == tmp_path / "work" / "libicudata.so.73"
    assert Path(shipped["libicudata.so.73"]).read_bytes() == b"not an ELF file"


def icu_items(blob: bytes) -> dict[str, bytes]:
    """The named items of an ICU common data package (the format icu_data.py rewrites)."""
    header = struct.unpack_from("<H", blob, 0)[0]
    count = struct.unpack_from("<I", blob, header)[0]
    toc = [struct.unpack_from("<II", blob, header + 4 + 8 * i) for i in range(count)]
    items = {}
    for i, (name_at, data_at) in enumerate(toc):
        start = header + name_at
        name = blob[start : blob.index(b"\0", start)].decode()
        end = header + toc[i + 1][1] if i + 1 < count else len(blob)
        items[name] = blob[header + data_at : end]
    return items


def test_trimmed_icu_data_loads_and_keeps_its_items_byte_for_byte(tmp_path: Path) -> None:
    import ctypes

    import PySide6

    source = Path(PySide6.__file__).parent / "Qt" / "lib" / "libicudata.so.73"
    if not source.exists():
        pytest.fail(f"PySide6 ships no {source.name} here: update the test to its ICU version")
    target = tmp_path / source.name
    said = icu_data.trim(source, target)
    assert "MB ->" in said, said
    assert target.stat().st_size < source.stat().st_size / 4
    # The dynamic linker loads it, and its one symbol is the package, now with fewer items.
    package = icu_data.read_package(target)
    library = ctypes.CDLL(str(target))
    address = ctypes.addressof(ctypes.c_char.in_dll(library, "icudt73_dat"))
    data = ctypes.string_at(address, len(package))
    assert data == package
    old = icu_items(icu_data.read_package(source))
    new = icu_items(data)
    assert data[12:16] == b"CmnD"
    assert list(new) == sorted(new)  # ICU finds items by binary search
    assert "icudt73l/coll/root.res" in new and "icudt73l/root.res" in new
    assert not [n for n in new if n.endswith(".cnv") or "/brkitr/" in n or "/zone/" in n]
    kept = [name for name in old if icu_data.KEEP.fullmatch(name.split("/", 1)[1])]
    assert list(new) == kept and len(kept) > 500
    for name in kept:  # every kept item intact (padding to 16 bytes aside)
        assert new[name].rstrip(b"\0") == old[name].rstrip(b"\0")


def test_spec_keeps_only_qtbase_translations_of_the_apps_languages(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    is_unused = run_spec(monkeypatch, tmp_path, "linux")["namespace"]["is_unused"]
    qt = "PySide6/Qt/translations/"
    assert not is_unused(qt + "qtbase_zh_CN.qm") and not is_unused(qt + "qtbase_th.qm")
    assert is_unused(qt + "qtbase_de.qm") and is_unused(qt + "qtdeclarative_zh_CN.qm")
    assert not is_unused("resources/i18n/cardtable_th.qm")


def test_spec_names_and_versions_the_linux_app(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls = run_spec(monkeypatch, tmp_path, "linux")
    exe, collect = calls["EXE"].kwargs, calls["COLLECT"].kwargs
    assert exe["name"] == PROJECT["name"] == "cardtable"
    assert exe["exclude_binaries"] is True  # one-dir
    assert collect["name"] == "CardTable"
    assert "BUNDLE" not in calls


def test_spec_windows_branch_has_icon_and_version_resource(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls = run_spec(monkeypatch, tmp_path, "win32")
    exe = calls["EXE"].kwargs
    assert exe["name"] == "CardTable"
    assert Path(exe["icon"]) == ICONS / "cardtable.ico"
    text = Path(exe["version"]).read_text(encoding="utf-8")
    assert f"'ProductVersion', '{PROJECT['version']}'" in text
    assert exe["console"] is False


def test_spec_macos_branch_makes_an_app_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls = run_spec(monkeypatch, tmp_path, "darwin")
    bundle = calls["BUNDLE"].kwargs
    assert bundle["name"] == "CardTable.app"
    assert Path(bundle["icon"]) == ICONS / "cardtable.icns"
    plist = bundle["info_plist"]
    assert plist["CFBundleShortVersionString"] == PROJECT["version"] == bundle["version"]
    assert plist["NSHighResolutionCapable"] is True
    assert bundle["bundle_identifier"] == plist["CFBundleIdentifier"] == "org.cardtable.CardTable"


# --- Windows and macOS recipes --------------------------------------------------------------------


def test_windows_version_resource_evaluates() -> None:
    text = version_info.version_text("CardTable", "1.2.3rc1", "cardtable")
    made: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def maker(name: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
            made.append((name, args, kwargs))
            return (name, args, kwargs)

        return make

    names = "VSVersionInfo FixedFileInfo StringFileInfo StringTable StringStruct VarFileInfo"
    env = {n: maker(n) for n in (*names.split(), "VarStruct")}
    tree = ast.parse(text, mode="eval")  # PyInstaller reads it as one Python expression
    eval(compile(tree, "version_info", "eval"), env)
    fixed = next(kwargs for name, _args, kwargs in made if name == "FixedFileInfo")
    assert fixed["filevers"] == fixed["prodvers"] == (1, 2, 3, 0)
    strings = {args[0]: args[1] for name, args, _ in made if name == "StringStruct"}
    assert strings["ProductVersion"] == "1.2.3rc1"
    assert strings["OriginalFilename"] == "CardTable.exe"
    assert version_info.version_numbers("0.1.0") == (0, 1, 0, 0)
    with pytest.raises(ValueError):
        version_info.version_numbers("next")


def test_inno_setup_script_gets_every_definition_it_needs() -> None:
    iss = (PACKAGING / "windows" / "cardtable.iss").read_text(encoding="utf-8")
    needed = set(re.findall(r"^#ifndef (\w+)", iss, re.M))
    assert needed == {
        "AppVersion",
        "NumericVersion",
        "RepoRoot",
        "SourceDir",
        "OutputDir",
        "OutputBaseFilename",
    }
    passed = set(re.findall(r'f"/D(\w+)=', (PACKAGING / "build.py").read_text(encoding="utf-8")))
    assert passed == needed
    for key in ("VersionInfoVersion", "SetupIconFile", "UninstallDisplayIcon", "AppId"):
        assert re.search(rf"^{key}=", iss, re.M), key
    icon = re.search(r"^SetupIconFile=\{#RepoRoot\}\\(.+)$", iss, re.M)
    assert icon is not None and (ROOT / icon.group(1).replace("\\", "/")).is_file()
    assert "recursesubdirs" in iss and "{autoprograms}" in iss


def test_macos_info_plist() -> None:
    with open(PACKAGING / "macos" / "Info.plist", "rb") as handle:
        plist = plistlib.load(handle)
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundlePackageType"] == "APPL"
    assert plist["CFBundleName"] == "CardTable"
    assert re.fullmatch(r"[A-Za-z0-9.-]+", plist["CFBundleIdentifier"])


def test_release_workflow_builds_on_three_systems_and_uploads() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "\t" not in text  # YAML forbids tabs for indentation
    assert re.search(r"^on:\n  push:\n    tags: \[\"v\*\"\]", text, re.M)
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert re.search(rf"- os: {runner}\S+", text), runner
    assert "python packaging/build.py --smoke" in text
    assert "actions/upload-artifact@" in text and "action-gh-release@" in text
    for pattern in ("dist/*.tar.gz", "dist/*-setup.exe", "dist/*.dmg"):
        assert pattern in text


# --- Linux archive, desktop entry and install script ----------------------------------------------


def read_desktop(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entries: dict[str, str] = {}
    for line in lines[1:]:
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        assert sep and re.fullmatch(r"[A-Za-z0-9-]+(\[[A-Za-z_@.]+\])?", key), line
        assert key not in entries, f"{key} twice"
        entries[key] = value
    return entries


def test_desktop_entry_is_valid() -> None:
    path = PACKAGING / "linux" / "cardtable.desktop"
    entry = read_desktop(path)
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Keywords"].endswith(";")
    assert entry["Icon"] == "cardtable"  # the name the icons are installed under
    validator = shutil.which("desktop-file-validate")
    if validator:  # the reference validator too, where the machine has it
        done = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def fake_bundle(tmp_path: Path, version_text: str) -> Path:
    bundle = tmp_path / "dist" / "CardTable"
    (bundle / "_internal").mkdir(parents=True)
    exe = bundle / "cardtable"
    exe.write_text(f'#!/bin/sh\necho "{version_text}"\n')
    exe.chmod(0o755)
    (bundle / "_internal" / "data.txt").write_text("data\n")
    return bundle


def test_linux_archive_is_complete_and_reproducible(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path, "CardTable 9")
    first, second = tmp_path / "one.tar.gz", tmp_path / "two.tar.gz"
    build.write_tar_gz(build.linux_members(bundle), first, "CardTable-9")
    build.write_tar_gz(build.linux_members(bundle), second, "CardTable-9")
    assert first.read_bytes() == second.read_bytes()
    with tarfile.open(first) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = "CardTable-9/"
    for size in build.ICON_SIZES:
        assert f"{top}icons/hicolor/{size}x{size}/apps/cardtable.png" in members
    assert f"{top}icons/hicolor/scalable/apps/cardtable.svg" in members
    assert members[f"{top}install.sh"].mode == 0o755
    assert members[f"{top}app/cardtable"].mode == 0o755
    assert members[f"{top}cardtable.desktop"].mode == 0o644
    assert f"{top}app/_internal/data.txt" in members
    assert {m.uid for m in members.values()} == {0}
    assert build.archive_stem("1.0").startswith("CardTable-1.0-")


def test_install_script_installs_menu_entry_icons_and_command(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path, "CardTable 9")
    archive = tmp_path / "ct.tar.gz"
    build.write_tar_gz(build.linux_members(bundle), archive, "CardTable-9")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    top = tmp_path / "unpacked" / "CardTable-9"
    prefix = tmp_path / "home" / "my apps"  # a space in the path must not break anything
    env = dict(os.environ, HOME=str(tmp_path / "home"), PREFIX=str(prefix))
    done = subprocess.run(["sh", str(top / "install.sh")], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    desktop = prefix / "share" / "applications" / "cardtable.desktop"
    entry = read_desktop(desktop)
    validator = shutil.which("desktop-file-validate")
    if validator:
        assert subprocess.run([validator, str(desktop)]).returncode == 0
    installed = prefix / "lib" / "cardtable" / "cardtable"
    assert entry["Exec"] == f'"{installed}"'
    assert entry["TryExec"] == str(installed)
    for size in build.ICON_SIZES:
        icon = prefix / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cardtable.png"
        assert png_size(icon.read_bytes()) == (size, size)
    command = prefix / "bin" / "cardtable"
    assert subprocess.run([command], capture_output=True, text=True).stdout == "CardTable 9\n"
    # Installing again (an upgrade) replaces the app whole.
    (prefix / "lib" / "cardtable" / "stale.txt").write_text("old")
    assert subprocess.run(["sh", str(top / "install.sh")], env=env).returncode == 0
    assert not (prefix / "lib" / "cardtable" / "stale.txt").exists()
    done = subprocess.run(["sh", str(top / "uninstall.sh")], env=env, capture_output=True)
    assert done.returncode == 0
    assert not command.exists() and not (prefix / "lib" / "cardtable").exists()
    assert not (prefix / "share" / "applications" / "cardtable.desktop").exists()
    assert not list((prefix / "share" / "icons").rglob("cardtable.png"))


def test_deb_has_the_app_menu_entry_icons_and_depends_and_is_checked_without_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    if not shutil.which("dpkg-deb"):
        pytest.fail("dpkg-deb is needed (Debian's dpkg package)")
    bundle = fake_bundle(tmp_path, f"CardTable {PROJECT['version']}")
    deb = build.linux_deb(bundle, PROJECT["version"], tmp_path / "dist", tmp_path / "work")
    assert deb.name == f"cardtable_{PROJECT['version']}_{build.debian_architecture()}.deb"
    field = subprocess.run(["dpkg-deb", "--field", str(deb), "Depends"], capture_output=True)
    depends = field.stdout.decode().strip().split(", ")
    assert depends[0].startswith("libc6") and "libgl1" in depends  # the fake carries no Qt
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True).stdout
    assert "./usr/bin/cardtable -> ../lib/cardtable/cardtable" in listing
    assert re.search(r"^-rwxr-xr-x root/root .* ./usr/lib/cardtable/cardtable$", listing, re.M)
    assert "./usr/lib/cardtable/_internal/data.txt" in listing
    # Not root: the fields and files are checked, the install is said to be skipped.
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    checked = smoke.Smoke(bundle, None, deb=deb)
    assert checked.deb_check() is None
    assert "dpkg install and remove skipped: they need root" in capsys.readouterr().out
    broken = build.linux_deb(bundle, "0.0.1", tmp_path / "old", tmp_path / "work")
    problem = smoke.Smoke(bundle, None, deb=broken).deb_check()
    assert problem is not None and "Version: 0.0.1" in problem


def test_install_script_refuses_to_run_outside_the_archive(tmp_path: Path) -> None:
    script = tmp_path / "install.sh"
    shutil.copy(PACKAGING / "linux" / "install.sh", script)
    env = dict(os.environ, PREFIX=str(tmp_path / "prefix"))
    done = subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True)
    assert done.returncode == 1 and "unpacked CardTable archive" in done.stderr
    assert not (tmp_path / "prefix").exists()


# --- The smoke step -------------------------------------------------------------------------------


def test_smoke_checks_the_files_the_app_ships() -> None:
    assert set(smoke.FONT_FILES) == {*FONT_FILES, "OFL.txt"}
    assert set(smoke.CARD_FACES) == {str(card) for card in make_deck(1, jokers=True)}
    assert smoke.ICON_SIZES == build.ICON_SIZES
    assert smoke.BUNDLE_BUDGET_MB == 110 and smoke.ARCHIVE_BUDGET_MB == 45
    assert set(smoke.DEMO_GAMES) == {"pokdeng", "guandan", "xito", "rummy"}


def test_smoke_passes_a_good_bundle_and_names_what_is_wrong(tmp_path: Path) -> None:
    version = PROJECT["version"]
    bundle = fake_bundle(tmp_path, f"CardTable {version}")
    shutil.copytree(
        ROOT / "resources",
        bundle / "_internal" / "resources",
        ignore=shutil.ignore_patterns("*.py", "__pycache__"),
    )
    good = smoke.Smoke(bundle, None)
    assert good.run_all(demo=False) == 0
    assert good.demo_check() is not None  # the fake app writes no screenshot

    (bundle / "cardtable").write_text('#!/bin/sh\necho "CardTable 0.0.1"\n')
    (bundle / "_internal" / "resources" / "fonts" / "NotoSansThai-Bold.ttf").unlink()
    (bundle / "_internal" / "libQt6Quick.so.6").write_text("")
    (bundle / "_internal" / "resources" / "tutorials" / "xito.json").unlink()
    (bundle / "_internal" / "resources" / "rules" / "rummy.hi.md").unlink()
    bad = smoke.Smoke(bundle, None)
    assert bad.run_all(demo=False) == 1
    found = "\n".join(bad.failures)
    assert "tutorials/xito.json" in found and "rules/rummy.hi.md" in found
    assert "expected 'CardTable " in found
    assert "NotoSansThai-Bold.ttf" in found
    assert "libQt6Quick.so.6" in found


# --- The wheel (pip install .) -------------------------------------------------------------------


def resource_kinds(names: set[str]) -> dict[str, int]:
    """How many of each kind of resource a list of paths under resources/ holds."""
    kinds = {
        "fonts": r"fonts/.+\.(ttf|otf)",
        "card faces": r"cards/(standard|four_colour)/.+\.svg",
        "card backs": r"cards/backs/.+\.svg",
        "icons": r"icons/png/cardtable-\d+\.png",
        "lessons": r"tutorials/\w+\.json",
        "rules": r"rules/\w+(\.\w+)?\.md",
        "translations": r"i18n/cardtable_\w+\.qm",
    }
    return {kind: sum(bool(re.fullmatch(p, n)) for n in names) for kind, p in kinds.items()}


def test_shipped_resources_are_every_kind_and_no_script(tmp_path: Path) -> None:
    if shipped_resources.stale_translations():
        pytest.fail("build the .qm first: resources/i18n/update.py --release-only")
    names = {name for _source, name in shipped_resources.shipped_files(tmp_path)}
    assert resource_kinds(names) == {
        "fonts": 9,
        "card faces": 108,
        "card backs": 2,
        "icons": 8,
        "lessons": 4,
        "rules": 20,
        "translations": 4,
    }
    assert not [n for n in names if n.endswith((".py", ".ts", ".pyc"))]
    assert {"fonts/OFL.txt", "cards/LICENSE", "icons/cardtable.svg"} <= names


def test_wheel_carries_every_resource_and_the_installed_app_reads_them(tmp_path: Path) -> None:
    """The real wheel, as pip builds it for ``pip install .``; unpacked as pip would install it
    into site-packages, the app finds its resources in the package, not in a checkout."""
    wheel = build_wheel.build_wheel(tmp_path / "dist")
    inside = build_wheel.wheel_resources(wheel)
    assert inside == {name for _s, name in shipped_resources.shipped_files(tmp_path / "work")}
    assert all(resource_kinds(inside).values())
    site = tmp_path / "site-packages"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
        entry_points = zf.read(
            f"cardtable-{PROJECT['version']}.dist-info/entry_points.txt"
        ).decode()
    for command in ("cardtable =", "cardtable-sim =", "cardtable-review ="):
        assert command in entry_points
    probe = "from cardtable_qt.resources import resource_path as r; print(r('fonts', 'OFL.txt'))"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONPATH": str(site)}
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()) == site / "cardtable_qt" / "_resources" / "fonts" / "OFL.txt"
    rules = (site / "cardtable_qt" / "_resources" / "rules" / "pokdeng.th.md").read_text("utf-8")
    sys.path.insert(0, str(ROOT / "resources" / "i18n"))
    import thai_breaks

    if thai_breaks.system_breaks() is not None:  # the same Thai line breaks as the bundle's
        assert "\u200b" in rules
    assert wheel.stat().st_size < build_wheel.WHEEL_BUDGET_MB * 1e6


# --- Icons -------------------------------------------------------------------------------------


def test_icon_pngs_exist_at_every_size() -> None:
    assert (ICONS / "cardtable.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    for size in build.ICON_SIZES:
        assert png_size((ICONS / "png" / f"cardtable-{size}.png").read_bytes()) == (size, size)


def test_ico_holds_png_entries() -> None:
    data = (ICONS / "cardtable.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count == 7
    sizes = []
    for i in range(count):
        w, h, _colours, _r, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        image = data[offset : offset + length]
        assert png_size(image) == (w or 256, h or 256)
        assert (planes, bits) == (1, 32)
        sizes.append(w or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_entries() -> None:
    data = (ICONS / "cardtable.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    offset = 8
    while offset < len(data):
        kind, length = (
            data[offset : offset + 4],
            struct.unpack(">I", data[offset + 4 : offset + 8])[0],
        )
        found[kind] = png_size(data[offset + 8 : offset + length])
        offset += length
    assert offset == len(data)
    assert found[b"ic07"] == (128, 128) and found[b"ic10"] == (1024, 1024)
    assert found[b"ic14"] == (512, 512) and found[b"icp4"] == (16, 16)
