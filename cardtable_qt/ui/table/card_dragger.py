"""Dragging cards with the mouse over a ``TableView``.

The table says which card items may be picked up (``can_drag``) and what a drop means
(``dropped(item, scene_point)``); the dragger does the mouse work. It watches the view's viewport:
a press on a draggable card is kept from the scene, a move past the platform's drag distance picks
the card up (it follows the pointer, above everything), and the release drops it. A press and
release without a move is the card's ordinary click (``CardItem.clicked``), so a draggable card
still answers clicks exactly like the others.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView

from .card_item import CardItem

DRAG_Z = 5000.0  # above flying cards and tags while held


def card_at(view: QGraphicsView, pos: QPoint) -> CardItem | None:
    """The card item on top under a viewport point (its own badge counts as the card); None
    when something else (a label, a plate) lies on top there."""
    items = view.items(pos)
    found: QGraphicsItem | None = items[0] if items else None
    while found is not None and not isinstance(found, CardItem):
        found = found.parentItem()
    return found


class CardDragger(QObject):
    """Picks up, carries and drops card items on ``view`` (see the module docstring)."""

    def __init__(
        self,
        view: QGraphicsView,
        can_drag: Callable[[CardItem], bool],
        dropped: Callable[[CardItem, QPointF], None],
        *,
        moved: Callable[[CardItem, QPointF], None] | None = None,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._can_drag = can_drag
        self._dropped = dropped
        self._moved = moved
        self._item: CardItem | None = None
        self._press = QPoint()
        self._grip = QPointF()  # the item's position less the pointer's, in scene units
        self._dragging = False
        view.viewport().installEventFilter(self)

    @property
    def dragging(self) -> CardItem | None:
        """The card being carried now (None between drags)."""
        return self._item if self._dragging else None

    def cancel(self) -> None:
        """Forget a press or drag in progress (the table changed under it)."""
        self._item = None
        self._dragging = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            return self._on_press(event)  # type: ignore[arg-type]
        if kind == QEvent.Type.MouseMove and self._item is not None:
            return self._on_move(event)  # type: ignore[arg-type]
        if kind == QEvent.Type.MouseButtonRelease and self._item is not None:
            return self._on_release(event)  # type: ignore[arg-type]
        return False

    def _scene_point(self, event: QMouseEvent) -> QPointF:
        return self._view.mapToScene(event.position().toPoint())

    def _on_press(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        point = event.position().toPoint()
        item = card_at(self._view, point)
        if item is None or not self._can_drag(item):
            return False
        self._item = item
        self._press = point
        self._grip = item.pos() - self._view.mapToScene(point)
        self._dragging = False
        self._view.setFocus(Qt.FocusReason.MouseFocusReason)
        return True

    def _on_move(self, event: QMouseEvent) -> bool:
        item = self._item
        assert item is not None
        point = event.position().toPoint()
        if not self._dragging:
            if (point - self._press).manhattanLength() < QApplication.startDragDistance():
                return True
            self._dragging = True
            item.setZValue(DRAG_Z)
        scene_point = self._view.mapToScene(point)
        item.setPos(scene_point + self._grip)
        if self._moved is not None:
            self._moved(item, scene_point)
        return True

    def _on_release(self, event: QMouseEvent) -> bool:
        item, dragging = self._item, self._dragging
        self.cancel()
        if item is None:
            return False
        if dragging:
            self._dropped(item, self._scene_point(event))
        elif item.clickable:
            item.clicked.emit(item)
        return True
