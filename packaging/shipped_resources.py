"""The resource files an installed CardTable carries, for the bundle and the wheel alike.

Every file under ``resources/`` except the scripts and sources that make them (``*.py``, the
``.ts`` translation sources: the ``.qm`` built from them go instead), and Help's rules texts
with a zero width space between their Thai words, found by this machine's libthai
(``resources/i18n/thai_breaks.py``), so Thai wraps between words where Qt has no libthai.
``packaging/cardtable.spec`` collects them under ``resources/`` in the bundle and ``setup.py``
copies them into the wheel as ``cardtable_qt/_resources``. Standard library only.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
LANGUAGES = ("th", "vi", "hi", "zh_CN")  # the .qm files an installed app needs (English: none)


def is_shipped(path: Path) -> bool:
    return (
        path.is_file()
        and path.suffix not in (".py", ".ts", ".pyc")
        and "__pycache__" not in path.parts
    )


def with_thai_breaks(path: Path, work: Path) -> Path:
    """A rules text as it ships: a copy under ``work`` with its Thai line breaks, or the file
    itself when it has no Thai or this machine has no libthai."""
    sys.path.insert(0, str(RESOURCES / "i18n"))
    import thai_breaks

    text = path.read_text(encoding="utf-8")
    if not thai_breaks.thai_letters(text):
        return path
    broken = thai_breaks.add_markdown_breaks(text, thai_breaks.system_breaks())
    if broken == text:
        return path
    copy = work / "thai_breaks" / path.relative_to(ROOT)
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(broken, encoding="utf-8")
    return copy


def shipped_files(work: Path) -> list[tuple[Path, str]]:
    """(file to copy, its path under ``resources/``, with ``/``), sorted; ``work`` holds the
    rules texts rewritten with Thai line breaks."""
    out = []
    for path in sorted(RESOURCES.rglob("*")):
        if not is_shipped(path):
            continue
        name = path.relative_to(RESOURCES).as_posix()
        if path.parent.name == "rules" and path.suffix == ".md":
            path = with_thai_breaks(path, work)
        out.append((path, name))
    return out


def stale_translations() -> list[Path]:
    """The .ts files whose .qm is missing or older (English needs none)."""
    stale = []
    for lang in LANGUAGES:
        ts, qm = (
            RESOURCES / "i18n" / f"cardtable_{lang}.ts",
            RESOURCES / "i18n" / f"cardtable_{lang}.qm",
        )
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            stale.append(ts)
    return stale
