"""A finished hand replayed in a window of its own, so the game at the table goes on untouched.

The real table of the hand's game is bound to a ``ReplaySession``; ``ReplayBar`` holds the
controls. Choosing another seat's eyes lays the table out again around that seat.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from ...engine.handlog import HandRecord
from ...game_words import hand_word
from ...session.replay import ReplaySession
from ..replay_bar import ReplayBar
from ..tables import table_class


class ReplayDialog(QDialog):
    def __init__(
        self,
        record: HandRecord,
        settings: Any,
        card_art: Any,
        *,
        viewer: int = 0,
        at: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayDialog")
        self.record = record
        self.settings = settings
        self.card_art = card_art
        title = {
            "deal": self.tr("Replay of deal %1"),
            "round": self.tr("Replay of round %1"),
            "hand": self.tr("Replay of hand %1"),
        }[hand_word(record.game)]
        self.setWindowTitle(title.replace("%1", str(record.number)))
        self.resize(1180, 760)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.session: ReplaySession | None = None
        self.table: Any = None
        self.bar: ReplayBar | None = None
        self.face_up = True
        self.show_from(viewer, at)

    def show_from(self, viewer: int, at: int = 0) -> None:
        """(Re)build the table around ``viewer``, showing the hand after ``at`` steps."""
        self._take_down()
        cls = table_class(self.record.game)
        if cls is None:
            return
        session = ReplaySession(self.record, viewer=viewer, face_up=self.face_up, parent=self)
        table = cls(session, self.settings, self.card_art, self)
        session.set_ai_pace(max(300, self.settings.ai_pace_ms))
        bar = ReplayBar(session, self, face_up=self.face_up)
        bar.seatChosen.connect(lambda seat: self.show_from(seat, session.step))
        bar.face_up_action.toggled.connect(self._remember_faces)
        self._layout.addWidget(bar)
        self._layout.addWidget(table, 1)
        self.session, self.table, self.bar = session, table, bar
        if at:
            session.jump(at)

    def _remember_faces(self, shown: bool) -> None:
        self.face_up = shown  # kept when another seat's eyes are chosen

    def _take_down(self) -> None:
        if self.table is not None:
            self.table.hide()
            self.table.scene.animator.drained.disconnect()
            self.table.deleteLater()
        if self.session is not None:
            self.session.shutdown()
            self.session.deleteLater()
        if self.bar is not None:
            self.bar.deleteLater()
        self.session = self.table = self.bar = None

    def done(self, result: int) -> None:
        self._take_down()
        super().done(result)
