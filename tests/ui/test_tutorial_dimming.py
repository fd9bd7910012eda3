"""A lesson's dimming leaves a hole round each ringed card of a fan, and only where that card
shows: the cards lying between two ringed ones stay dimmed (one rectangle round them all would
show them as if they were asked for too)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QPainterPath

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.tutorial.model import find_lesson
from cardtable_qt.ui.table.card_item import CardItem
from tests.ui.test_tutorial import make_window, wait_shown


def shown_part(table: Any, item: CardItem) -> QPainterPath:
    """Where ``item`` shows (not under another card), in the table widget's coordinates."""
    area = QPainterPath()
    area.addRect(item.sceneBoundingRect())
    for other in table.scene.items(item.sceneBoundingRect()):
        if other is item:
            break
        if isinstance(other, CardItem) and other.isVisible():
            over = QPainterPath()
            over.addRect(other.sceneBoundingRect())
            area = area.subtracted(over)
    view = table.view
    offset = QPointF(view.viewport().mapTo(table, QPoint(0, 0)))
    return view.mapFromScene(area).translated(offset)


def share_cut(part: QPainterPath, cut: QPainterPath) -> float:
    """The share of ``part`` inside ``cut``, counted on a grid of points 3 pixels apart."""
    box: QRectF = part.boundingRect()
    inside = total = 0
    y = box.top() + 1.5
    while y < box.bottom():
        x = box.left() + 1.5
        while x < box.right():
            if part.contains(QPointF(x, y)):
                total += 1
                inside += cut.contains(QPointF(x, y))
            x += 3
        y += 3
    return inside / total if total else 0.0


def test_the_cards_between_two_ringed_ones_stay_dimmed(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("rummy", "mixed"), only=True)
    wait_shown(qtbot, runner)
    table = window.table
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    overlay = runner.overlay
    assert overlay is not None and overlay.dimmed
    # the first step rings 5♣ 6♣ and the three kings: the Q♣ and the diamonds lie between
    asked = {c.face for c in parse_cards("5C 6C KS KH KD")}
    cards = [i for i in table.my_cards() if i.card is not None]
    ringed = [i for i in cards if i.card.face in asked]
    others = [i for i in cards if i.card.face not in asked]
    positions = sorted(cards, key=lambda i: i.sceneBoundingRect().left())
    first = min(positions.index(i) for i in ringed)
    last = max(positions.index(i) for i in ringed)
    between = [i for i in positions[first:last] if i in others]
    assert len(ringed) == 5 and between, "the step rings cards with others between them"
    for item in ringed:
        assert share_cut(shown_part(table, item), overlay.cut) > 0.95, item.card
    for item in others:
        assert share_cut(shown_part(table, item), overlay.cut) < 0.15, item.card
