"""Plays lessons on the real table: the session, the table class and the engine a game uses.

For each lesson the runner restores the lesson's start as a ``GameSession`` (so the AI seats are
the session's own bots, thinking as in any game), puts it on the window's table with
``MainWindow.start_session`` and lays the tutorial overlay over it. Then, step by step:

- a step is shown once the table is at rest (no animation queued, and the person to act or the
  match over): its words in the bubble, its target ringed, the rest dimmed;
- a "Next" step waits for Next; an action step waits for the person's action. Every action the
  person makes passes the session's ``action_gate`` first: the expected one goes on to the
  engine, any other is refused with the engine's own reason (or the lesson's word for it) and
  the state is left as it was;
- "Show me" performs the expected action through the table's own controls, as the Hint's "Take
  the hint" does; Back goes to the previous step (the table restored from the snapshot taken
  when that step was shown); Restart starts the lesson again; Esc or Leave ends it (asking first).

A hand's end holds the table on its result sheet as in a game: a ``result`` step rings the sheet
and is done when the person goes on from it (the sheet's own button, or Next in the bubble); a
result no step talks about is an interlude between steps: the bubble rings the sheet with a
general word and waits the same way.

With ``autoplay`` each step is done by mouse clicks on what the step rings, one at a time, as
``clicks.next_click`` reads them from the table (the same path a person's clicks take: cards,
the panel's buttons, the result sheet's button, Next), and every lesson runs to its end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPainterPath, QShortcut
from PySide6.QtWidgets import QGraphicsItem, QMessageBox, QPushButton, QWidget

from ..engine.match import IllegalAction
from ..session.controller import GameSession
from ..ui.i18n import current
from ..ui.table.card_item import CardItem
from ..ui.table.chips import ChipStack
from ..ui.table.hinting import HintGlow, set_hinted
from ..ui.table.labels import SpotItem, TagItem
from ..ui.table.seat_plate import SeatPlate
from ..ui.tutorial_overlay import SpeechBubble, TutorialOverlay, place_beside
from . import clicks, picking
from .model import CONTEXT, Lesson, Step
from .progress import Progress
from .script import (
    LessonSetupError,
    refusal,
    resolve_action,
    same_action,
    script_round,
    session_payload,
    start_and_events,
)

if TYPE_CHECKING:
    from ..ui.main_window import MainWindow

POLL_MS = 40  # how often the runner looks whether the table is at rest
LESSON_PACE_MS = 450  # the AI players' pace in a lesson: quick, still easy to follow


def lesson_text(text: str) -> str:
    """A text from a lesson file, translated (``resources/i18n/update.py`` collects them)."""
    return QCoreApplication.translate(CONTEXT, text)


class LessonRunner(QObject):
    """Runs ``lessons`` one after the other in ``window``."""

    stepShown = Signal(int)  # the step's index in its lesson
    lessonDone = Signal(str)  # a lesson's key, once its last step is done
    finished = Signal(bool)  # True: every lesson ran to its end; False: left or failed
    failed = Signal(str)  # what went wrong, naming the lesson and the step

    def __init__(
        self,
        window: MainWindow,
        lessons: Sequence[Lesson],
        progress: Progress | None,
        *,
        autoplay: bool = False,
        ask_before_leaving: bool = True,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.lessons = list(lessons)
        self.progress = progress
        self.autoplay = autoplay
        self.ask_before_leaving = ask_before_leaving and not autoplay
        self.lesson_index = 0
        self.index = 0  # the step in the lesson
        self.shown = False  # the step at ``index`` is on screen
        self.done = False
        self.session: GameSession | None = None
        self.overlay: TutorialOverlay | None = None
        self.bubble: SpeechBubble | None = None
        self.targets: Any = None  # the table's HintTargets of the step's action
        # what the last target_rects found: the items ringed, and the controls' rectangles
        self._hole_items: list[QGraphicsItem] = []
        self._hole_widgets: list[QRect] = []
        # the last place the bubble was given and what it was worked out from (the table at
        # rest asks the same every tick)
        self._placed: tuple[tuple[Any, ...], QPoint] | None = None
        self.expected: Any = None  # the step's action, decoded
        self.last_refusal = ""
        self._snapshots: dict[int, dict[str, Any]] = {}
        self._staged: list[Any] = []  # the events that led to the lesson's start
        self._mounting = False
        self._autoplay_pending = False  # autoplay: a click is queued
        self.interlude = False  # a result no step talks about holds the table (see ``_tick``)
        self._autoplay_clicks = 0  # autoplay: clicks made at the step shown
        self._escape: QShortcut | None = None
        self._glows: list[HintGlow] = []
        self._ringed: QPushButton | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._tick)
        window.sessionClosed.connect(self._on_session_closed)

    # --- what the runner shows --------------------------------------------------------------

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def table(self) -> Any:
        return self.window.table

    def start(self) -> None:
        self._begin_lesson(0)

    def _begin_lesson(self, number: int) -> None:
        self.lesson_index = number
        lesson = self.lesson
        if self.progress is not None:
            self.progress.mark_started(lesson.key)
        state, self._staged = start_and_events(lesson)
        you = QCoreApplication.translate("Tutorial", "You")
        payload = session_payload(lesson, state, you, current().language)
        self._snapshots = {0: payload}
        self._mount(payload, 0)

    def _mount(self, payload: dict[str, Any], index: int) -> None:
        """Put a session restored from ``payload`` on the table, at step ``index``."""
        self._glows, self._ringed = [], None  # they go with the old table
        self._mounting = True
        try:
            session = GameSession.from_payload(payload, bot_mode="thread")
            session.action_gate = self._gate
            if index == 0:  # the events that led to the lesson's start play on the table
                session.staged_events = list(self._staged)  # type: ignore[attr-defined]
            self.window.tutorial_label = QCoreApplication.translate(
                "Tutorial", "Tutorial: %1"
            ).replace("%1", lesson_text(self.lesson.title))
            started = self.window.start_session(session, watching=True)
        finally:
            self._mounting = False
        if not started:
            self._fail("the table could not be opened")
            return
        self.session = session
        session.set_ai_pace(0 if self.autoplay else LESSON_PACE_MS)
        table = self.table
        if self.autoplay:
            table.scene.animator.set_speed("off")
        if hasattr(table, "keep_last_round"):  # Pok Deng: a step may talk about the last round
            table.keep_last_round = True
        self.overlay = TutorialOverlay(table)
        self.overlay.show()
        self.bubble = SpeechBubble(table)
        self.bubble.hide()
        self.bubble.next_button.clicked.connect(self.next)
        self.bubble.show_button.clicked.connect(self.show_me)
        self.bubble.back_button.clicked.connect(self.back)
        self.bubble.restart_button.clicked.connect(self.restart)
        self.bubble.leave_button.clicked.connect(self.request_leave)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), table)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.request_leave)
        self._escape = escape
        self.index = index
        self.shown = False
        self.interlude = False
        self._poll.start()

    # --- the steps ----------------------------------------------------------------------------

    def _at_rest(self) -> bool:
        session, table = self.session, self.table
        if session is None or table is None or not shiboken6.isValid(table):
            return False
        if table.scene.animator.busy:
            return False
        if self._result_held():
            # a result step talks about the sheet and waits for the person to go on from it;
            # any other result is the interlude's (``_tick``)
            return self.step.kind == "result" and clicks.result_button(table) is not None
        if session.state.is_over:
            return True
        if not session.is_human_turn():
            return False
        return table.panel.current_group() is not None

    def _result_held(self) -> bool:
        """A hand's result holds the table (Rummy's deal sheet, or the table's ``hold``)."""
        table = self.table
        hold = getattr(table, "hold", None)
        return bool(getattr(table, "holding", False) or (hold is not None and hold.holding))

    def _go_on_from_result(self) -> None:
        table = self.table
        if getattr(table, "holding", False) and hasattr(table, "continue_after_result"):
            table.continue_after_result()
            return
        hold = getattr(table, "hold", None)
        if hold is not None and hold.holding:
            hold.go_on()

    def _escape_free(self) -> bool:
        """Esc leaves the lesson unless a button of the table's own takes it just now
        (Guandan's Clear while cards are selected): two owners would make the key do nothing."""
        table = self.table
        return not any(
            getattr(b, "key", None) == "Esc" and b.isVisible() and b.isEnabled()
            for b in table.panel.buttons.values()
        )

    def _tick(self) -> None:
        if self.done or self.session is None:
            return
        escape = self._escape
        if escape is not None and shiboken6.isValid(escape):
            escape.setEnabled(self._escape_free())
        if self.interlude:
            if not self._result_held():
                self._end_interlude()  # the person went on from the sheet
                return
            self._place()
            self._queue_autoplay()
            return
        if not self.shown:
            if self._interlude_due():
                self._show_interlude()
            elif self._at_rest():
                self._show_step()
            return
        kind = self.step.kind
        if kind == "group" and not clicks.missing_groups(self.table, self._wanted_groups()):
            self._advance_step()  # the person's arrangement holds the step's groups
            return
        if kind == "result" and not self._result_held():
            self._advance_step()  # the person went on from the result
            return
        self._place()
        self._queue_autoplay()

    def _queue_autoplay(self) -> None:
        if self.autoplay and not self._autoplay_pending:
            self._autoplay_pending = True
            QTimer.singleShot(0, self._autoplay_step)

    # --- a result no step talks about ------------------------------------------------------------

    def _interlude_due(self) -> bool:
        table = self.table
        if table is None or not shiboken6.isValid(table) or table.scene.animator.busy:
            return False
        return (
            self._result_held()
            and self.step.kind != "result"
            and clicks.result_button(table) is not None
        )

    def _show_interlude(self) -> None:
        assert self.bubble is not None
        self.interlude = True
        self._autoplay_clicks = 0
        self.bubble.say(
            lesson_text(self.lesson.title),
            QCoreApplication.translate(
                "Tutorial",
                "This one is over: the sheet shows how it was settled. Press Next to go on, "
                "as in a game.",
            ),
            waits=False,
            can_back=False,
        )
        self.bubble.show()
        self.bubble.raise_()
        self._place()

    def _end_interlude(self) -> None:
        self.interlude = False
        if self.bubble is not None:
            self.bubble.hide()
        if self.overlay is not None:
            self.overlay.set_holes([], dimmed=False)

    def _wanted_groups(self) -> list[Any]:
        return [clicks.group_faces(g) for g in self.step.group]

    def _show_step(self) -> None:
        step = self.step
        session = self.session
        assert session is not None and self.bubble is not None
        self.shown = True
        if not session.state.is_over:
            script_round(self.lesson, session.state)
        self._snapshots[self.index] = session.to_payload()
        self.expected = None
        self.targets = None
        if step.action is not None:
            try:
                self.expected = resolve_action(self.lesson.game, step.action, session.state)
            except LessonSetupError as exc:
                self._fail(str(exc))
                return
            why = "the match is over" if session.state.is_over else None
            if why is None and not session.is_human_turn():
                why = "it is not the person's turn"
            if why is None:
                why = refusal(session.state, self.expected)
            if why is not None:
                self._fail(f"the action is not legal here: {why}")
                return
            if getattr(self.table, "keep_last_round", False):
                self.table.keep_last_round = False  # now the table may clear for the decision
                self.table.update_panel()
            self.targets = self.table.hint_targets(self.expected)
            if step.choose and hasattr(self.table, "hinted"):
                self.table.hinted = None  # Play opens the readings: the person picks one
                self.table.update_panel()
            if not step.watch:  # a watched action rings nothing to press
                self._mark(self.targets)
            if picking.step_cards(self.expected) is not None:
                picking.clear_selection(self.table)  # the person picks the ringed cards
        elif step.kind in ("group", "refused"):
            self._mark_cards(step)
        title = QCoreApplication.translate("Tutorial", "%1 — step %2 of %3").replace(
            "%1", lesson_text(self.lesson.title)
        )
        title = title.replace("%2", str(self.index + 1)).replace("%3", str(len(self.lesson.steps)))
        self.bubble.say(
            title, lesson_text(step.text), waits=step.waits_for_action, can_back=self.index > 0
        )
        self.bubble.show()
        self.bubble.raise_()
        self._place()
        self._autoplay_clicks = 0
        self.stepShown.emit(self.index)

    def target_rects(self) -> list[QRect]:
        """What the step talks about, in the table widget's coordinates."""
        table = self.table
        if table is None or not shiboken6.isValid(table):
            return []
        word, _, name = ("result", "", "") if self.interlude else self.step.target.partition(" ")
        items: list[QGraphicsItem] = []
        widgets: list[QWidget] = []
        if word == "action" and self.step.kind in ("group", "refused"):
            items.extend(self._step_cards())
            button = table.panel.buttons.get(self._step_button() or "")
            if button is not None:
                widgets.append(button)
        elif word == "result":
            button = clicks.result_button(table)
            if button is not None:  # the sheet the button belongs to
                widgets.append(button.parentWidget() or button)
        elif word == "action" and self.targets is not None:
            items.extend(c for c in self.targets.cards if shiboken6.isValid(c))
            spot = getattr(self.expected, "spot", None)  # Pok Deng: the place a bet goes
            spots = getattr(table, "spot_items", None)
            if isinstance(spot, int) and isinstance(spots, list) and spot < len(spots):
                items.append(spots[spot])
            if self.targets.button is not None:
                button = table.panel.buttons.get(self.targets.button)
                if button is not None:
                    widgets.append(button)
            reading = clicks.reading_button(table, self.expected)
            if reading is not None:  # the readings are open: the one asked for
                widgets.append(reading)
        elif word == "hand":
            items.extend(table.my_cards())
        elif word == "seat" and name.isdigit() and int(name) < len(table.plates):
            items.append(table.plates[int(name)])
            rows = getattr(table, "rows", None)  # Xì tố: the seat's cards belong to it
            if isinstance(rows, list) and int(name) < len(rows):
                items.extend(rows[int(name)].items)
        elif word == "pile" and name in table.scene.piles:
            items.extend(table.scene.piles[name].items)
        elif word == "button" and name in table.panel.buttons:
            widgets.append(table.panel.buttons[name])
        elif word == "spot" and name.isdigit():
            spots = getattr(table, "spot_items", [])
            if int(name) < len(spots):
                items.append(spots[int(name)])
                items.extend(table.spot_piles[int(name)].items)
        elif word == "panel":
            widgets.append(table.panel)
        elif word == "widget" and isinstance(getattr(table, name, None), QWidget):
            widgets.append(getattr(table, name))
        elif word == "widget" and isinstance(getattr(table, name, None), QGraphicsItem):
            items.append(getattr(table, name))
        self._hole_items = [item for item in items if item.isVisible()]
        rects = [self._item_rect(item) for item in self._hole_items]
        rects += [QRect(w.mapTo(table, QPoint(0, 0)), w.size()) for w in widgets if w.isVisible()]
        self._hole_widgets = [r for r in rects[len(self._hole_items) :] if r.isValid()]
        return merged([r for r in rects if r.isValid()])

    def target_holes(self) -> list[QRect | QPainterPath]:
        """The holes the dimming leaves, in the table widget's coordinates: a card only where
        it shows (a fan's cards lie on one another: the cards between two ringed ones stay
        dimmed), any other item and a control by its rectangle."""
        self.target_rects()
        holes: list[QRect | QPainterPath] = []
        for item in self._hole_items:
            if isinstance(item, CardItem):
                holes.append(self._card_shape(item))
            else:
                holes.append(self._item_rect(item))
        return holes + list(self._hole_widgets)

    def _card_shape(self, item: CardItem) -> QPainterPath:
        """The part of a card not under another card, in the table widget's coordinates."""
        scene = item.scene()
        area = QPainterPath()
        area.addRect(item.sceneBoundingRect())
        if scene is not None:
            for other in scene.items(item.sceneBoundingRect()):  # topmost first
                if other is item:
                    break
                if isinstance(other, CardItem) and other.isVisible() and other.opacity() > 0.5:
                    over = QPainterPath()
                    over.addRect(other.sceneBoundingRect())
                    area = area.subtracted(over)
        view = self.table.view
        offset = QPointF(view.viewport().mapTo(self.table, QPoint(0, 0)))
        shape: QPainterPath = view.mapFromScene(area).translated(offset)
        return shape

    def _step_cards(self) -> list[QGraphicsItem]:
        """A group or refused step's cards in the person's hand."""
        step = self.step
        texts = step.group if step.kind == "group" else (step.select,) if step.select else ()
        wanted = set().union(*(clicks.group_faces(t) for t in texts)) if texts else set()
        return [i for i in self.table.my_cards() if i.card is not None and i.card.face in wanted]

    def _step_button(self) -> str | None:
        step = self.step
        if step.press is not None:
            return step.press
        return "group" if step.kind == "group" else None

    def _mark_cards(self, step: Step) -> None:
        self._unmark()
        self._glows = [HintGlow(card) for card in self._step_cards()]  # type: ignore[arg-type]
        button = self.table.panel.buttons.get(self._step_button() or "")
        if button is not None:
            set_hinted(button, True)
            self._ringed = button

    def _item_rect(self, item: QGraphicsItem) -> QRect:
        table = self.table
        view = table.view
        polygon = view.mapFromScene(item.sceneBoundingRect())
        rect = polygon.boundingRect()
        return QRect(view.mapTo(table, rect.topLeft()), rect.size())

    def _place(self) -> None:
        overlay, bubble, table = self.overlay, self.bubble, self.table
        if overlay is None or bubble is None or table is None or not shiboken6.isValid(bubble):
            return
        showing = self.shown or self.interlude
        rects = self.target_rects() if showing else []
        overlay.set_holes(self.target_holes() if rects else [], dimmed=showing and bool(rects))
        union: QRect | None = None
        for r in rects:
            union = r if union is None else union.united(r)
        size = bubble.sizeHint()
        bubble.resize(size)
        busy = self._busy_rects()
        key = tuple(r.getRect() for r in [union or QRect(), QRect(QPoint(), size), table.rect()])
        key += tuple(r.getRect() for r in busy)
        if self._placed is None or self._placed[0] != key:
            self._placed = key, place_beside(union, size, table.rect(), busy)
        bubble.move(self._placed[1])

    def _busy_rects(self) -> list[QRect]:
        """The cards, seats, tags, chips and betting places on the table, which the bubble
        should leave in sight (a step's words name a card on the pile or a player's bet as
        often as the ringed things), and the action panel. A place shows (and is busy) only
        while it is offered or chosen."""
        table = self.table
        assert table is not None
        seen = table.view.viewport().rect()
        panel = table.panel  # its prompt and buttons, under the felt
        busy = [QRect(panel.mapTo(table, QPoint(0, 0)), panel.size())] if panel.isVisible() else []
        return busy + [
            self._item_rect(item)
            for item in table.scene.items()
            if isinstance(item, CardItem | SeatPlate | TagItem | ChipStack | SpotItem)
            and item.isVisible()
            and (not isinstance(item, SpotItem) or item.offered or item.chosen)  # drawn
            and seen.intersects(table.view.mapFromScene(item.sceneBoundingRect()).boundingRect())
        ]

    # --- the person's actions -----------------------------------------------------------------

    def _gate(self, action: Any) -> str | None:
        """The session asks before applying the person's action: None lets it through."""
        if self.shown and self.step.kind == "refused":
            return self._gate_refused(action)
        if self.shown and self.step.kind == "group":
            reason = QCoreApplication.translate(
                "Tutorial", "Arrange the cards first, as the bubble says."
            )
            self._refuse(reason)
            return reason
        if self.done or not self.shown or self.expected is None:
            reason = QCoreApplication.translate(
                "Tutorial", "Wait for the next step first: press Next in the bubble."
            )
            self._refuse(reason)
            return reason
        if same_action(action, self.expected):
            self._step_done()
            return None
        session = self.session
        assert session is not None
        engine = refusal(session.state, action)
        lesson_word = self.step.wrong_text(type(action).__name__)
        if lesson_word is not None:
            reason = lesson_text(lesson_word)
        elif engine is not None:
            reason = engine
        else:
            what = self.targets.what if self.targets is not None else ""
            reason = QCoreApplication.translate(
                "Tutorial", "That is allowed in a game, but this step asks for: %1."
            ).replace("%1", what)
        if engine is not None and lesson_word is not None:
            reason = f"{reason} ({engine})"
        self._refuse(reason)
        return reason

    def _gate_refused(self, action: Any) -> str:
        """A refused step: the person's try is refused (never applied); when the engine itself
        refuses an action of the step's type, the table shows its reasons and the step is done."""
        session = self.session
        assert session is not None
        engine = refusal(session.state, action)
        if type(action).__name__ == self.step.refused and engine is not None:
            QTimer.singleShot(0, self._advance_if_refused_step)
            return engine
        reason = QCoreApplication.translate(
            "Tutorial", "Not this time: do as the bubble says, to see what happens."
        )
        self._refuse(reason)
        return reason

    def _advance_if_refused_step(self) -> None:
        if self.shown and not self.done and self.step.kind == "refused":
            self._advance_step()

    def _refuse(self, reason: str) -> None:
        self.last_refusal = reason
        if self.bubble is not None and shiboken6.isValid(self.bubble):
            self.bubble.refuse(reason)
            self._place()

    def _step_done(self) -> None:
        self._advance_step()

    def _mark(self, targets: Any) -> None:
        """The Hint's own marks on what the step's action uses: a glow on each card, the ring
        on the button (``hinting``)."""
        self._unmark()
        if targets is None:
            return
        self._glows = [HintGlow(card) for card in targets.cards if shiboken6.isValid(card)]
        button = self.table.panel.buttons.get(targets.button) if targets.button else None
        if button is not None:
            set_hinted(button, True)
            self._ringed = button

    def _unmark(self) -> None:
        for glow in self._glows:
            if shiboken6.isValid(glow) and glow.scene() is not None:
                glow.scene().removeItem(glow)
        self._glows = []
        if self._ringed is not None and shiboken6.isValid(self._ringed):
            set_hinted(self._ringed, False)
        self._ringed = None

    def _advance_step(self) -> None:
        self._unmark()
        self.shown = False
        self.targets = None
        self.expected = None
        if self.bubble is not None:
            self.bubble.hide()
        if self.overlay is not None:
            self.overlay.set_holes([], dimmed=False)
        if self.index + 1 < len(self.lesson.steps):
            self.index += 1
            if hasattr(self.table, "keep_last_round"):
                self.table.keep_last_round = True
            return
        self._lesson_done()

    def _lesson_done(self) -> None:
        key = self.lesson.key
        if self.progress is not None:
            self.progress.mark_done(key)
        self.lessonDone.emit(key)
        if self.lesson_index + 1 < len(self.lessons):
            QTimer.singleShot(0, lambda: self._begin_lesson(self.lesson_index + 1))
            return
        self._end(True)

    def next(self) -> None:
        if self.interlude:
            self._go_on_from_result()
            if not self._result_held():
                self._end_interlude()
            return
        if not self.shown or self.step.waits_for_action:
            return
        if self.step.kind == "result":
            self._go_on_from_result()  # as the sheet's own button: the step ends when it goes
            if not self._result_held():
                self._advance_step()
            return
        self._advance_step()

    def show_me(self) -> None:
        """Do the step for the person, through the table's own controls."""
        if not self.shown:
            return
        if self.step.kind in ("group", "refused"):
            at = self.index, self.lesson_index
            for _ in range(40):  # each click moves the selection or the groups on
                target = clicks.next_click(self)
                if target is None or (self.index, self.lesson_index) != at or not self.shown:
                    break
                if not clicks.click(self.table, target):
                    break
            return
        if self.expected is None:
            return
        self._perform()

    def _perform(self) -> None:
        """The Hint's way of taking the step's action ("Show me"): its perform, or its button."""
        targets = self.table.hint_targets(self.expected)  # the controls set up afresh
        if targets is None:
            return
        if targets.perform is not None:
            targets.perform()
        elif targets.button is not None:
            self.table.panel.buttons[targets.button].click()

    def back(self) -> None:
        if self.index == 0:
            return
        target = self.index - 1
        # Next steps back to an action step need no new table: nothing was played in between
        if self.lesson.steps[target].kind == "next" and target in self._snapshots:
            acted = any(self.lesson.steps[i].kind != "next" for i in range(target, self.index))
            if not acted:
                self.index = target
                self.shown = False
                return
        self._remount(target)

    def restart(self) -> None:
        self._remount(0)

    def _remount(self, index: int) -> None:
        snapshot = self._snapshots.get(index)
        if snapshot is None:
            return
        kept = {i: s for i, s in self._snapshots.items() if i <= index}
        self._poll.stop()
        self._mount(snapshot, index)
        self._snapshots = kept

    def request_leave(self) -> None:
        if self.done:
            return
        if self.ask_before_leaving:
            answer = QMessageBox.question(
                self.window,
                QCoreApplication.translate("Tutorial", "Leave the lesson"),
                QCoreApplication.translate(
                    "Tutorial", "Leave this lesson? What you completed so far is kept."
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.leave()

    def leave(self) -> None:
        self._end(False)
        self.window.show_start_screen()

    # --- autoplay -------------------------------------------------------------------------------

    AUTOPLAY_CLICKS = 40  # a step needing more clicks than this is not being done

    def _autoplay_step(self) -> None:
        """One click on what the step rings now; the next tick asks again."""
        self._autoplay_pending = False
        if self.done or not (self.shown or self.interlude) or self.bubble is None:
            return
        table = self.table
        if table.scene.animator.busy:
            return  # the last click is still playing out
        if self.shown and self.step.watch:
            return  # the table does this one by itself (the turn clock): watch it
        target = clicks.next_click(self)
        self._autoplay_clicks += 1
        if target is None or self._autoplay_clicks > self.AUTOPLAY_CLICKS:
            why = "nothing to click" if target is None else "the clicks did not do it"
            self._fail(f"{why} ({self.last_refusal})")
            return
        try:
            reached = clicks.click(table, target)
        except IllegalAction as exc:
            self._fail(f"the action was refused: {exc.reason}")
            return
        if not reached:
            self._fail(f"the step's control cannot be clicked: {target!r}")

    # --- ending -------------------------------------------------------------------------------

    def _fail(self, why: str) -> None:
        message = f"lesson {self.lesson.key}, step {self.index + 1}: {why}"
        self.failed.emit(message)
        self._end(False)

    def _end(self, completed: bool) -> None:
        if self.done:
            return
        self.done = True
        self._poll.stop()
        if self.session is not None and not self.session.state.is_over:
            self.session.pause()
        if self.bubble is not None and shiboken6.isValid(self.bubble):
            self.bubble.hide()
        if self.overlay is not None and shiboken6.isValid(self.overlay):
            self.overlay.hide()
        self.finished.emit(completed)

    def _on_session_closed(self) -> None:
        if not self._mounting and not self.done:
            self.done = True  # the table went for another reason (a new game, Quit)
            self._poll.stop()
            self.finished.emit(False)


def merged(rects: list[QRect]) -> list[QRect]:
    """Overlapping rectangles as one (a fanned hand is one hole, not a hole per card)."""
    out: list[QRect] = []
    for rect in rects:
        current = rect
        changed = True
        while changed:
            changed = False
            for other in out[:]:
                if other.intersects(current.adjusted(-4, -4, 4, 4)):
                    out.remove(other)
                    current = current.united(other)
                    changed = True
        out.append(current)
    return out
