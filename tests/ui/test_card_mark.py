"""The marks on cards (Guandan's level cards and wild hearts, Rummy's wild cards) in each
language: their words come from the translation (级 and 配 in Chinese), follow a language change
at an open table, and fit the card's strip in any script, however tall or wide its letters."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QTranslator
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine.cards import Card
from cardtable_qt.ui.fonts import register_fonts
from cardtable_qt.ui.table.card_item import CardItem
from cardtable_qt.ui.table.card_mark import (
    LEVEL,
    ROOM,
    RUMMY_WILD,
    WILD,
    CardMark,
    fitted_words,
    mark_of,
    mark_words,
    paint_tag,
    set_mark,
)
from cardtable_qt.ui.table.units import CARD_W, pixel_font

from .test_guandan_table import make_table, session_at
from .test_languages import _compile

# Marks as long and as tall as a translator might write them: two Chinese characters, Thai
# with a vowel above and below and a tone mark, Devanagari with a vowel sign above and a
# conjunct, Vietnamese with two marks on one letter.
TALL_AND_WIDE = ["级配", "ปู่", "ดั้ง", "जो", "स्त्रि", "कि", "Ấp", "Lv", "W", "+"]


def mark_translation(tmp_path: Path, level: str, wild: str, rummy_wild: str) -> QTranslator:
    def message(source: str, game: str, text: str) -> str:
        return (
            f"<message><source>{source}</source><comment>{game}</comment>"
            f"<translation>{text}</translation></message>"
        )

    qm = _compile(
        tmp_path,
        "zh_CN",
        "<context><name>CardMark</name>"
        + message("Lv", "Guandan level card", level)
        + message("W", "Guandan wild card", wild)
        + message("W", "Rummy wild card", rummy_wild)
        + "</context>",
    )
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator


@pytest.fixture
def chinese_marks(qapp: Any, tmp_path: Path) -> Iterator[QTranslator]:
    translator = mark_translation(tmp_path, "级", "配", "搭")
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_the_marks_are_words_of_the_language_in_use(chinese_marks: QTranslator) -> None:
    marks = (LEVEL, WILD, RUMMY_WILD, "Lv", "W", "+")
    assert [mark_words(m) for m in marks] == ["Lv", "W", "W", "Lv", "W", "+"]
    assert LEVEL == "Lv" and WILD == "W" == RUMMY_WILD  # the keys the tables and tests ask
    QCoreApplication.installTranslator(chinese_marks)
    # each game's own word: Guandan's wild hearts are 逢人配, Rummy's wild cards 百搭
    assert [mark_words(m) for m in marks] == ["级", "配", "搭", "级", "配", "+"]


@pytest.mark.parametrize("words", TALL_AND_WIDE)
def test_a_marks_words_fit_its_tag_in_every_script(qapp: Any, words: str) -> None:
    register_fonts()
    tag = QRectF(-47, -53, 0.27 * CARD_W, 0.2 * CARD_W)  # a card's strip, as CardMark has it
    shape = fitted_words(words, pixel_font(1, bold=True), tag).boundingRect()
    assert not shape.isEmpty()
    assert shape.width() <= tag.width() * ROOM[0] + 0.01, words
    assert shape.height() <= tag.height() * ROOM[1] + 0.01, words
    assert abs(shape.center().x() - tag.center().x()) < 0.01  # centred by what is drawn
    assert abs(shape.center().y() - tag.center().y()) < 0.01


def test_a_latin_mark_keeps_its_size_and_a_tall_one_is_made_smaller(qapp: Any) -> None:
    register_fonts()
    tag = QRectF(0, 0, 27, 20)
    font = pixel_font(1, bold=True)
    latin = fitted_words("Lv", font, tag).boundingRect()
    chinese = fitted_words("级配", font, tag).boundingRect()
    assert latin.height() == pytest.approx(20 * 0.72 * 0.73, rel=0.15)  # a cap height of 0.72
    assert chinese.width() > latin.width() and chinese.width() <= 27 * ROOM[0] + 0.01


def test_the_painted_mark_stays_inside_its_tag(qapp: Any) -> None:
    """Drawn for real: no ink of the words outside the tag (a Thai mark with its tone mark
    above and its vowel below; before the fitting, its letters stood out of the tag)."""
    register_fonts()
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    tag = QRectF(100, 100, 27 * 4, 20 * 4)
    painter = QPainter(image)
    paint_tag(painter, tag, "ปู่ดั้ง", ("#000000", "#000000", "#ffffff"), pixel_font(1, True))
    painter.end()
    inked = [
        (x, y)
        for y in range(image.height())
        for x in range(0, image.width())
        if QColor(image.pixel(x, y)).lightness() > 60
    ]
    assert inked
    assert all(tag.adjusted(-1, -1, 1, 1).contains(x, y) for x, y in inked)


def test_the_marks_follow_a_language_change_at_an_open_table(
    qtbot: Any, cleanup: list[Any], chinese_marks: QTranslator
) -> None:
    # at level 2: two level cards and a wild heart in your hand
    state = gd.position(["2S 2D 2H 5C 9D KS", "3S 4S 6S", "3D 4D 6D", "3C 4C"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    level = table.session.view(0).level

    def marks() -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for item in table.hand.items:
            mark = mark_of(item)
            if mark is not None and item.card is not None:
                kind = "wild" if item.card.suit == "H" else "level"
                found.setdefault(kind, set()).add(mark.shown)
                assert item.card.rank == level
        return found

    assert marks() == {"wild": {"W"}, "level": {"Lv"}}
    QCoreApplication.installTranslator(chinese_marks)  # Qt sends QEvent.LanguageChange
    qtbot.waitUntil(lambda: marks() == {"wild": {"配"}, "level": {"级"}}, timeout=3000)
    mark = next(m for i in table.hand.items if (m := mark_of(i)) is not None)
    assert mark.text in (LEVEL, WILD)  # the key stays English: the tests and tables ask it
    QCoreApplication.removeTranslator(chinese_marks)
    qtbot.waitUntil(lambda: marks() == {"wild": {"W"}, "level": {"Lv"}}, timeout=3000)


def test_set_mark_repaints_a_mark_whose_words_changed(
    qapp: Any, chinese_marks: QTranslator
) -> None:
    from cardtable_qt.ui.card_art import CardArt

    item = CardItem(CardArt(), Card("2", "S"))
    set_mark(item, LEVEL)
    mark = mark_of(item)
    assert isinstance(mark, CardMark) and mark.shown == "Lv"
    QCoreApplication.installTranslator(chinese_marks)
    set_mark(item, LEVEL)  # as the table does after a language change
    assert mark_of(item) is mark and mark.shown == "级" and mark.text == LEVEL


def test_rummys_wild_marks_follow_a_language_change_with_their_own_word(
    qtbot: Any, cleanup: list[Any], chinese_marks: QTranslator
) -> None:
    from cardtable_qt.engine import rummy as rm

    from .test_rummy_table import arrange, first_to_play, item_of, new_session, show

    options = rm.Options(players=2)
    seed = first_to_play(options)
    session = new_session(options, seed)
    arrange(session.state, {0: "2H 3H 4H 6S 7S 8S 9D RJ 9S KH KD 5C 5D"}, wild="5S", seed=seed)
    table = show(qtbot, cleanup, session)
    wild = [item_of(table, card) for card in ("RJ", "5C", "5D")]

    def shown() -> set[str]:
        return {mark.shown for item in wild if (mark := mark_of(item)) is not None}

    assert shown() == {"W"} and mark_of(item_of(table, "KH")) is None
    QCoreApplication.installTranslator(chinese_marks)
    qtbot.waitUntil(lambda: shown() == {"搭"}, timeout=3000)  # 百搭, not Guandan's 配
