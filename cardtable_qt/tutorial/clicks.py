"""Where a person would click next to do a step: the one control, read from the table now.

``next_click`` looks at the step and the table as they are and names the next thing to click:
a card (a ``CardItem`` of the scene), a button (the bubble's Next, a panel button, the result
sheet's own button). Autoplay and the tests click it for real (``click``: a mouse press and
release through the view, as a person's), then ask again, until the step is done. So a Rummy
declaration is made as a person makes it: the cards of each group selected and Group pressed,
the face-down card selected, Declare pressed; packing is Pack pressed twice (press, confirm);
a Guandan play or a Rummy discard is its cards clicked one by one (``picking``), then the button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QWidget

from ..engine.cards import Card, parse_cards
from . import picking

if TYPE_CHECKING:
    from .runner import LessonRunner

Target = QWidget | QGraphicsItem


def faces(cards: Any) -> frozenset[Any]:
    return frozenset(c.face for c in cards)


def group_faces(text: str) -> frozenset[Any]:
    return faces(parse_cards(text))


def arranged(table: Any) -> list[frozenset[Any]]:
    """The person's groups (Rummy's arrangement), each as its cards' faces."""
    model = getattr(table, "model", None)
    groups = getattr(model, "groups", None) or []
    return [faces(g) for g in groups if g]


def missing_groups(table: Any, wanted: list[frozenset[Any]]) -> list[frozenset[Any]]:
    have = arranged(table)
    return [g for g in wanted if g not in have]


def _hand_item(table: Any, face: Any) -> QGraphicsItem | None:
    return next((i for i in table.my_cards() if i.card is not None and i.card.face == face), None)


def _select_click(table: Any, want: frozenset[Any]) -> Target | None:
    """The card to click so the selection becomes ``want`` (None: it is already)."""
    selected = faces(getattr(table, "selected", ()))
    for face in sorted(selected - want, key=str):
        return _hand_item(table, face)
    for face in sorted(want - selected, key=str):
        return _hand_item(table, face)
    return None


def _button(table: Any, name: str | None) -> Target | None:
    if name is None:
        return None
    button: QWidget | None = table.panel.buttons.get(name)
    return button


def _grouping_click(table: Any, wanted: list[frozenset[Any]], press: str | None) -> Target | None:
    missing = missing_groups(table, wanted)
    if not missing:
        return None
    if press is not None:
        return _button(table, press)
    card = _select_click(table, missing[0])
    return card if card is not None else _button(table, "group")


def result_button(table: Any) -> QAbstractButton | None:
    """The button of the result sheet holding the table now (None: nothing is held)."""
    hold = getattr(table, "hold", None)
    if hold is not None and hold.holding and hold.sheet_shown:
        button: QAbstractButton = hold.sheet.button
        return button
    sheet = getattr(table, "sheet", None)
    if getattr(table, "holding", False) and sheet is not None and sheet.isVisible():
        button = sheet.button
        return button
    return None


def next_click(runner: LessonRunner) -> Target | None:
    """The next click that does the step shown now; None when there is none to make."""
    if runner.bubble is None:
        return None
    if runner.interlude:
        return result_button(runner.table) or runner.bubble.next_button
    if not runner.shown:
        return None
    step, table = runner.step, runner.table
    kind = step.kind
    if kind == "next":
        return runner.bubble.next_button
    if kind == "result":
        return result_button(table) or runner.bubble.next_button
    if kind == "group":
        return _grouping_click(table, [group_faces(g) for g in step.group], step.press)
    if kind == "refused":
        card = _select_click(table, group_faces(step.select) if step.select else frozenset())
        return card if card is not None else _button(table, step.press)
    if step.watch:
        return None  # the table does it by itself (the turn clock): nothing to click
    expected = runner.expected
    groups = getattr(expected, "groups", None)
    face_down: Card | None = getattr(expected, "face_down", None)
    if groups is not None and face_down is not None:  # a Rummy declaration, made by hand
        grouping = _grouping_click(table, [faces(g) for g in groups], None)
        if grouping is not None:
            return grouping
        card = _select_click(table, frozenset({face_down.face}))
        return card if card is not None else _button(table, "declare")
    if getattr(table, "choices", None):  # the readings are open: the one asked for
        return reading_button(table, expected) or _button(table, "cancel")
    wanted = picking.step_cards(expected)
    if wanted is not None:  # the step's cards are clicked one by one before the button
        card = picking.pick_click(table, wanted)
        if card is not None:
            return card
    targets = runner.targets
    if targets is None:
        return None
    return _button(table, targets.button)


def reading_button(table: Any, expected: Any) -> QWidget | None:
    """Guandan's reading chooser, open: the button of the reading ``expected`` plays."""
    choices = getattr(table, "choices", None) or []
    combo = getattr(expected, "combo", None)
    if combo is None:
        return None
    for i, choice in enumerate(choices):
        if (choice.kind, choice.ranks, faces(choice.cards)) == (
            combo.kind,
            combo.ranks,
            faces(combo.cards),
        ):
            button: QWidget | None = table.panel.buttons.get(f"reading{i}")
            return button
    return None


def visible_point(table: Any, item: QGraphicsItem) -> QPoint | None:
    """A point of the view where a click lands on ``item`` (a card in a fanned row shows only
    its edge): the first of a few points across it that the view finds the item under."""
    view = table.view
    rect = item.sceneBoundingRect()
    for fx in (0.5, 0.2, 0.1, 0.35, 0.65, 0.8, 0.9):
        for fy in (0.5, 0.3, 0.7):
            scene_point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            point: QPoint = view.mapFromScene(scene_point)
            hit = view.itemAt(point)
            while hit is not None and hit is not item:
                hit = hit.parentItem()
            if hit is item:
                return point
    return None


def click(table: Any, target: Target) -> bool:
    """A left click on ``target`` through the same path as a person's; False if it cannot be
    reached (out of view, hidden, disabled)."""
    if isinstance(target, QWidget):
        if not shiboken6.isValid(target) or not target.isVisible() or not target.isEnabled():
            return False
        QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        return True
    point = visible_point(table, target)
    if point is None:
        return False
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    return True
