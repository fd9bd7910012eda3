"""Make the Chinese font the app ships: a subset of Noto Sans CJK SC Regular.

The full font is 20 MB per weight; the app needs the simplified hanzi of GB2312 (level 1, the
3,755 common ones, and level 2, 3,008 more), ASCII, CJK and full-width punctuation, and every
Chinese word the rule files and the game use. Run it by hand when that list grows (it needs
fontTools, which is not a runtime dependency):

    .venv/bin/python resources/fonts/subset_cjk.py \
        --source /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

The source is Debian's `fonts-noto-cjk` package (`NotoSansCJK-Regular.ttc`, font 2 is SC) or
upstream's `NotoSansCJKsc-Regular.otf`. Text files given with `--text` (default: the Chinese
translation `resources/i18n/cardtable_zh_CN.ts` and every other `.ts`, the rules files shipped in
`resources/rules/` (Chinese ones as `<game>.zh_CN.md`), the lessons in `resources/tutorials/`,
the shared rule files and the repo's seeds) add every CJK character they
contain, so a new translation never meets a missing glyph: run this after translating
(tests/i18n/test_glyphs.py and tests/ui/test_languages.py fail while a translated string has a
glyph no shipped font has).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUTPUT = HERE / "NotoSansCJKsc-Regular-Subset.otf"
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SC_FAMILY = "Noto Sans CJK SC"

# Words the app shows in Chinese that may not be in GB2312 level 1 or the rule files.
APP_WORDS = "掼蛋 惯蛋 上游 二游 三游 下游 进贡 还贡 抗贡 逢人配 级牌 红心 炸弹 同花顺 天王炸"

# Punctuation a Chinese string may use next to hanzi.
PUNCTUATION = "“”‘’…—–·•、。，．：；？！（）《》〈〉「」『』【】〔〕～￥"


def gb2312_hanzi(level: int) -> str:
    """GB2312's hanzi: level 1 the 3,755 common ones (rows 16-55, bytes 0xB0A1-0xD7F9), level 2
    the 3,008 less common ones (rows 56-87)."""
    rows = range(0xB0, 0xD8) if level == 1 else range(0xD8, 0xF8)
    chars = []
    for row in rows:
        for col in range(0xA1, 0xFF):
            if row == 0xD7 and col > 0xF9:  # row 55 stops at 89 characters
                break
            chars.append(bytes((row, col)).decode("gb2312"))
    return "".join(chars)


def is_cjk(char: str) -> bool:
    code = ord(char)
    return (
        0x2E80 <= code <= 0x9FFF  # radicals, CJK symbols and punctuation, kana, unified ideographs
        or 0xF900 <= code <= 0xFAFF  # compatibility ideographs
        or 0xFF00 <= code <= 0xFFEF  # half- and full-width forms
        or 0x20000 <= code <= 0x2FA1F  # extension B and beyond
    )


def is_chinese_text(path: Path) -> bool:
    """The Chinese translation and rule files: every character of theirs is wanted (arrows, suit
    signs and the like too), so the font Qt falls back to for a Chinese string has them all."""
    return "zh" in path.name.split(".")[0].split("_") or ".zh" in path.name


def other_script(char: str) -> bool:
    """Devanagari or Thai (a language's own name in a Chinese list): the fonts of those scripts have
    them."""
    return 0x0900 <= ord(char) <= 0x097F or 0x0E00 <= ord(char) <= 0x0E7F


def text_characters(paths: Iterable[Path]) -> str:
    found: set[str] = set()
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if is_chinese_text(path):
            found.update(
                c for c in text if ord(c) > 0x7F and not c.isspace() and not other_script(c)
            )
        else:
            found.update(c for c in text if is_cjk(c))
    return "".join(sorted(found))


def wanted_characters(text_files: Iterable[Path]) -> set[int]:
    # Level 2 too: 1.2 MB more buys a Chinese translation that never falls back to tofu.
    chars = (
        set(gb2312_hanzi(1))
        | set(gb2312_hanzi(2))
        | set(APP_WORDS.replace(" ", ""))
        | set(PUNCTUATION)
    )
    chars |= {chr(c) for c in range(0x20, 0x7F)}  # ASCII
    chars |= {chr(c) for c in range(0x3000, 0x3040)}  # CJK symbols and punctuation
    chars |= {chr(c) for c in range(0xFF01, 0xFF5F)}  # full-width ASCII forms
    chars |= set(text_characters(text_files))
    return {ord(c) for c in chars}


def load_sc(source: Path) -> TTFont:
    if source.suffix.lower() in (".ttc", ".otc"):
        for font in TTCollection(str(source)).fonts:
            if font["name"].getDebugName(1) == SC_FAMILY:
                return font
        raise SystemExit(f"{source} has no {SC_FAMILY!r} font")
    return TTFont(str(source))


def shared_rules() -> Path:
    """``shared/rules`` beside the checkout, or beside the folder of a git worktree."""
    for folder in (ROOT.parent, ROOT.parent.parent):
        if (folder / "shared" / "rules").is_dir():
            return folder / "shared" / "rules"
    return ROOT.parent / "shared" / "rules"


def default_text_files() -> list[Path]:
    rules = shared_rules()
    files = [
        *sorted((ROOT / "resources" / "i18n").glob("cardtable_*.ts")),
        *sorted(p for p in (ROOT / "resources" / "rules").rglob("*") if p.is_file()),
        *sorted((ROOT / "resources" / "tutorials").glob("*.json")),
        rules / "glossary.md",
        rules / "guandan.md",
        *sorted((ROOT / "seeds").glob("*")),
    ]
    return [f for f in files if f.is_file()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--text", type=Path, action="append", help="add the CJK in this file")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    text_files = args.text if args.text else default_text_files()
    font = load_sc(args.source)
    wanted = wanted_characters(text_files)
    options = subset.Options()
    options.layout_features = ["*"]  # keep vertical forms, locl and kerning
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # CFF hints add size and little at UI sizes
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    font.recalcTimestamp = False  # the same text gives the same file (and SHA-256)
    font.save(str(args.output))
    covered = set(font.getBestCmap())
    missing = sorted(wanted - covered)
    size_mb = args.output.stat().st_size / 1e6
    print(f"{args.output.name}: {len(covered)} characters, {size_mb:.2f} MB")
    print(f"from {len(text_files)} text files: {', '.join(f.name for f in text_files)}")
    if missing:
        print(f"not in the source font ({len(missing)}):", "".join(chr(c) for c in missing))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
