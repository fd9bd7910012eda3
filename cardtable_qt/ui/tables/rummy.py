"""The Indian Rummy table: your hand in groups you make, the stock, the pile and the wild card.

Layout (card units, ``SCENE_SIZE``): your hand along the bottom, laid out in the groups you made
(``GroupsPile`` over a ``HandGroups``), each group labelled live under it (pure sequence, mixed
sequence, trio, or why it is no group); your plate and your count on the left. In the middle,
left to right: the wild card (its rank is wild this deal), the stock, the discard pile and the
place where a declaration's 14th card goes face down. The other players sit round the top, each
with a fan of backs showing how many cards they hold. A declaration's groups are laid out above
the middle row.

You arrange your cards at any time: click (or Enter) to select, Group / Ungroup / Auto-arrange,
drag a card along the row, or Shift+arrow to carry the focused card. On your turn you draw by a
click on the stock or the pile, by dragging it to your hand, or with a button; you discard by
dragging a card to the pile or with Discard; you declare by dropping the 14th card on the
declaration place or with Declare, and a refused declaration shows the validator's reasons over
your hand. A finished deal holds the table on a sheet (every hand as it was counted, the
scoreboard) until you go on.

The table is in parts: this module lays the table out, shows the state at once (``sync``) and
the words on the felt (the groups' labels, your count, a refusal's reasons); ``rummy_events``
animates each event, ``rummy_sheet`` holds the table on a finished deal's sheet and shows the
Scores, ``rummy_selection`` selects, groups and moves your cards (clicks, keys, drags),
``rummy_decisions`` offers your moves on the panel and answers the Hint; ``rummy_layout`` holds
the sizes in card units, ``rummy_panel`` the buttons, ``rummy_results`` the names of cards and
groups and the deal's sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QTimer

from ...engine import rummy as rm
from ...engine.cards import Card
from ...engine.match import HandOver
from ...engine.rummy.groups import why_not_a_group_message
from ...engine.words import several_param
from ...engine_text import engine_text
from ...game_words import hindi_aside
from ...session.scoreboard import ScoreboardModel
from ..table import (
    CARD_ASPECT,
    CARD_H,
    CARD_W,
    CardItem,
    PileLayout,
    SpotItem,
    TagItem,
    at,
)
from ..table.card_dragger import CardDragger
from ..table.card_mark import RUMMY_WILD, set_mark
from ..table.game_table import GameTable
from ..table.groups_row import GroupsPile
from ..table.hand_groups import HandGroups
from ..table.note import NoteItem
from ..table.open_fan import Look, OpenFan, set_look
from ..table.result_sheet import ResultSheet, SheetRow
from ..table.words import follow_language
from .rummy_decisions import RummyDecisions
from .rummy_events import RummyEvents
from .rummy_layout import (
    COUNT_AT,
    DOWN_AT,
    FAN_DX,
    FAN_SCALE,
    GROUP_GAP,
    HAND_AT,
    HAND_DX,
    HAND_MAX_W,
    HAND_SCALE,
    INFO_AT,
    MIDDLE_Y,
    MY_PLATE_AT,
    OPEN_SCALE,
    OPEN_SIDE,
    OPEN_TOP,
    OPPONENT_PLACES,
    PILE_AT,
    PILE_SHOWN,
    REASONS_HIGHEST,
    REASONS_TOP,
    SHOW_AT,
    SHOW_SCALE,
    STOCK_AT,
    TABLE_SCALE,
    WILD_AT,
    hand_order,
)
from .rummy_panel import RummyPanel
from .rummy_results import (
    HINDI,
    TONE_OF_KIND,
    DealEnd,
    card_name,
    kind_name,
)
from .rummy_selection import RummySelection
from .rummy_sheet import RummySheet


class RummyTable(RummyEvents, RummySheet, RummySelection, RummyDecisions, GameTable):
    """``RummyTable(session, settings, card_art)``: the view and its action panel."""

    SCENE_SIZE = (16.0, 9.6)
    NOTICE_AT = (8.0, 5.65)

    # --- layout ------------------------------------------------------------------------------

    def build_scene(self) -> None:
        state = self.session.state
        self.players: int = state.players
        view = state.view(self.viewer)
        self.wild_rank: int = view.wild_rank
        self.model = HandGroups()
        self.selected: set[Card] = set()
        self.show_model = HandGroups()
        scene = self.scene

        self.stock = scene.add_pile("stock", PileLayout(*STOCK_AT, scale=TABLE_SCALE, z=2))
        scene.set_deck("stock")
        self.stock_backs = scene.show_deck(self.stock)
        self.stock_home = [(b, b.pos(), b.zValue()) for b in self.stock_backs]
        self.wild_pile = scene.add_pile("wild", PileLayout(*WILD_AT, scale=TABLE_SCALE, z=4))
        self.discard = scene.add_pile("discard", PileLayout(*PILE_AT, scale=TABLE_SCALE, z=20))
        self.down_pile = scene.add_pile("down", PileLayout(*DOWN_AT, scale=TABLE_SCALE, z=20))
        self.hand_pile = GroupsPile(
            "hand",
            PileLayout(*HAND_AT, dx=HAND_DX, scale=HAND_SCALE, lift=0.16, z=60),
            self.model,
            gap=GROUP_GAP,
            max_width=HAND_MAX_W,
        )
        scene.piles["hand"] = self.hand_pile
        self.show_pile = GroupsPile(
            "show",
            PileLayout(*SHOW_AT, dx=0.42, scale=SHOW_SCALE, z=40),
            self.show_model,
            gap=0.6,
            max_width=12.0,
        )
        scene.piles["show"] = self.show_pile

        self.declare_spot = spot = SpotItem(
            "declare", "", CARD_W * TABLE_SCALE * 1.15, CARD_H * TABLE_SCALE * 1.1
        )
        follow_language(
            spot, lambda: spot.set_label(self.tr("Declare:\ndrop the 14th card here")), owner=self
        )
        self.declare_spot.setPos(at(*DOWN_AT))
        self.declare_spot.setZValue(15)
        self.declare_spot.clicked.connect(lambda _item: self.declare())
        scene.addItem(self.declare_spot)

        self.wild_tag = self._centre_tag(WILD_AT)
        self.stock_tag = self._centre_tag(STOCK_AT)
        self.pile_tag = self._centre_tag(PILE_AT)
        pile_tag = self.pile_tag
        follow_language(pile_tag, lambda: pile_tag.set_text(self.tr("Discard pile")), owner=self)
        # your 14 cards make a valid declaration: said under the declaration place
        self.declare_tag = self._centre_tag(DOWN_AT)
        self.declare_tag.setZValue(310)
        self.declare_tag.setVisible(False)
        self._declarable: tuple[tuple[Card, ...], Any] | None = None  # (hand, what was found)

        self.fans: dict[int, OpenFan] = {}
        # each other seat's fan: its backs, or (a replay, faces up) its cards laid open
        self.fan_looks: dict[int, tuple[Look, Look]] = {}
        self.places: dict[int, tuple[float, float]] = {}
        others = [(self.viewer + k) % self.players for k in range(1, self.players)]
        for seat, (x, y) in zip(others, OPPONENT_PLACES[len(others)], strict=True):
            self.places[seat] = (x, y)
            side = x < 2.6 or x > 13.4
            fan_y = y - 1.02 if side else y + 0.98
            backs = Look(PileLayout(x, fan_y, dx=FAN_DX, scale=FAN_SCALE, z=30))
            wide, rows = OPEN_SIDE if side else OPEN_TOP
            ox = x + (0.15 if x < 2.6 else -0.15 if x > 13.4 else 0.0)  # off the rail
            oy = fan_y - 0.12 if side else fan_y + 0.05
            faces = Look(
                PileLayout(ox, oy, dx=0.5, scale=OPEN_SCALE, face_up=True, z=30),
                width=wide,
                rows=rows,
                min_step=0.32,
            )
            self.fan_looks[seat] = (backs, faces)
            self.fans[seat] = OpenFan(f"seat{seat}", backs.layout, width=backs.width)
            scene.piles[f"seat{seat}"] = self.fans[seat]
        self.places[self.viewer] = MY_PLATE_AT
        for seat in range(self.players):
            plate = self.seat_plate(seat)
            plate.setPos(at(*self.places[seat]))
            scene.addItem(plate)
            self.plates.append(plate)

        self.info = self.add_info_text()
        self.info.setPos(at(*INFO_AT))

        self.count_tag = TagItem("", "", "info", size=0.8)
        self.count_tag.setPos(at(*COUNT_AT))
        self.count_tag.setZValue(300)
        scene.addItem(self.count_tag)
        self.count_under_sheet = False  # the sheet lay over it: hidden till it goes
        self.reasons = NoteItem("", "", "lose", width=CARD_W * 9.2, size=1.05, max_lines=8)
        self.reasons.setPos(at(HAND_AT[0], REASONS_TOP))
        self.reasons.setZValue(700)
        self.reasons.setVisible(False)
        scene.addItem(self.reasons)
        self.group_labels: list[NoteItem] = []
        self.show_labels: list[NoteItem] = []

        # what the plates show, kept in step with the animations
        self.totals: list[int] = [s.total for s in view.seats]
        self.seat_status: list[str] = [s.status for s in view.seats]
        self.charged: list[int] = [s.charged for s in view.seats]
        self.dealer: int = view.dealer
        self.stock_count: int = view.stock_count

        names = [self.seat_name(s) for s in range(self.players)]
        self.scoreboard = ScoreboardModel(
            names, limit=101 if view.pool else None, you=self.person(), parent=self
        )
        self.sheet = ResultSheet(self.art, self)
        self.sheet.continued.connect(self.continue_after_result)
        self.sheet.closed.connect(self.close_scores)
        self.sheet.reviewRequested.connect(self.reviewRequested)
        review = self.sheet.review_button  # Rummy's word, in place of the sheet's "hand"
        follow_language(review, lambda: review.setText(self.tr("Review this deal")))
        self.holding = False  # a finished deal's sheet holds the table until the person goes on
        # a replay's end or a demo's last deal: its sheet hidden (Hide), the table still held
        self.sheet_put_away = False
        self.held: list[Any] = []  # the events after the sheet (the next deal)
        self.result: DealEnd | None = None  # the deal being scored, built from its events
        self.last_sheet: tuple[str, str, list[SheetRow]] | None = None
        self.held_result: DealEnd | None = None  # the deal whose sheet holds the table
        # the deal the last sheet was made of and its wild rank (a later deal has its own)
        self._sheet_deal: tuple[DealEnd | None, int] = (None, 0)
        self.declared: rm.Declared | None = None
        self.drop_at: tuple[int, int] | None = None  # where a dragged-in drawn card goes
        self.pack_armed = False
        self._focus_said = ""  # the focused card's words, as last shown
        self.auto_continue = QTimer(self)
        self.auto_continue.setSingleShot(True)
        self.auto_continue.timeout.connect(self.continue_after_result)

        self.dragger = CardDragger(self.view, self._can_drag, self._dropped, moved=self._dragging)
        self.view.installEventFilter(self)

        # Your arrangement is kept in the save: the deal it belongs to, its groups and order.
        self.arranged_deal: int = view.deal
        self.saved_arrangement: dict[str, Any] | None = None
        saved = self.session.restored_table_state
        if isinstance(saved, dict) and saved.get("deal") == view.deal:
            self.model.restore(saved.get("hand"), view.hand)  # checked against the real hand
        self.session.table_state_provider = self.arrangement

    def make_panel(self) -> RummyPanel:
        return RummyPanel(self._on_press, self)

    @property
    def rummy_panel(self) -> RummyPanel:
        panel: RummyPanel = self.panel  # type: ignore[assignment]
        return panel

    def _centre_tag(self, where: tuple[float, float]) -> TagItem:
        tag = TagItem("", "", "info", size=0.72)
        tag.setPos(at(where[0], where[1] + TABLE_SCALE * 0.7 + 0.2))
        tag.setZValue(300)
        self.scene.addItem(tag)
        return tag

    def view_resized(self) -> None:
        super().view_resized()
        if self.sheet.isVisible():
            self.sheet.place(self.view.geometry())
            self.count_tag_beside_sheet()

    # --- words -------------------------------------------------------------------------------

    def _plate_status(self, seat: int) -> str:
        points = self.tr("%1 pts").replace("%1", str(self.totals[seat]))
        status = self.seat_status[seat]
        if status == "packed":
            return (
                self.tr("%1 · packed (%2)")
                .replace("%1", points)
                .replace("%2", str(self.charged[seat]))
            )
        if status == "out":
            return self.tr("%1 · out").replace("%1", points)
        return points

    def _refresh_plates(self) -> None:
        for seat, plate in enumerate(self.plates):
            plate.set_status(self._plate_status(seat))
            plate.set_marker(self.tr("Dealer") if seat == self.dealer else "")
            plate.setOpacity(0.5 if self.seat_status[seat] == "out" else 1.0)

    def _update_info(self, deal: int, deals: int | None, pool: bool) -> None:
        count = self.session.options.decks
        decks = self.tr("1 deck") if count == 1 else self.tr("%1 decks").replace("%1", str(count))
        if pool:
            first = self.tr("Deal %1").replace("%1", str(deal))
        else:
            first = self.tr("Deal %1 of %2").replace("%1", str(deal)).replace("%2", str(deals))
        lines = [f"{first} · {decks}"]
        if pool:
            lines.append(self.tr("Pool rummy: 101 points is out"))
        lines.append(self.tr("Dealer: %1").replace("%1", self.seat_name(self.dealer)))
        self.info.setText("\n".join(lines))

    def _update_wild(self, card: Card, wild_rank: int) -> None:
        self.wild_rank = wild_rank
        if card.suit is None:
            text, sub = self.tr("Joker turned"), self.tr("aces and jokers are wild")
        else:
            text = self.tr("Wild: %1").replace("%1", engine_text(several_param(wild_rank)))
            sub = self.tr("and the jokers")
        self.wild_tag.set_text(text, sub, "pok")
        self.wild_tag.setVisible(True)

    def _update_stock_tag(self) -> None:
        self.stock_tag.set_text(self.tr("Stock · %1").replace("%1", str(self.stock_count)))
        for back in self.stock_backs:
            back.setVisible(self.stock_count > 0)

    # --- the state at once -------------------------------------------------------------------

    def sync(self) -> None:
        if self.holding:
            return
        view = self.view_state()
        scene = self.scene
        self.dealer = view.dealer
        self.totals = [s.total for s in view.seats]
        self.seat_status = [s.status for s in view.seats]
        self.charged = [s.charged for s in view.seats]
        self._refresh_plates()
        self.set_active_seat(view.current_player)
        self._update_wild(view.wild_card, view.wild_rank)
        self.model.reconcile(view.hand, lambda cards: hand_order(cards, view.wild_rank))
        self.arranged_deal = view.deal
        self.selected &= set(view.hand)
        scene.put(self.hand_pile, self.model.cards(), True)
        for item in self.hand_pile.items:
            item.set_selected(item.card in self.selected)
        scene.snap(self.hand_pile)
        for seat, fan in self.fans.items():
            playing = view.seats[seat].status == "playing"
            count = view.seats[seat].cards if playing else 0
            shown = self.revealed_cards(seat)
            set_look(fan, self.fan_looks[seat][shown is not None])
            if shown is None:
                scene.put(fan, [None] * count, False)
            else:  # a replay, faces up: the seat's own cards, as it holds them
                scene.put(fan, hand_order(shown, view.wild_rank) if playing else [], True)
        scene.put(self.wild_pile, [view.wild_card], True)
        scene.put(self.discard, list(view.pile[-PILE_SHOWN:]), True)
        self.stock_count = view.stock_count
        self._update_stock_tag()
        for pile in (self.show_pile, self.down_pile):
            scene.clear_pile(pile)
        self.show_model.reset([])
        self._drop_labels(self.show_labels)
        if not (self.session.is_human_turn() and view.phase == "discard"):
            self.hide_reasons()
        self._update_info(view.deal, view.deals, view.pool)
        self.scoreboard.set_history(view.history)
        self._refresh_hand()

    def _refresh_hand(self) -> None:
        """Marks, labels and the count of your hand as it lies now."""
        for item in self.hand_pile.items:
            item.set_clickable(True)
            wild = item.card is not None and rm.is_wild(item.card, self.wild_rank)
            set_mark(item, RUMMY_WILD if wild else None, "gold")
        for item in self.discard.items:
            wild = item.card is not None and rm.is_wild(item.card, self.wild_rank)
            set_mark(item, RUMMY_WILD if wild and item is self.discard.items[-1] else None, "gold")
        for fan in self.fans.values():  # another seat's cards laid face up (a replay)
            for item in fan.items:
                card = item.card if item.face_up else None
                set_mark(item, RUMMY_WILD if card and rm.is_wild(card, self.wild_rank) else None)
        self._update_group_labels()
        self._update_count()
        self._update_handles()
        self._refresh_focus_words()
        if self.arrangement_data() != self.saved_arrangement:
            self.session.table_state_changed()  # regrouped, or a card came or went: autosave

    def arrangement_data(self) -> dict[str, Any]:
        return {"deal": self.arranged_deal, "hand": self.model.to_data()}

    def arrangement(self) -> dict[str, Any]:
        """The session's ``table_state_provider``: your groups and order, for the save."""
        self.saved_arrangement = self.arrangement_data()
        return self.saved_arrangement

    def _update_handles(self) -> None:
        """The stock and the pile answer clicks when you may draw (or discard onto the pile)."""
        phase = self._my_phase()
        top = self.stock_backs[-1] if self.stock_backs else None
        for back in self.stock_backs:
            back.set_clickable(back is top and phase == "draw" and self.stock_count > 0)
        for item in self.discard.items:
            item.set_clickable(item is self.discard.items[-1] and phase in ("draw", "discard"))

    def _my_phase(self) -> str | None:
        """ "draw" or "discard" when the person may act now, else None."""
        if self.holding or not self.session.is_human_turn():
            return None
        phase = self.view_state().phase
        return phase if phase in ("draw", "discard") else None

    def _update_group_labels(self) -> None:
        self._drop_labels(self.group_labels)
        top = HAND_AT[1] * CARD_W + self.hand_pile.card_width * CARD_ASPECT / 2 + CARD_W * 0.05
        for run, left, right in self.hand_pile.label_places():
            cards = [i.card for i in run.items if i.card is not None]
            if run.segment is None or run.segment == self.model.loose_segment:
                # no points here: the count is the best arrangement of the whole hand (the
                # scoring's), which the count tag shows; a sum of these cards would differ
                title = self.tr("Ungrouped")
                if len(cards) == 1:  # the drawn 14th card, alone: not "1 cards"
                    # the words Guandan's count already has, translated there
                    body = QCoreApplication.translate("GuandanWords", "1 card")
                else:
                    body = self.tr("%1 cards").replace("%1", str(len(cards)))
                tone = "info"
            else:
                kind, _english = rm.describe_group(cards, self.wild_rank)
                if kind is None:
                    title, body, tone = self.tr("Not a group"), self.why_not(cards), "lose"
                else:
                    title, tone = kind_name(kind), TONE_OF_KIND[kind]
                    body = hindi_aside(HINDI[kind])
            note = NoteItem(title, body, tone, width=right - left - CARD_W * 0.06, size=1.02)
            note.setPos(QPointF((left + right) / 2, top))
            self.scene.addItem(note)
            self.group_labels.append(note)

    def why_not(self, cards: Sequence[Card]) -> str:
        """Why these cards are no group, in the language in use (the engine's message)."""
        return engine_text(why_not_a_group_message(list(cards), self.wild_rank))

    def _drop_labels(self, labels: list[NoteItem]) -> None:
        for note in labels:
            if note.scene() is self.scene:
                self.scene.removeItem(note)
        labels.clear()

    def _update_count(self) -> None:
        cards = self.model.cards()
        if len(cards) == 13:
            points = rm.loser_points(cards, self.wild_rank)
            self.count_tag.set_text(
                self.tr("Your count: %1").replace("%1", str(points)),
                self.tr("if someone declared now"),
            )
        elif len(cards) == 14:
            view = self.view_state()
            out = self._discard_choice() or view.drawn
            rest = list(cards)
            if out in rest:
                rest.remove(out)
            else:
                rest.pop()
            points = rm.loser_points(rest, self.wild_rank)
            self.count_tag.set_text(
                self.tr("Your count: %1").replace("%1", str(points)),
                self.tr("after discarding %1").replace("%1", card_name(out)),
            )
        # a match's last deal stays on the table when it ends: it is over, nothing to count
        playing = self.view_state().phase != "over"
        shown = len(cards) in (13, 14) and self.session.human_seat is not None and playing
        self.count_tag.setVisible(shown and not self._won_holding_cards())

    def _won_holding_cards(self) -> bool:
        """The deal whose sheet holds the table was yours, won as everyone else packed: your
        cards were never counted, so no count of them shows."""
        end = self.held_result if self.holding else None
        if end is None:
            return False
        return any(s.seat == self.viewer and s.status == "winner" for s in end.scored.scores)

    def held_items(self, seat: int) -> list[CardItem]:
        return list(self.hand_pile.items if seat == self.viewer else self.fans[seat].items)

    # --- words on the felt ---------------------------------------------------------------------

    def _clear_words(self) -> None:
        self._drop_labels(self.show_labels)
        self._drop_labels(self.group_labels)
        self.hide_reasons()

    def _let_go(self, items: Iterable[CardItem]) -> None:
        """Cards leaving your hand lose their marks: the badge, the selection, the focus."""
        for item in items:
            set_mark(item, None)
            item.set_selected(False)
            if item is self.focused_card:
                self._set_focus(None)

    def show_reasons(self, reasons: Sequence[str]) -> None:
        body = "\n".join(f"• {r}" for r in reasons)
        self.reasons.set_text(self.tr("Not a valid declaration — your turn goes on"), body, "lose")
        # it never covers your cards: above the stock and the pile when it fits between them
        # and the players at the top, else between them and your hand, clear of a lifted card
        height = self.reasons.boundingRect().height()
        middle_top = MIDDLE_Y * CARD_W - CARD_H * TABLE_SCALE / 2
        top = middle_top - CARD_W * 0.1 - height
        if top < REASONS_HIGHEST * CARD_W:
            lift = self.hand_pile.layout.lift * CARD_H * self.hand_pile.layout.scale
            hand_top = HAND_AT[1] * CARD_W - self.hand_pile.card_width * CARD_ASPECT / 2 - lift
            top = max(CARD_W * 0.2, min(REASONS_TOP * CARD_W, hand_top - CARD_W * 0.08 - height))
        self.reasons.setPos(HAND_AT[0] * CARD_W, top)
        self.reasons.setVisible(True)

    def hide_reasons(self) -> None:
        self.reasons.setVisible(False)

    @property
    def reasons_shown(self) -> list[str]:
        """The reasons on the felt now (empty when none are shown)."""
        if not self.reasons.isVisible():
            return []
        return [line.removeprefix("• ") for line in self.reasons.body.split("\n") if line]


_HANDLERS: dict[type, Callable[[RummyTable, Any], None]] = {
    rm.Dealt: RummyTable._on_dealt,
    rm.WildCardTurned: RummyTable._on_wild_turned,
    rm.PileStarted: RummyTable._on_pile_started,
    rm.Drew: RummyTable._on_drew,
    rm.Discarded: RummyTable._on_discarded,
    rm.Packed: RummyTable._on_packed,
    rm.StockReshuffled: RummyTable._on_reshuffled,
    rm.Declared: RummyTable._on_declared,
    rm.DealScored: RummyTable._on_deal_scored,
    rm.PlayerOut: RummyTable._on_player_out,
    rm.MatchOver: RummyTable._on_match_over_event,
    HandOver: RummyTable._on_hand_over,
}
RummyTable.HANDLERS = _HANDLERS
