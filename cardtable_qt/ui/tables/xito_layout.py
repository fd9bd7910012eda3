"""Xì tố's table in card units: where each seat's plate, cards and bet lie round the felt, the
pots and deck in the middle, the info lines in the top corners, and how far the tags round a
plate reach (so nothing a seat shows touches another's)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..table import CARD_W
from ..table.chips import CHIP_D, CHIP_H, MAX_CHIPS
from ..table.ring import Ring
from ..table.seat_plate import PLATE_H, PLATE_W

CENTRE = (8.0, 4.6)
MY_SCALE = 1.06  # your cards: large enough to read at a glance
MY_STEP = 1.06  # side by side, nothing hidden
MY_ROW_Y = 8.3  # your cards along the bottom edge
MY_ROW_SHIFT = 0.25  # a little right of the middle: your plate is on their left
MY_CAPTION_Y = 0.1  # your two tags beside your cards, low: clear of the next seat's plate
MY_PLATE_GAP = 0.28  # between your plate and your cards: room for the dealer's marker
THEIR_SCALE = 0.64
THEIR_STEP = 0.56  # overlapping, each card's corner index showing
HOLE_GAP = 0.16  # the hole card sits this far (card widths) apart from the face-up row
CAPTION_H = 0.46  # the strip under a seat's cards where its caption goes
# how far a plate's status pill, clock badge and dealer marker reach past it
PILL, BADGE, MARKER = 0.18, 0.33, 0.22
POT_Y = 4.1  # the chips of every pot, in the middle
POT_FIRST_LINE, POT_LINE = 0.5, 0.36  # each pot named on a line under them, main first
POT_TAG_SIZE, POT_LINE_WIDTH = 0.75, 2.3  # a pot's line: its size, the most its text takes
DECK = (8.72, 4.06)  # beside the pot's chips, so the pot's lines have the middle to themselves
NOTICE = (8.0, 5.0)  # a result across the middle (the pots are paid out by then)
# A bet stack's extent round its anchor (card units): the chips, then the number on the right.
BET_BOX = (-0.24, -0.5, 0.85, 0.26)  # left, top, right, bottom
# The pot's chips at their tallest (a dozen chips: a big pot), round (CENTRE[0], POT_Y).
POT_BOX = (
    CENTRE[0] - 0.25,
    POT_Y - (CHIP_D / 2 + CHIP_H * MAX_CHIPS) / CARD_W,
    CENTRE[0] + 0.25,
    POT_Y + 0.2,
)
# The info lines' corners (card units): clear of every seat at every table size.
INFO_LEFT, INFO_RIGHT, INFO_TOP = 0.5, 15.5, 0.24
INFO_WIDTH, INFO_RIGHT_WIDTH = 2.3, 2.4
INFO_LINES = 4  # the most the top-left note takes: hand, ante and bet, raise, raises a round


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's things lie, in card units."""

    plate: tuple[float, float]
    cards: tuple[float, float]
    bet: tuple[float, float]
    scale: float
    step: float


Box = tuple[float, float, float, float]  # left, top, right, bottom


def _overlap(a: Box, b: Box, margin: float) -> bool:
    return not (
        a[2] + margin <= b[0]
        or b[2] + margin <= a[0]
        or a[3] + margin <= b[1]
        or b[3] + margin <= a[1]
    )


def _clear_of(
    start: tuple[float, float], toward: tuple[float, float], fixed: Box, extent: Box, margin: float
) -> tuple[float, float]:
    """The first point from ``start`` toward ``toward`` where a box of ``extent`` (relative to
    the point) no longer touches ``fixed``."""
    dx, dy = toward[0] - start[0], toward[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    t = 0.0
    while t < length:
        x, y = start[0] + ux * t, start[1] + uy * t
        box = (x + extent[0], y + extent[1], x + extent[2], y + extent[3])
        if not _overlap(box, fixed, margin):
            return (x, y)
        t += 0.02
    return toward


def seat_places(players: int, bottom: int = 0) -> list[SeatPlace]:
    """Each seat's plate, card row and bet, ``bottom`` at the bottom middle (the person).

    Your cards lie large along the bottom edge with your plate to their left; every other seat's
    cards lie between its plate and the middle, clear of the plate.
    """
    ring = Ring(CENTRE[0], CENTRE[1] + 0.1, 6.72, 4.02, 3.6)
    plate_half = (PLATE_W / CARD_W / 2, PLATE_H / CARD_W / 2)
    places = []
    for seat in range(players):
        fraction = ((seat - bottom) % players) / players
        mine = seat == bottom
        scale, step = (MY_SCALE, MY_STEP) if mine else (THEIR_SCALE, THEIR_STEP)
        width = (1 + step * 4 + HOLE_GAP) * scale
        height = 1.4 * scale
        # the row and, under another seat's row, its caption
        caption = 0.0 if mine else CAPTION_H
        card_box = (-width / 2, -height / 2, width / 2, height / 2 + caption)
        if mine:
            cards = (CENTRE[0] + MY_ROW_SHIFT, MY_ROW_Y)
            plate = (cards[0] - width / 2 - MY_PLATE_GAP - plate_half[0], MY_ROW_Y + 0.25)
        else:
            plate = ring.point(fraction)
            # the cards toward the middle, clear of the plate, its status pill (under it), the
            # clock's seconds (over it) and the dealer's marker (on its top-right corner)
            px, py = plate
            around = (
                px - plate_half[0] - 0.1,
                py - plate_half[1] - BADGE,
                px + plate_half[0] + MARKER,
                py + plate_half[1] + PILL,
            )
            cards = _clear_of(plate, CENTRE, around, card_box, 0.08)
        # the bet further on, clear of the cards and of the caption under them
        x, y = cards
        row = (x + card_box[0], y + card_box[1], x + card_box[2], y + card_box[3])
        bet = _clear_of(cards, CENTRE, row, BET_BOX, 0.06)
        # a seat facing the middle from above (the top one at 2, 4, 6 players) would put its bet
        # on the pot's chips once the pot is tall: beside them on the right, above the deck
        bet = _clear_of(bet, (bet[0] + 3.0, bet[1]), POT_BOX, BET_BOX, 0.06)
        places.append(SeatPlace(plate, cards, bet, scale, step))
    return places
