"""The replay's controls, a tool bar over the table: back, play/pause, forward, a slider over the
steps and a list of the decisions to jump to, and whose eyes the table shows."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QSlider, QToolBar, QWidget

from ..session.action_words import ACTION_WORDS, POKDENG_ACTION_CODES, action_words, describe
from ..session.log_words import describe as log_lines
from ..session.replay import ReplaySession


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


__all__ = ["ACTION_WORDS", "POKDENG_ACTION_CODES", "ReplayBar", "action_words", "describe"]

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
