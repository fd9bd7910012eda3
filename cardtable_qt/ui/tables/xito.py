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
from ..table.hinting import HintTargets
from ..table.row_pile import RowPile
from ..table.turn_clock import TurnClock
from ..table.units import CARD_ASPECT
from ..table.words import follow_language
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


class XitoTable(XitoEvents, GameTable):
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
        self.winners: dict[int, int] = {}  # seat -> chips won this hand
        self.shown_hands: dict[int, str] = {}  # seat -> its hand's name at this showdown
        # what the info line shows (set as the animations reach each point)
        self.shown_hand = state.hand
        self.shown_round = 0
        self.last_hand: tuple[str, ...] = ()  # the last hand's result, two short lines
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
        self.dealt_in = {s for s in range(n) if view.dealt[s]}
        self.folded_seats = {s for s in range(n) if view.folded[s]}
        self.all_in_seats = {s for s in range(n) if view.all_in[s]}
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
        if last is not None:
            amount = view.round_bets[seat] if last.action == "raise" else last.amount
            return self._action_status(last.action, amount, last.all_in)
        if view.all_in[seat]:
            return self.tr("All-in · tố tất")
        return ""

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
        self.info.setText("\n".join(self._fit(line, INFO_WIDTH) for line in lines))
        # in full, when a line had to be cut
        self.info.setToolTip(plain_tooltip("\n".join(lines)))
        if self.last_hand:
            self.last_info.setText(
                "\n".join(self._fit(line, INFO_RIGHT_WIDTH) for line in self.last_hand)
            )
            self.last_info.setToolTip(plain_tooltip("\n".join(self.awards_shown)))
        else:
            self.last_info.setText("")
        right = INFO_RIGHT * CARD_W - self.last_info.boundingRect().width()
        self.last_info.setPos(QPointF(right, INFO_TOP * CARD_W))

    def _fit(self, line: str, width: float) -> str:
        metrics = QFontMetricsF(self.info.font())
        return metrics.elidedText(line, Qt.TextElideMode.ElideRight, width * CARD_W)

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
        subtitle = self.tr("your hand: %1").replace("%1", other) if other else self.tr("your hand")
        tag.set_text(rank.name_vi, subtitle, "info")
        place = self.places[self.viewer]
        x, y = place.cards
        half_w = (1 + place.step * 4 + HOLE_GAP) * place.scale / 2
        width = tag.boundingRect().width()
        tag.setPos(at(x + half_w + 0.14, y + MY_CAPTION_Y + 0.55) + QPointF(width / 2, 0))
        tag.setVisible(True)

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

    # --- the turn clock (D-X7) ---------------------------------------------------------------

    def _turn_key(self, view: Any) -> tuple[int, int, int]:
        return (view.hand, view.betting_round, len(view.history))

    def _on_events_arrived(self, _events: list[Any]) -> None:
        """Someone acted: no clock and no buttons while it plays out (the turn moved on)."""
        self.clock.stop()
        self._clock_turn = None
        self.panel.show_group(None)

    def _badge_place(self, seat: int) -> str:
        """Your plate's corner may touch a neighbour's plate: your seconds go on its left."""
        return "left" if seat == self.viewer else "top"

    def _on_ai_turn(self, seat: int) -> None:
        """An AI player thinks: its clock runs too (it acts well inside it)."""
        if self.clock_ms is None or not 0 <= seat < len(self.plates):
            return
        self.clock.setPos(self.plates[seat].pos())
        self.clock.start(seat, self.clock_ms, self._badge_place(seat))
        self._clock_turn = None

    def _start_my_clock(self, view: Any) -> None:
        if self.clock_ms is None:
            self.clock.stop()
            return
        key = self._turn_key(view)
        if self._clock_turn == key and self.clock.running:
            return  # the same decision: the time keeps running
        self._clock_turn = key
        self.clock.setPos(self.plates[self.viewer].pos())
        self.clock.start(self.viewer, self.clock_ms, self._badge_place(self.viewer))

    def set_turn_length(self, ms: int | None) -> None:
        """A turn's length in milliseconds (None: no clock); your running turn starts again."""
        self.clock_ms = ms
        if self.clock.seat == self.viewer or (ms is not None and self.is_my_turn()):
            self.clock.stop()
            self._clock_turn = None
            self.update_panel()

    def _on_clock_expired(self, seat: int) -> None:
        """Time is up: the engine's timeout action (D-X7: you fold)."""
        state = self.session.state
        if seat != self.viewer or not self.session.is_human_turn():
            return
        if state.current_player != seat or self._clock_turn != self._turn_key(self.view_state()):
            return
        action = state.timeout_action()
        if action is None:
            return
        self._clock_turn = None
        self.timeouts += 1
        if self.submit(action) is None:
            self.show_message(
                self.tr("Time is up: you fold (úp bài) after %1 seconds.").replace(
                    "%1", str(round((self.clock_ms or 0) / 1000))
                )
            )

    # --- the person's decisions ----------------------------------------------------------------

    def update_panel(self) -> None:
        panel = self.xito_panel
        view = self.view_state()
        if view.phase == "over":
            panel.show_group(None)
            self.clock.stop()
            self.set_prompt(self.tr("The session is over."))
            return
        if not self.is_my_turn():
            panel.show_group(None)
            if self.clock.seat == self.viewer:
                self.clock.stop()
            self.set_prompt(self._waiting_prompt(view))
            return
        if view.phase == "rebuy":
            self._offer_rebuy(view)
        else:
            self._offer_bets(view)

    def _offer_rebuy(self, view: Any) -> None:
        panel = self.xito_panel
        seat = self.viewer
        amount = self.options.starting_stack - view.stacks[seat]
        panel.buttons["rebuy"].set_base_text(
            self.tr("Re-buy %1 chips").replace("%1", format_amount(amount))
        )
        panel.show_group("rebuy")
        self.clock.stop()
        self.set_prompt(
            self.tr(
                "You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?"
            )
            .replace("%1", format_amount(view.stacks[seat]))
            .replace("%2", format_amount(self.options.ante))
            .replace("%3", format_amount(self.options.starting_stack))
        )

    def _offer_bets(self, view: Any) -> None:
        panel = self.xito_panel
        opening = view.highest == 0
        amounts = view.bet_range
        # no raise possible: only Fold and Call show, and the prompt says why
        panel.show_amount(amounts is not None)
        panel.buttons["bet"].setVisible(opening)
        panel.buttons["raise"].setVisible(not opening and amounts is not None)
        panel.buttons["call"].setVisible(not opening)
        panel.set_amount_label(
            (lambda: self.tr("Bet")) if opening else (lambda: self.tr("Raise by"))
        )
        if not opening:
            short = view.to_call < view.highest - view.round_bets[self.viewer]
            words = self.tr("Call %1 · all-in") if short else self.tr("Call %1")
            panel.buttons["call"].set_base_text(words.replace("%1", format_amount(view.to_call)))
        if amounts is not None:
            low, high = amounts
            seat = self.viewer
            pot = sum(p.amount for p in view.pots) + sum(view.round_bets)
            base = view.round_bets[seat] + (0 if opening else view.to_call)
            panel.set_pot(
                pot, base, all_in=base - view.round_bets[seat] + high >= view.stacks[seat]
            )
            panel.set_range(low, high, self.options.ante, low)
            panel.set_amount_enabled(low < high)  # all-in for less: one amount only
        panel.show_group("act")
        self.set_prompt(self._decision_prompt(view, amounts))
        self._start_my_clock(view)

    def _decision_prompt(self, view: Any, amounts: tuple[int, int] | None) -> str:
        """What you may do, in one short sentence (the panel is narrow on a small window)."""
        if view.highest == 0:
            low, high = amounts if amounts is not None else (0, 0)
            if low == high:
                text = self.tr("You bet first: all-in with your last %1 chips, or fold.")
            else:
                text = self.tr("You bet first (tố đầu): %1–%2 chips, or fold.")
            return text.replace("%1", format_amount(low)).replace("%2", format_amount(high))
        seat = self.viewer
        if view.to_call < view.highest - view.round_bets[seat]:
            call = self.tr("call your last %1 (all-in)")
        else:
            call = self.tr("call %1")
        call = call.replace("%1", format_amount(view.to_call))
        if amounts is None:
            text = self.tr("%1 has %2 in: %3 or fold. %4").replace(
                "%4", self._no_raise_reason(view)
            )
        else:
            text = (
                self.tr("%1 has %2 in: %3, raise by %4–%5, or fold.")
                .replace("%4", format_amount(amounts[0]))
                .replace("%5", format_amount(amounts[1]))
            )
        return (
            text.replace("%1", self._last_raiser(view))
            .replace("%2", format_amount(view.highest))
            .replace("%3", call)
        )

    def _last_raiser(self, view: Any) -> str:
        for move in reversed(view.history):
            if move.round == view.betting_round and move.action in ("bet", "raise"):
                return self.seat_name(move.seat)
        return self.tr("The table")

    def _no_raise_reason(self, view: Any) -> str:
        opts = self.options
        if opts.max_raises is not None and view.raises >= opts.max_raises:
            return self.tr("No more raises this round: the limit is %1.").replace(
                "%1", str(opts.max_raises)
            )
        if view.stacks[self.viewer] - view.to_call < opts.min_bet:
            return self.tr("Too few chips left to raise.")
        return self.tr("Nobody left could answer a raise.")

    def _waiting_prompt(self, view: Any) -> str:
        seat = view.current_player
        if seat is None:
            return ""
        if seat == self.you():
            return self.tr("Your turn in a moment…")  # the table is still showing the last move
        if view.phase == "rebuy":
            return self.tr("%1 decides whether to re-buy…").replace("%1", self.seat_name(seat))
        if view.highest == 0:
            text = self.tr("%1 bets first (tố đầu)…")
        else:
            text = self.tr("%1 decides: call, raise or fold…")
        return text.replace("%1", self.seat_name(seat))

    def _on_press(self, name: str) -> None:
        if not self.session.is_human_turn():
            return
        panel = self.xito_panel
        if name == "less":
            panel.step_value(-1)
        elif name == "more":
            panel.step_value(1)
        elif name == "min":
            panel.set_value(panel.amount.minimum())
        elif name in ("max", "half", "pot"):
            panel.set_value(panel.preset(name))
        elif name == "fold":
            self.submit(xito.Fold())
        elif name == "call":
            self.submit(xito.Call())
        elif name == "bet":
            self.submit(xito.Bet(panel.value()))
        elif name == "raise":
            self.submit(xito.Raise(panel.value()))
        elif name == "rebuy":
            self.submit(xito.Rebuy())
        elif name == "sit_out":
            self.submit(xito.SitOut())

    def hint_targets(self, action: Any) -> HintTargets | None:
        """The Hint's hook: the advised amount set on the slider, and its button."""
        panel = self.xito_panel
        if isinstance(action, (xito.Bet, xito.Raise)):
            panel.set_value(action.amount)
            amount = format_amount(action.amount)
            if isinstance(action, xito.Bet):
                return HintTargets(self.tr("Bet %1").replace("%1", amount), (), "bet")
            return HintTargets(self.tr("Raise by %1").replace("%1", amount), (), "raise")
        simple: dict[type, tuple[str, str]] = {
            xito.Fold: ("fold", self.tr("Fold")),
            xito.Call: ("call", panel.buttons["call"].base_text),
            xito.Rebuy: ("rebuy", panel.buttons["rebuy"].base_text),
            xito.SitOut: ("sit_out", self.tr("Sit this hand out")),
        }
        if type(action) in simple:
            name, what = simple[type(action)]
            return HintTargets(what, (), name)
        return None

    # --- cards under the keyboard and the mouse ----------------------------------------------

    def my_cards(self) -> list[CardItem]:
        return list(self.rows[self.viewer].items)

    def card_focused(self, item: CardItem | None) -> None:
        if item is not None:
            self.show_message(self._describe(item))

    def card_activated(self, item: CardItem) -> None:
        self.show_message(self._describe(item))

    def _describe(self, item: CardItem) -> str:
        row = item.pile
        if row not in self.rows:
            return ""
        seat = self.rows.index(row)
        view = self.view_state()
        index = row.items.index(item)
        shown = [i.card for i in row.items if i.face_up and i.card is not None]
        if index == 0:
            if item.face_up and item.card is not None:
                what = self.tr("hole card %1").replace("%1", str(item.card))
                if seat == self.viewer and self._is_me(seat):
                    what += self.tr(" (only you see it)")
            else:
                what = self.tr("a hole card, face down")
        else:
            what = self.tr("face-up card %1").replace("%1", str(item.card))
        words = f"{self.seat_name(seat)}: {what}"
        if shown:
            rank = xito.evaluate(shown)
            words += " — " + self.tr("%1 showing").replace(
                "%1", self._hand_words(rank.category, rank.name_vi, rank.name_en)
            )
            if seat == self.viewer and len(shown) == len(row.items):
                words = words.replace(self.tr("showing"), self.tr("in all"))
        if view.folded[seat]:
            words += self.tr(" (folded)")
        return words


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
