"""The shipped fonts render every script the app shows, with no missing glyph ("tofu")."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QTextBoundaryFinder
from PySide6.QtGui import QFont, QFontInfo, QImage, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from cardtable_qt.resources import resource_path
from cardtable_qt.ui.fonts import FONT_FILES, app_font, font_families, register_fonts

SAMPLES = {
    "thai": "ป๊อกเด้ง",
    "devanagari": "इंडियन रमी",
    "devanagari_term": "शुद्ध सीक्वेंस",
    "vietnamese": "Xì tố, Thùng phá sảnh",
    "chinese": "掼蛋 上游 下游",
}
NO_GLYPH = "\ue000"  # private use: no font has it, so it draws as the .notdef box


@pytest.fixture()
def fonts(qapp: QApplication) -> list[str]:
    return register_fonts()


def glyph_indexes(text: str, font: QFont) -> list[tuple[str, int]]:
    """(family of the font actually used, glyph index) for every glyph Qt lays out."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [
        (run.rawFont().familyName(), index)
        for run in layout.glyphRuns()
        for index in run.glyphIndexes()
    ]


def render(text: str, font: QFont) -> QImage:
    label = QLabel(text)
    label.setFont(font)
    label.setStyleSheet("background: white; color: black;")
    label.setMargin(6)  # a lone combining mark has no width of its own
    label.adjustSize()
    return label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_every_font_file_is_shipped_with_its_licence() -> None:
    for name in FONT_FILES:
        assert resource_path("fonts", name).stat().st_size > 10_000, name
    licence = resource_path("fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_register_fonts_adds_the_noto_families_and_sets_the_app_font(fonts: list[str]) -> None:
    assert set(font_families()) <= set(fonts)
    assert register_fonts() == fonts  # a second call registers nothing new
    app_families = QApplication.font().families()
    assert app_families[: len(font_families())] == font_families()
    for family in font_families():
        assert QFontInfo(QFont(family)).family() == family  # found, not substituted


@pytest.mark.parametrize("script", sorted(SAMPLES))
def test_each_character_is_in_a_shipped_font(fonts: list[str], script: str) -> None:
    raw_fonts = [QRawFont.fromFont(QFont(family)) for family in font_families()]
    for char in SAMPLES[script].replace(" ", "").replace(",", ""):
        assert any(raw.supportsCharacter(ord(char)) for raw in raw_fonts), (
            f"{char!r} U+{ord(char):04X}"
        )


@pytest.mark.parametrize("script", sorted(SAMPLES))
def test_text_lays_out_with_no_missing_glyph(fonts: list[str], script: str) -> None:
    glyphs = glyph_indexes(SAMPLES[script], app_font(14))
    assert glyphs
    assert all(index != 0 for _family, index in glyphs), glyphs
    assert {family for family, _ in glyphs} <= set(font_families())


def test_the_missing_glyph_check_can_fail(fonts: list[str]) -> None:
    # Without fallback, the Latin font has no Thai or hanzi: the check above would see tofu.
    latin_only = QFont("Noto Sans", 14)
    latin_only.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
    for text in (SAMPLES["thai"], SAMPLES["chinese"]):
        assert any(index == 0 for _family, index in glyph_indexes(text, latin_only))
    assert any(index == 0 for _family, index in glyph_indexes(NO_GLYPH, app_font(14)))


@pytest.mark.parametrize("script", sorted(SAMPLES))
def test_rendered_label_is_not_tofu(fonts: list[str], script: str) -> None:
    font = app_font(20)
    text = SAMPLES[script]
    assert picture(render(text, font)) != picture(render(NO_GLYPH * len(text), font))
    # Tofu is one box drawn again and again: every missing letter looks the same. Real letters
    # each look different, and draw something.
    letters = sorted(set(graphemes(text)) - {" ", ","})
    pictures = {picture(render(letter, font)) for letter in letters}
    assert len(pictures) == len(letters)
    assert picture(render(NO_GLYPH, font)) not in pictures
    blank = _ink(render(" ", font))
    for letter in letters:
        assert _ink(render(letter, font)) > blank, f"{letter!r} draws nothing"


def test_tofu_letters_would_all_look_the_same(fonts: list[str]) -> None:
    latin_only = QFont("Noto Sans", 20)
    latin_only.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
    letters = sorted(set(SAMPLES["chinese"]) - {" "})
    assert len({picture(render(letter, latin_only)) for letter in letters}) == 1


def picture(image: QImage) -> tuple[int, int, bytes]:
    return image.width(), image.height(), bytes(image.constBits())


def graphemes(text: str) -> list[str]:
    """The text cut into what a reader sees as letters (a Thai consonant with its tone mark)."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    cuts = [0]
    while (cut := finder.toNextBoundary()) != -1:
        cuts.append(cut)
    return [text[a:b] for a, b in itertools.pairwise(cuts)]


def _ink(image: QImage) -> int:
    """How many pixels are not white."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixel(x, y) & 0xFFFFFF != 0xFFFFFF:
                count += 1
    return count
