"""The Pok Deng table: seats and hand positions round the felt, every event animated.

Layout (card units, ``GameTable.SCENE_SIZE``): the seats sit on an outer ring, you at the bottom
and seat i+1 to the right of seat i (counter-clockwise, the way the deal goes); each seat's own
hand position lies on an inner ring in front of its plate, and between two seats lies the gap
where a cut-in hand goes (the gap after the dealer is the last leg). The deck is in the middle.
A hand's bet lies between its cards and the deck; its result is named under its cards, clear of
them. The cards of a hand fan wide enough that each shows its corner index and a suit pip.

Chips on a plate are the seat's stack less its bets on the table, so chips move from the plate
to the bet and back and the sum is always what the engine says.

The table is in parts: this module lays the table out and shows the state at once (``sync``);
``pokdeng_events`` animates each event, ``pokdeng_decisions`` offers the person's decisions on
the panel and the felt, ``pokdeng_layout`` holds the sizes in card units.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ...engine import pokdeng as pd
from ...engine.cards import Card
from ...engine.match import HandOver
from ..table import (
    CARD_H,
    CARD_W,
    CardItem,
    Pile,
    PileLayout,
    SpotItem,
    TagItem,
    at,
    format_amount,
)
from ..table.chips import ChipStack
from ..table.game_table import GameTable
from ..table.ring import Ring
from ..table.seat_plate import PLATE_H, PLATE_W
from ..table.view import table_outline
from . import pokdeng_places as places
from .pokdeng_decisions import PokDengDecisions
from .pokdeng_events import PokDengEvents
from .pokdeng_layout import (
    BET_CHIPS,
    CENTRE,
    CROWDED,
    FAN,
    HAND_SCALE,
    MIN_FAN,
    MY_HAND_SCALE,
    REMEMBER_KEY,
    TAG_GAP,
)
from .pokdeng_panel import PokDengPanel

__all__ = ["HAND_SCALE", "MY_HAND_SCALE", "REMEMBER_KEY", "PokDengTable"]


class PokDengTable(PokDengEvents, PokDengDecisions, GameTable):
    """``PokDengTable(session, settings, card_art)``: the view and its action panel."""

    SCENE_SIZE = (16.0, 9.6)
    NOTICE_AT = CENTRE  # over the deck: clear of the hands and their tags round it
    HOLDS_RESULTS = True
    # The tutorial's hook: while True, the last round's cards stay out (a step talks about them)
    keep_last_round = False

    # --- layout ------------------------------------------------------------------------------

    def build_scene(self) -> None:
        state = self.session.state
        self.players: int = state.players
        n = self.players
        # inside the plates, with room under each hand for its result tag
        self.hand_ring = Ring(CENTRE[0], CENTRE[1], 4.9, 2.3, 3.2)
        self.plate_ring = Ring(CENTRE[0], CENTRE[1], 6.72, 4.0, 3.6)
        deck = self.scene.add_pile("deck", PileLayout(*CENTRE, scale=HAND_SCALE, z=2))
        self.scene.set_deck("deck")
        self.scene.show_deck(deck)

        self.spot_points: list[tuple[float, float]] = self.hand_ring.spread(2 * n)
        self.fan = self._fan_for(self.spot_points)
        self.my_scales, self.paired_scales = self._my_scales()
        self.spot_piles: list[Pile] = []
        self.spot_items: list[SpotItem] = []
        self.bet_stacks: list[ChipStack] = []
        chip_points, label_left = self._place_bets(state.options.max_bet)
        for spot, (x, y) in enumerate(self.spot_points):
            self.spot_piles.append(
                # no lift: the hand you decide on is ringed, and stays clear of its bet
                self.scene.add_pile(
                    f"spot{spot}", PileLayout(x, y, dx=self.fan, scale=HAND_SCALE, lift=0.0)
                )
            )
            # the size of a two-card hand of yours
            item = SpotItem(
                spot, "", (1 + self.fan) * MY_HAND_SCALE * CARD_W, MY_HAND_SCALE * CARD_H
            )
            item.setPos(at(x, y))
            item.setZValue(150)
            item.clicked.connect(self._on_spot_clicked)
            self.scene.addItem(item)
            self.spot_items.append(item)
            stack = ChipStack(0, label_left=label_left[spot], max_chips=BET_CHIPS)
            stack.setPos(chip_points[spot])
            stack.setVisible(False)
            self.scene.addItem(stack)
            self.bet_stacks.append(stack)
        for seat in range(n):
            x, y = self.plate_ring.point(seat / n)
            plate = self.seat_plate(seat)
            plate.setPos(at(x, y))
            self.scene.addItem(plate)
            self.plates.append(plate)

        # the hand you decide on now, ringed in gold (with two or three legs, which one it is)
        self.acting_ring = QGraphicsRectItem()
        self.acting_ring.setPen(QPen(QColor("#f4c542"), CARD_W * 0.035))
        self.acting_ring.setBrush(QColor(244, 197, 66, 40))
        self.acting_ring.setZValue(1)
        self.acting_ring.setVisible(False)
        self.scene.addItem(self.acting_ring)

        self.info = self.add_info_text()
        self.info.setPos(at(0.5, 0.22))

        self.tags: dict[int, TagItem] = {}  # spot -> the hand's name / result
        self.captions: dict[int, TagItem] = {}  # spot -> "Anan · cut in"
        self.hand_spot: dict[int, int] = {}  # hand id -> spot, for the round on the table
        self.hand_seat: dict[int, int] = {}
        self.bets: dict[int, tuple[int, int]] = {}  # spot -> (seat, amount) on the table
        # What the plates and bet stacks will show once the queued animations have run: chips
        # moves are planned from these, so the table always adds up to the engine's stacks.
        self.shown_plate: list[int] = [0] * n
        self.played_round = False  # the person has a hand (or the bank) in this round
        self.last_result: int | None = None  # the person's chips won or lost last round
        self.stale = False  # the last round's cards are still out (until the next round starts)
        self.dealer: int = state.view(self.viewer).dealer
        self.focused_spot: int | None = None
        self._closed_by_you = False  # you pressed Deal or Sit out (no notice of why, then)
        self.sat_out_reason = ""  # why the engine passed you by this round, if it did
        self.bets_closed_reason = ""  # why it closed your bets before you pressed Deal
        self.hand_statuses: dict[int, str] = {}  # seat -> this round's "Stands" on its plate
        self.my_hand_cards: dict[int, list[Card]] = {}  # hand id -> your cards in it, as dealt
        self._info_view: Any = None  # the view the corner notes were last written from
        self._first_sync = True

    def make_panel(self) -> PokDengPanel:
        return PokDengPanel(self._on_press, self)

    @property
    def pok_panel(self) -> PokDengPanel:
        panel: PokDengPanel = self.panel  # type: ignore[assignment]
        return panel

    @staticmethod
    def _fan_for(points: list[tuple[float, float]]) -> float:
        """FAN, or less where three cards at HAND_SCALE would reach the next place's cards."""
        card_h = HAND_SCALE * CARD_H / CARD_W
        side_by_side = [  # neighbours level enough that their cards could meet sideways
            abs(x1 - x0)
            for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True)
            if abs(y1 - y0) < card_h
        ]
        if not side_by_side:
            return FAN
        fits = ((min(side_by_side) - 0.08) / HAND_SCALE - 1) / 2
        return max(MIN_FAN, min(FAN, fits))

    def _my_scales(self) -> tuple[list[float], dict[tuple[int, int], float]]:
        """The size your hand is drawn at each spot: MY_HAND_SCALE, or less where three cards
        that large would reach the cards of the others' hands beside (at HAND_SCALE); and for
        two spots that may both hold your hands (your place, the gaps), the size both take
        when they would reach each other's (at eight and nine seats your cut-in lay a few
        pixels on the cards beside it)."""
        count = len(self.spot_points)
        margin = CARD_W * 0.02  # just clear: a sliver of felt between two hands

        def clear(spot: int, scale: float, others: list[QRectF]) -> bool:
            box = self._cards_box(spot, scale=scale).adjusted(-margin, 0, margin, 0)
            return not any(box.intersects(o) for o in others)

        def largest(fits: Callable[[float], bool], high: float) -> float:
            """The largest size up to ``high`` that ``fits``, to a fraction of a pixel."""
            if fits(high):
                return high
            low = HAND_SCALE * 0.8
            for _ in range(14):
                middle = (low + high) / 2
                low, high = (middle, high) if fits(middle) else (low, middle)
            return low

        alone = []
        for spot in range(count):
            others = [self._cards_box(o, scale=HAND_SCALE) for o in range(count) if o != spot]
            alone.append(largest(lambda scale, s=spot, o=others: clear(s, scale, o), MY_HAND_SCALE))
        yours = [2 * self.viewer, *range(1, count, 2)]  # a seat bets at its place or a gap
        paired: dict[tuple[int, int], float] = {}
        for a, b in itertools.combinations(yours, 2):
            high = min(alone[a], alone[b])

            def both(scale: float, a: int = a, b: int = b) -> bool:
                return clear(a, scale, [self._cards_box(b, scale=scale)])

            if not both(high):
                paired[(a, b)] = paired[(b, a)] = largest(both, high)
        return alone, paired

    def _my_scale(self, spot: int) -> float:
        """Your hand's size at ``spot``, given where your other hands of the round lie."""
        mine = {s for hand, s in self.hand_spot.items() if self.hand_seat.get(hand) == self.viewer}
        scale = self.my_scales[spot]
        for other in mine - {spot}:
            scale = min(scale, self.paired_scales.get((spot, other), scale))
        return scale

    def _chip_point(self, spot: int, straight: bool = False) -> QPointF:
        """Towards the deck from the hand (``straight``: straight in from the ring of hands),
        just clear of its cards (three, fanned)."""
        x, y = self.spot_points[spot]
        dx, dy = CENTRE[0] - x, CENTRE[1] - y
        to_deck = (dx * dx + dy * dy) ** 0.5
        if straight:
            dx, dy = self._inward(spot)
        length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        half_w = (1 + 2 * self.fan) * MY_HAND_SCALE / 2 + 0.24  # the cards, then a chip's radius
        half_h = 1.4 * MY_HAND_SCALE / 2 + 0.2
        if uy > 0:
            # below the cards lies the hand's result tag (two lines), and a stack grows
            # upwards: the chips go under the tag, or its words would hide the bet
            half_h = 1.4 * MY_HAND_SCALE / 2 + TAG_GAP + self._result_tag_height() + 0.3
        exits = [half_w / abs(ux) if ux else 1e9, half_h / abs(uy) if uy else 1e9]
        reach = min(min(exits), to_deck * 0.7)
        return at(x + ux * reach, y + uy * reach)

    def _place_bets(self, widest: int) -> tuple[list[QPointF], list[bool]]:
        """Where each hand's bet lies and whether its amount goes left of its chips: in front
        of the hand, the amount on the side away from its cards, unless a place a little
        nearer or further, or the other side, lies on less (at seven seats and more the bets
        of neighbouring hands wrote into one another)."""
        spots = range(len(self.spot_points))
        crowded = self.players >= CROWDED
        # your cut-in is drawn larger, and may come at any gap: crowded, a bet beside a gap
        # clears that larger hand (at seven seats a neighbour's amount lay on its cards)
        large_gaps = crowded and self.session.seats[self.viewer].is_human
        hands = [self._cards_box(spot, large=large_gaps and spot % 2 == 1) for spot in spots]
        # crowded, also straight in from the hand; the way that leaves the bet nearer its
        # cards first (a corner's bet beside its cards, not far out towards the deck)
        aims = (False, True) if crowded else (False,)
        ways = [
            sorted(
                ((self._chip_point(spot, straight), hands[spot].center()) for straight in aims),
                key=lambda way: _distance(*way),
            )
            for spot in spots
        ]
        left = [w[0][0].x() < hands[spot].center().x() - 1 for spot, w in enumerate(ways)]
        if crowded:
            # a bet straight in front of its hand: along a row of hands every amount on the
            # same side, so that none meets the next bet's
            for spot in spots:
                nx, ny = self._inward(spot)
                if abs(nx) < abs(ny):
                    left[spot] = ny > 0
        chips = _chips_box(QPointF(0, 0))
        # Another hand's result tag over a bet hides it: at a crowded table no bet may lie
        # under one (at eight seats a corner's bet lay under the tag of the cut-in beside it).
        # With every seat at its place no hand is left for a gap at nine seats (MAX_HANDS):
        # there a gap holds a hand only when a seat sits out, and its tag counts for little.
        weight = places.ON_BET if crowded else places.ON_TAG
        gaps_free = self.players < pd.MAX_HANDS
        tags = [
            (self._tag_zone(spot), weight if spot % 2 == 0 or gaps_free else 1.0) for spot in spots
        ]
        return places.place_bets(
            hands,
            tags,
            self._plate_boxes(),
            ways,
            chips,
            ChipStack(widest).label_rect(),
            left,
        )

    def _cards_box(
        self, spot: int, cards: int = 3, large: bool = False, scale: float | None = None
    ) -> QRectF:
        """Where a hand of ``cards`` at ``spot`` lies (yours drawn larger: at your place, or
        ``large``; or drawn at ``scale``), scene units."""
        if scale is None:
            scale = MY_HAND_SCALE if large or spot == 2 * self.viewer else HAND_SCALE
        x, y = self.spot_points[spot]
        w = (1 + (cards - 1) * self.fan) * scale * CARD_W
        return places.box_at(at(x, y), w, scale * CARD_H)

    def _tag_zone(self, spot: int, as_drawn: bool = False) -> QRectF:
        """Where the hand's result tag goes, under its cards, about as wide as they come: from
        under a hand's cards to under your larger hand's tag (``as_drawn``: under the hand as
        ``_cards_box`` draws it, yours only at your place)."""
        x, y = self.spot_points[spot]
        large = not as_drawn or spot == 2 * self.viewer
        scale = MY_HAND_SCALE if large else HAND_SCALE
        width = max((1 + 2 * self.fan) * scale * CARD_W + 0.3 * CARD_W, _long_tag().width())
        top = y + HAND_SCALE * CARD_H / CARD_W / 2 + TAG_GAP
        bottom = y + scale * CARD_H / CARD_W / 2 + TAG_GAP + self._result_tag_height()
        return QRectF(at(x, 0).x() - width / 2, at(0, top).y(), width, (bottom - top) * CARD_W)

    def _plate_boxes(self) -> list[QRectF]:
        points = [self.plate_ring.point(seat / self.players) for seat in range(self.players)]
        return [places.box_at(at(x, y), PLATE_W, PLATE_H) for x, y in points]

    def _inward(self, spot: int) -> tuple[float, float]:
        """The way into the table, square to the ring of hands, at ``spot`` (unit length)."""
        step = 0.25 / len(self.spot_points)
        (x0, y0) = self.hand_ring.point(spot / len(self.spot_points) - step)
        (x1, y1) = self.hand_ring.point(spot / len(self.spot_points) + step)
        tx, ty = x1 - x0, y1 - y0  # along the ring, counter-clockwise on the screen
        length = max(1e-6, (tx * tx + ty * ty) ** 0.5)
        return ty / length, -tx / length

    @staticmethod
    def _result_tag_height() -> float:
        """A hand's result tag as tall as they come (a name and a subtitle), in card units."""
        return _long_tag().height() / CARD_W

    def _tag_point(self, spot: int, tag: TagItem) -> QPointF:
        """Under the hand's cards (at the size the hand is drawn), the tag's top just clear."""
        x, y = self.spot_points[spot]
        half_card = self.spot_piles[spot].layout.scale * CARD_H / CARD_W / 2
        half_tag = tag.boundingRect().height() / CARD_W / 2
        point = at(x, y + half_card + TAG_GAP + half_tag)
        # At the side of a crowded table the hand below may stand closer than a tag is tall
        # (at eight seats a tag lay on the cards of your larger hand under it): the tag rises
        # onto the foot of its own cards, clear of the other's, their top half still in sight.
        # So too a neighbour's bet below (at seven seats the tag of your larger cut-in covered
        # the top of the chips of the place's bet beside it).
        drawn = tag.boundingRect().adjusted(3, 3, -3, -3)
        highest = at(x, y).y() - drawn.top()
        below = [
            _pile_box(pile)
            for other, pile in enumerate(self.spot_piles)
            if other != spot and pile.items
        ]
        below += [
            box
            for other, stack in enumerate(self.bet_stacks)
            if other != spot and stack.amount > 0
            for box in self._bet_boxes(stack)
        ]
        for obstacle in below:
            box = drawn.translated(point)
            if obstacle.top() > at(x, y).y() and _overlap(box, obstacle):
                lift = box.bottom() - obstacle.top() + TAG_GAP * CARD_W / 2
                point.setY(max(highest, point.y() - lift))
        return point

    def cards_under_own_tag(self, tag: object) -> list[CardItem]:
        """The cards a hand's result tag may lie on the foot of (its own; ``_tag_point``)."""
        spots = [spot for spot, t in self.tags.items() if t is tag]
        return list(self.spot_piles[spots[0]].items) if spots else []

    def _caption_point(self, spot: int, caption: TagItem) -> QPointF:
        """Where a cut-in's caption goes: above its cards, unless that lies on another hand
        (at the side of a crowded table, on the result tag of the hand above), then on the
        side away from the deck, below its tag, or towards the deck, whichever lies on least:
        other hands' cards and tags, the bets, the plates, the other captions, the edge."""
        drawn = caption.boundingRect().adjusted(3, 3, -3, -3)
        nx, ny = self._inward(spot)
        rects = places.caption_candidates(
            self._cards_box(spot),
            self._tag_zone(spot),
            drawn.width(),
            drawn.height(),
            QPointF(-nx, -ny),
            0.12 * CARD_W,
            CARD_W,
        )
        hit = places.ON_BET  # weighty enough that touching at all counts
        others = [o for o in range(len(self.spot_points)) if o != spot]
        obstacles: list[places.Obstacle] = [(self._cards_box(o), hit) for o in others]
        obstacles += [(self._tag_zone(o, as_drawn=True), hit) for o in others]
        obstacles += [(self._tag_zone(spot), places.ON_TAG)]
        for stack in self.bet_stacks:
            obstacles += [(box, hit) for box in self._bet_boxes(stack)]
        obstacles += [(p.mapRectToScene(p.drawn_rect()), hit) for p in self.plates]
        obstacles += [
            (c.mapRectToScene(c.boundingRect()), hit)
            for s, c in self.captions.items()
            if s != spot and c.scene() is self.scene
        ]
        felt = QRectF(0, 0, *at(*self.SCENE_SIZE).toTuple()).adjusted(10, 10, -10, -10)
        best = rects[places.least_covered(rects, obstacles, felt)]
        return best.center() - drawn.center()

    def _bet_boxes(self, stack: ChipStack) -> list[QRectF]:
        """A bet's chips and its widest amount where they lie (shown or not yet)."""
        widest = ChipStack(self.session.state.options.max_bet, label_left=stack.label_left)
        chips = _chips_box(stack.pos())
        return [chips, widest.label_rect().translated(stack.pos())]

    def _plate_point(self, seat: int) -> QPointF:
        return self.plates[seat].chip_anchor()

    def hint_note_point(self, size: QRectF, cards: Sequence[CardItem]) -> QPointF | None:
        """The Hint's note, as near the hand it is about (else your place) as it may lie on
        nothing a player reads: no cards, result tag or caption, bet or its amount, plate, place
        offered, notice or corner line, and inside the felt. Over your cards it lay on your bet,
        which stands between them and the deck."""
        live = [c for c in cards if shiboken6.isValid(c) and c.scene() is self.scene]
        if live:
            target = live[0].sceneBoundingRect()
            for card in live[1:]:
                target = target.united(card.sceneBoundingRect())
        else:
            target = self._cards_box(2 * self.viewer, 2)
        gap = CARD_W * 0.06
        hit = places.ON_BET  # touching at all counts
        boxes = [i.sceneBoundingRect() for i in self.scene.items() if isinstance(i, CardItem)]
        words: list[Any] = [*self.tags.values(), *self.captions.values(), self.info, self.notice]
        boxes += [
            w.sceneBoundingRect()
            for w in words
            if w is not None and shiboken6.isValid(w) and w.scene() is self.scene and w.isVisible()
        ]
        boxes += [p.mapRectToScene(p.drawn_rect()) for p in self.plates]
        boxes += [s.sceneBoundingRect() for s in self.spot_items if s.offered]
        for stack in self.bet_stacks:
            if stack.isVisible():
                boxes += self._bet_boxes(stack)
        obstacles = [(box.adjusted(-gap, -gap, gap, gap), hit) for box in boxes]
        felt = _felt_path(self.scene.sceneRect())
        centre = target.center()
        w, h = size.width(), size.height()
        scene = self.scene.sceneRect()
        spots = [
            QRectF(scene.left() + i * CARD_W / 4, scene.top() + j * CARD_W / 5, w, h)
            for i in range(int((scene.width() - w) / (CARD_W / 4)) + 1)
            for j in range(int((scene.height() - h) / (CARD_W / 5)) + 1)
        ]
        spots.sort(key=lambda r: _distance(r.center(), centre))
        best: tuple[int, QRectF] | None = None
        for rect in spots:
            cost = places.rank(places.cover(rect, obstacles))
            if not felt.contains(rect):
                cost += places.rank(places.HIT)
            if best is None or cost < best[0]:
                best = (cost, rect)
                if cost == 0:  # the nearest place on nothing
                    break
        assert best is not None
        rect = best[1]
        return QPointF(rect.center().x(), rect.top()) - QPointF(size.center().x(), size.top())

    # --- words -------------------------------------------------------------------------------

    def _position_word(self, position: str) -> str:
        return {
            "cut_in": self.tr("cut in"),
            "last_leg": self.tr("last leg"),
            "dealer": self.tr("dealer"),
        }.get(position, "")

    def _spot_label(self, spot: int) -> str:
        kind = pd.spot_kind(spot, self.dealer)
        if kind == "own":
            return self.tr("Your place") if spot == 2 * self.viewer else self.tr("Place")
        if kind == "last_leg":
            return self.tr("Last leg\n(after the dealer)")
        return self.tr("Cut in")

    # --- the state at once -------------------------------------------------------------------

    def sync(self) -> None:
        view = self.view_state()
        self.dealer = view.dealer
        # a round shown from the state (the first, a restored one) has no RoundStarted played
        self.played_round |= view.dealer == self.viewer or bool(view.my_hands)
        on_table: dict[int, int] = {}
        for h in view.hands:
            if h.hand != 0 and not h.settled:
                on_table[h.seat] = on_table.get(h.seat, 0) + h.bet
        for seat, plate in enumerate(self.plates):
            self.shown_plate[seat] = view.stacks[seat] - on_table.get(seat, 0)
            plate.set_chips(self.shown_plate[seat])
            plate.set_marker(self.tr("Dealer") if seat == view.dealer else "")
        self.set_active_seat(view.to_act)
        if not self.stale:
            self.hand_spot = {h.hand: h.spot for h in view.hands}
            self.hand_seat = {h.hand: h.seat for h in view.hands}
            by_spot = {h.spot: h for h in view.hands}
            opened = self._revealed_hands(view)
            self.bets = {}
            for spot, pile in enumerate(self.spot_piles):
                h = by_spot.get(spot)
                if h is None:
                    if pile.items:
                        self.scene.clear_pile(pile)
                    self._drop_tag(spot)
                    self._drop_caption(spot)
                    self.bet_stacks[spot].set_amount(0)
                    continue
                self._size_pile(spot, h.seat)
                if h.cards is not None:
                    self.scene.put(pile, list(h.cards), True)
                elif h.hand in opened:  # a replay, faces up
                    self.scene.put(pile, list(opened[h.hand]), True)
                else:
                    self.scene.put(pile, [None] * h.card_count, False)
                bet = 0 if h.settled or h.hand == 0 else h.bet
                self.bet_stacks[spot].set_amount(bet)
                if bet:
                    self.bets[spot] = (h.seat, bet)
                if h.position in ("cut_in", "last_leg") and spot not in self.captions:
                    self._caption(spot, h.seat, h.position, animate=False)
                mine = h.seat == self.viewer and bool(h.cards)
                if mine and h.cards is not None:
                    self.my_hand_cards[h.hand] = list(h.cards)
                if spot not in self.tags and h.name and (h.revealed or h.settled or mine):
                    self._show_hand_tag(spot, h)
        self._mark_acting(view)
        self._update_info(view)
        if self._first_sync:
            self._first_sync = False
            if view.bank_rounds_left is not None and view.phase != "over":
                self._announce_stop(view.dealer, view.bank_rounds_left)

    def _revealed_hands(self, view: Any) -> dict[int, tuple[Card, ...]]:
        """Each hand's cards (by hand id) that a replay with every card face up shows where the
        view has backs. The open cards come seat by seat, a hand (a leg) a group, in the order
        of the view's hands; a seat whose groups do not match its hands keeps its backs."""
        out: dict[int, tuple[Card, ...]] = {}
        for seat in range(len(self.plates)):
            groups = self.revealed(seat)
            if groups is None:
                continue
            hands = [h for h in view.hands if h.seat == seat and h.card_count]
            if [len(g) for g in groups] == [h.card_count for h in hands]:
                out.update({h.hand: tuple(g) for h, g in zip(hands, groups, strict=True)})
        return out

    def held_items(self, seat: int) -> list[CardItem]:
        spots = {spot for hand, spot in self.hand_spot.items() if self.hand_seat.get(hand) == seat}
        return [item for spot in sorted(spots) for item in self.spot_piles[spot].items]

    def _size_pile(self, spot: int, seat: int) -> None:
        mine = seat == self.viewer and self.session.seats[seat].is_human
        self.spot_piles[spot].layout.scale = self._my_scale(spot) if mine else HAND_SCALE

    def _mark_acting(self, view: Any) -> None:
        """Your cards answer clicks; the hand you decide on now is ringed."""
        acting = view.acting_hand if view.to_act == self.viewer else None
        acting_spot = self.hand_spot.get(acting) if acting is not None else None
        mine = set(self.my_cards())
        for spot, pile in enumerate(self.spot_piles):
            for item in pile.items:
                item.set_selected(spot == acting_spot and not self.stale)
                item.set_clickable(item in mine)
            if spot == acting_spot:
                self.scene.snap(pile)
        self._ring_spot(acting_spot if not self.stale else None)

    def _ring_spot(self, spot: int | None) -> None:
        """The gold ring round the cards of the hand at ``spot`` (None: no ring)."""
        ring = self.acting_ring
        if spot is None:
            ring.setVisible(False)
            return
        pile = self.spot_piles[spot]
        cards = max(2, len(pile.items))
        scale = pile.layout.scale
        w = (1 + (cards - 1) * self.fan) * scale * CARD_W + CARD_W * 0.16
        h = scale * CARD_H + CARD_W * 0.16
        x, y = self.spot_points[spot]
        ring.setRect(QRectF(-w / 2, -h / 2, w, h))
        ring.setPos(at(x, y))
        ring.setVisible(True)

    def _update_info(self, view: Any, bankroll: int | None = None) -> None:
        """The corner notes: round, dealer and stakes; your chips; the bank's notice.
        ``bankroll``: your chips once the round is paid, every bet home (its result sheet
        shows while ``view`` is still the one from before the payment)."""
        self._info_view = view
        lines = [
            self.tr("Round %1 · Dealer: %2 · bets %3–%4")
            .replace("%1", str(view.round))
            .replace("%2", self.seat_name(view.dealer))
            .replace("%3", format_amount(view.options.min_bet))
            .replace("%4", format_amount(view.options.max_bet))
        ]
        if self.session.seats[self.viewer].is_human:
            stack = view.stacks[self.viewer] if bankroll is None else bankroll
            mine = self.tr("Your bankroll %1").replace("%1", format_amount(stack))
            on_table = 0
            if bankroll is None:
                on_table = sum(
                    h.bet for h in view.hands if h.seat == self.viewer and h.hand and not h.settled
                )
            if on_table:
                mine += self.tr(" (%1 on the table)").replace("%1", format_amount(on_table))
            if view.bought[self.viewer]:
                mine += self.tr(" (%1 re-bought)").replace(
                    "%1", format_amount(view.bought[self.viewer])
                )
            if self.last_result is not None:
                sign = "+" if self.last_result > 0 else "−" if self.last_result < 0 else "±"
                mine += self.tr(" · last round %1").replace(
                    "%1", sign + format_amount(abs(self.last_result))
                )
            lines.append(mine)
        left = view.bank_rounds_left
        if left == 1:
            lines.append(self.tr("The bank passes after this round"))
        elif left is not None:
            lines.append(self.tr("The bank passes after %1 rounds").replace("%1", str(left)))
        # as many rows as the lines take once broken to the room beside them (more rows may
        # reach a plate lower down, which leaves less room); a line that still does not fit is
        # cut (and says so)
        top = self.info.pos().y() / CARD_W
        step = QFontMetricsF(self.info.font()).lineSpacing() / CARD_W
        rows = len(lines)
        while True:
            room = self._corner_room(top + rows * step)
            shown = self._broken_at_dots(lines, room)
            if len(shown) <= rows:
                break
            rows = len(shown)
        self.info.set_lines(shown, room)

    def _corner_room(self, down_to: float) -> float:
        """How wide the corner's lines may run when they reach ``down_to`` (card units), in
        scene units: up to the first plate that stands level with them (at five seats the
        upper-left plate is close to the corner)."""
        left = self.info.pos().x()
        below = at(0, down_to).y()
        edges = [p.mapRectToScene(p.drawn_rect()) for p in self.plates]
        stops = [r.left() for r in edges if r.top() < below and r.left() > left]
        return min(stops, default=at(CENTRE[0], 0).x()) - left - CARD_W * 0.1

    def _broken_at_dots(self, lines: list[str], room: float) -> list[str]:
        """Each line too wide for ``room`` goes on, on a new line, at its last "·" that fits
        (the dot dropped), failing that before a bracket, failing that at a space."""
        metrics = QFontMetricsF(self.info.font())
        out: list[str] = []
        for line in lines:
            while metrics.horizontalAdvance(line) > room:
                fits: list[int] = []
                for breaks in ("·", "(（", " \u200b"):
                    at_ = [i for i, c in enumerate(line) if c in breaks and line[:i].strip()]
                    fits = [i for i in at_ if metrics.horizontalAdvance(line[:i].rstrip()) <= room]
                    if fits:
                        break
                if not fits:
                    break
                i = fits[-1]
                out.append(line[:i].rstrip())
                line = (line[i:] if line[i] in "(（" else line[i + 1 :]).lstrip()
            out.append(line)
        return out


def _felt_path(scene: QRectF) -> QPainterPath:
    """The felt inside the rail, as the view draws it."""
    table, radius = table_outline(scene)
    inside = table.adjusted(CARD_W * 0.12, CARD_W * 0.12, -CARD_W * 0.12, -CARD_W * 0.12)
    path = QPainterPath()
    path.addRoundedRect(inside, radius, radius)
    return path


def _long_tag() -> QRectF:
    """A long result tag's bounds ("6 points, two deng ×2", its Thai name and the chips)."""
    tag = TagItem("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40", size=0.85)
    return tag.boundingRect()


def _pile_box(pile: Pile) -> QRectF:
    """Where a pile's cards lie once dealt (not where a card in flight is now), scene units."""
    slots = pile.slots()
    half_w, half_h = pile.card_width / 2, pile.card_width * CARD_H / CARD_W / 2
    left, right = slots[0].pos.x() - half_w, slots[-1].pos.x() + half_w
    return QRectF(left, slots[0].pos.y() - half_h, right - left, 2 * half_h)


def _overlap(a: QRectF, b: QRectF) -> bool:
    common = a.intersected(b)
    return min(common.width(), common.height()) > 1


def _distance(a: QPointF, b: QPointF) -> float:
    return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5


def _chips_box(centre: QPointF) -> QRectF:
    """A bet's chips (``BET_CHIPS`` high at most) on the felt at ``centre``, scene units."""
    return ChipStack(1000 * BET_CHIPS, max_chips=BET_CHIPS).chips_rect().translated(centre)


_HANDLERS: dict[type, Callable[[PokDengTable, Any], None]] = {
    pd.RoundStarted: PokDengTable._on_round_started,
    pd.Bet: PokDengTable._on_bet,
    pd.BetsDone: PokDengTable._on_bets_done,
    pd.RoundVoid: PokDengTable._on_round_void,
    pd.Reveal: PokDengTable._on_reveal,
    pd.Draw: PokDengTable._on_draw,
    pd.Stood: PokDengTable._on_stood,
    pd.Caught: PokDengTable._on_caught,
    pd.CatchDeclined: PokDengTable._on_catch_declined,
    HandOver: PokDengTable._on_hand_over,
    pd.Rebought: PokDengTable._on_rebought,
    pd.SeatLeft: PokDengTable._on_seat_left,
    pd.BankDeclined: PokDengTable._on_bank_declined,
    pd.BankPassed: PokDengTable._on_bank_passed,
    pd.StopAnnounced: PokDengTable._on_stop_announced,
    pd.MatchOver: PokDengTable._on_match_over_event,
}
PokDengTable.HANDLERS = _HANDLERS
