"""Guandan's table in card units: the sizes of the hands and plays, how far the cards fan,
where each seat's plate, hand, play, turned card and count lie, where notices cross the table,
and the gaps of a sorted or arranged hand."""

from __future__ import annotations

from dataclasses import dataclass

HAND_SCALE = 1.0
TRICK_SCALE = 0.62
BACK_SCALE = 0.5
OPEN_SCALE = 0.55  # another seat's cards laid face up (a replay): hardly bigger than its backs
OPEN_SIDE = (2.4, 3)  # ... beside a side seat's plate: this wide (card units), in up to 3 rows
OPEN_TOP = (5.4, 2)  # ... under your partner's plate, one row while the corners show
OPEN_TOP_CLEAR = 0.75  # your partner's count and turned card: this far beside its open cards
HIDDEN_BACKS = 12  # a hand whose count is hidden (G-2) shows this many backs, whatever it holds
DEAL_STEP_MS = 16  # between two cards of the deal, at normal speed (108 cards)
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}  # black and red alternate when sorted by suit
CENTRE = (8.0, 4.3)
NOTICE_Y = 3.45  # notices cross the table above the side seats' plays
# ... or, while your partner's play lies above them, between the side seats' plays, under it
LOW_NOTICE_Y = 4.6
NOTICE_W = 10.0  # the widest notice above the side seats' plays (card units)
LOW_NOTICE_W = 5.2  # ... and between them
RANK_GAP = 0.12  # between two ranks of your fan (card widths)
ARRANGED_GAP = 0.4  # between two groups of an arranged hand
GROUP_TAG_Y = 9.42  # an arranged group's name, under its cards (clear of them)
LABELLED_GROUPS = ("straight", "straight_flush", "bomb", "joker_bomb")
RECEIVED_TOP = 0.58  # the received card's mark, under the level mark on the card's strip


@dataclass(frozen=True)
class Place:
    """Where one seat's things lie (card units), by its position relative to you: 0 you,
    1 on your right, 2 opposite, 3 on your left. ``fan`` is (x, y, rotation) of its hand."""

    plate: tuple[float, float]
    fan: tuple[float, float, float]
    trick: tuple[float, float]
    turned: tuple[float, float]  # G-1's turned card, beside the hand of the seat that drew it
    count: tuple[float, float]


PLACES_ON_TABLE: dict[int, Place] = {
    0: Place((1.55, 7.55), (8.0, 8.5, 0.0), (8.0, 5.85), (8.0, 8.5), (1.55, 8.15)),
    1: Place((14.45, 2.65), (14.45, 4.35, -90.0), (11.75, 4.3), (14.45, 5.85), (14.45, 3.3)),
    2: Place((8.0, 0.6), (8.0, 1.45, 0.0), (8.0, 2.8), (9.55, 1.45), (6.3, 1.45)),
    3: Place((1.55, 2.65), (1.55, 4.35, 90.0), (4.25, 4.3), (1.55, 5.85), (1.55, 3.3)),
}
