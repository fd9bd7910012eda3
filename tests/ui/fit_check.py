"""Whether every word a table shows fits, and no two of them lie on one another.

Two kinds of words: the widgets' (``QLabel``: the prompt, a result sheet's title and rows, the
log's title; the folded log's tab) and the felt's (scene items: seat plates, tags, notes,
boards, places, chip amounts, the corner notes). ``problems(table)`` lists, in plain words:

- a label whose text is wider than it (one line) or taller than it (wrapped), or that sticks
  out of a widget it lies in (cut by that widget's edge);
- two shown labels over one another;
- a result sheet's cards squeezed lower than they are drawn (the names under them cut);
- a felt item whose own words do not fit its box (its ``cut_words()``: cut short with "…", a
  board row whose label runs into its value, a place's label past its dashes);
- a felt item that draws past its own bounds (a plate's status pill): the item's device cache
  cuts what lies outside them;
- a felt item not wholly inside the part of the felt the view shows;
- two felt items with words over one another, or words over a seat plate;
- a tag or a bet's amount lying on cards (``words_on_cards``).

``hands_over_hands(table)``, on its own (a table's own hand fans its cards over one another):
two piles' cards lying on one another, a hand on its neighbour's.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QLabel,
    QToolButton,
    QWidget,
)

from cardtable_qt.ui.table.board import InfoBoard
from cardtable_qt.ui.table.card_item import CardItem
from cardtable_qt.ui.table.chips import ChipStack
from cardtable_qt.ui.table.labels import NoticeItem, SpotItem, TagItem
from cardtable_qt.ui.table.note import NoteItem
from cardtable_qt.ui.table.result_sheet import CardStrip
from cardtable_qt.ui.table.seat_plate import SeatPlate

TEXT_ITEMS = (QGraphicsSimpleTextItem, TagItem, NoteItem, InfoBoard, SeatPlate, SpotItem, ChipStack)
SLACK = 1  # pixels: a rounding either way is no cut
GRAZE = 3  # pixels: a tag's edge grazing a card's hides nothing of it (Rummy's wild tag)


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.isVisible()


def _in(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


def label_problems(root: QWidget) -> list[str]:
    """The labels under ``root`` whose words are cut, or that lie over another label."""
    out: list[str] = []
    shown: list[tuple[QLabel, QRect]] = []
    for label in root.findChildren(QLabel):
        if not _shown(label, root) or not label.text().strip():
            continue
        name = label.objectName() or type(label.parentWidget()).__name__
        words = label.text().replace("\n", " ")[:60]
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height() + SLACK:
                out.append(f"label {name} {words!r}: needs {need} px high, has {label.height()}")
        else:
            hint = label.sizeHint()
            if hint.width() > label.width() + SLACK:
                out.append(
                    f"label {name} {words!r}: needs {hint.width()} wide, has {label.width()}"
                )
            if hint.height() > label.height() + SLACK:
                out.append(
                    f"label {name} {words!r}: needs {hint.height()} high, has {label.height()}"
                )
        rect = _in(label, root)
        parent = label.parentWidget()
        while parent is not None and parent is not root.parentWidget():
            room = _in(parent, root)
            if not room.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(rect):
                out.append(f"label {name} {words!r}: cut by the edge of {type(parent).__name__}")
                break
            if parent is root:
                break
            parent = parent.parentWidget()
        shown.append((label, rect))
    for (a, ra), (b, rb) in combinations(shown, 2):
        common = ra.intersected(rb)
        if common.width() > SLACK and common.height() > SLACK:
            out.append(f"labels {a.text()[:30]!r} and {b.text()[:30]!r} lie over one another")
    for strip in root.findChildren(CardStrip):
        if _shown(strip, root) and strip.height() + SLACK < strip.sizeHint().height():
            words = " / ".join(g.label for g in strip.groups)[:60]
            out.append(
                f"cards {words!r}: need {strip.sizeHint().height()} px high, have"
                f" {strip.height()} (their names under them cut)"
            )
    for button in root.findChildren(QToolButton):
        if not _shown(button, root) or "\n" not in button.text():
            continue
        lines = button.text().split("\n")
        metrics = button.fontMetrics()
        need_h = metrics.lineSpacing() * len(lines)
        need_w = max(metrics.horizontalAdvance(line) for line in lines)
        if need_h > button.height() or need_w > button.width():
            out.append(
                f"button {lines!r}: needs {need_w}×{need_h}, has {button.width()}×{button.height()}"
            )
    return out


def felt_items(table: Any) -> list[QGraphicsItem]:
    """The felt's shown items with words (a place's label only while it is drawn)."""
    items = []
    for item in table.scene.items():
        if not isinstance(item, TEXT_ITEMS) or not item.isVisible():
            continue
        if item.effectiveOpacity() < 0.05:
            continue
        if isinstance(item, QGraphicsSimpleTextItem) and not item.text().strip():
            continue
        if isinstance(item, SpotItem) and item.label_rect().isEmpty():
            continue
        if isinstance(item, ChipStack) and item.label_rect().isEmpty():
            continue
        if isinstance(item, TagItem) and not item.text.strip():
            continue
        items.append(item)
    return items


def words_box(item: QGraphicsItem) -> QRectF:
    """Where ``item`` draws words (or, a plate, itself), in scene coordinates."""
    if isinstance(item, SeatPlate):
        rect = item.drawn_rect()
    elif isinstance(item, (ChipStack, SpotItem)):
        rect = item.label_rect()
    elif isinstance(item, QGraphicsSimpleTextItem):
        rect = item.boundingRect()
    else:
        # the tags', notes' and boards' bounding rectangles keep a few pixels round the box
        rect = item.boundingRect().adjusted(3, 3, -3, -3)
    return item.mapRectToScene(rect)


def describe(item: QGraphicsItem) -> str:
    if isinstance(item, ChipStack):
        return f"ChipStack {item.amount}"
    for attribute in ("text", "title", "name", "label"):
        value = getattr(item, attribute, None)
        value = value() if callable(value) else value
        if isinstance(value, str) and value.strip():
            return f"{type(item).__name__} {value.splitlines()[0][:40]!r}"
    return type(item).__name__


def felt_problems(table: Any) -> list[str]:
    """The felt's words cut, out of view, or over one another (or over a plate)."""
    out: list[str] = []
    view = table.view
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    items = felt_items(table)
    boxes = {item: words_box(item) for item in items}
    for item in items:
        for cut in getattr(item, "cut_words", lambda: [])():
            out.append(f"{describe(item)}: {cut} does not fit")
        drawn = getattr(item, "drawn_rect", None)
        if drawn is not None and not item.boundingRect().adjusted(
            -SLACK, -SLACK, SLACK, SLACK
        ).contains(drawn()):
            out.append(f"{describe(item)} draws past its bounds (cut there)")
        box = boxes[item]
        if not seen.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(box):
            out.append(f"{describe(item)} is cut by the edge of the view")
    for a, b in combinations(items, 2):
        if a.isAncestorOf(b) or b.isAncestorOf(a):
            continue
        common = boxes[a].intersected(boxes[b])
        if common.width() > SLACK and common.height() > SLACK:
            out.append(
                f"{describe(a)} and {describe(b)} lie over one another"
                f" ({common.width():.0f}×{common.height():.0f} px of the scene)"
            )
    return out


def words_on_cards(table: Any) -> list[str]:
    """A tag (a hand's name, a cut-in's caption) or a bet's amount lying on cards: it hides
    the corner a player reads a card by. (A notice across the table is meant to; a table's
    ``cards_under_own_tag(tag)`` names the cards a hand's own tag may lie on the foot of.)"""
    out: list[str] = []
    cards = [
        item.mapRectToScene(item.card_rect())
        for item in table.scene.items()
        if isinstance(item, CardItem) and item.isVisible() and item.effectiveOpacity() >= 0.05
    ]
    own = getattr(table, "cards_under_own_tag", lambda _item: [])
    for item in felt_items(table):
        if not isinstance(item, (TagItem, ChipStack)) or isinstance(item, NoticeItem):
            continue
        box = words_box(item)
        mine = [c.mapRectToScene(c.card_rect()) for c in own(item)]
        for card in cards:
            if card in mine:  # a hand's own tag on the foot of its cards, where it may lie
                continue
            common = box.intersected(card)
            if min(common.width(), common.height()) > GRAZE:
                out.append(
                    f"{describe(item)} lies on a card"
                    f" ({common.width():.0f}×{common.height():.0f} px of the scene)"
                )
                break
    return out


def hands_over_hands(table: Any, slack: float = 0.0) -> list[str]:
    """Two piles' cards lying on one another (a hand on its neighbour's): each pile's shown
    cards as one box, in scene units, any overlap wider and taller than ``slack`` told."""
    boxes: list[tuple[str, QRectF]] = []
    for name, pile in table.scene.piles.items():
        cards = [
            item.mapRectToScene(item.card_rect())
            for item in pile.items
            if item.isVisible() and item.effectiveOpacity() >= 0.05
        ]
        if not cards:
            continue
        box = cards[0]
        for card in cards[1:]:
            box = box.united(card)
        boxes.append((name, box))
    out = []
    for (a, box_a), (b, box_b) in combinations(boxes, 2):
        common = box_a.intersected(box_b)
        if common.width() > slack and common.height() > slack:
            out.append(
                f"the cards of {a} and {b} lie on one another"
                f" ({common.width():.1f}×{common.height():.1f} px of the scene)"
            )
    return out


def problems(table: Any) -> list[str]:
    return label_problems(table) + felt_problems(table) + words_on_cards(table)
