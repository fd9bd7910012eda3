"""The Guandan table: four seats, your partner opposite, your 27 cards fanned at the bottom.

Layout (card units, ``SCENE_SIZE``), by a seat's place relative to you: you at the bottom, the
next seat (counter-clockwise, the way play goes) on the right, your partner at the top, the
fourth seat on the left. Each seat has its plate, its hand (backs for the others, with their
count per G-2), and in front of it the spot where its latest play of the trick lies; a dashed
gold outline rings the spot of whoever is to act. The deck lies in the middle for the first
hand's cut (G-1). The board at the top left keeps the team levels and the level of this hand;
the board at the top right the last hand's places and climb.

The table is in parts: this module lays the table out and shows the state at once (``sync``);
``guandan_events`` animates each event, ``guandan_selection`` chooses your cards (clicks,
drags, keys, Arrange and Show plays), ``guandan_decisions`` offers the person's decisions on
the panel and the hints, ``guandan_words`` says the places, cards, teams and counts,
``guandan_layout`` holds the sizes and places in card units; ``guandan_arrange`` finds the
groups and the cheapest plays, ``guandan_panel`` is the action panel; ``guandan_aids`` keeps
the table aids (the card counter, the last trick, the low-count warning).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Any

from ...engine import guandan as gd
from ...engine.cards import SUIT_SYMBOLS, Card, rank_name
from ...engine.match import HandOver
from ...engine_text import engine_text
from ...game_words import chinese_aside
from ..table import CARD_W, CardItem, Pile, PileLayout, SpotItem, TagItem, at
from ..table.board import InfoBoard
from ..table.card_mark import set_mark
from ..table.game_table import GameTable
from ..table.hand_fan import FanPile, FanSelector
from ..table.open_fan import OpenFan
from ..table.words import follow_language
from .guandan_aids import GuandanAids
from .guandan_boards import BoardsUnderSheet
from .guandan_decisions import GuandanDecisions
from .guandan_events import GuandanEvents
from .guandan_layout import (
    BACK_SCALE,
    CENTRE,
    HAND_SCALE,
    HIDDEN_BACKS,
    LOW_NOTICE_W,
    LOW_NOTICE_Y,
    NOTICE_W,
    NOTICE_Y,
    OPEN_SCALE,
    OPEN_SIDE,
    OPEN_TOP,
    OPEN_TOP_CLEAR,
    PLACES_ON_TABLE,
    RANK_GAP,
    RECEIVED_TOP,
    SUIT_ORDER,
    TRICK_SCALE,
    Place,
)
from .guandan_panel import GuandanPanel
from .guandan_selection import GuandanSelection
from .guandan_words import KIND_CHINESE, GuandanWords, is_double_dweller

__all__ = ["HIDDEN_BACKS", "GuandanTable"]


class GuandanTable(
    GuandanAids, GuandanEvents, GuandanSelection, GuandanDecisions, GuandanWords, GameTable
):
    """``GuandanTable(session, settings, card_art)``: the view and its action panel."""

    SCENE_SIZE = (16.0, 9.6)
    HOLDS_RESULTS = True
    NOTICE_LOG = 30

    @property
    def NOTICE_AT(self) -> tuple[float, float]:  # type: ignore[override]
        """Where a notice goes now: never over a seat's cards. Above the side seats' plays,
        unless your partner's play (or its tag) lies there; then under it, in the middle."""
        return (CENTRE[0], LOW_NOTICE_Y if self._partner_play_shown() else NOTICE_Y)

    @property
    def NOTICE_MAX_W(self) -> float:  # type: ignore[override]
        """Between the side seats' plays a notice is narrower (shown smaller if need be)."""
        return LOW_NOTICE_W if self._partner_play_shown() else NOTICE_W

    def _partner_play_shown(self) -> bool:
        partner = (self.viewer + 2) % 4
        tag = self.trick_tags.get(partner)
        return bool(self.tricks[partner].items) or (tag is not None and tag.isVisible())

    # --- layout ------------------------------------------------------------------------------

    def build_scene(self) -> None:
        self.by_suit = False
        # Arrange (理牌): each card's (group, place in it) while the hand is arranged
        self.arranged: dict[Card, tuple[int, int]] | None = None
        self.arranged_groups: list[tuple[str, int]] = []  # each group's kind and size
        self.group_tags: list[TagItem] = []  # the names under the arranged runs and bombs
        self.received: Card | None = None  # the card tribute or its return gave you, marked
        self.received_from = 0  # whose it was
        first = self.session.view(self.viewer)
        self.level = int(first.level)  # the level shown (the animations may lag the engine)
        self.show_all_counts = bool(first.show_all_counts)  # G-2's table setting
        self.view.installEventFilter(self)  # ↑ and ↓ pick and put back the focused card
        scene = self.scene
        x, y = CENTRE
        self.deck_pile = scene.add_pile("deck", PileLayout(x, y, 0.012, -0.012, scale=0.62, z=2))
        scene.set_deck("deck")
        hx, hy, _turn = PLACES_ON_TABLE[0].fan
        self.hand: FanPile = FanPile(
            "hand",
            PileLayout(hx, hy, dx=0.36, scale=HAND_SCALE, face_up=True, lift=0.16, z=300),
            max_width=10.6,
            gap=RANK_GAP,
            group_of=self._group_of,
        )
        scene.piles["hand"] = self.hand
        self.fans: dict[int, FanPile] = {}
        self.opens: dict[int, OpenFan] = {}  # the cards the replay lays face up instead
        self.tricks: dict[int, Pile] = {}
        self.turned: dict[int, Pile] = {}
        self.spots: dict[int, SpotItem] = {}
        self.trick_tags: dict[int, TagItem] = {}
        self.count_tags: dict[int, TagItem] = {}
        self.turned_tags: dict[int, TagItem] = {}
        for seat in range(4):
            place = self.place_of(seat)
            if seat != self.viewer:
                fx, fy, turn = place.fan
                fan = FanPile(
                    f"fan{seat}",
                    PileLayout(fx, fy, dx=0.2, rotation=turn, scale=BACK_SCALE, z=20),
                    max_width=1.7,
                )
                scene.piles[fan.name] = fan
                self.fans[seat] = fan
                top = (seat - self.viewer) % 4 == 2
                wide, rows = OPEN_TOP if top else OPEN_SIDE
                oy = fy if top else fy + 0.1  # clear of the count under the plate
                self.opens[seat] = OpenFan(
                    f"open{seat}",
                    PileLayout(fx, oy, dx=0.5, scale=OPEN_SCALE, face_up=True, z=20),
                    width=wide,
                    rows=rows,
                    min_step=0.32,
                )
                scene.piles[f"open{seat}"] = self.opens[seat]
                self.turned[seat] = scene.add_pile(
                    f"turned{seat}", PileLayout(*place.turned, scale=0.55, z=40)
                )
                caption = TagItem("", "", "info", size=0.6)
                follow_language(
                    caption,
                    lambda caption=caption: caption.set_text(self.tr("turned card")),
                    owner=self,
                )
                caption.setPos(at(place.turned[0], place.turned[1] + 0.56))
                caption.setVisible(False)
                scene.addItem(caption)
                self.turned_tags[seat] = caption
            tx, ty = place.trick
            self.tricks[seat] = scene.add_pile(
                f"trick{seat}", PileLayout(tx, ty, dx=0.3, scale=TRICK_SCALE, face_up=True, z=60)
            )
            spot = SpotItem(seat, "", CARD_W * 2.9, CARD_W * 1.12)
            spot.setPos(at(tx, ty))
            spot.setZValue(4)
            scene.addItem(spot)
            self.spots[seat] = spot
            plate = self.seat_plate(seat)
            plate.setPos(at(*place.plate))
            scene.addItem(plate)
            self.plates.append(plate)
            tag = TagItem("", "", "info", size=0.7)
            tag.setPos(at(*place.count))
            tag.setVisible(False)
            scene.addItem(tag)
            self.count_tags[seat] = tag

        self.board = InfoBoard("", CARD_W * 3.3)
        self.board.setPos(at(0.35, 0.3))
        scene.addItem(self.board)
        self.result_board = InfoBoard("", CARD_W * 3.3)
        self.result_board.setPos(at(12.3, 0.3))
        self.result_board.setVisible(False)
        scene.addItem(self.result_board)
        BoardsUnderSheet(self.hold.sheet, (self.board, self.result_board))
        self.selection_tag = TagItem("", "", "info", size=0.8)
        self.selection_tag.setPos(at(8.0, 7.3))
        self.selection_tag.setZValue(650)
        self.selection_tag.setVisible(False)
        scene.addItem(self.selection_tag)

        self.selector = FanSelector(
            self.view, lambda: self.hand.items, self._on_picked, same_rank=self._copies_of
        )
        self.reveal_log: list[tuple[Card, ...]] = []  # jokers shown for an anti-tribute
        self.offered: dict[int, Card] = {}  # tribute laid down and not taken yet (G-4 waits)
        self.turned_item: CardItem | None = None  # G-1's card between the cut and the deal
        self.last_result: gd.HandResult | None = None
        self.hint_at = -1
        self.hint_key: object = None
        self.plays_shown: list[Any] = []  # Show plays' list, cheapest first
        self.hinted: Any = None  # the hint's play (its reading), while the selection is it
        self.choices: list[gd.Combo] = []
        self.build_aids()
        BoardsUnderSheet(self.hold.sheet, (self.counter, self.last_trick_button))

    def make_panel(self) -> GuandanPanel:
        return GuandanPanel(self._on_press, self)

    @property
    def gd_panel(self) -> GuandanPanel:
        panel: GuandanPanel = self.panel  # type: ignore[assignment]
        return panel

    def place_of(self, seat: int) -> Place:
        return PLACES_ON_TABLE[(seat - self.viewer) % 4]

    # --- words (the others: GuandanWords) --------------------------------------------------------

    # A combination's name is the engine's message: here, beside ``engine_text``, which a
    # test replaces on this module to see the names go by the message's code.
    @staticmethod
    def combo_name(combo: gd.Combo) -> str:
        """A combination's name in the language in use (the engine's message, by its code)."""
        return engine_text(combo.message())

    # --- sorting and marks ---------------------------------------------------------------------

    def _item_key(self, item: CardItem) -> tuple[int, ...]:
        return self.sort_key(item.card) if item.card is not None else (99,)

    def sort_key(self, card: Card) -> tuple[int, ...]:
        level = self.level
        wild = card.rank == level and card.suit == "H"
        suit = SUIT_ORDER.get(card.suit or "", 4)
        strength = gd.power(card.rank, level)
        if self.arranged is not None:
            group, place = self.arranged.get(card, (-1, strength))
            return (group, place, suit, card.deck)
        if not self.by_suit:
            return (strength, int(wild), suit, card.deck)
        return (self._suit_group(card, level), strength, suit, card.deck)

    @staticmethod
    def _suit_group(card: Card, level: int) -> int:
        """By suit: the four suits, then the level cards, the wilds, the jokers."""
        if card.suit is None:
            return 7
        if card.rank == level:
            return 6 if card.suit == "H" else 5
        return SUIT_ORDER[card.suit]

    def _group_of(self, item: CardItem) -> Hashable:
        card = item.card
        if card is None:
            return None
        level = self.level
        if self.arranged is not None:
            return self.arranged.get(card, (-1, 0))[0]
        if self.by_suit:
            return self._suit_group(card, level)
        return gd.power(card.rank, level)

    def ordered(self, cards: Sequence[Card]) -> list[Card]:
        return sorted(cards, key=self.sort_key)

    def _mark(self, item: CardItem) -> None:
        """Level cards and the two wild hearts are marked on their faces; in your hand, the
        card tribute or its return gave you too, until your first play."""
        card = item.card
        level = self.level
        received = card is not None and card == self.received and item in self.hand.items
        set_mark(item, "+" if received else None, "blue", key="received", top=RECEIVED_TOP)
        if card is None or card.rank != level:
            set_mark(item, None)
        elif card.suit == "H":
            set_mark(item, "W", "red")
        else:
            set_mark(item, "Lv", "gold")

    # --- the state at once -------------------------------------------------------------------

    def sync(self) -> None:
        view = self.view_state()
        self.level = view.level
        self.show_all_counts = view.show_all_counts
        # public facts a restored game must show too: tribute waiting on the table, last hand
        self.offered = dict(view.offered)
        if view.last_hand is not None and view.last_hand != self.last_result:
            self._show_result_board(view.last_hand)
        self.received, self.received_from = self._received_card(view)
        scene = self.scene
        scene.put(self.hand, self.ordered(view.hand), True)
        for item in self.hand.items:
            self._mark(item)
            item.set_clickable(True)
        for seat, fan in self.fans.items():
            count = view.counts[seat]
            turned_here = view.turned_card is not None and view.turned_owner == seat
            opened = self.revealed_cards(seat)
            self._place_open(seat, opened)
            if opened is None:
                backs = HIDDEN_BACKS if count is None else count - int(turned_here)
                scene.put(fan, [None] * max(0, backs), False)
                scene.put(self.opens[seat], [], True)
            else:  # a replay, faces up: the seat's own cards (the turned one beside them)
                if turned_here and view.turned_card in opened:
                    opened.remove(view.turned_card)
                scene.put(fan, [], False)
                scene.put(self.opens[seat], self.ordered(opened), True)
                for item in self.opens[seat].items:
                    self._mark(item)
            scene.put(self.turned[seat], [view.turned_card] if turned_here else [], True)
            self.turned_tags[seat].setVisible(turned_here)
        for seat, pile in self.tricks.items():
            shown: list[Card] = []
            if view.phase == "tribute" and seat in self.offered:
                shown = [self.offered[seat]]
            elif view.phase == "play" and view.last_plays[seat] is not None:
                shown = list(view.last_plays[seat].cards)
            scene.put(pile, shown, True)
            for item in pile.items:
                self._mark(item)
            self._show_trick_tag(seat, view)
        scene.put(self.deck_pile, [None] * 5 if view.phase == "cut" else [], False)
        if view.phase != "cut" and self.turned_item is not None:
            scene.discard(self.turned_item)
            self.turned_item = None
        self._show_plates(view)
        self._show_board(view)
        self._mark_turn(view)
        self._dim_for_tribute(view)
        self._refresh_selection()
        self._label_groups()
        self.aids_synced(view)

    def _place_open(self, seat: int, shown: Sequence[Card] | None) -> None:
        """Your partner's count and turned card stand beside its fan of backs; its open cards
        are wider, so they stand beside those while they are shown."""
        if (seat - self.viewer) % 4 != 2:
            return
        place = self.place_of(seat)
        count, turned = place.count, place.turned
        if shown is not None:
            half = max(self.opens[seat].extent(len(shown))[0] / 2, 1.0)
            x, y = self.opens[seat].layout.x, self.opens[seat].layout.y
            count = (x - half - OPEN_TOP_CLEAR, y)
            turned = (x + half + OPEN_TOP_CLEAR, y)
        self.count_tags[seat].setPos(at(*count))
        pile = self.turned[seat]
        pile.layout = replace(pile.layout, x=turned[0], y=turned[1])
        self.turned_tags[seat].setPos(at(turned[0], turned[1] + 0.56))

    def held_items(self, seat: int) -> list[CardItem]:
        if seat == self.viewer:
            return list(self.hand.items)
        return [*self.fans[seat].items, *self.opens[seat].items]  # the turned card is apart

    def _seat_pile(self, seat: int) -> Pile:
        """Where ``seat``'s cards lie: your hand, its open cards in a replay with faces up, else
        its fan of backs."""
        if seat == self.viewer:
            return self.hand
        return self.opens[seat] if self.revealed(seat) is not None else self.fans[seat]

    def _received_card(self, view: gd.GuandanView) -> tuple[Card | None, int]:
        """The card tribute or its return gave you this hand and whose it was, while you have
        not played yet (27 cards, 28 before the Banker returns one) and it is in your hand."""
        if view.phase not in ("return", "play") or len(view.hand) < 27:
            return None, 0
        for t in view.tributes:
            if t.receiver == self.viewer and t.card in view.hand:
                return t.card, t.giver
            if t.giver == self.viewer and t.returned is not None and t.returned in view.hand:
                return t.returned, t.receiver
        return None, 0

    def _show_plates(self, view: gd.GuandanView) -> None:
        places = {seat: n for n, seat in enumerate(view.finished, start=1)}
        if view.phase == "over" and self.last_result is not None:
            places = dict(enumerate(self.last_result.places))  # the deciding hand's places
        shared = view.phase == "over" and self.last_result is not None
        for seat in range(4):
            self._show_place(seat, places.get(seat), shared)
            tag = self.count_tags[seat]
            count = view.counts[seat]
            opened = self.revealed_cards(seat)
            if opened is not None:  # a replay, faces up: the cards are there to count
                count = len(opened)
            if seat in places or view.phase in ("cut", "over"):
                tag.setVisible(False)
            else:
                note = self.received_note() if seat == self.viewer else ""
                tag.set_text(self.count_text(count), note, self.count_tone(seat, count))
                tag.setVisible(True)

    def _show_place(self, seat: int, place: int | None, decided: bool = False) -> None:
        """A seat out of the hand wears its place: "1st" on the plate, "Banker 上游" under it;
        your partner's plate says so inside it, clear of the status pill and the cards. Once
        the hand is ``decided`` (``last_result``), the two partners a 1-2 finish left holding
        cards share the Double Dweller, with no ordinal: neither went out."""
        plate = self.plates[seat]
        result = self.last_result
        double = decided and result is not None and is_double_dweller(result) and place == 4
        plate.set_marker(self.ordinal(place) if place is not None and not double else "")
        you = self.person()  # nobody's partner in a demo; yours, whichever seat a replay shows
        plate.set_note(self.tr("your partner") if you is not None and seat == (you + 2) % 4 else "")
        if double:
            plate.set_status(self.double_dweller_word())
        elif place is not None:
            plate.set_status(self.place_word(place))
        elif plate.status != self.tr("Thinking…"):
            plate.set_status("")

    def _show_board(self, view: gd.GuandanView) -> None:
        self.show_levels(view.hand_no, view.level, view.level_team, view.team_levels)
        if self.session.state.options.drop_back_at_a and any(view.a_failures):
            tries = ", ".join(
                f"{self.team_names(t)} {view.a_failures[t]}/3" for t in (0, 1) if view.a_failures[t]
            )
            footer = self.board.footer + "\n" + self.tr("Tries at A: %1").replace("%1", tries)
            self.board.set_content(self.board.title, self.board.rows, footer)

    def show_levels(
        self, hand_no: int, level_rank: int, level_team: int | None, levels: tuple[int, int]
    ) -> None:
        """The board: this hand's level and whose it is, each team's level, the marks."""
        level = rank_name(level_rank)
        plain = self.tr("Hand %1 · level %2").replace("%1", str(hand_no)).replace("%2", level)
        title = plain
        if level_team is not None:
            you = self.person()
            if you is None:  # a demo: the team by its names
                whose = self.team_names(level_team)
            else:
                whose = self.tr("yours") if level_team == you % 2 else self.tr("theirs")
            title = (
                self.tr("Hand %1 · level %2 (%3)")
                .replace("%1", str(hand_no))
                .replace("%2", level)
                .replace("%3", whose)
            )
        rows = [
            (self.team_names(team), rank_name(levels[team]), level_team == team)
            for team in (self.my_team(), 1 - self.my_team())
        ]
        # the level is the title's: the footer names the wild cards it makes
        footer = self.tr("Wild cards: %1").replace("%1", level + SUIT_SYMBOLS["H"])
        self.board.set_content(title, rows, footer)
        if any(cut.startswith("title") for cut in self.board.cut_words()):
            # a demo's team names are too long for the title: the gold row says whose it is
            self.board.set_content(plain, rows, footer)

    def _show_result_board(self, e: gd.HandResult) -> None:
        self.last_result = e
        order = sorted(range(4), key=lambda s: e.places[s])
        rows = [
            (self.place_word(e.places[s]), self.seat_name(s), s % 2 == e.winning_team)
            for s in order
            if not (is_double_dweller(e) and e.places[s] == 4)
        ]
        if is_double_dweller(e):  # the two partners together: one place, one row
            rows.append((self.double_dweller_word(), self.team_names(1 - e.winning_team), False))
        title = self.tr("Hand %1: the places").replace("%1", str(e.hand_no))
        if e.game_won:
            footer = self.tr("%1 win the match at A").replace("%1", self.team_names(e.winning_team))
        elif self.ended:  # a demo's last hand: no next hand to name
            footer = self.climb_words(e)
        else:
            footer = (
                self.climb_words(e)
                + "\n"
                + self.tr("Hand %1 · level %2")
                .replace("%1", str(e.hand_no + 1))
                .replace("%2", rank_name(e.next_level))
            )
        self.result_board.set_content(title, rows, footer)
        self.result_board.setVisible(True)

    def _mark_turn(self, view: gd.GuandanView) -> None:
        current = view.current_player if view.phase in ("play", "tribute", "return") else None
        self.set_active_seat(view.current_player)
        # The gold outline shows where a play goes to beat the trick; on a lead there is
        # nothing yet to beat, and the glowing plate says whose turn it is.
        leading = all(not pile.items for pile in self.tricks.values())
        for seat, spot in self.spots.items():
            spot.set_chosen(seat == current and not leading)

    def _dim_for_tribute(self, view: gd.GuandanView) -> None:
        """Paying or returning tribute: the cards you may not give are dimmed."""
        allowed: set[tuple[int, str | None]] | None = None
        if self.session.is_human_turn() and view.phase in ("tribute", "return"):
            allowed = {
                a.card.face
                for a in self.session.legal_actions()
                if isinstance(a, (gd.PayTribute, gd.ReturnTribute))
            }
        for item in self.hand.items:
            item.set_dimmed(
                allowed is not None and item.card is not None and item.card.face not in allowed
            )

    def _show_trick_tag(self, seat: int, view: gd.GuandanView) -> None:
        last_turn = next((t for t in reversed(view.trick) if t.seat == seat), None)
        combo = view.last_plays[seat] if view.phase == "play" else None
        passed = last_turn is not None and last_turn.combo is None
        for item in self.tricks[seat].items:
            item.set_dimmed(passed)
        if view.phase == "tribute" and seat in self.offered:
            self._trick_tag(seat, self.tr("Tribute"), "进贡", "info")
        elif passed:
            self._trick_tag(seat, self.tr("Pass"), "不要", "tie")
        elif combo is not None:
            top = view.to_beat_seat == seat
            self._trick_tag(
                seat, self.combo_name(combo), KIND_CHINESE[combo.kind], "win" if top else "info"
            )
        else:
            self._trick_tag(seat, "", "", "info")

    def _clear_trick_tags(self) -> None:
        for seat in range(4):
            self._trick_tag(seat, "", "", "info")

    def _mark_hand(self) -> None:
        for item in self.hand.items:
            self._mark(item)

    def _trick_tag(self, seat: int, text: str, subtitle: str, tone: str) -> None:
        subtitle = chinese_aside(subtitle)  # the Chinese word, unless the text is Chinese
        tag = self.trick_tags.get(seat)
        if not text:
            if tag is not None:
                tag.setVisible(False)
            return
        if tag is None:
            tag = TagItem(text, subtitle, tone, size=0.72)
            tx, ty = self.place_of(seat).trick
            tag.setPos(at(tx, ty + 0.66))
            tag.setZValue(420)
            self.scene.addItem(tag)
            self.trick_tags[seat] = tag
        else:
            tag.set_text(text, subtitle, tone)
        tag.setVisible(True)

    def out_of_hand(self) -> bool:
        view = self.view_state()
        return view.phase == "play" and self.viewer in view.finished


_HANDLERS: dict[type, Callable[[GuandanTable, Any], None]] = {
    gd.DeckCut: GuandanTable._on_deck_cut,
    gd.Deal: GuandanTable._on_deal,
    gd.AntiTribute: GuandanTable._on_anti_tribute,
    gd.TributeOffered: GuandanTable._on_tribute_offered,
    gd.TributeTaken: GuandanTable._on_tribute_taken,
    gd.TributeReturned: GuandanTable._on_tribute_returned,
    gd.HandBegins: GuandanTable._on_hand_begins,
    gd.Played: GuandanTable._on_played,
    gd.Passed: GuandanTable._on_passed,
    gd.PlayerOut: GuandanTable._on_player_out,
    gd.TrickOver: GuandanTable._on_trick_over,
    gd.HandResult: GuandanTable._on_hand_result,
    HandOver: GuandanTable._on_hand_over,
    gd.MatchOver: GuandanTable._on_match_over_event,
}
GuandanTable.HANDLERS = _HANDLERS
