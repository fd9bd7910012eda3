"""Piles: named places on the table where cards lie, laid out in card units.

A pile is a fan (or a stack, when its spread is zero) centred on a point, turned by a rotation,
with cards of a given size. A game's table only says where its piles are; the scene moves cards
between them and the pile says where each card goes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from .card_item import CardItem
from .units import CARD_H, CARD_W


@dataclass
class PileLayout:
    """Where a pile is and how it fans, in card units (one unit = one card width).

    ``dx``/``dy`` is the step from one card to the next, in this pile's card widths, before
    rotation. ``lift`` is how far a selected card rises, in card heights, towards the pile's top.
    """

    x: float
    y: float
    dx: float = 0.0
    dy: float = 0.0
    rotation: float = 0.0
    scale: float = 1.0
    face_up: bool = False
    lift: float = 0.16
    z: float = 10.0


@dataclass(frozen=True)
class Slot:
    pos: QPointF
    rotation: float
    z: float
    width: float


class Pile:
    """Cards in a place. ``items`` are in order (the last one on top / at the right)."""

    def __init__(self, name: str, layout: PileLayout) -> None:
        self.name = name
        self.layout = layout
        self.items: list[CardItem] = []

    @property
    def card_width(self) -> float:
        return CARD_W * self.layout.scale

    def centre(self) -> QPointF:
        return QPointF(self.layout.x * CARD_W, self.layout.y * CARD_W)

    def slots(self, count: int | None = None) -> list[Slot]:
        """Where each of ``count`` cards (default: the pile's own) lies."""
        n = len(self.items) if count is None else count
        lay = self.layout
        w = self.card_width
        angle = math.radians(lay.rotation)
        cos, sin = math.cos(angle), math.sin(angle)
        centre = self.centre()
        out = []
        for i in range(n):
            k = i - (n - 1) / 2
            ox, oy = k * lay.dx * w, k * lay.dy * w
            out.append(
                Slot(
                    QPointF(centre.x() + ox * cos - oy * sin, centre.y() + ox * sin + oy * cos),
                    lay.rotation,
                    lay.z + i,
                    w,
                )
            )
        return out

    def slot_for(self, item: CardItem, slot: Slot) -> Slot:
        """The slot moved up when the card is selected (raised towards the pile's top)."""
        if not item.selected:
            return slot
        lift = self.layout.lift * CARD_H * self.layout.scale
        angle = math.radians(self.layout.rotation)
        shift = QPointF(lift * math.sin(angle), -lift * math.cos(angle))
        return Slot(slot.pos + shift, slot.rotation, slot.z, slot.width)

    def add(self, item: CardItem, index: int | None = None) -> None:
        if item.pile is not None and item.pile is not self:
            item.pile.remove(item)
        if item in self.items:
            self.items.remove(item)
        self.items.insert(len(self.items) if index is None else index, item)
        item.pile = self

    def remove(self, item: CardItem) -> None:
        if item in self.items:
            self.items.remove(item)
        if item.pile is self:
            item.pile = None

    def targets(self) -> list[tuple[CardItem, Slot]]:
        return [
            (item, self.slot_for(item, slot))
            for item, slot in zip(self.items, self.slots(), strict=True)
        ]

    def __len__(self) -> int:
        return len(self.items)

    def __repr__(self) -> str:
        return f"Pile({self.name!r}, {len(self.items)} cards)"
