"""A finished hand played again on the real table, from its record (snapshot + action log).

``ReplaySession`` is a ``GameSession`` whose seats are all driven by the record instead of by
players: the table binds to it exactly as to a game (events animated, results shown), and it adds
the replay's controls: ``step_forward``, ``step_back``, ``jump(step)``, ``play``/``stop``.
Stepping back or jumping rebuilds the state from the snapshot and the first steps of the log
through the engine (``HandRecord.state_at``) and asks the table to re-lay itself
(``stateReplaced``); nothing is diffed. ``viewer`` is the seat whose eyes the table shows;
with ``face_up`` the table also shows every other seat's cards open at their seats
(``open_cards``), read from the engine state of the step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.handlog import HandRecord
from ..storage.settings import DEFAULT_PLAYER_NAME
from .controller import GameSession
from .open_hands import Groups, open_hands
from .payload import Restored
from .seats import SeatConfig

DEFAULT_STEP_MS = 700


class ReplaySession(GameSession):
    stepped = Signal(int)  # the number of steps now played (0: the hand's start)
    playingChanged = Signal(bool)
    finished = Signal()  # the last step was played and its animations ended
    facesChanged = Signal(bool)  # every seat's cards shown face up (True) or as the viewer saw
    replaying = True

    def __init__(
        self,
        record: HandRecord,
        *,
        viewer: int = 0,
        face_up: bool = False,
        parent: QObject | None = None,
    ) -> None:
        players = len(record.deltas)
        names = list(record.players) or [f"Seat {i + 1}" for i in range(players)]
        # "random" needs no per-game bot module; the record, not a bot, decides every move
        seats = [SeatConfig("ai", name, "random") for name in names]
        restored = Restored(
            state=record.state_at(0),
            bot_rngs=[None] * players,
            hands_played=record.number - 1,
            hand_start=dict(record.start),
            hand_log=[],
        )
        super().__init__(
            record.game,
            record.options,
            seats,
            0,
            parent=parent,
            bot_mode="thread",
            allow_undo=False,
            _restored=restored,
        )
        self.record = record
        self.viewer = viewer
        self._face_up = face_up
        self._step = 0
        self._playing = False
        self._finished_said = False
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._timed_step)
        self.set_ai_pace(DEFAULT_STEP_MS)

    # --- what the controls read ------------------------------------------------------------

    @property
    def step(self) -> int:
        return self._step

    @property
    def steps(self) -> int:
        return len(self.record.actions)

    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def at_end(self) -> bool:
        return self._step >= self.steps

    @property
    def human_seat(self) -> int | None:
        # The table is laid out around this seat and shows what it saw; nobody plays (every
        # seat is the record's, so it is never "the person's turn").
        return self.viewer

    @property
    def person_seat(self) -> int | None:
        # The record keeps names, not who played: the seat under the person's untouched default
        # name ("You") was theirs, and the replay says "You play…" of it, in their language.
        return next((i for i, s in enumerate(self._seats) if s.name == DEFAULT_PLAYER_NAME), None)

    def view(self, seat: int | None = None) -> Any:
        return self._state.view(self.viewer if seat is None else seat)

    @property
    def face_up(self) -> bool:
        """Every seat's cards are shown open (the hand is over, nothing is hidden any more)."""
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.facesChanged.emit(face_up)

    def open_cards(self, seat: int) -> Groups | None:
        """What the table shows face up where ``seat``'s cards lie, read from the engine state
        at this step: the seat's cards, in groups (a Pok Deng player's legs), while the faces
        are up; None as the viewer saw it (the viewer's own cards come from its view)."""
        if not self._face_up or seat == self.viewer:
            return None
        hands = open_hands(self.record.game, self._state)
        return hands[seat] if 0 <= seat < len(hands) else []

    def can_undo(self) -> bool:
        return False

    # --- the controls ----------------------------------------------------------------------

    def play(self) -> None:
        if self.at_end or self._closed:
            return
        self._set_playing(True)
        self._advance()

    def stop(self) -> None:
        self._set_playing(False)
        if not self._closed:
            self._step_timer.stop()

    def step_forward(self) -> bool:
        """Play the next step now, animated; False at the end."""
        if self.at_end or self._closed or not self._started:
            return False
        if self._awaiting_view:  # the last step is still being shown: show its end first
            return False
        self._step_timer.stop()
        seat, action = self.record.actions[self._step]
        events = self._state.apply(action)
        self._step += 1
        self.stepped.emit(self._step)
        self._after_apply(seat, action, events, None)
        if self.at_end:
            # Said now, not when the animations end: a table may hold its result sheet until
            # someone goes on (Rummy), and that sheet is the hand's end.
            self._set_playing(False)
            self._say_finished()
        return True

    def step_back(self) -> None:
        self.jump(self._step - 1)

    def jump(self, step: int) -> None:
        """Show the hand after ``step`` steps (0: its start), re-laid without animation. The
        state after the last step is the next hand's start (the engines deal on at once), so
        the end is shown as playing reaches it: the step before, then the last step played,
        which shows the hand's result."""
        if self._closed:
            return
        step = max(0, min(self.steps, step))
        if step == self.steps and step > 0 and self._started:
            self._jump_to(step - 1)
            self.step_forward()
            return
        self._jump_to(step)

    def _jump_to(self, step: int) -> None:
        self.stop()
        self._state = self.record.state_at(step)
        self._hand_log = list(self.record.actions[:step])
        self._step = step
        self._awaiting_view = False
        self._ticket += 1
        self.stateReplaced.emit()
        self.stepped.emit(step)
        if self.at_end:
            self._say_finished()

    # --- driving ---------------------------------------------------------------------------

    def _set_playing(self, playing: bool) -> None:
        if playing != self._playing:
            self._playing = playing
            self.playingChanged.emit(playing)

    def _advance(self) -> None:
        """After each step's animations: the next step after the pace, while playing."""
        if self._closed or not self._started or self._paused or self._awaiting_view:
            return
        if self.at_end:
            self._set_playing(False)
            self._say_finished()
            return
        if self._playing and not self._step_timer.isActive():
            self._step_timer.start(self._ai_pace_ms)

    def _timed_step(self) -> None:
        if self._playing and not self._paused:
            self.step_forward()

    def _say_finished(self) -> None:
        if not self._finished_said:
            self._finished_said = True
            self.finished.emit()

    def _autosave(self) -> None:
        """A replay is never saved."""

    def shutdown(self) -> None:
        if not self._closed:
            self._step_timer.stop()
        super().shutdown()
