"""The card scene: piles, card items and the moves between them, animated in order.

It knows cards, piles, chips and seat plates, never a game's rules (KPatience's libkcardgame is
the model). A game's table lays out piles in card units and turns each engine event into calls
here: ``deal`` (card by card from the deck), ``move`` (draw, play, take), ``flip`` (reveal),
``collect`` (back to the deck), ``chips`` (stacks sliding to the pot and back). Each call queues a
step on the ``Animator``; ``put`` sets a pile at once, which is how a table shows a restored game
or checks itself against the engine when the animations are done.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...engine.cards import Card
from .animator import Animator, Motion
from .card_item import CardItem
from .chips import ChipStack
from .pile import Pile, PileLayout, Slot
from .timing import DURATIONS
from .units import CARD_W

FLYING_Z = 1000.0


@dataclass
class ChipFlight:
    """Chips sliding from ``start`` to ``end``; ``started``/``done`` update the stacks."""

    amount: int
    start: QPointF
    end: QPointF
    done: Callable[[], None] | None = None
    started: Callable[[], None] | None = None


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def _turn(a: float, b: float) -> float:
    """The shortest signed turn from angle a to angle b, in degrees."""
    return ((b - a + 180.0) % 360.0) - 180.0


class CardScene(QGraphicsScene):
    """Piles of card items on a table ``width`` × ``height`` card units large."""

    cardClicked = Signal(object)  # CardItem

    def __init__(
        self,
        art: Any,
        width: float = 17.0,
        height: float = 10.0,
        speed: str = "normal",
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self.art = art
        self.setSceneRect(QRectF(0, 0, width * CARD_W, height * CARD_W))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # everything moves
        self.animator = Animator(speed, self)
        self.piles: dict[str, Pile] = {}
        self._deck_name = ""
        self._flights = 0

    # --- piles ---------------------------------------------------------------------------

    def add_pile(self, name: str, layout: PileLayout) -> Pile:
        pile = Pile(name, layout)
        self.piles[name] = pile
        return pile

    def pile(self, name: str) -> Pile:
        return self.piles[name]

    def set_deck(self, name: str) -> None:
        """The pile new cards come from and collected cards go back to."""
        self._deck_name = name

    @property
    def deck(self) -> Pile:
        return self.piles[self._deck_name]

    def card_items(self) -> list[CardItem]:
        return [item for pile in self.piles.values() for item in pile.items]

    def set_art(self, art: Any) -> None:
        self.art = art
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_art(art)

    def show_deck(self, pile: Pile, thickness: int = 4) -> list[CardItem]:
        """A few backs stacked a little askew where the deck lies (they never move)."""
        slot = pile.slots(1)[0]
        backs = []
        for n in range(thickness):
            item = self.new_card(None, False, slot.pos + QPointF(-n * 1.6, -n * 1.6))
            item.set_width(slot.width)
            item.setRotation(slot.rotation)
            item.setZValue(slot.z - thickness + n)
            backs.append(item)
        return backs

    # --- at once -------------------------------------------------------------------------

    def new_card(self, card: Card | None, face_up: bool, at: QPointF | None = None) -> CardItem:
        item = CardItem(self.art, card, face_up)
        item.clicked.connect(self.cardClicked)
        self.addItem(item)
        if at is not None:
            item.setPos(at)
        return item

    def put(self, pile: Pile, cards: Sequence[Card | None], face_up: bool | Sequence[bool]) -> None:
        """Make ``pile`` hold exactly ``cards`` now, reusing the items already there."""
        sides = [face_up] * len(cards) if isinstance(face_up, bool) else list(face_up)
        old = list(pile.items)
        for item in old:
            pile.remove(item)
        for card, up in zip(cards, sides, strict=True):
            match = next((i for i in old if card is not None and i.card == card), None)
            if match is None:
                match = next((i for i in old if card is None or i.card is None), None)
            if match is None:
                item = self.new_card(card, up)
            else:
                old.remove(match)
                item = match
                item.set_face(card, up)
            pile.add(item)
        for item in old:
            self.discard(item)
        self.snap(pile)

    def snap(self, pile: Pile) -> None:
        """Put every card of the pile in its place now."""
        for item, slot in pile.targets():
            self._place(item, slot)

    def discard(self, item: CardItem) -> None:
        if item.pile is not None:
            item.pile.remove(item)
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def clear_pile(self, pile: Pile) -> None:
        for item in list(pile.items):
            self.discard(item)

    @staticmethod
    def _place(item: CardItem, slot: Slot) -> None:
        item.setPos(slot.pos)
        item.setRotation(slot.rotation)
        item.set_width(slot.width)
        item.setZValue(slot.z)

    # --- animated steps ------------------------------------------------------------------

    def card_motion(
        self,
        item: CardItem,
        slot: Slot,
        kind: str,
        delay: int = 0,
        face_up: bool | None = None,
        card: Card | None = None,
    ) -> Motion:
        """Move ``item`` to ``slot`` (and turn it to ``face_up`` showing ``card`` on the way)."""
        p0, r0, w0 = item.pos(), item.rotation(), item.width
        dr = _turn(r0, slot.rotation)
        new_card = card if card is not None else item.card
        flip = face_up is not None and (
            face_up != item.face_up or (face_up and new_card != item.card)
        )
        started = False

        def apply(t: float) -> None:
            nonlocal started
            if not started:
                started = True
                self._flights += 1
                item.setZValue(FLYING_Z + self._flights)
            item.setPos(QPointF(_lerp(p0.x(), slot.pos.x(), t), _lerp(p0.y(), slot.pos.y(), t)))
            item.setRotation(r0 + dr * t)
            item.set_width(_lerp(w0, slot.width, t))
            if flip:
                assert face_up is not None
                item.set_flip_progress(t, face_up, new_card)
            elif face_up is not None and t >= 1.0:
                item.set_face(new_card, face_up)

        def done() -> None:
            item.setZValue(slot.z)

        return Motion(apply, kind, delay, done=done)

    def layout_motions(
        self, piles: Iterable[Pile], skip: set[CardItem] | None = None
    ) -> list[Motion]:
        """Slide the cards of ``piles`` to their places (after cards joined or left)."""
        motions = []
        for pile in piles:
            for item, slot in pile.targets():
                if skip and item in skip:
                    continue
                if item.pos() != slot.pos or item.rotation() != slot.rotation:
                    motions.append(self.card_motion(item, slot, "layout"))
                else:
                    item.setZValue(slot.z)
        return motions

    def deal(
        self,
        moves: Sequence[tuple[Card | None, Pile, bool]],
        kind: str = "deal",
        gap: str = "deal_gap",
    ) -> None:
        """Deal card by card from the deck: each (card, pile, face up) leaves ``gap`` after."""
        moves = list(moves)

        def build() -> list[Motion]:
            origin = self.deck.slots(1)[0] if self._deck_name else None
            start = origin.pos if origin is not None else self.sceneRect().center()
            motions: list[Motion] = []
            dealt: list[tuple[CardItem, Pile, bool, Card | None]] = []
            for card, pile, up in moves:
                item = self.new_card(card, False, start)
                item.set_width(origin.width if origin is not None else CARD_W)
                item.setZValue(FLYING_Z - 1)
                pile.add(item)
                dealt.append((item, pile, up, card))
            touched = {id(p): p for _, p, _, _ in dealt}
            fresh = {item for item, *_ in dealt}
            motions.extend(self.layout_motions(touched.values(), skip=fresh))
            delay_ms = _ms(gap)
            for i, (item, pile, up, card) in enumerate(dealt):
                slot = pile.slot_for(item, pile.slots()[pile.items.index(item)])
                motions.append(self.card_motion(item, slot, kind, i * delay_ms, up, card))
            return motions

        self.animator.add(build)

    def move(
        self,
        items: Sequence[CardItem] | Callable[[], Sequence[CardItem]],
        pile: Pile,
        kind: str = "play",
        face_up: bool | None = None,
        cards: Sequence[Card | None] | None = None,
        gap: str | None = None,
    ) -> None:
        """Move cards (or, lazily, the cards a function picks when the step begins) to a pile."""

        def build() -> list[Motion]:
            chosen = list(items() if callable(items) else items)
            sources = {id(i.pile): i.pile for i in chosen if i.pile is not None}
            for item in chosen:
                pile.add(item)
            motions = self.layout_motions(
                [p for p in sources.values() if p is not pile], skip=set(chosen)
            )
            motions.extend(self.layout_motions([pile], skip=set(chosen)))
            step = _ms(gap) if gap else 0
            slots = pile.slots()
            for n, item in enumerate(chosen):
                slot = pile.slot_for(item, slots[pile.items.index(item)])
                card = cards[n] if cards is not None else None
                motions.append(self.card_motion(item, slot, kind, n * step, face_up, card))
            return motions

        self.animator.add(build)

    def flip(
        self,
        items: Sequence[CardItem] | Callable[[], Sequence[CardItem]],
        face_up: bool,
        cards: Sequence[Card | None] | None = None,
        gap: str = "reveal_gap",
    ) -> None:
        """Turn cards over where they lie, one after another; ``cards`` names their faces."""

        def build() -> list[Motion]:
            chosen = list(items() if callable(items) else items)
            motions = []
            for n, item in enumerate(chosen):
                card = cards[n] if cards is not None else None
                slot = Slot(item.pos(), item.rotation(), item.zValue(), item.width)
                if item.pile is not None and item in item.pile.items:
                    slots = item.pile.slots()
                    slot = item.pile.slot_for(item, slots[item.pile.items.index(item)])
                motions.append(self.card_motion(item, slot, "flip", n * _ms(gap), face_up, card))
            return motions

        self.animator.add(build)

    def collect(self, piles: Iterable[Pile] | Callable[[], Iterable[Pile]]) -> None:
        """Gather the cards of ``piles`` to the deck, face down, and take them off the table."""

        def build() -> list[Motion]:
            chosen = list(piles() if callable(piles) else piles)
            target = self.deck.slots(1)[0]
            motions = []
            for n, item in enumerate(i for p in chosen for i in list(p.items)):
                if item.pile is not None:
                    item.pile.remove(item)
                motion = self.card_motion(item, target, "collect", n * 12, face_up=False)
                motion.done = _discarder(self, item)
                motions.append(motion)
            return motions

        self.animator.add(build)

    def relayout(self, piles: Iterable[Pile]) -> None:
        chosen = list(piles)
        self.animator.add(lambda: self.layout_motions(chosen))

    # --- chips ---------------------------------------------------------------------------

    def chip_motion(
        self,
        amount: int,
        start: QPointF,
        end: QPointF,
        delay: int = 0,
        done: Callable[[], None] | None = None,
        started: Callable[[], None] | None = None,
    ) -> Motion:
        """A stack of ``amount`` sliding from ``start`` to ``end``, gone when it lands.

        ``started`` runs when it leaves (take the chips off their source), ``done`` when it
        lands (add them to their target).
        """
        stack = ChipStack(amount)
        stack.setZValue(FLYING_Z + 500)
        stack.setPos(start)
        stack.setVisible(False)
        self.addItem(stack)
        left = False

        def apply(t: float) -> None:
            nonlocal left
            if not left:
                left = True
                if started is not None:
                    started()
            stack.setVisible(True)
            stack.setPos(QPointF(_lerp(start.x(), end.x(), t), _lerp(start.y(), end.y(), t)))

        def land() -> None:
            self.removeItem(stack)
            stack.deleteLater()
            if done is not None:
                done()

        return Motion(apply, "chips", delay, QEasingCurve.Type.InOutCubic, land)

    def chips(self, flights: Sequence[ChipFlight]) -> None:
        """One step of chip stacks sliding, each ``chips_gap`` after the previous."""
        flights = [f for f in flights if f.amount > 0]

        def build() -> list[Motion]:
            gap = _ms("chips_gap")
            return [
                self.chip_motion(f.amount, f.start, f.end, n * gap, f.done, f.started)
                for n, f in enumerate(flights)
            ]

        self.animator.add(build)

    # --- other items ---------------------------------------------------------------------

    def pop_in(self, item: QGraphicsItem, at: QPointF) -> None:
        """Show an item (a result tag, a notice) with a short grow-in."""

        def build() -> list[Motion]:
            if item.scene() is not self:
                self.addItem(item)
            item.setPos(at)

            def apply(t: float) -> None:
                item.setOpacity(t)
                item.setScale(0.6 + 0.4 * t)

            return [Motion(apply, "highlight", easing=QEasingCurve.Type.OutBack)]

        self.animator.add(build)

    def remove_later(self, item: QGraphicsItem) -> None:
        """Take an item off the table when the queue reaches this point."""

        def build() -> None:
            if item.scene() is self:
                self.removeItem(item)

        self.animator.add(build)


def _ms(kind: str) -> int:
    """Gaps are written as kinds too; the animator scales them with everything else."""
    return DURATIONS[kind]


def _discarder(scene: CardScene, item: CardItem) -> Callable[[], None]:
    return lambda: scene.discard(item)
