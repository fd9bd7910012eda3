"""Indian Rummy's table in card units: where the hand, the middle row, the declaration and the
other seats lie, how big their cards are, a few timings, and how a new hand is held (by suit,
the wild cards at the right end)."""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.cards import Card

HAND_AT = (8.15, 7.28)
HAND_SCALE = 1.16
HAND_DX = 0.5
GROUP_GAP = 0.42
HAND_MAX_W = 10.9
MIDDLE_Y = 4.2
WILD_AT = (5.75, MIDDLE_Y)
STOCK_AT = (7.2, MIDDLE_Y)
PILE_AT = (8.85, MIDDLE_Y)
DOWN_AT = (10.5, MIDDLE_Y)
TABLE_SCALE = 0.78
SHOW_AT = (8.0, 2.6)
SHOW_SCALE = 0.72
FAN_SCALE = 0.46
FAN_DX = 0.2
OPEN_SCALE = 0.5  # another seat's cards laid face up (a replay, faces up)
OPEN_SIDE = (2.4, 2)  # ... at a side seat: this wide (card units), in up to 2 rows
OPEN_TOP = (3.3, 2)  # ... at a top seat
# clear of the first group's label under the widest hand (14 cards in five groups)
MY_PLATE_AT = (1.4, 8.62)
COUNT_AT = (1.55, 7.66)
INFO_AT = (0.62, 6.45)  # the deal's facts, over your count
PILE_SHOWN = 6  # the pile's top cards drawn (the rest lie hidden under them)
REASONS_TOP = 5.3
REASONS_HIGHEST = 1.95  # a refusal above the middle row starts no higher (the top seats' fans)
DEAL_GAP_MS = 24
RESULT_HOLD_MS = 2600  # a demo (no person at the table) reads the sheet this long, at normal speed

# Where the other players sit (plate centres), counter-clockwise from your right, by their number.
OPPONENT_PLACES: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((8.0, 0.62),),
    2: ((12.6, 0.62), (3.4, 0.62)),
    3: ((14.55, 4.55), (8.0, 0.62), (1.45, 4.55)),
    4: ((14.55, 4.55), (10.6, 0.62), (5.4, 0.62), (1.45, 4.55)),
    5: ((14.55, 5.0), (12.2, 0.62), (8.0, 0.62), (3.8, 0.62), (1.45, 5.0)),
}
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}  # black and red in turn, as a hand is held


def hand_order(cards: Iterable[Card], wild_rank: int) -> list[Card]:
    """How a new hand is held: by suit, low to high, the wild cards at the right end."""

    def key(card: Card) -> tuple[int, int, int, int]:
        wild = card.suit is None or card.rank == wild_rank
        suit = SUIT_ORDER.get(card.suit or "", 4)
        return (int(wild), suit, card.rank, card.deck)

    return sorted(cards, key=key)
