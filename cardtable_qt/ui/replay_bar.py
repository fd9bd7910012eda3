"""The replay's controls, a tool bar over the table: back, play/pause, forward, a slider over the
steps and a list of the decisions to jump to, and whose eyes the table shows."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QSlider, QToolBar, QWidget

from ..engine.cards import Card
from ..engine.messages import msg
from ..engine_text import engine_text
from ..session.log_words import card_text, cards_text
from ..session.log_words import describe as log_lines
from ..session.replay import ReplaySession
from . import i18n

# Each game's actions in words, in the player's language. Pok Deng's are the engine's own
# ("can't %1 now" messages), translated by their codes; the others' are said here.
POKDENG_ACTION_CODES = {
    "PlaceBet": "pokdeng.what_place_a_bet",
    "EndBets": "pokdeng.what_finish_betting",
    "DrawCard": "pokdeng.what_draw",
    "Stand": "pokdeng.what_stand",
    "Catch": "pokdeng.what_catch",
    "NoCatch": "pokdeng.what_decline_to_catch",
    "Rebuy": "pokdeng.what_rebuy",
    "Leave": "pokdeng.what_leave_the_table",
    "TakeBank": "pokdeng.what_take_the_bank",
    "DeclineBank": "pokdeng.what_decline_the_bank",
    "KeepBank": "pokdeng.what_deal_another_round",
    "AnnounceStop": "pokdeng.what_announce_a_stop",
}
ACTION_WORDS: dict[tuple[str, str], Any] = {
    ("guandan", "CutDeck"): QT_TRANSLATE_NOOP("Actions", "cut the deck"),
    ("guandan", "Play"): QT_TRANSLATE_NOOP("Actions", "play"),
    ("guandan", "Pass"): QT_TRANSLATE_NOOP("Actions", "pass"),
    ("guandan", "PayTribute"): QT_TRANSLATE_NOOP("Actions", "pay tribute"),
    ("guandan", "ReturnTribute"): QT_TRANSLATE_NOOP("Actions", "return tribute"),
    ("rummy", "Pack"): QT_TRANSLATE_NOOP("Actions", "pack"),
    ("rummy", "Draw"): QT_TRANSLATE_NOOP("Actions", "draw"),
    ("rummy", "Discard"): QT_TRANSLATE_NOOP("Actions", "discard"),
    ("rummy", "Declare"): QT_TRANSLATE_NOOP("Actions", "declare"),
    ("xito", "Bet"): QT_TRANSLATE_NOOP("Actions", "bet"),
    ("xito", "Call"): QT_TRANSLATE_NOOP("Actions", "call"),
    ("xito", "Raise"): QT_TRANSLATE_NOOP("Actions", "raise"),
    ("xito", "Fold"): QT_TRANSLATE_NOOP("Actions", "fold"),
    ("xito", "Rebuy"): QT_TRANSLATE_NOOP("Actions", "rebuy"),
    ("xito", "SitOut"): QT_TRANSLATE_NOOP("Actions", "sit out"),
}


def action_words(action: Any) -> str:
    """What kind of action ``action`` is, in the player's language ("fold", "úp bài")."""
    kind = type(action)
    parts = kind.__module__.split(".")
    game = parts[2] if len(parts) > 2 and parts[1] == "engine" else ""
    code = POKDENG_ACTION_CODES.get(kind.__name__) if game == "pokdeng" else None
    if code is not None:
        return engine_text(msg(code))
    words = ACTION_WORDS.get((game, kind.__name__))
    if words is not None:
        return QCoreApplication.translate("Actions", words)
    return _words(kind.__name__)


def describe(action: Any) -> str:
    """A short text for an action of any game: its kind in words, then its cards and numbers
    ("play full house 9S 9D 9H 4C 4D", "discard BJ", "place a bet 0, 20")."""
    kind = type(action).__name__
    if type(action).__module__.startswith("cardtable_qt.engine.pokdeng"):
        if kind == "PlaceBet":  # the place as the table numbers it, not its index
            return (
                QCoreApplication.translate("Actions", "bet %1 on place %2")
                .replace("%1", i18n.locale().toString(action.amount))
                .replace("%2", i18n.locale().toString(action.spot + 1))
            )
        if kind in ("DrawCard", "Stand"):  # the hand's index in the round says nothing
            return action_words(action)
    words = action_words(action)
    details = " ".join(_details(action))
    return f"{words} {details}".strip()


def _words(name: str) -> str:
    return "".join(" " + c.lower() if c.isupper() else c for c in name).strip().replace("_", " ")


# Where a Rummy card is drawn from, in words (the action keeps the engine's name of the pile).
SOURCES = {
    "stock": QT_TRANSLATE_NOOP("Actions", "from the stock"),
    "discard": QT_TRANSLATE_NOOP("Actions", "from the discard pile"),
}


def _details(value: Any) -> list[str]:
    if isinstance(value, Card):
        return [card_text(value, jokers=True)]
    message = getattr(value, "message", None)
    if callable(message) and hasattr(value, "kind"):  # a Guandan combination names itself
        return [engine_text(message())]
    cards = getattr(value, "cards", None)
    if isinstance(cards, tuple) and all(isinstance(c, Card) for c in cards):
        return [cards_text(cards, jokers=True)]
    if isinstance(value, str) and value in SOURCES:
        return [QCoreApplication.translate("Actions", SOURCES[value])]
    if isinstance(value, int) and not isinstance(value, bool):
        return [i18n.locale().toString(value)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: list[str] = []
        for f in dataclasses.fields(value):
            out.extend(_details(getattr(value, f.name)))
        return out
    if isinstance(value, (tuple, list)):
        return [d for v in value for d in _details(v)]
    if value is None:
        return []
    return [str(value)]


def decision_labels(session: ReplaySession) -> list[str]:
    """Each step of the record in the game log's words (its first line: who did what), so the
    list reads in the player's language; an action the log says nothing about is described."""
    record = session.record

    def name(seat: int) -> str:
        return session.seats[seat].shown_name if 0 <= seat < len(session.seats) else str(seat + 1)

    labels: list[str] = []
    for seat, action, events, _state in record.steps():
        # the acting seat's own event first (a Guandan cut also deals the hand: say the cut)
        ordered = sorted(events, key=lambda e: getattr(e, "seat", None) != seat)
        line = next(
            (ln for e in ordered for ln in log_lines(record.game, e, name, session.person_seat)),
            "",
        )
        labels.append(line or f"{name(seat)}: {describe(action)}")
    return labels


DECISIONS_SHOWN = 22  # characters of the decision list's line in the bar


class ReplayBar(QToolBar):
    seatChosen = Signal(int)  # the person chose to see the hand from another seat

    def __init__(
        self, session: ReplaySession, parent: QWidget | None = None, *, face_up: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.setMovable(False)
        self.session = session
        self.back_action = self.addAction(self.tr("◀ Back"), session.step_back)
        self.back_action.setShortcut("Ctrl+Left")
        self.play_action = self.addAction(self.tr("Play"), self.toggle_play)
        self.play_action.setShortcut("Ctrl+Space")
        self.forward_action = self.addAction(self.tr("Forward ▶"), session.step_forward)
        self.forward_action.setShortcut("Ctrl+Right")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, session.steps)
        self.slider.setMinimumWidth(200)
        self.slider.valueChanged.connect(self._slid)
        self.addWidget(self.slider)
        self.position = QLabel(self)
        self.addWidget(self.position)
        self.decisions = QComboBox(self)
        self.decisions.setObjectName("decisions")
        self.decisions.addItem(self.tr("Jump to a decision…"), -1)
        for index, label in enumerate(decision_labels(session)):
            self.decisions.addItem(f"{index + 1}. {label}", index)
        # as wide as a short line, not the longest (a Guandan play's words): the bar keeps its
        # last control in sight at the smallest window; the list opens wide enough to read
        self.decisions.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.decisions.setMinimumContentsLength(DECISIONS_SHOWN)
        view = self.decisions.view()
        view.setMinimumWidth(
            view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width()
        )
        self.decisions.activated.connect(self._jump_chosen)
        self.addWidget(self.decisions)
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("seenBy")
        for seat, config in enumerate(session.seats):
            if seat == session.person_seat:
                seen = self.tr("As you saw it")
            else:
                seen = self.tr("As %1 saw it").replace("%1", config.shown_name)
            self.seat_box.addItem(seen, seat)
        self.seat_box.setCurrentIndex(session.viewer)
        self.seat_box.activated.connect(
            lambda i: self.seatChosen.emit(int(self.seat_box.itemData(i)))
        )
        self.addWidget(self.seat_box)
        # the hand is over: by default everyone's cards lie face up at their seats
        self.face_up_action = self.addAction(self.tr("All cards face up"))
        self.face_up_action.setObjectName("faceUp")
        self.face_up_action.setCheckable(True)
        self.face_up_action.setChecked(face_up)
        self.face_up_action.setShortcut("Ctrl+U")
        self.face_up_action.setToolTip(
            self.tr("Show every player's cards (Ctrl+U), or only what the chosen seat saw")
        )
        session.set_face_up(face_up)
        self.face_up_action.toggled.connect(session.set_face_up)
        session.stepped.connect(self._show_step)
        session.playingChanged.connect(self._show_playing)
        self._show_step(session.step)

    def toggle_play(self) -> None:
        if self.session.playing:
            self.session.stop()
        else:
            self.session.play()

    def jump_to_decision(self, index: int) -> None:
        """Show the table just before the decision at ``index`` of the log."""
        self.session.jump(index)

    def _jump_chosen(self, row: int) -> None:
        index = int(self.decisions.itemData(row))
        if index >= 0:
            self.jump_to_decision(index)

    def _slid(self, value: int) -> None:
        if value != self.session.step:
            self.session.jump(value)

    def _show_step(self, step: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.position.setText(
            self.tr("Step %1 of %2").replace("%1", str(step)).replace("%2", str(self.session.steps))
        )
        self.back_action.setEnabled(step > 0)
        self.forward_action.setEnabled(step < self.session.steps)

    def _show_playing(self, playing: bool) -> None:
        self.play_action.setText(self.tr("Pause") if playing else self.tr("Play"))
