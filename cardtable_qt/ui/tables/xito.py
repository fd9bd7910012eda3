"""The Xì tố table: 2–6 seats round the felt, each with its row of cards and its bet, the pots
in the middle, the turn clock round the player to act, every event animated.

Layout (card units, ``GameTable.SCENE_SIZE``): the plates sit on an outer ring, you at the bottom
and seat i+1 to the right of seat i (counter-clockwise, the way play passes). Each seat's cards
lie in a row between its plate and the middle, the hole card a little apart on the left (yours
face up, the others' face down until the showdown); what the seat has put in this round lies
between its cards and the middle. There lie the deck and every chip in the pots, each pot
named on a line under them (the main pot, then any side pots with the seats that may win them).
A caption under a seat's cards (beside yours) names the first bettor's showing cards during a
round, and every hand at the showdown; a tag beside your cards says what they make so far.

What the plates, bets and pots show is always the engine's: each event sets the numbers it
carries (a seat's stack after its bet, the pots after a collection), and when the animations
are done ``sync`` puts the whole view in place. The turn clock (D-X7) runs round the player to
act; when yours runs out the table applies the engine's timeout action (you fold), and a paused
game stops it.

The table is in parts: this module lays the table out and shows the state at once (``sync``),
with the pots, captions and tags both the state and the events set; ``xito_events`` animates
each event, ``xito_decisions`` runs the turn clock and offers the person's decisions on the
panel (``xito_panel``), ``xito_layout`` holds the seat places and sizes in card units.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from ...engine import xito
from ...engine.cards import Card
from ...engine.match import HandOver
from ...game_words import xito_with_native, xito_words
from ..plain import plain_tooltip
from ..table import (
    CARD_W,
    CardItem,
    PileLayout,
    TagItem,
    at,
    format_amount,
)
from ..table.chips import ChipStack
from ..table.game_table import GameTable
from ..table.row_pile import RowPile
from ..table.turn_clock import TurnClock
from ..table.units import CARD_ASPECT
from ..table.words import follow_language
from .xito_decisions import XitoDecisions
from .xito_events import XitoEvents
from .xito_layout import (
    BADGE,
    BET_BOX,
    CAPTION_H,
    CENTRE,
    DECK,
    HOLE_GAP,
    INFO_LEFT,
    INFO_LINES,
    INFO_RIGHT,
    INFO_RIGHT_WIDTH,
    INFO_TOP,
    INFO_WIDTH,
    MARKER,
    MY_CAPTION_Y,
    NOTICE,
    PILL,
    POT_FIRST_LINE,
    POT_LINE,
    POT_LINE_WIDTH,
    POT_TAG_SIZE,
    POT_Y,
    SeatPlace,
    seat_places,
)
from .xito_panel import XitoPanel

# the layout's names the tests and other modules read from here
__all__ = [
    "BADGE",
    "BET_BOX",
    "CAPTION_H",
    "DECK",
    "HOLE_GAP",
    "INFO_LEFT",
    "INFO_LINES",
    "INFO_RIGHT",
    "INFO_RIGHT_WIDTH",
    "INFO_TOP",
    "INFO_WIDTH",
    "MARKER",
    "MY_CAPTION_Y",
    "PILL",
    "POT_LINE_WIDTH",
    "POT_Y",
    "SeatPlace",
    "XitoTable",
    "seat_places",
]


class XitoTable(XitoEvents, XitoDecisions, GameTable):
    """``XitoTable(session, settings, card_art)``: the view and its action panel."""

    SCENE_SIZE = (16.0, 9.6)
    NOTICE_AT = NOTICE
    HOLDS_RESULTS = True

    # --- layout ------------------------------------------------------------------------------

    def build_scene(self) -> None:
        state = self.session.state
        self.players: int = state.players
        self.options: xito.Options = state.options
        n = self.players
        self.places = seat_places(n, self.viewer)
        deck = self.scene.add_pile("deck", PileLayout(*DECK, scale=0.5, z=2))
        self.scene.set_deck("deck")
        self.scene.show_deck(deck)

        self.rows: list[RowPile] = []
        self.bet_stacks: list[ChipStack] = []
        for seat, place in enumerate(self.places):
            layout = PileLayout(*place.cards, dx=place.step, scale=place.scale)
            row = RowPile(f"row{seat}", layout, capacity=5, gap=HOLE_GAP)
            self.scene.piles[row.name] = row
            self.rows.append(row)
            stack = ChipStack(0)
            stack.setPos(at(*place.bet))
            stack.setVisible(False)
            self.scene.addItem(stack)
            self.bet_stacks.append(stack)
            plate = self.seat_plate(seat)
            plate.setPos(at(*place.plate))
            self.scene.addItem(plate)
            self.plates.append(plate)

        self.pot_stack = ChipStack(0, show_label=False)
        self.pot_stack.setPos(at(CENTRE[0], POT_Y))
        self.pot_stack.setVisible(False)
        self.scene.addItem(self.pot_stack)
        self.pot_tags: list[TagItem] = []  # a line per pot, main first
        self.pot_font = QFont()  # TagItem's main line at the pots' size, to measure names
        self.pot_font.setPixelSize(round(CARD_W * 0.2 * POT_TAG_SIZE))
        self.pot_font.setBold(True)
        self.pot_eligible: list[tuple[int, ...]] = []
        self.captions: dict[int, TagItem] = {}  # seat -> first bettor / the hand's name
        self.my_hand_tag = TagItem("", "", "info", size=0.8)
        self.my_hand_tag.setVisible(False)
        self.scene.addItem(self.my_hand_tag)
        # Your hole card is face up to you only: a tag over it says the others cannot see it.
        self.hole_tag = hole_tag = TagItem("", "", "pok", size=0.62)
        follow_language(
            hole_tag,
            lambda: hole_tag.set_text(self.tr("Hole card"), self.tr("hidden from the others")),
            owner=self,
        )
        self.hole_tag.setVisible(False)
        self.scene.addItem(self.hole_tag)
        self.my_dealt: list[Card] = []  # your cards as the queued deals leave them

        self.info = self.add_info_text()
        self.last_info = self.add_info_text()
        self.info.setPos(at(INFO_LEFT, INFO_TOP))

        self.clock = TurnClock(lambda: bool(self.session.is_paused))
        self.clock.expired.connect(self._on_clock_expired)
        self.scene.addItem(self.clock)
        # how long a turn lasts (D-X7); None: no clock. Tests shorten it.
        self.clock_ms: int | None = (
            None if self.options.turn_timer is None else self.options.turn_timer * 1000
        )
        self._clock_turn: tuple[int, int, int] | None = None  # the decision the clock is for
        self.timeouts = 0  # your turns the clock ended (shown once in the prompt)

        # What the table shows once the queued animations have run (chip moves are planned
        # from these, so the numbers always add up to the engine's).
        self.shown_bets = [0] * n
        self.shown_pots: list[int] = []
        self.first_bettor: int | None = None
        # the hand as the queued events leave it: who is in, who folded or is all-in
        self.dealt_in: set[int] = set()
        self.folded_seats: set[int] = set()
        self.all_in_seats: set[int] = set()
        self.round_in: set[int] = set()  # the seats in when this betting round began
        self.winners: dict[int, int] = {}  # seat -> chips won this hand
        self.shown_hands: dict[int, str] = {}  # seat -> its hand's name at this showdown
        # what the info line shows (set as the animations reach each point)
        self.shown_hand = state.hand
        self.shown_round = 0
        self.run_out = False  # every seat still in but one is all-in: no more betting
        self.last_hand: tuple[str, ...] = ()  # the last hand's result: a heading, who took
        # which pots, a line each, and the winning hand
        # the hand just over, for the corner once the next hand starts (its lines, sentences)
        self.next_last_hand: tuple[tuple[str, ...], list[str]] | None = None
        self.awards: list[str] = []  # this hand's pots, a sentence each
        self.first_award: tuple[str, str] = ("", "")  # who won the main pot, and with what
        self.award_events: list[xito.PotAwarded] = []  # this hand's pots as awarded
        self.awards_shown: list[str] = []

        self.session.eventsReady.connect(self._on_events_arrived)
        self.session.aiThinking.connect(self._on_ai_turn)

    def make_panel(self) -> XitoPanel:
        return XitoPanel(self._on_press, self)

    @property
    def xito_panel(self) -> XitoPanel:
        panel: XitoPanel = self.panel  # type: ignore[assignment]
        return panel

    def _place_caption(self, seat: int, tag: TagItem) -> None:
        """Under a seat's cards; beside yours (on the right), so your cards stay in sight."""
        place = self.places[seat]
        x, y = place.cards
        half_w = (1 + place.step * 4 + HOLE_GAP) * place.scale / 2
        half_h = 0.7 * place.scale
        rect = tag.boundingRect()
        if seat == self.viewer:  # the upper one of the two beside your cards
            tag.setPos(at(x + half_w + 0.14, y + MY_CAPTION_Y) + QPointF(rect.width() / 2, 0))
        else:
            tag.setPos(at(x, y + half_h + 0.04) + QPointF(0, rect.height() / 2))

    def _plate_point(self, seat: int) -> QPointF:
        return self.plates[seat].chip_anchor()

    # --- words -------------------------------------------------------------------------------

    def _is_me(self, seat: int) -> bool:
        return seat == self.viewer and bool(self.session.seats[seat].is_human)

    def _action_status(self, action: str, amount: int, all_in: bool) -> str:
        money = format_amount(amount)
        if all_in and action != "fold":
            return self.tr("All-in %1 · tố tất").replace("%1", money)
        words = {
            "bet": self.tr("Bet %1 · tố"),
            "call": self.tr("Call %1 · theo"),
            "raise": self.tr("Raise to %1 · tố thêm"),
            "fold": self.tr("Fold · úp bài"),
        }
        return words.get(action, action).replace("%1", money)

    def _hand_words(self, category: str, name_vi: str, name_en: str) -> str:
        """ "Cù lũ (full house)", the English translated; in Vietnamese "Cù lũ" alone."""
        return xito_with_native(category, name_vi, name_en)

    # --- the state at once -------------------------------------------------------------------

    def sync(self) -> None:
        view = self.view_state()
        n = self.players
        self.shown_hand = view.hand
        self.shown_round = view.betting_round
        self.run_out = False  # a run-out has no decisions: the table never rests in one
        self.dealt_in = {s for s in range(n) if view.dealt[s]}
        self.folded_seats = {s for s in range(n) if view.folded[s]}
        self.all_in_seats = {s for s in range(n) if view.all_in[s]}
        # in at this round's start: still in, or folded in this round
        self.round_in = self.dealt_in - self.folded_seats
        self.round_in |= {
            m.seat for m in view.history if m.round == view.betting_round and m.action == "fold"
        }
        for seat, plate in enumerate(self.plates):
            plate.set_chips(view.stacks[seat])
            plate.set_marker(self.tr("Dealer") if seat == view.dealer else "")
            plate.set_status(self._status_from_view(view, seat))
        for seat, row in enumerate(self.rows):
            if not view.dealt[seat]:
                if row.items:
                    self.scene.clear_pile(row)
                continue
            hole = view.hole if seat == view.seat else self._revealed_hole(seat, view)
            cards: list[Card | None] = [hole, *view.upcards[seat]]
            self.scene.put(row, cards, [hole is not None] + [True] * len(view.upcards[seat]))
            for item in row.items:
                item.set_dimmed(view.folded[seat])
                item.set_clickable(True)
        mine = [c for c in (view.hole, *view.upcards[view.seat]) if c is not None]
        self.my_dealt = mine if view.dealt[view.seat] else []
        self._show_my_hand(self.my_dealt)
        self.shown_bets = list(view.round_bets)
        for seat in range(n):
            self.bet_stacks[seat].set_amount(view.round_bets[seat])
        self._set_pots(list(view.pots))
        # captions: only the first bettor's, while a round is being bet
        self.first_bettor = view.first_bettor if view.phase == "betting" else None
        for seat in list(self.captions):
            if seat != self.first_bettor:
                self._drop_caption(seat)
        if self.first_bettor is not None:
            rank = xito.evaluate(view.upcards[self.first_bettor])
            words = self._first_bettor_words(rank.category, rank.name_vi, rank.name_en)
            self._put_caption(self.first_bettor, *words, "info")
        self.set_active_seat(view.current_player)
        if view.current_player is None or (
            self.clock.seat is not None and self.clock.seat != view.current_player
        ):
            self.clock.stop()
        self._update_info()

    def _status_from_view(self, view: Any, seat: int) -> str:
        if view.sitting_out[seat]:
            return self.tr("Sits out")
        if not view.dealt[seat]:
            return ""
        if view.folded[seat]:
            return self._action_status("fold", 0, False)
        last = next(
            (m for m in reversed(view.history) if m.seat == seat and m.round == view.betting_round),
            None,
        )
        if last is not None and last.all_in and view.stacks[seat] > 0:
            return ""  # all-in, then a pot won: the plate's chips are back (as the events say)
        if last is not None:
            # a raise, and any all-in, say the chips in front of the seat (as the events do)
            amount = view.round_bets[seat] if last.action == "raise" or last.all_in else last.amount
            return self._action_status(last.action, amount, last.all_in)
        if view.all_in[seat]:
            return self._all_in_words()
        return ""

    def _all_in_words(self) -> str:
        """An all-in seat's status once its chips are in the pot: no amount beside no chips."""
        return self.tr("All-in · tố tất")

    def _revealed_hole(self, seat: int, view: Any) -> Card | None:
        """Another seat's hole card when the replay shows every card face up (the one card it
        holds that is not face up on the table), else None: a back."""
        shown = self.revealed_cards(seat)
        if not shown:
            return None
        hole = Counter(shown) - Counter(view.upcards[seat])
        return next(iter(hole), None)

    def held_items(self, seat: int) -> list[CardItem]:
        return list(self.rows[seat].items)

    def _first_bettor_words(self, category: str, name_vi: str, name_en: str) -> tuple[str, str]:
        """The caption of the seat whose face-up cards are strongest: it bets first."""
        return (
            self.tr("First to bet · tố đầu"),
            self.tr("shows %1").replace("%1", self._hand_words(category, name_vi, name_en)),
        )

    def _update_info(self) -> None:
        """The hand and the table's limits (top left), the last hand's result (top right).

        Each line is cut to fit its corner, which no seat uses at any table size.
        """
        opts = self.options
        first = self.tr("Hand %1").replace("%1", str(self.shown_hand))
        if self.shown_round:
            first += " · " + self.tr("betting round %1 of 4").replace("%1", str(self.shown_round))
        elif self.run_out:
            first += " · " + self.tr("no more betting")
        second = (
            self.tr("Ante %1 · a bet: %2 to %3 chips")
            .replace("%1", format_amount(opts.ante))
            .replace("%2", format_amount(opts.min_bet))
            .replace("%3", format_amount(opts.max_bet))
        )
        # a raise calls first, then adds a bet's worth (D-X9: the limit caps each bet or raise)
        third = (
            self.tr("a raise: the call + %1 to %2")
            .replace("%1", format_amount(opts.min_bet))
            .replace("%2", format_amount(opts.max_bet))
        )
        lines = [first, second, third]
        if opts.max_raises == 1:
            lines.append(self.tr("at most one raise a round"))
        elif opts.max_raises is not None:
            lines.append(self.tr("at most %1 raises a round").replace("%1", str(opts.max_raises)))
        self.info.set_lines(lines, INFO_WIDTH * CARD_W)
        # in full, when a line had to be cut
        self.info.setToolTip(plain_tooltip("\n".join(lines)))
        if self.last_hand:
            width = INFO_RIGHT_WIDTH * CARD_W
            self.last_info.set_lines(self._names_cut_to(self.last_hand, width), width)
            self.last_info.setToolTip(plain_tooltip("\n".join(self.awards_shown)))
        else:
            self.last_info.set_lines([])
        right = INFO_RIGHT * CARD_W - self.last_info.boundingRect().width()
        self.last_info.setPos(QPointF(right, INFO_TOP * CARD_W))

    def _names_cut_to(self, lines: Sequence[str], width: float) -> list[str]:
        """The corner's lines, a long name in a line too wide cut short ("Nguyễn Thị Ph…
        took the pot of 2,087") so that the line's amount is not the part cut off."""
        metrics = QFontMetricsF(self.last_info.font())
        names = sorted({self.seat_name(s) for s in range(len(self.plates))}, key=len)[::-1]
        out = []
        for line in lines:
            over = metrics.horizontalAdvance(line) - width
            name = next((n for n in names if over > 0 and n in line), None)
            if name is not None:
                room = max(metrics.horizontalAdvance(name) - over, metrics.horizontalAdvance("M…"))
                cut = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
                line = line.replace(name, cut, 1)
            out.append(line)
        return out

    # --- pots and captions -------------------------------------------------------------------

    def _set_pots(self, pots: Sequence[xito.Pot] | Sequence[int]) -> None:
        """Show these pots now: one stack of every chip in the middle, a line per pot under it.

        ``pots`` are the engine's (main first) or, while they are being paid out, what is left
        of each (the seats that may win them are remembered from the engine's).
        """
        amounts = [p if isinstance(p, int) else p.amount for p in pots]
        if any(not isinstance(p, int) for p in pots):
            self.pot_eligible = [() if isinstance(p, int) else p.eligible for p in pots]
        self.shown_pots = list(amounts)
        total = sum(amounts)
        self.pot_stack.set_amount(total)
        self.pot_stack.setVisible(total > 0)
        lines = [(i, a) for i, a in enumerate(amounts) if a > 0]
        while len(self.pot_tags) < len(lines):
            tag = TagItem("", "", "info", size=POT_TAG_SIZE)
            self.scene.addItem(tag)
            self.pot_tags.append(tag)
        below = 0.0  # the lines stack by their real height, which depends on the font in use
        for row, tag in enumerate(self.pot_tags):
            tag.setVisible(row < len(lines))
            if row >= len(lines):
                continue
            index, amount = lines[row]
            money = format_amount(amount)
            names = ""
            if len(amounts) == 1:
                title = self.tr("Pot %1").replace("%1", money)
            elif index == 0:  # every seat still in may win it
                title = self.tr("Main pot %1").replace("%1", money)
            else:
                who = self.pot_eligible[index] if index < len(self.pot_eligible) else ()
                head = self.tr("Side pot %2: %1 · ").replace("%2", str(index)).replace("%1", money)
                title = self._fit_names(head, who)
                names = ", ".join(self.seat_name(s) for s in who)
            tag.set_text(title)
            tag.setToolTip(plain_tooltip(names))  # seat names, as typed
            first = at(*self._pot_line_point(0))
            tag.setPos(first.x(), first.y() + below)
            below += max(POT_LINE * CARD_W, tag.boundingRect().height() + 2)

    @staticmethod
    def _pot_line_point(row: int) -> tuple[float, float]:
        return (CENTRE[0], POT_Y + POT_FIRST_LINE + row * POT_LINE)

    def _pots_setter(self, pots: Sequence[xito.Pot] | Sequence[int]) -> Callable[[], None]:
        return lambda: self._set_pots(pots)

    def _put_caption(self, seat: int, text: str, subtitle: str, tone: str) -> None:
        tag = self.captions.get(seat)
        if tag is None or tag.scene() is not self.scene:
            tag = TagItem(text, subtitle, tone, size=0.8)
            self.scene.addItem(tag)
            self.captions[seat] = tag
        else:
            tag.set_text(text, subtitle, tone)
        self._place_caption(seat, tag)

    def _fit_names(self, head: str, seats: Sequence[int]) -> str:
        """``head`` and the seats' names, the names cut short to keep the line narrow."""
        metrics = QFontMetricsF(self.pot_font)
        room = POT_LINE_WIDTH * CARD_W - metrics.horizontalAdvance(head)
        names = ", ".join(self.seat_name(s) for s in seats)
        return head + metrics.elidedText(names, Qt.TextElideMode.ElideRight, max(room, 0.0))

    def _show_my_hand(self, cards: Sequence[Card]) -> None:
        """What your cards make so far, beside them (under the first bettor's caption)."""
        tag = self.my_hand_tag
        self._show_hole_tag(bool(cards))
        if not cards or not self._is_me(self.viewer):
            tag.setVisible(False)
            return
        rank = xito.evaluate(cards)
        other = xito_words(rank.category, rank.name_vi, rank.name_en)[1]
        subtitle = self._your_hand_words(other) if other else self.tr("your hand")
        tag.set_text(rank.name_vi, subtitle, "info")
        place = self.places[self.viewer]
        x, y = place.cards
        half_w = (1 + place.step * 4 + HOLE_GAP) * place.scale / 2
        width = tag.boundingRect().width()
        tag.setPos(at(x + half_w + 0.14, y + MY_CAPTION_Y + 0.55) + QPointF(width / 2, 0))
        tag.setVisible(True)

    def _your_hand_words(self, hand: str) -> str:
        """ "your hand: one pair": what your cards make, your hole card in it."""
        return self.tr("your hand: %1").replace("%1", hand)

    def _hide_my_tags(self) -> None:
        self.my_hand_tag.setVisible(False)
        self.hole_tag.setVisible(False)

    def _show_hole_tag(self, shown: bool) -> None:
        """Over your hole card (the row's first place), just clear of its top edge."""
        if not shown:
            self.hole_tag.setVisible(False)
            return
        row = self.rows[self.viewer]
        hole = row.slots(1)[0].pos
        top = hole.y() - row.card_width * CARD_ASPECT / 2
        half = self.hole_tag.boundingRect().height() / 2
        self.hole_tag.setPos(hole.x(), top - half - CARD_W * 0.04)
        self.hole_tag.setVisible(True)

    def _drop_caption(self, seat: int) -> None:
        tag = self.captions.pop(seat, None)
        if tag is not None and tag.scene() is self.scene:
            self.scene.removeItem(tag)

    def _caption_later(self, seat: int, text: str, subtitle: str, tone: str) -> None:
        self.scene.animator.call(lambda: self._put_caption(seat, text, subtitle, tone))

    def _status_later(self, seat: int, text: str) -> None:
        plate = self.plates[seat]
        self.scene.animator.call(lambda: plate.set_status(text))


_HANDLERS: dict[type, Callable[[XitoTable, Any], None]] = {
    xito.HandStarted: XitoTable._on_hand_started,
    xito.Rebought: XitoTable._on_rebought,
    xito.SatOut: XitoTable._on_sat_out,
    xito.BettingRoundStarted: XitoTable._on_round_started,
    xito.BetPlaced: XitoTable._on_bet,
    xito.Called: XitoTable._on_called,
    xito.Raised: XitoTable._on_raised,
    xito.Folded: XitoTable._on_folded,
    xito.BetsCollected: XitoTable._on_collected,
    xito.HandShown: XitoTable._on_hand_shown,
    xito.PotAwarded: XitoTable._on_pot_awarded,
    HandOver: XitoTable._on_hand_over,
    xito.MatchOver: XitoTable._on_match_over_event,
}
XitoTable.HANDLERS = _HANDLERS
