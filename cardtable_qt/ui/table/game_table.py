"""What every game's table shares: the view, the scene, the action panel and the session wiring.

A game's table subclasses ``GameTable`` and fills in these hooks:

- ``build_scene()``: its piles, seat plates and spots, in card units;
- ``make_panel()``: its ``ActionPanel`` with the buttons (``ActionButton``, each showing its
  shortcut) in groups;
- ``HANDLERS``: the method that queues the scene steps of each engine event type (the base's
  ``animate(event)`` looks it up); ``animate_batch(events)`` may treat runs of events together,
  a deal card by card say, with ``animate_runs``;
- ``sync()``: show the state at once from ``session.view(viewer)`` (a restored game, and the
  check after each batch of animations, so the table always ends on what the engine says); a
  new match whose engine dealt in ``new_match`` plays ``opening_events()`` instead, from an
  empty table, so its handlers must set up a deal on their own;
- ``update_panel()``: show the controls for the person's decision, or a prompt saying who acts;
- optionally ``my_cards()``, ``card_activated(item)``, ``card_focused(item)``, ``move_focus``,
  ``activate_focus`` (keyboard and clicks over the person's cards) and ``match_over()``;
- ``hint_targets(action)``: for the Hint (``hinting``), get the controls ready for ``action`` as
  the person would and say which cards and which button show it; optionally
  ``hint_note_point(size, cards)``, where its note goes when over the cards is not the place.

The base does the rest: events are queued on the scene's animator in order, the session hears
``animations_finished`` when the queue drains (and only then moves its next AI player), a click
on the felt or Space finishes the animations, the arrow keys move the focus over the person's
cards, the settings (speed, felt colour, AI pace, card art) apply at once. It also keeps what
every table shows the same way: notices across the felt (``show_notice`` at ``NOTICE_AT``),
seat names and the corner notes, the Hint (H) and the thinking bubble on the plate of an AI
player that takes more than ``THINKING_DELAY_MS`` over a decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QHBoxLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.match import HandOver
from ..replay_words import press_play, starting, what_was_done
from .action_panel import ActionButton, ActionPanel
from .card_item import CardItem
from .hinting import HintTargets, TableHints
from .labels import InfoText, NoticeItem
from .log_panel import LogPanel
from .result_hold import ResultHold
from .scene import CardScene
from .seat_plate import SeatPlate
from .units import CARD_W, at
from .view import TableView
from .words import follow_language, retranslate_words

LOG_OPEN_KEY = "log_open"  # settings.remembered: the game log was left open
MESSAGE_MS = 4000  # how long a refusal or notice stays in the prompt line
THINKING_DELAY_MS = 300  # a quicker decision shows no thinking bubble (it would only flicker)


@dataclass(frozen=True)
class EventRun:
    """Consecutive events of ``kinds`` animated together by ``handler`` (a deal card by card).

    Events of ``passing`` kinds play on their own in between without ending the run; ``each``,
    when given, is called for every event of the run as it comes (its own steps, in order).
    """

    kinds: type | tuple[type, ...]
    handler: Callable[[list[Any]], None]
    passing: tuple[type, ...] = ()
    each: Callable[[Any], None] | None = None


class GameTable(QWidget):
    """The base of every game's table widget (``SomeTable(session, settings, card_art)``)."""

    settingsChanged = Signal()  # a remembered value changed (the shell saves the settings)
    reviewRequested = Signal()  # the person asked for the review of the hand just finished
    SCENE_SIZE: tuple[float, float] = (16.0, 9.6)  # card units
    # event type -> the method queueing its animations (``animate`` looks events up here)
    HANDLERS: ClassVar[dict[type, Callable[[Any, Any], None]]] = {}
    NOTICE_AT: tuple[float, float] = (8.0, 3.75)  # card units: the middle of a notice
    # card units: a wider notice is shown smaller, so it stays clear of the seats' cards
    # (None: as wide as its words)
    NOTICE_MAX_W: float | None = None
    NOTICE_LOG = 20  # how many of the last notices ``notice_log`` keeps
    # card units: the top middle of a hint's note when neither the cards it marks nor the
    # person's own cards are in the bottom half (Pok Deng's places round the top, say)
    HINT_AT: tuple[float, float] = (8.0, 5.6)
    # the end of each hand holds the table on ``result_sheet`` until the person goes on
    # (``ResultHold``); a table that holds its own results (Rummy's deal sheet) leaves it False
    HOLDS_RESULTS: ClassVar[bool] = False

    def __init__(
        self, session: Any, settings: Any, card_art: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.art = card_art
        human = session.human_seat
        self.viewer: int = 0 if human is None else human
        self.scene = CardScene(card_art, *self.SCENE_SIZE, speed=settings.animation_speed)
        self.scene.setParent(self)
        self.view = TableView(self.scene, self)
        self.view.set_felt(settings.table_colour)
        self.panel = self.make_panel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        # the game log beside the felt, folded to a strip unless the person opened it
        self.log_panel: LogPanel | None = None
        game_log = getattr(session, "log", None)
        if game_log is not None:
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(0)
            row.addWidget(self.view, 1)
            self.log_panel = LogPanel(game_log, self)
            self.log_panel.set_open(bool(settings.remembered.get(LOG_OPEN_KEY, False)))
            self.log_panel.toggled.connect(self._log_toggled)
            row.addWidget(self.log_panel)
            layout.addLayout(row, 1)
        else:
            layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        # out of the hand (folded, gone out, packed): the rest of it at the fastest speed
        self.fast_forwarding = False
        self.ff_button = ActionButton(
            lambda: self.tr("Fast-forward"),
            "F",
            self.fast_forward,
            tip=lambda: self.tr("Play the rest of this hand at the fastest speed"),
            parent=self.panel,
        )
        self.ff_button.setObjectName("fastForward")
        self.ff_button.hide()
        self.panel.add_extra(self.ff_button)
        self.setFocusProxy(self.view)  # keys go to the view: Space, arrows, Enter
        self.plates: list[SeatPlate] = []
        self._focus: CardItem | None = None
        self._message = ""
        self._prompt = ""
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._clear_message)

        self._thinking: int | None = None
        self._think_timer = QTimer(self)
        self._think_timer.setSingleShot(True)
        self._think_timer.setInterval(THINKING_DELAY_MS)
        self._think_timer.timeout.connect(self._show_thinking)
        # A demo ends on the result of its last hand: after ``end_after_hands`` hands the table
        # shows nothing more (not the next hand's start, which comes in the same batch).
        self.end_after_hands: int | None = None
        self.hands_shown = 0
        self.ended = False
        self.notice: NoticeItem | None = None
        self.notice_log: list[str] = []  # the last notices shown, newest last
        self.hold = ResultHold(self, self.play_events, self._end_of_batch)
        self.view.resized.connect(self.view_resized)
        # the engine's events are being shown (not only a card of yours sliding into place)
        self.events_playing = False
        self.build_scene()
        self.hints = TableHints(self)

        session.eventsReady.connect(self._on_events)
        session.humanToAct.connect(self._on_human_to_act)
        session.actionRefused.connect(self.show_message)
        session.aiThinking.connect(self._on_ai_thinking)
        session.aiDone.connect(self._on_ai_done)
        session.problem.connect(self.show_message)
        session.matchOver.connect(self._on_match_over)
        self._build_undo()
        self.scene.animator.drained.connect(self._on_drained)
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.view.skipRequested.connect(self.finish_animations)
        self.view.keyMoved.connect(self.move_focus)
        self.view.keyActivated.connect(self.activate_focus)
        session.set_ai_pace(settings.ai_pace_ms)

        opening = self.opening_events()
        # a lesson's start (the tutorial): the events that led to its position, played on it
        staged = list(getattr(session, "staged_events", ()))
        if opening:
            self.events_playing = True
            self.hold.play(opening)  # a new match: its first deal is dealt on the table
        else:
            self.sync()
            if staged:
                self.events_playing = True
                self.hold.play(staged)
        self.update_panel()
        session.start()

    # --- hooks for a game's table --------------------------------------------------------------

    def build_scene(self) -> None:
        raise NotImplementedError

    def make_panel(self) -> ActionPanel:
        return ActionPanel(self)

    def animate(self, event: Any) -> None:
        """Queue the animations of one event: its ``HANDLERS`` entry (none: nothing to show)."""
        handler = self.HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def sync(self) -> None:
        raise NotImplementedError

    def update_panel(self) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Show the table's words in the language in use (after ``QEvent.LanguageChange``).

        The tables render their labels from the state (``sync``, ``update_panel``), so by
        default that is done again, now if no animation is running, else when they have run
        (``_on_drained`` syncs then anyway). A table with words kept elsewhere (a result sheet,
        a caption from an event) re-renders those in its own ``retranslate``, calling this one.
        A hand's result sheet being shown is made again, and the table stays on that hand.
        A refusal being shown is dropped: it was in the old language. First every control's
        words set once (Fold, Undo: ``words.follow_language``) are made again, at once even
        while cards move, then what the state renders on top of them.
        """
        retranslate_words(self)
        for plate, config in zip(self.plates, self.session.seats, strict=False):
            plate.set_name(config.shown_name)  # the person's default name is a word too
        if self._message:
            self._message_timer.stop()
            self._clear_message()
        if self.scene.animator.busy:
            return
        if self.retranslate_held_results():
            return  # the engine is at the next deal already: the table stays on the held hand
        self.sync()
        self.update_panel()
        self.hints.refresh()

    def retranslate_held_results(self) -> bool:
        """A hand's results hold the table: their words made again in the language in use, and
        True (the table stays on them); False when nothing holds it."""
        if self.HOLDS_RESULTS and self.hold.holding:
            self.hold.retranslate()
            return True
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def opening_events(self) -> list[Any]:
        """A new match's first deal, animated instead of shown dealt: the events an engine that
        deals in ``new_match`` keeps in ``state.opening_events`` (a restored state has none),
        while nothing has been played yet."""
        session = self.session
        if session.hands_played or session.actions_applied:
            return []
        return list(getattr(session.state, "opening_events", ()))

    def my_cards(self) -> list[CardItem]:
        """The person's cards in the order the arrow keys visit them."""
        return []

    def hint_clear_of(self) -> list[QGraphicsItem]:
        """Words the table shows over the person's cards, which the Hint's note goes above
        rather than on (shown or not: the note asks when it is placed)."""
        return []

    def hint_note_point(self, size: QRectF, cards: Sequence[CardItem]) -> QPointF | None:
        """Where the Hint's note goes (its top middle, scene units; ``size``: its rect round
        that point), near the ``cards`` it marks; None: over those cards or the person's own
        (``hinting``), which suits a table whose words and chips lie elsewhere."""
        return None

    def card_activated(self, item: CardItem) -> None:
        """Enter on a focused card, or a click on one (the default: focus it)."""

    def card_focused(self, item: CardItem | None) -> None:
        """The focus ring moved to ``item``."""

    def match_over(self) -> None:
        """The match ended (after its last animations)."""

    def hint_targets(self, action: Any) -> HintTargets | None:
        """The Hint's hook: set the controls up for ``action`` (one of the person's legal
        actions) as the person would, and say what shows it (None: this table cannot)."""
        return None

    def clear_selection(self) -> None:
        """Nothing selected and no card in the focus ring (a lesson's step that asks the
        person to pick its cards); a table that keeps a selection empties it too."""
        self.set_focused_card(None)

    def out_of_hand(self) -> bool:
        """The person takes no more part in this hand (folded, went out, packed): the rest may
        be fast-forwarded."""
        return False

    @property
    def held_on_result(self) -> bool:
        """A hand's result sheet holds the table: that hand is over and the next one is not
        shown yet, so nothing is offered on either (no decision, no Hint, no ordering of the
        finished hand's leftover cards) until the person goes on."""
        return self.HOLDS_RESULTS and self.hold.holding

    def result_held(self) -> None:
        """The hook for when a hand's result sheet has just come to hold the table: a table's
        own controls on the hand go off (``held_on_result``); the Hint is the shared one."""

    # --- fast-forward -------------------------------------------------------------------------

    def fast_forward(self) -> None:
        """The rest of the hand at the fastest animation speed, the AI players without pause."""
        if self.fast_forwarding or not self.out_of_hand() or self.hold.holding:
            return  # (on a hand's result sheet the hand is over: nothing to skip)
        self.fast_forwarding = True
        self.ff_button.hide()
        self.scene.animator.set_speed("fast")
        self.session.set_ai_pace(0)

    def end_fast_forward(self) -> None:
        if not self.fast_forwarding:
            return
        self.fast_forwarding = False
        self.scene.animator.set_speed(self.settings.animation_speed)
        self.session.set_ai_pace(self.settings.ai_pace_ms)

    def _update_fast_forward(self) -> None:
        shown = (
            not self.fast_forwarding
            and not self.hold.holding
            and self.you() is not None
            and not self.session.state.is_over
            and self.out_of_hand()
        )
        self.ff_button.setVisible(shown)

    def result_sheet(self, over: Any, events: list[Any]) -> tuple[str, str, list[Any]] | None:
        """The sheet that holds the table at the end of a hand (``HOLDS_RESULTS``): its title,
        words under it and rows (``SheetRow``), from the hand's ``events`` (its ``HandOver``
        ``over`` last; a hand resumed from a save has only the events since); None: no sheet,
        the table still waits."""
        return None

    def animate_batch(self, events: list[Any]) -> None:
        """Queue the animations of one batch of events (default: one event at a time)."""
        for event in events:
            self.animate(event)

    def move_focus(self, step: int) -> None:
        """The arrow keys: by default the focus ring moves over ``my_cards()``."""
        self._move_card_focus(step)

    def activate_focus(self) -> None:
        """Enter: by default activates the focused card."""
        focus = self.focused_card
        if focus is not None and focus in self.my_cards():
            self.card_activated(focus)

    # --- for the hooks ---------------------------------------------------------------------

    def play_events(self, events: list[Any]) -> None:
        """Queue ``events`` as one batch of animations; ``drained`` follows when they end."""
        animator = self.scene.animator
        with animator.batch():
            self.animate_batch(events)
            # the log tells what the table has shown; at least one step, so ``drained``
            # always follows a batch
            last = events[-1] if events else None
            animator.call(lambda: self._show_log(last))

    def animate_runs(self, events: list[Any], *runs: EventRun) -> None:
        """Animate ``events`` in order, each run of consecutive events of a ``runs`` kind handed
        to its handler in one piece when the run ends; every other event goes to ``animate``."""
        held: list[list[Any]] = [[] for _ in runs]
        for event in events:
            for run, pending in zip(runs, held, strict=True):
                if pending and not isinstance(event, (run.kinds, *run.passing)):
                    run.handler(pending[:])
                    pending.clear()
            for run, pending in zip(runs, held, strict=True):
                if isinstance(event, run.kinds):
                    if run.each is not None:
                        run.each(event)
                    pending.append(event)
                    break
            else:
                self.animate(event)
        for run, pending in zip(runs, held, strict=True):
            if pending:
                run.handler(pending[:])

    def show_notice(
        self,
        text: str,
        subtitle: str = "",
        tone: str = "info",
        hold: str | None = None,
        pauses: int = 1,
    ) -> None:
        """Queue a notice across the table at ``NOTICE_AT``; with ``hold``, it stays for
        ``pauses`` pauses of that kind and then goes, otherwise until the next notice."""

        def show() -> None:
            self.notice_log = [*self.notice_log[1 - self.NOTICE_LOG :], text]
            self.hide_notice()
            self.notice = NoticeItem(text, subtitle, tone)
            self.notice.setPos(at(*self.NOTICE_AT))
            room = self.NOTICE_MAX_W
            wide = self.notice.boundingRect().width()
            if room is not None and wide > room * CARD_W:
                self.notice.setScale(room * CARD_W / wide)
            self.scene.addItem(self.notice)

        animator = self.scene.animator
        animator.call(show)
        if hold is not None and pauses > 0:
            for _ in range(pauses):
                animator.pause(hold)
            animator.call(self.hide_notice)

    def hide_notice(self) -> None:
        if self.notice is not None and self.notice.scene() is self.scene:
            self.scene.removeItem(self.notice)
        self.notice = None

    def seat_plate(self, seat: int) -> SeatPlate:
        """A seat's plate with its name as shown (the person's default in the language in use)."""
        config = self.session.seats[seat]
        return SeatPlate(seat, config.shown_name, is_you=config.is_human and seat == self.viewer)

    def is_person(self, seat: int) -> bool:
        """The person's own seat, in words: theirs at the table; in a replay (where every seat
        is the record's), the seat that played under the person's untouched default name, so
        the replay says "You play…" as the hand did, not "You plays…" or an untranslated
        "You"."""
        if self.session.seats[seat].is_human:
            return seat == self.viewer
        return bool(self.session.replaying) and seat == self.session.person_seat

    def seat_name(self, seat: int) -> str:
        """The seat's name, or "You" for the person's own seat."""
        if self.is_person(seat):
            return self.tr("You")
        return str(self.session.seats[seat].shown_name)

    def said(self, seat: int, you: str, other: str) -> str:
        """A sentence about ``seat``: ``you`` when it is the person's (its own sentence, its
        verb agreeing: "You take the bank"), else ``other`` with the seat's name for %1."""
        if self.is_person(seat):
            return you
        return other.replace("%1", self.seat_name(seat))

    def object_name(self, seat: int) -> str:
        """A seat where it is not the subject: "you" for the person, else its name."""
        if self.is_person(seat):
            return self.tr("you")
        return self.seat_name(seat)

    def you(self) -> int | None:
        """The person's seat at this table, None when only AI players play (a demo)."""
        seat = self.viewer
        return seat if self.session.seats[seat].is_human else None

    def person(self) -> int | None:
        """The seat the table's words call "you": yours at the table; in a replay, the seat
        you played (as ``is_person`` reads it); None in a demo."""
        you = self.you()
        if you is not None or not self.session.replaying:
            return you
        seat: int | None = self.session.person_seat
        return seat

    def waiting_prompt(self, seat: int | None, view: Any) -> str:
        """The prompt while the table waits for ``seat``: nothing when nobody is to act, "Your
        turn in a moment…" while the table still shows the last move before yours, else what
        the game says the seat is doing (``waiting_words``). Once the person is out of the hand
        it says so first (``out_prompt``)."""
        out = self.out_prompt(seat)
        if out:
            return out
        if seat is None:
            return ""
        if seat == self.you():
            return self.tr("Your turn in a moment…")
        if self.is_person(seat):  # a replay at the person's own move
            return self.tr("Your move…")
        return self.waiting_words(seat, view)

    def waiting_words(self, seat: int, view: Any) -> str:
        """What ``seat`` (not you) is doing while the table waits for it, in the game's words."""
        raise NotImplementedError

    def result_prompt(self, replaying: bool) -> str:
        """The prompt on a hand's result, in the game's word for a hand: a replay's end has
        nothing after it; in play the table waits for the person to go on."""
        if replaying:
            return QCoreApplication.translate(
                "ResultHold", "The replay is at the hand's end. Back steps through it again."
            )
        return QCoreApplication.translate(
            "ResultHold", "The hand is over. Next (N), Space or a click goes on."
        )

    def result_sheet_made(self, sheet: Any) -> None:
        """The hand's result sheet was made: a table may give it its game's words."""

    def demo_over_words(self) -> str:
        """The prompt on a demo's last result: nothing follows it (no next hand promised)."""
        return self.tr("The demo is over: this was its last hand.")

    def out_words(self) -> str:
        """The person's own words for being out of the hand while the others play on ("You
        went out", "You folded"); "" while the person is still in it (the default)."""
        return ""

    def playing_words(self, seat: int) -> str:
        """Who is playing now, for the prompt of someone out of the hand."""
        return self.tr("%1 is playing").replace("%1", self.seat_name(seat))

    def out_prompt(self, seat: int | None) -> str:
        """The prompt while the person is out and the others play on, ``seat`` the one whose
        move is awaited or shown ("You went out · Wei is playing"); "" while the person is
        still in the hand. A replay's prompt is what its last step did (``replay_prompt``)."""
        if self.session.replaying:
            return self.replay_prompt()
        words = self.out_words() if self.you() is not None else ""  # a demo has no "you"
        if not words:
            return ""
        if seat is None or seat == self.you():
            return words
        return words + " · " + self.playing_words(seat)

    def replay_prompt(self) -> str:
        """A replay's prompt: what its last step did, in the past tense ("Malee bet 20"), never
        whose move it is now (nobody moves in a finished hand); at its start, how to watch it."""
        session = self.session
        step = session.step
        if step == 0:
            return starting() if session.playing else press_play(session.record.game)
        seat, action = session.record.actions[step - 1]
        return what_was_done(action, self.seat_name(seat))

    def _replay_playing(self, _playing: bool) -> None:
        """Play or Pause at a replay's start: the prompt says what happens now."""
        if self.session.step == 0 and not self.hold.holding:
            self.set_prompt(self.replay_prompt())

    def add_info_text(self) -> InfoText:
        """Small light words on the felt, over the cards (the corner notes); place them."""
        item = InfoText()
        self.scene.addItem(item)
        return item

    def view_state(self) -> Any:
        return self.session.view(self.viewer)

    def revealed(self, seat: int) -> list[tuple[Any, ...]] | None:
        """Another seat's cards to draw face up where its backs lie, in groups (a Pok Deng
        player's legs): only a replay with every card face up gives them (``open_cards``, read
        from the engine state at that step); None everywhere else, so live play never shows
        what a seat could not see."""
        if seat == self.viewer:
            return None
        open_cards = getattr(self.session, "open_cards", None)
        if open_cards is None:
            return None
        groups: list[tuple[Any, ...]] | None = open_cards(seat)
        return groups

    def revealed_cards(self, seat: int) -> list[Any] | None:
        """``revealed`` as one list of cards (None: draw the backs)."""
        groups = self.revealed(seat)
        return None if groups is None else [c for g in groups for c in g]

    def held_items(self, seat: int) -> list[CardItem]:
        """The card items lying at ``seat``'s place as the cards it holds (not its plays, nor a
        card shown to everyone, Guandan's turned card): its backs, or its faces where
        ``revealed`` gives them (what a test compares)."""
        return []

    def _faces_changed(self, _face_up: bool) -> None:
        """The replay's faces were turned up or down: the seats re-laid as they are now (a
        result holding the table stays; the next step shows the new faces)."""
        self.scene.animator.finish_all()
        if self.hold.holding or self.events_playing:
            return
        self.sync()

    def is_my_turn(self) -> bool:
        return (
            bool(self.session.is_human_turn())
            and not self.scene.animator.busy
            and not self.hold.holding
        )

    def submit(self, action: Any) -> str | None:
        """Send the person's action; on refusal the reason is shown in the prompt line."""
        self.scene.animator.finish_all()
        reason: str | None = self.session.submit(action)
        if self.isActiveWindow():
            self.view.setFocus()  # the keys go back to the table (after the bet box, say)
        return reason

    def show_message(self, text: str) -> None:
        self._message = text
        self.panel.set_prompt(text)
        self._message_timer.start(MESSAGE_MS)

    @property
    def message(self) -> str:
        return self._message

    def clear_message(self) -> None:
        """The message goes now (it is about something gone); the prompt shows again."""
        self._message_timer.stop()
        self._clear_message()

    def set_prompt(self, text: str) -> None:
        """The prompt line, unless a message is being shown."""
        self._prompt = text
        if not self._message:
            self.panel.set_prompt(text)

    def set_active_seat(self, seat: int | None) -> None:
        for plate in self.plates:
            plate.set_active(plate.seat == seat)

    def finish_animations(self) -> None:
        """Show the end of every animation now (a click on the felt or Space); on a hand's
        result, go on."""
        if self.hold.holding and not self.scene.animator.busy:
            self.hold.go_on()
            return
        self.scene.animator.finish_all()

    def view_resized(self) -> None:
        """The felt changed size (the window, or the game log opened beside it): what lies
        over the felt (a hand's result sheet) is placed on it again."""
        self.hold.place()

    def apply_settings(self, settings: Any, card_art: Any | None = None) -> None:
        """Take a changed animation speed, felt colour, AI pace or card art at once."""
        self.settings = settings
        self.scene.animator.set_speed(settings.animation_speed)
        self.view.set_felt(settings.table_colour)
        self.session.set_ai_pace(settings.ai_pace_ms)
        if card_art is not None:
            self.art = card_art
            self.scene.set_art(card_art)
            if self.hold.sheet_shown:
                self.hold.sheet.set_art(card_art)

    # --- undo --------------------------------------------------------------------------------

    def _build_undo(self) -> None:
        """The Undo button at the left of the panel (Ctrl+Z is the Game menu's), shown when the
        game allows undo and a person plays; enabled while there is a decision to take back."""
        self.undo_button = QToolButton(self.panel)
        self.undo_button.setObjectName("undo")
        follow_language(self.undo_button, self._undo_words)
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.undo_button.setMinimumHeight(34)
        self.undo_button.clicked.connect(self.undo)
        self.panel.add_leading(self.undo_button)
        self.undo_button.setVisible(
            bool(getattr(self.session, "allow_undo", False)) and self.session.human_seat is not None
        )
        self.session.undoChanged.connect(self._refresh_undo)
        self.session.stateReplaced.connect(self.relay)
        faces = getattr(self.session, "facesChanged", None)
        if faces is not None:
            faces.connect(self._faces_changed)
        playing = getattr(self.session, "playingChanged", None)
        if playing is not None:
            playing.connect(self._replay_playing)
        self._refresh_undo()

    def _undo_words(self) -> None:
        self.undo_button.setText(self.tr("Undo"))
        self._undo_tip()

    def _undo_tip(self) -> None:
        """What Undo does, or, when it cannot, why not (the session's words)."""
        refusal = self.session.undo_refusal()
        self.undo_button.setToolTip(
            self.tr("Take back your last decision and the AI moves since (Ctrl+Z)")
            if refusal is None
            else refusal
        )

    @property
    def person_plays(self) -> bool:
        """A person plays at this table (not a demo, not a replay): their hands can be
        reviewed."""
        seat = self.session.human_seat
        return seat is not None and self.session.seats[seat].is_human

    def _refresh_undo(self) -> None:
        self.undo_button.setEnabled(self.session.can_undo())
        self._undo_tip()

    def undo(self) -> str | None:
        """Take back the person's last decision (the button, Ctrl+Z): None when done."""
        reason: str | None = self.session.undo()  # a refusal is also said by actionRefused
        return reason

    def relay(self) -> None:
        """The session's state was replaced (undo): show it as it is now, without animating
        what was taken back."""
        self.scene.animator.finish_all()
        self._stop_thinking()
        self.hints.clear()
        self.hold.reset()  # a result held on the table belongs to the state that was replaced
        self.events_playing = False
        self.hide_notice()
        self.clear_message()  # a refused move's words are about the position taken back
        self.sync()
        self.set_prompt("")
        self.update_panel()
        self._refresh_undo()

    # --- wiring ------------------------------------------------------------------------------

    def _on_events(self, events: list[Any]) -> None:
        if self.ended:
            return
        events = self._up_to_the_end(events)
        self._stop_thinking()
        self.hints.clear()  # the game moved on: the hint is about a position gone
        # while these play out, the seat that acted is the one in the light
        actor = next((e.seat for e in events if isinstance(getattr(e, "seat", None), int)), None)
        if actor is not None:
            self.set_active_seat(actor)
        if self.panel.current_group() is None:
            # the seat in the light, not the engine's next one: the table shows the actor's move
            self.set_prompt(self.out_prompt(actor))
        self.events_playing = True
        if self.fast_forwarding and any(isinstance(e, HandOver) for e in events):
            # the hand ends in this batch: its end at the person's own speed again (now: a
            # step queued on an idle animator would run, and drain, before the batch)
            self.end_fast_forward()
        if self.HOLDS_RESULTS:
            self.hold.play(events)
        else:
            self.play_events(events)

    def _show_log(self, last: Any) -> None:
        game_log = getattr(self.session, "log", None)
        if game_log is not None:
            if last is None:
                game_log.show_all()
            else:
                game_log.show_through(last)

    def _log_toggled(self, open_: bool) -> None:
        self.settings.remembered[LOG_OPEN_KEY] = open_
        self.settingsChanged.emit()

    def _up_to_the_end(self, events: list[Any]) -> list[Any]:
        """``events`` up to the hand over that ends a demo (all of them, usually)."""
        if self.end_after_hands is None:
            return events
        for i, event in enumerate(events):
            if isinstance(event, HandOver):
                self.hands_shown += 1
                if self.hands_shown >= self.end_after_hands:
                    self.ended = True
                    return events[: i + 1]
        return events

    def _on_drained(self) -> None:
        if self.ended:  # the table stays on the last result (the engine has moved on)
            self.set_active_seat(None)  # the hand is over: nobody keeps the turn's light
            self.set_prompt(self.demo_over_words())
            return
        if self.HOLDS_RESULTS and self.hold.drained():
            self.hints.refresh()  # no decision is offered on the sheet: the Hint is off
            self.result_held()  # nor the table's own controls on the finished hand
            return  # the table shows the hand's end until the person goes on
        self._end_of_batch()

    def _end_of_batch(self) -> None:
        self.events_playing = False
        if self.ended:  # the table stays on the last result (the engine has moved on)
            return
        self.sync()
        self.update_panel()
        self._update_fast_forward()
        self.hints.refresh()
        self.session.animations_finished()

    def _on_human_to_act(self, _seat: int) -> None:
        if not self.isActiveWindow():  # the person is in another window: the taskbar says
            QApplication.alert(self.window())
        if not self.scene.animator.busy:
            self.update_panel()
        self.hints.refresh()

    def _on_ai_thinking(self, seat: int) -> None:
        self._stop_thinking()
        if 0 <= seat < len(self.plates):
            self._thinking = seat
            self._think_timer.start()  # the bubble only if the decision takes a while
        self.set_active_seat(seat)

    def _on_ai_done(self, seat: int) -> None:
        if seat == self._thinking:
            self._stop_thinking()

    def _show_thinking(self) -> None:
        seat = self._thinking
        if seat is not None and seat == self.session.thinking_seat and seat < len(self.plates):
            self.plates[seat].set_thinking(True)

    def _stop_thinking(self) -> None:
        self._think_timer.stop()
        if self._thinking is not None and self._thinking < len(self.plates):
            self.plates[self._thinking].set_thinking(False)
        self._thinking = None

    @property
    def thinking_seat_shown(self) -> int | None:
        """The seat whose plate shows the thinking bubble now (None: none)."""
        return next((p.seat for p in self.plates if p.thinking), None)

    def _on_match_over(self) -> None:
        self.scene.animator.call(self.match_over)

    def _clear_message(self) -> None:
        self._message = ""
        self.panel.set_prompt(self._prompt)

    def _on_card_clicked(self, item: CardItem) -> None:
        if item in self.my_cards():
            self._set_focus(item)
        self.card_activated(item)

    def _set_focus(self, item: CardItem | None) -> None:
        old = self.focused_card
        if old is not None:
            old.set_focused(False)
        self._focus = item
        if item is not None:
            item.set_focused(True)
        self.card_focused(item)

    def set_focused_card(self, item: CardItem | None) -> None:
        """Put the keyboard focus ring on ``item`` (None: on no card)."""
        self._set_focus(item)

    @property
    def focused_card(self) -> CardItem | None:
        """The card with the keyboard focus ring (None once that card left the table)."""
        if self._focus is not None and not shiboken6.isValid(self._focus):
            self._focus = None
        return self._focus

    def _move_card_focus(self, step: int) -> None:
        cards = self.my_cards()
        if not cards:
            self._set_focus(None)
            return
        focus = self.focused_card
        if focus in cards:
            index = (cards.index(focus) + step) % len(cards)
        else:
            index = 0 if step > 0 else len(cards) - 1
        self._set_focus(cards[index])
