"""Every character a player can be shown in a translation or a Help rules text is in one of the
fonts CardTable ships (resources/fonts), so no language meets a missing glyph ("tofu") on a
machine without fonts of its own. The Chinese font is a subset: when this fails for a Chinese
character, run resources/fonts/subset_cjk.py again (resources/fonts/README.md)."""

from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "resources" / "fonts"
TRANSLATIONS = sorted((ROOT / "resources" / "i18n").glob("cardtable_*.ts"))
RULES = sorted((ROOT / "resources" / "rules").glob("*.md"))
CJK_SUBSET = "NotoSansCJKsc-Regular-Subset.otf"


def shipped_fonts(exclude: str = "") -> dict[str, QRawFont]:
    fonts = {}
    for path in sorted(FONTS.iterdir()):
        if path.suffix in (".ttf", ".otf") and path.name != exclude:
            raw = QRawFont(str(path), 14)
            assert raw.isValid(), path.name
            fonts[path.name] = raw
    return fonts


def uncovered(text: str, fonts: dict[str, QRawFont]) -> set[str]:
    """The characters of text no font has; spaces, line breaks and other control or format
    characters draw nothing and are not asked for."""
    return {
        char
        for char in text
        if not char.isspace()
        and unicodedata.category(char) not in ("Cc", "Cf")
        and not any(raw.supportsCharacter(ord(char)) for raw in fonts.values())
    }


def translated_texts(ts: Path) -> Iterator[tuple[str, str]]:
    """(source, translation) for every finished translation of a .ts, each plural form too."""
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        source = message.findtext("source") or ""
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            yield source, form.text or ""


@pytest.fixture(scope="module")
def fonts() -> dict[str, QRawFont]:
    assert QApplication.instance() or QApplication([])
    return shipped_fonts()


def test_every_shipped_font_loads(fonts: dict[str, QRawFont]) -> None:
    assert CJK_SUBSET in fonts
    assert len(fonts) >= 7


TS_PARAMS = [pytest.param(p, id=p.stem) for p in TRANSLATIONS]


@pytest.mark.parametrize("ts", TS_PARAMS)
def test_every_translated_character_is_in_a_shipped_font(
    fonts: dict[str, QRawFont], ts: Path
) -> None:
    missing: dict[str, str] = {}
    count = 0
    for source, text in translated_texts(ts):
        count += 1
        for char in uncovered(text, fonts):
            missing.setdefault(f"{char} U+{ord(char):04X}", source)
    assert not missing, f"{ts.name}: no shipped font has {missing}"
    if ts.stem != "cardtable_en":
        assert count >= 20  # the language names at least: the check looked at something


@pytest.mark.parametrize("rules", RULES, ids=[p.name for p in RULES])
def test_every_character_of_the_rules_text_is_in_a_shipped_font(
    fonts: dict[str, QRawFont], rules: Path
) -> None:
    missing = uncovered(rules.read_text(encoding="utf-8"), fonts)
    assert not missing, f"{rules.name}: no shipped font has {sorted(missing)}"


def test_the_chinese_texts_need_the_chinese_subset(fonts: dict[str, QRawFont]) -> None:
    # Without the subset, the Chinese translation and rules would be tofu: the checks above do
    # depend on the subset holding their characters.
    without = shipped_fonts(exclude=CJK_SUBSET)
    zh = ROOT / "resources" / "i18n" / "cardtable_zh_CN.ts"
    chinese = "".join(text for _, text in translated_texts(zh))
    assert "掼蛋" in chinese or "级牌" in chinese
    assert "级" in uncovered(chinese, without)
    assert not uncovered(chinese, fonts)


def test_a_character_no_shipped_font_has_is_reported(fonts: dict[str, QRawFont]) -> None:
    # A made-up translation: a rare hanzi outside GB2312 (龘), one of CJK extension B (𠀀) and a
    # private-use character no font has; the ordinary Chinese, Thai and Hindi around them pass.
    made_up = "出牌 龘 ป๊อก 𠀀 घोषणा \ue000\n\t"
    assert uncovered(made_up, fonts) == {"龘", "𠀀", "\ue000"}
