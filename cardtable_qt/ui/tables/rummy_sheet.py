"""Indian Rummy's table, its sheets: a finished deal's sheet that holds the table, and Scores.

``RummySheet`` is a part of ``RummyTable`` (the sheet, the scoreboard and what is held are made
in ``RummyTable.build_scene``): the deal's sheet is queued after its scoring and holds the table
(the next deal's events wait) until the person goes on, or a demo after a while; the Scores sheet
(C) shows the match's scoreboard and the last deal's rows; both are made again in the language
in use. While the deal's sheet holds the table it is not your turn, and Space or a click on the
felt goes on.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from ..table.result_sheet import SheetRow
from ..table.timing import speed_factor
from .rummy_layout import RESULT_HOLD_MS
from .rummy_results import DealEnd, deal_sheet

# the other tables' words for a replay's end, asked in their context (translated there)
translate = QCoreApplication.translate


class RummySheet:
    """The deal's sheet and the Scores sheet of ``RummyTable`` (see the module)."""

    # --- the deal's sheet --------------------------------------------------------------------

    def _queue_result(self) -> None:
        result = self.result
        self.result = None
        if result is None:
            return
        self.holding = True
        self.sheet_put_away = False
        self.held_result = result
        title, subtitle, rows = self._deal_sheet(result)
        self.scene.animator.pause("banner")
        self.scene.animator.call(lambda: self._show_sheet(title, subtitle, rows, result))

    def _deal_sheet(self, result: DealEnd) -> tuple[str, str, list[SheetRow]]:
        you = self.person()
        view = self.view_state()
        if result is not self._sheet_deal[0]:  # the deal's own wild rank, kept for its sheet
            self._sheet_deal = (result, self.wild_rank)
        sheet = deal_sheet(result, self.seat_name, you, view.deals, self._sheet_deal[1])
        self.last_sheet = sheet
        return sheet

    def retranslate_held_results(self) -> bool:
        """The deal's sheet holds the table: it is made again in the language in use."""
        if not self.holding:
            return False
        if self.held_result is not None and self.sheet_holds_table():
            self._show_sheet(*self._deal_sheet(self.held_result), self.held_result)
        self.update_panel()
        return True

    def _show_sheet(self, title: str, subtitle: str, rows: list[SheetRow], end: DealEnd) -> None:
        self.hide_notice()
        over = end.over is not None
        if self.session.replaying or self.ended:
            # a replay's end, or a demo's last deal, has nothing after it: the sheet only hides
            button = translate("ResultHold", "Hide")
        else:
            button = self.tr("Close") if over else self.tr("Next deal")
        self.sheet.show_sheet(title, subtitle, rows, self.scoreboard, button)
        # the deal is over: nobody is to act, so no plate keeps the light of the last move,
        # and there is nothing left to fast-forward
        self.set_active_seat(None)
        self.ff_button.hide()
        self.sheet.review_button.setVisible(self.person_plays)
        self.sheet.place(self.view.geometry())
        self.info.setVisible(False)  # the sheet's title says the deal; no line cut by its edge
        self.count_tag_beside_sheet()
        self.update_panel()
        self.show_message(self._prompt)  # over any word about a card: the deal is over

    # --- the sheet holds the table -------------------------------------------------------------

    def _on_drained(self) -> None:
        if self.holding:
            self.update_panel()
            # a demo that has ended keeps its last sheet up (it is the picture it ends on)
            if not self.ended and not self.auto_continue.isActive():
                if self.session.human_seat is None:
                    factor = speed_factor(self.scene.animator.speed)
                    self.auto_continue.start(round(RESULT_HOLD_MS * max(factor, 0.2)))
                elif self.settings.result_continue_s > 0:  # the person chose to go on by itself
                    self.auto_continue.start(self.settings.result_continue_s * 1000)
            return
        super()._on_drained()

    def relay(self) -> None:
        """A replay jumped or Undo took moves back: a deal's sheet no longer holds the table,
        and a refused declaration's reasons over your hand are of a position that is gone (the
        table's ``relay`` takes the message away); a Pack waiting for its second press was
        asked in that position too."""
        self.auto_continue.stop()
        self.pack_armed = False
        self.holding = False
        self.sheet_put_away = False
        self.held = []
        self.result = None
        self.sheet.hide()
        self.hide_reasons()
        super().relay()

    def continue_after_result(self) -> None:
        """Next deal (or Close at the end): the table goes on from the sheet; in a replay (Hide)
        the sheet only goes."""
        if self.scores_offered():  # the Scores sheet, not the deal's
            self.close_scores()
            return
        self.auto_continue.stop()
        if self.session.replaying or self.ended:
            # Hide: the replay's deal is all it shows, so the table stays on its end (still
            # held: not the next deal the engine has dealt, nor its hand) until Back or a jump
            self.sheet.hide()
            self.sheet_put_away = True
            self.info.setVisible(True)
            self.count_tag_beside_sheet()
            self.update_panel()  # Scores again, for the scoreboard
            return
        self.holding = False
        self.sheet.hide()
        self.info.setVisible(True)
        self.count_tag_beside_sheet()
        self.show_message("")  # the "deal is over" word goes with the sheet
        held, self.held = self.held, []
        if not held:
            super()._on_drained()
            return
        self.play_events(held)

    def is_my_turn(self) -> bool:
        """Your turn even while your own cards slide (a lift, a regroup): a click or key then
        is applied at once, never dropped; only the engine's moves being shown hold it."""
        return bool(self.session.is_human_turn()) and not self.holding and not self.events_playing

    def finish_animations(self) -> None:
        """Space or a click on the felt: on the deal's sheet, the next deal; on the Scores
        sheet, back to the table (as Esc and C), once nothing moves."""
        if self.sheet.isVisible() and not self.scene.animator.busy:
            if self.sheet_holds_table():
                self.continue_after_result()
                return
            if self.scores_offered():
                self.close_scores()
                return
        super().finish_animations()

    def retranslate(self) -> None:
        """Besides what every table makes again: the scoreboard's names and headings, and the
        Scores sheet when the person opened it (a deal's sheet that holds the table is made
        again by ``retranslate_held_results``), at once even while cards move."""
        self._retranslate_scoreboard()
        if self.held_result is not None:
            self._deal_sheet(self.held_result)  # the last deal's rows, for the Scores sheet
        if self.scores_offered() and self.sheet.isVisible():
            self._show_scores()
        super().retranslate()

    def _retranslate_scoreboard(self) -> None:
        board = self.scoreboard
        board.set_names([self.seat_name(s) for s in range(self.players)])
        rows, columns = board.rowCount(), board.columnCount()
        # the rows' headings (Deal 1, Total) are the model's words too
        board.headerDataChanged.emit(Qt.Orientation.Vertical, 0, max(0, rows - 1))
        if rows and columns:  # "out" in a pool match
            board.dataChanged.emit(board.index(0, 0), board.index(rows - 1, columns - 1))

    def scores_offered(self) -> bool:
        """Scores (C) opens the scoreboard: not while a deal's sheet holds the table (or is
        about to), but again once a replay's or a demo's last sheet is put away (Hide)."""
        return not self.holding or self.sheet_put_away

    def sheet_holds_table(self) -> bool:
        """The deal's sheet is up and holds the table (it shows the scoreboard itself)."""
        return self.holding and not self.sheet_put_away and self.sheet.isVisible()

    def toggle_scores(self) -> None:
        if not self.scores_offered():
            return
        if self.sheet.isVisible():
            self.close_scores()
            return
        self._show_scores()

    def _show_scores(self) -> None:
        """The Scores sheet (C): the match's scoreboard and the last deal's rows."""
        history = self.scoreboard.history
        if history:
            title = (
                self.tr("Scores after 1 deal")
                if len(history) == 1
                else self.tr("Scores after %1 deals").replace("%1", str(len(history)))
            )
        else:
            title = self.tr("Scores: no deal has ended yet")
        rows: list[SheetRow] = []
        subtitle = ""
        if self.last_sheet is not None:
            last_title, subtitle, rows = self.last_sheet
            title = f"{title} — {last_title}"
        self.sheet.show_sheet(title, subtitle, rows, self.scoreboard, None)
        self.sheet.place(self.view.geometry())
        self.info.setVisible(False)
        self.count_tag_beside_sheet()

    def close_scores(self) -> None:
        if self.scores_offered():
            self.sheet.hide()
            self.info.setVisible(True)
            self.count_tag_beside_sheet()
            self.view.setFocus()

    def count_tag_beside_sheet(self) -> None:
        """Your count tag says the sheet's number beside it; where the sheet would cover part
        of it (a small window: its words cut by the sheet's edge) it gives way until the
        sheet goes or the table grows."""
        tag = self.count_tag
        if self.count_under_sheet:
            tag.setVisible(True)  # given way before: looked at again
            self.count_under_sheet = False
        if not (self.sheet.isVisible() and tag.isVisible()):
            return
        view = self.view
        box = view.mapFromScene(tag.sceneBoundingRect()).boundingRect()
        box.translate(view.pos())
        if box.intersects(self.sheet.geometry()):
            tag.setVisible(False)
            self.count_under_sheet = True

    def apply_settings(self, settings: Any, card_art: Any | None = None) -> None:
        super().apply_settings(settings, card_art)
        if card_art is not None:
            self.sheet.set_art(card_art)
