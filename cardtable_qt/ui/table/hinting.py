"""The Hint every table offers: what the strongest AI would do from the person's seat, and why.

H asks the session (``request_hint``): the advice is thought out off the GUI thread, like an AI
player's move. When it comes, the table's own hook ``hint_targets(action)`` gets the controls ready
for that action the way the person would (selects the cards, sets the amount, chooses the place)
and says which cards and which button show it; this module marks them (a glow on each card, a green
ring on the button) and puts the reason in a note on the felt. "Take the hint" (Shift+H, in the
Hint button's place while a hint shows) performs it through the same button the person would press,
so the table's normal input path (and its checks) applies. The hint goes as soon as the game moves
on.

A table's hook, in one place per table::

    def hint_targets(self, action) -> HintTargets | None: ...
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QHBoxLayout,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.words import name_seats
from ...engine_text import engine_text
from .action_panel import ActionButton
from .card_item import CardItem
from .note import NoteItem
from .units import CARD_W, at

if TYPE_CHECKING:
    from .game_table import GameTable

HINT_KEY = "H"
TAKE_KEY = "Shift+H"
NOTE_WIDTH = CARD_W * 4.2
_GLOW = QColor("#5ef2a0")


@dataclass
class HintTargets:
    """How a table shows one action and performs it.

    ``cards`` are marked; ``button`` (a panel button's name) is ringed and pressed to take the
    hint, unless ``perform`` is given (an action no single button performs as it stands, a
    Rummy declaration say); ``what`` names the action in a few words ("Stand", "Play 5-5-6").
    """

    what: str
    cards: Sequence[CardItem] = ()
    button: str | None = None
    perform: Callable[[], Any] | None = None
    extra: list[Any] = field(default_factory=list)  # anything else a table wants to keep


class HintGlow(QGraphicsItem):
    """A green glow around its parent card: the card the hint would play."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)

    def _rect(self) -> QRectF:
        parent = self.parentItem()
        assert isinstance(parent, CardItem)
        return parent.card_rect()

    def boundingRect(self) -> QRectF:
        pad = CARD_W * 0.08
        return self._rect().adjusted(-pad, -pad, pad, pad)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        radius = rect.width() * 0.08
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for grow, alpha, width in ((0.05, 70, 0.06), (0.025, 140, 0.035), (0.0, 255, 0.025)):
            colour = QColor(_GLOW)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, CARD_W * width))
            g = CARD_W * grow
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)


def set_hinted(button: QPushButton, hinted: bool) -> None:
    """The ring a style sheet draws round a button the hint would press."""
    if bool(button.property("hinted")) == hinted:
        return
    button.setProperty("hinted", hinted)
    style = button.style()
    style.unpolish(button)
    style.polish(button)
    button.update()


class TableHints(QObject):
    """The Hint and Take-the-hint buttons of a table's panel, and what a hint shows."""

    def __init__(self, table: GameTable) -> None:
        super().__init__(table)
        self.table = table
        session = table.session
        # a person at the table asks, never a replay or a demo (a replay's seat only watches)
        self.enabled = table.person_plays and session.human_seat == table.viewer
        self.hint: Any = None  # the session's Hint being shown
        self.targets: HintTargets | None = None
        self.note: NoteItem | None = None
        self.glows: list[HintGlow] = []
        self._ringed: QPushButton | None = None
        self._said = ""  # the hint's words in the prompt line, while they are there
        self.ask_button = ActionButton(
            lambda: self.tr("Hint"),
            HINT_KEY,
            self.ask,
            tip=lambda: self.tr("What the strongest AI player would do in your place, and why (H)"),
            parent=table.panel,
        )
        self.ask_button.setObjectName("ask_hint")
        self.take_button = ActionButton(
            lambda: self.tr("Take the hint"), TAKE_KEY, self._take_pressed, parent=table.panel
        )
        self.take_button.setObjectName("take_hint")
        for button in (self.ask_button, self.take_button):
            button.set_key_below()  # narrow: the row must fit a 1024-pixel window
        layout = table.panel.layout()
        assert isinstance(layout, QHBoxLayout)  # the panel's row: the prompt, then the controls
        for i, button in enumerate((self.ask_button, self.take_button)):
            layout.insertWidget(1 + i, button)  # just after the prompt
        self.take_button.setVisible(False)
        self.ask_button.setVisible(self.enabled)
        session.hintReady.connect(self._on_ready)
        self.refresh()

    # --- what the person does ----------------------------------------------------------------

    def can_ask(self) -> bool:
        table = self.table
        return (
            self.enabled
            and table.session.is_human_turn()
            and not table.scene.animator.busy
            # a hand's result sheet holds the table: the person's next decision (a dealer's
            # deal on or stop) is not offered yet
            and not table.held_on_result
            and table.panel.current_group() is not None
        )

    def ask(self) -> None:
        """H: ask for the hint (the answer shows when it comes)."""
        if not self.can_ask():
            return
        if self.hint is not None and self.hint.actions_at == self.table.session.actions_applied:
            self._show()  # the same position: show it again (the person may have moved cards)
            return
        if self.table.session.request_hint():
            # kept as the hint's words: they go with it when the person moves first
            self._said = self.tr("Thinking about your move…")
            self.table.show_message(self._said)
            self.refresh()

    def _take_pressed(self) -> None:
        reason = self.take()
        if reason is not None:
            self.table.show_message(reason)

    def take(self) -> str | None:
        """Take the hint: its action, through the table's own controls. None when performed."""
        hint = self.hint
        if hint is None or hint.actions_at != self.table.session.actions_applied:
            self.clear()
            return self.tr("There is no hint to take.")
        targets = self.table.hint_targets(hint.action)  # the controls set up afresh
        if targets is None:
            self.clear()
            return self.tr("There is no hint to take.")
        before = self.table.session.actions_applied
        if targets.perform is not None:
            targets.perform()
        elif targets.button is not None:
            button = self.table.panel.buttons[targets.button]  # type: ignore[attr-defined]
            button.click()
        if self.table.session.actions_applied == before:
            return self.tr("The hint could not be taken.")
        self.clear()
        return None

    # --- the session's answer ---------------------------------------------------------------

    def _on_ready(self, hint: Any) -> None:
        table = self.table
        if hint.actions_at != table.session.actions_applied or not self.can_ask():
            return
        self.clear()
        self.hint = hint
        self._show()

    def _show(self) -> None:
        hint = self.hint
        targets = self.table.hint_targets(hint.action)
        self._unmark()
        self.targets = targets
        if targets is None:
            return
        for card in targets.cards:
            if shiboken6.isValid(card):
                self.glows.append(HintGlow(card))
        if targets.button is not None:
            button = self.table.panel.buttons.get(targets.button)  # type: ignore[attr-defined]
            if button is not None:
                set_hinted(button, True)
                self._ringed = button
        title = self.tr("Hint: %1").replace("%1", targets.what)
        advice = hint.advice
        # The bot's reason is a catalogue message: shown in the player's language, a seat it
        # names ("seat 3 holds 2 cards") as the player sitting there.
        reason = (
            engine_text(name_seats(advice.message, self.table.seat_name))
            if advice.message is not None
            else str(advice.text)
        )
        body = (
            reason
            if hint.has_reason
            else self.tr("The AI's choice in your place (Shift+H takes it).")
        )
        note_words = getattr(hint, "note", "")
        if note_words:  # the strongest AI failed: whose advice this is comes first
            body = f"{note_words} {reason}" if hint.has_reason else note_words
        note = NoteItem(title, body, "win", width=NOTE_WIDTH, size=1.15, max_lines=3)
        note.setObjectName("hint_note")
        note.setZValue(650)
        point = self.table.hint_note_point(note.boundingRect(), targets.cards)
        note.setPos(point if point is not None else self._note_point(targets.cards, note))
        self.table.scene.addItem(note)
        self.note = note
        self._said = (
            self.tr("Hint: %1. Shift+H takes it.").replace("%1", targets.what)
            if targets.button or targets.perform
            else self.tr("Hint: %1.").replace("%1", targets.what)
        )
        self.table.show_message(self._said)
        self.refresh()

    def _note_point(self, cards: Sequence[CardItem], note: NoteItem) -> QPointF:
        """Over the marked cards when they are in the person's half of the table, else over the
        person's own cards, else where the table says (``HINT_AT``): never over the middle."""
        height = note.boundingRect().height()
        scene = self.table.scene.sceneRect()

        def near(items: Sequence[CardItem]) -> list[QRectF]:
            live = [c for c in items if shiboken6.isValid(c) and c.scene() is self.table.scene]
            rects = [c.sceneBoundingRect() for c in live]
            low = [r for r in rects if r.center().y() > scene.center().y()]
            return low if len(low) == len(rects) else []

        rects = near(cards) or near(self.table.my_cards())
        if rects:
            x = sum(r.center().x() for r in rects) / len(rects)
            # above the cards and above the table's words over them (a Guandan selection's
            # name, Xì tố's hole-card tag), which the note would otherwise lie on
            tags = [
                item.sceneBoundingRect()
                for item in self.table.hint_clear_of()
                if shiboken6.isValid(item) and item.isVisible()
            ]
            tops = [r.top() for r in rects] + [
                r.top()
                for r in tags
                if r.center().y() > scene.center().y()
                and abs(r.center().x() - x) < (NOTE_WIDTH + r.width()) / 2
            ]
            y = min(tops) - height - CARD_W * 0.12
        else:
            point = at(*self.table.HINT_AT)
            x, y = point.x(), point.y()
        half = NOTE_WIDTH / 2 + CARD_W * 0.05
        x = max(scene.left() + half, min(scene.right() - half, x))
        y = max(scene.top() + CARD_W * 0.05, min(scene.bottom() - height - CARD_W * 0.05, y))
        return QPointF(x, y)

    # --- keeping it true ----------------------------------------------------------------------

    def clear(self) -> None:
        """Forget the hint (the game moved on, or it was taken)."""
        self.hint = None
        self.targets = None
        if self._said and self.table.message == self._said:
            # its words in the prompt line go with it: "Hint: Bet 50" stayed over the
            # hand's result when the person did something else and the hand ended
            self.table.clear_message()
        self._said = ""
        self._unmark()
        self.refresh()

    def _unmark(self) -> None:
        for glow in self.glows:
            if shiboken6.isValid(glow):
                scene = glow.scene()
                if scene is not None:
                    scene.removeItem(glow)
        self.glows = []
        if self._ringed is not None and shiboken6.isValid(self._ringed):
            set_hinted(self._ringed, False)
        self._ringed = None
        if self.note is not None and shiboken6.isValid(self.note):
            if self.note.scene() is not None:
                self.note.scene().removeItem(self.note)
        self.note = None

    def refresh(self) -> None:
        """The buttons follow the turn: Hint on the person's turn, Take once a hint shows."""
        if not self.enabled:
            self.ask_button.setVisible(False)
            self.take_button.setVisible(False)
            return
        shown = self.hint is not None and self.targets is not None
        mine = self.can_ask()
        # one of the two at a time: the panel has no room to spare on a small window
        self.ask_button.setVisible(not (shown and mine))
        self.ask_button.setEnabled(mine and not self.table.session.hint_pending)
        self.take_button.setVisible(shown and mine)
        self.take_button.setEnabled(shown and mine)

    @property
    def marked_cards(self) -> list[CardItem]:
        """The cards the hint marks (for tests and the tutorial)."""
        cards: list[CardItem] = []
        for glow in self.glows:
            parent = glow.parentItem() if shiboken6.isValid(glow) else None
            if isinstance(parent, CardItem):
                cards.append(parent)
        return cards

    @property
    def ringed_button(self) -> str | None:
        button = self._ringed
        return button.objectName() if button is not None and shiboken6.isValid(button) else None
