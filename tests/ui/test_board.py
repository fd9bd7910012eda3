"""A corner board's rows: a label and a value that do not fit side by side take two lines."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage, QPainter

from cardtable_qt.ui.table.board import InfoBoard
from cardtable_qt.ui.table.units import CARD_W


def _ink_rows(board: InfoBoard) -> list[int]:
    """The board drawn on transparent ground: the pixel rows holding any bright ink."""
    rect = board.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    board.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return [
        y
        for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() > 150 for x in range(image.width()))
    ]


def test_a_long_row_puts_its_value_under_its_label(qapp: Any) -> None:
    """The places after a 1-2 finish: "Double Dweller 双下" beside "Li Wei and Zhang Min" ran
    into each other on the 3-card-wide board; now the names go on a line of their own."""
    short = InfoBoard("Hand 2: the places", CARD_W * 3)
    short.set_content("Hand 2: the places", [("Banker 上游", "Chen Jing", True)])
    long = InfoBoard("Hand 2: the places", CARD_W * 3)
    long.set_content("Hand 2: the places", [("Double Dweller 双下", "Li Wei and Zhang Min", False)])
    assert short.cut_words() == [] and long.cut_words() == []
    line = long.boundingRect().height() - short.boundingRect().height()
    assert line > CARD_W * 0.15  # one row line more
    # drawn, the long board's ink reaches a row line lower than the short one's
    assert max(_ink_rows(long)) - max(_ink_rows(short)) > line * 0.6


def test_a_row_too_long_even_on_two_lines_is_still_reported_cut(qapp: Any) -> None:
    board = InfoBoard("A board", CARD_W * 2)
    board.set_content("A board", [("Short", "A value far too long for two card widths", False)])
    assert board.cut_words() == ["row 'Short': 'A value far too long for two card widths'"]
