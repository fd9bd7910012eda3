"""Guandan's table aids (none changes the rules; Settings → Table → Table aids turns them on
and off, and the table follows at once):

- the card counter (记牌器, ``guandan_counter.CounterStrip``): the cards of each rank you have
  not seen, from your hand and the cards played so far, in the corner; its title folds it;
- the last trick (T, or its button on the felt): the plays of the last finished trick and who
  made them, on a board in the middle, until T again;
- a seat down to ``LOW_CARDS`` cards or fewer has its count in red under its plate;
- the first time you choose cards, a note says Shift+click takes every copy of a rank (shown
  once: remembered in the settings).

``GuandanAids`` is a part of ``GuandanTable``; the table keeps ``shown_played`` (the cards
played as far as the table has shown them) and the turns of the trick as they are shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from ...engine import guandan as gd
from ...engine.cards import Card
from ...engine.guandan.counting import unseen
from ...game_words import chinese_aside
from ..table import TagItem, at
from ..table.board import InfoBoard
from ..table.units import CARD_W
from ..table.words import follow_language
from .guandan_counter import STRIP_W, CounterStrip, FeltButton

LOW_CARDS = 6  # a seat with this many cards or fewer is about to go out: its count in red
COUNTER_AT = (13.5, 6.5)  # the strip's top-left corner (card units): clear of every hand
LAST_TRICK_AT = (13.5, 6.1)  # the Last trick button, over the strip
LAST_TRICK_W = 4.6  # the last trick's board (card units)
RANK_HINT_AT = (8.0, 6.95)  # the Shift+click note, over your hand
FOLDED_KEY = "guandan_counter_folded"
RANK_HINT_KEY = "guandan_rank_hint_shown"
LAST_TRICK_KEY = "T"


class GuandanAids:
    """The counter, the last trick, the low-count warning and the rank-picking note."""

    def build_aids(self) -> None:
        self.shown_played: list[Card] = []
        self.trick_turns: list[gd.TrickTurn] = []  # the trick in play, as far as shown
        self.last_trick: tuple[gd.TrickTurn, ...] = ()
        self._aids_hand = 0  # the hand the last trick belongs to
        scene = self.scene
        self.counter = CounterStrip(self._counter_words)
        self.counter.setPos(at(*COUNTER_AT))
        self.counter.set_folded(bool(self.settings.remembered.get(FOLDED_KEY, False)))
        self.counter.foldToggled.connect(self._counter_folded)
        scene.addItem(self.counter)
        self.last_trick_board = InfoBoard("", CARD_W * LAST_TRICK_W)
        self.last_trick_board.setZValue(700)
        self.last_trick_board.setVisible(False)
        scene.addItem(self.last_trick_board)
        self.last_trick_button = FeltButton(LAST_TRICK_KEY)
        self.last_trick_button.clicked.connect(self.toggle_last_trick)
        follow_language(self.last_trick_button, self._last_trick_words, owner=self)
        scene.addItem(self.last_trick_button)
        self.rank_hint = TagItem("", "", "pok", size=0.7)
        self.rank_hint.setPos(at(*RANK_HINT_AT))
        self.rank_hint.setZValue(660)
        self.rank_hint.setVisible(False)
        scene.addItem(self.rank_hint)
        follow_language(self.rank_hint, self._rank_hint_words, owner=self)
        self.show_aids()

    # --- on and off ------------------------------------------------------------------------

    def show_aids(self) -> None:
        """Show the aids the settings ask for (now: Settings changed them)."""
        playing = self.person() is not None  # a demo shows no one's counter
        self.counter.setVisible(playing and bool(self.settings.guandan_card_counter))
        on = bool(self.settings.guandan_last_trick)
        self.last_trick_button.setVisible(on)
        if not on:
            self.hide_last_trick()
        self._place_last_trick_button()

    def apply_settings(self, settings: Any, card_art: Any | None = None) -> None:
        super().apply_settings(settings, card_art)  # type: ignore[misc]
        self.show_aids()
        self.refresh_counter()

    def _place_last_trick_button(self) -> None:
        x, y = LAST_TRICK_AT
        # right-aligned with the strip, whatever the length of its words
        width = self.last_trick_button.boundingRect().width() - 4
        self.last_trick_button.setPos(at(x + STRIP_W, y) - QPointF(width, 0))

    # --- the counter ---------------------------------------------------------------------------

    def _counter_words(self) -> tuple[str, str, str]:
        title = self.tr("Card counter")
        aside = chinese_aside("记牌器")
        return (f"{title} {aside}".strip(), self.tr("Big", "joker"), self.tr("Small", "joker"))

    def _counter_folded(self, folded: bool) -> None:
        self.settings.remembered[FOLDED_KEY] = folded
        self.settingsChanged.emit()

    def refresh_counter(self) -> None:
        """The counter from what the table shows: your hand and the cards played (counted even
        while the strip is hidden, so that it is right the moment it shows again)."""
        view = self.view_state()
        if view.phase == "cut" or (not self.hand.items and not self.shown_played):
            self.counter.set_unseen(None)
            return
        hand = [i.card for i in self.hand.items if i.card is not None]
        self.counter.set_unseen(unseen(hand, self.shown_played, self.level))

    def aids_synced(self, view: gd.GuandanView) -> None:
        """``sync``: the table shows the state as it is."""
        self.shown_played = list(view.played)
        self.trick_turns = list(view.trick) if view.phase == "play" else []
        if view.hand_no != self._aids_hand:
            self.last_trick = ()
            self.hide_last_trick()
        self._aids_hand = view.hand_no
        self.refresh_counter()

    # --- the trick as it is shown ----------------------------------------------------------

    def aids_new_hand(self) -> None:
        self.shown_played = []
        self.trick_turns = []
        self.last_trick = ()
        self.hide_last_trick()
        self.refresh_counter()

    def aids_played(self, seat: int, combo: gd.Combo) -> None:
        self.shown_played.extend(combo.cards)
        self.trick_turns.append(gd.TrickTurn(seat, combo))
        self.refresh_counter()

    def aids_passed(self, seat: int) -> None:
        self.trick_turns.append(gd.TrickTurn(seat, None))

    def aids_trick_over(self) -> None:
        self.last_trick = tuple(self.trick_turns)
        self.trick_turns = []
        if self.last_trick_board.isVisible():
            self._fill_last_trick()

    # --- the last trick --------------------------------------------------------------------

    def _last_trick_words(self) -> None:
        self.last_trick_button.set_text(self.tr("Last trick"))
        self._place_last_trick_button()
        if self.last_trick_board.isVisible():
            self._fill_last_trick()

    def toggle_last_trick(self) -> None:
        """T, or the button: the last finished trick shown on a board, or hidden again."""
        if not self.settings.guandan_last_trick:
            return
        if self.last_trick_board.isVisible():
            self.hide_last_trick()
            return
        if not self.last_trick:
            self.show_message(self.tr("No trick has finished yet this hand."))
            return
        self._fill_last_trick()
        self.last_trick_board.setVisible(True)
        self.last_trick_button.set_on(True)

    def hide_last_trick(self) -> None:
        self.last_trick_board.setVisible(False)
        self.last_trick_button.set_on(False)

    def last_trick_rows(self) -> list[tuple[str, str, bool]]:
        """Each turn of the last trick: who, what (or Pass), the winning play in gold."""
        plays = [n for n, t in enumerate(self.last_trick) if t.combo is not None]
        winning = plays[-1] if plays else -1
        rows: list[tuple[str, str, bool]] = []
        for n, turn in enumerate(self.last_trick):
            if turn.combo is None:
                rows.append((self.seat_name(turn.seat), self.tr("Pass"), False))
                continue
            cards = " ".join(self.card_text(c) for c in self.ordered(turn.combo.cards))
            what = f"{self.combo_name(turn.combo)}: {cards}"
            rows.append((self.seat_name(turn.seat), what, n == winning))
        return rows

    def _fill_last_trick(self) -> None:
        board = self.last_trick_board
        board.set_content(self.tr("Last trick"), self.last_trick_rows())
        height = board.boundingRect().height() - 4
        x, y = 8.0 - LAST_TRICK_W / 2, 4.3
        board.setPos(at(x, y) - QPointF(0, height / 2))

    # --- the low-count warning -----------------------------------------------------------------

    def count_tone(self, seat: int, count: int | None) -> str:
        """Red under another seat's plate at ``LOW_CARDS`` cards or fewer: it may go out soon."""
        low = seat != self.viewer and count is not None and 0 < count <= LOW_CARDS
        return "lose" if low else "info"

    # --- the rank-picking note ----------------------------------------------------------------

    def _rank_hint_words(self) -> None:
        self.rank_hint.set_text(self.tr("Shift+click takes every copy of a rank"), "", "pok")

    def offer_rank_hint(self) -> None:
        """The first time you choose cards to play: how to take a rank at once (once ever)."""
        if self.settings.remembered.get(RANK_HINT_KEY) or not self.person_plays:
            return
        view = self.view_state()
        if view.phase != "play" or not self.is_my_turn() or not self.hand.items:
            return
        self.rank_hint.setVisible(True)
        self.settings.remembered[RANK_HINT_KEY] = True
        self.settingsChanged.emit()

    def rank_hint_seen(self) -> None:
        """The note goes when you pick a card (it was read) or the turn passes."""
        self.rank_hint.setVisible(False)
