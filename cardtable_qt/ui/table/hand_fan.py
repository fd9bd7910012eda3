"""A big hand fanned in one row, and choosing cards in it with the mouse.

``FanPile`` is a pile whose cards sit in a row with a small gap between groups (the ranks of a
sorted hand, say), squeezed to fit a maximum width, so 27 cards still fit the table and every
card's corner shows. ``FanSelector`` lets a player choose cards in it: a click toggles a card,
and dragging across the fan gives every card passed over the state the first card took (select
a run of cards in one stroke, or clear them). Given ``same_rank``, a click with Shift or Ctrl,
or a double-click, takes every copy of the card's rank at once (a pair, a triple, a bomb).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from .card_item import CardItem
from .pile import Pile, PileLayout, Slot
from .units import CARD_W


class FanPile(Pile):
    """A row of cards, ``layout.dx`` card widths apart, with ``gap`` more between groups.

    ``group_of`` names each card's group (None: no groups). The row is squeezed, spacing and gaps
    alike, so it is never wider than ``max_width`` card units (of the table, not of the pile).
    """

    def __init__(
        self,
        name: str,
        layout: PileLayout,
        max_width: float,
        gap: float = 0.0,
        group_of: Callable[[CardItem], Hashable] | None = None,
    ) -> None:
        super().__init__(name, layout)
        self.max_width = max_width
        self.gap = gap
        self.group_of = group_of

    def offsets(self, count: int | None = None) -> list[float]:
        """Each card's distance from the row's centre, in scene units along the row."""
        n = len(self.items) if count is None else count
        if n == 0:
            return []
        w = self.card_width
        breaks = [0] * n
        if self.group_of is not None and self.gap and count is None:
            keys = [self.group_of(item) for item in self.items]
            breaks = [int(i > 0 and keys[i] != keys[i - 1]) for i in range(n)]
        step, gap = self.layout.dx * w, self.gap * w
        spread = (n - 1) * step + sum(breaks) * gap
        room = max(0.0, self.max_width * CARD_W - w)
        if spread > room > 0:
            squeeze = room / spread
            step, gap, spread = step * squeeze, gap * squeeze, room
        out = []
        at = -spread / 2
        for i in range(n):
            if i:
                at += step + breaks[i] * gap
            out.append(at)
        return out

    def slots(self, count: int | None = None) -> list[Slot]:
        lay = self.layout
        angle = math.radians(lay.rotation)
        cos, sin = math.cos(angle), math.sin(angle)
        centre = self.centre()
        w = self.card_width
        out = []
        for i, along in enumerate(self.offsets(count)):
            across = 0.0 if not lay.dy else (i - (len(self.items) - 1) / 2) * lay.dy * w
            out.append(
                Slot(
                    QPointF(
                        centre.x() + along * cos - across * sin,
                        centre.y() + along * sin + across * cos,
                    ),
                    lay.rotation,
                    lay.z + i,
                    w,
                )
            )
        return out

    def place(self, item: CardItem) -> None:
        """Put one card where it belongs now (after it was selected or cleared)."""
        if item not in self.items:
            return
        slot = self.slot_for(item, self.slots()[self.items.index(item)])
        item.setPos(slot.pos)
        item.setRotation(slot.rotation)
        item.set_width(slot.width)
        item.setZValue(slot.z)


class FanSelector(QObject):
    """Click and drag-across selection over the cards ``cards()`` returns, in ``view``.

    Presses on those cards are taken here (the view never sees them), so a card's own click
    does not also fire. ``changed(items)`` is told which cards changed state after each press or
    drag step; ``enabled`` turns the whole thing off (while a chooser is open, say).
    ``same_rank(item)``, when given, names the cards that go with ``item`` on a Shift- or
    Ctrl-click or a double-click (its copies, itself included).
    """

    def __init__(
        self,
        view: QGraphicsView,
        cards: Callable[[], Sequence[CardItem]],
        changed: Callable[[list[CardItem]], None],
        same_rank: Callable[[CardItem], Sequence[CardItem]] | None = None,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._cards = cards
        self._changed = changed
        self._same_rank = same_rank
        # a double-click's first click: its card, when, and whether its rank was all chosen
        self._last: CardItem | None = None
        self._last_at = 0
        self._last_whole = False
        self._swallow = False  # the double-click event after a second press already handled
        self._dragging = False
        self._target = True  # the state the drag gives every card it passes
        self.enabled = True
        view.viewport().installEventFilter(self)

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The uppermost of the player's cards under a viewport point."""
        mine = set(self._cards())
        for item in self._view.items(pos.toPoint()):
            while item is not None and not isinstance(item, CardItem):
                item = item.parentItem()
            if item is not None and item in mine:
                return item
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _PRESSES and isinstance(event, QMouseEvent):
            if event.button() != Qt.MouseButton.LeftButton or not self.enabled:
                return False
            item = self.card_at(event.position())
            if item is None:
                return False
            self._dragging = True
            if self._same_rank is not None and self._rank_press(item, event):
                return True
            self._target = not item.selected
            item.set_selected(self._target)
            self._changed([item])
            return True
        if kind == QEvent.Type.MouseMove and self._dragging and isinstance(event, QMouseEvent):
            if not event.buttons() & Qt.MouseButton.LeftButton:
                self._dragging = False
                return False
            item = self.card_at(event.position())
            if item is not None and item.selected != self._target:
                item.set_selected(self._target)
                self._changed([item])
            return True
        if kind == QEvent.Type.MouseButtonRelease and self._dragging:
            self._dragging = False
            return True
        return False

    def _rank_press(self, item: CardItem, event: QMouseEvent) -> bool:
        """A Shift/Ctrl-click or a double-click: the card's whole rank turns (True), else the
        press is a plain toggle, remembered as a possible double-click's first click (False).

        A double-click comes as press, release, double-click (or with a second press before
        the double-click event): either way the rank ends chosen, or cleared when it was all
        chosen before the first click."""
        assert self._same_rank is not None
        copies = [item, *(i for i in self._same_rank(item) if i is not item)]
        double_event = event.type() == QEvent.Type.MouseButtonDblClick
        if double_event and self._swallow:
            self._swallow = False
            return True
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        again = item is self._last and 0 <= event.timestamp() - self._last_at <= interval
        modifiers = event.modifiers() & (
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
        )
        if modifiers:
            self._target = not item.selected
        elif double_event or again:
            whole = self._last_whole if item is self._last else all(i.selected for i in copies)
            self._target = not whole
            self._swallow = not double_event  # the double-click event of this press follows
        else:
            self._last, self._last_at = item, event.timestamp()
            self._last_whole = all(i.selected for i in copies)
            return False
        self._last = None
        changed = [i for i in copies if i.selected != self._target or i is item]
        for other in changed:
            other.set_selected(self._target)
        self._changed(changed)
        return True


_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
