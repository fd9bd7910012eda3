"""Pok Deng hands: points, kinds, deng (multipliers), comparison and payout (rules/pokdeng.md).

``evaluate(cards)`` names a 2- or 3-card hand; ``compare(a, b)`` orders two hands; ``payout``
says what a player's bet wins against the dealer. Every function taking cards also takes their
notation (``evaluate("9S 9D")``).

Hand order, high to low (D-P6, D-P7): Pok 9, Pok 8, Tong (by rank), Straight flush (by top card),
Straight (by top card), Sam Lueang (all equal), then 9 … 0 points. Hands of the same kind and
points tie whatever their deng; with the deng-difference option a tie pays the difference.

Every possible hand value is built once at import time, so ``evaluate`` only adds points and
checks ranks and suits, and ``compare`` compares one precomputed integer: the simulator and the
bots call these in tight loops.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from ..cards import ACE, JACK, KING, QUEEN, Card, CardError, parse_cards
from ..messages import Message, msg
from .records import fast_init

Kind: TypeAlias = Literal["pok", "tong", "straight_flush", "straight", "sam_lueang", "normal"]
Cards: TypeAlias = Sequence[Card] | str

# Points of each rank: 2-9 face value, 10 and courts 0 (they count 10), A 1.
POINTS: dict[int, int] = {r: r for r in range(2, 10)} | {10: 0, JACK: 0, QUEEN: 0, KING: 0, ACE: 1}
COURTS = frozenset({JACK, QUEEN, KING})

# What each kind is worth against other kinds; the second part of a hand's strength breaks ties
# inside a kind (points for Pok and normal hands, rank for Tong, top card for runs).
_KIND_ORDER: dict[str, int] = {
    "normal": 1,
    "sam_lueang": 2,
    "straight": 3,
    "straight_flush": 4,
    "tong": 5,
    "pok": 6,
}


_ENGLISH_KIND = {
    "tong": "Tong",
    "straight_flush": "Straight flush",
    "straight": "Straight",
    "sam_lueang": "Sam Lueang",
}
_THAI_KIND = {
    "tong": "ตอง",
    "straight_flush": "สเตรทฟลัช",
    "straight": "เรียง",
    "sam_lueang": "สามเหลือง",
}
_THAI_POK = {8: "ป๊อกแปด", 9: "ป๊อกเก้า"}
_DENG_TH = {2: "สองเด้ง", 3: "สามเด้ง"}


def name_message(kind: str, points: int, multiplier: int) -> Message:
    """A hand's name as a message: "Pok 9, two deng ×2", "Tong ×5", "7 points"."""
    if kind in _ENGLISH_KIND:
        return msg(f"pokdeng.{kind}", x=multiplier)
    base = msg("pokdeng.pok", n=points) if kind == "pok" else msg("pokdeng.points", n=points)
    if multiplier > 1:
        return msg({2: "pokdeng.two_deng", 3: "pokdeng.three_deng"}[multiplier], base=base)
    return base


def _english_name(kind: str, points: int, multiplier: int) -> str:
    return name_message(kind, points, multiplier).english()


def _thai_name(kind: str, points: int, multiplier: int) -> str:
    if kind in _THAI_KIND:
        return f"{_THAI_KIND[kind]} ×{multiplier}"
    base = _THAI_POK[points] if kind == "pok" else f"{points} แต้ม"
    if multiplier > 1:
        return f"{base} {_DENG_TH[multiplier]} ×{multiplier}"
    return base


@dataclass(frozen=True, slots=True)
class Hand:
    """The value of a hand. ``multiplier`` is what the hand pays or collects when it wins.

    ``high`` is the rank that orders Tongs and runs (0 for other kinds); ``strength`` is one
    integer ordering all hands: equal strength is a tie.
    """

    kind: Kind
    points: int
    multiplier: int
    size: int
    high: int = 0
    strength: int = field(init=False, repr=False, compare=False)
    name: str = field(init=False, repr=False, compare=False)  # hand_name(hand)
    thai_name: str = field(init=False, repr=False, compare=False)  # thai_name(hand)

    def __post_init__(self) -> None:
        # Derived once: every possible Hand is built at import time (below).
        tiebreak = self.points if self.kind in ("pok", "normal") else self.high
        object.__setattr__(self, "strength", _KIND_ORDER[self.kind] * 16 + tiebreak)
        object.__setattr__(self, "name", _english_name(self.kind, self.points, self.multiplier))
        object.__setattr__(self, "thai_name", _thai_name(self.kind, self.points, self.multiplier))

    @property
    def message(self) -> Message:
        """``name`` as a message the shell translates."""
        return name_message(self.kind, self.points, self.multiplier)

    @property
    def is_pok(self) -> bool:
        return self.kind == "pok"

    @property
    def deng(self) -> int:
        """Two deng or three deng for Pok and point hands (1 for none); the kind's pay otherwise."""
        return self.multiplier


# Precomputed hands and strengths: evaluate picks one of these, compare reads STRENGTH.
def _hand(kind: Kind, points: int, multiplier: int, size: int, high: int = 0) -> Hand:
    return Hand(kind, points, multiplier, size, high)


_TWO: tuple[tuple[Hand, Hand], ...] = tuple(
    (
        _hand("pok" if p >= 8 else "normal", p, 1, 2),
        _hand("pok" if p >= 8 else "normal", p, 2, 2),
    )
    for p in range(10)
)
_THREE: tuple[tuple[Hand, Hand], ...] = tuple(
    (_hand("normal", p, 1, 3), _hand("normal", p, 3, 3)) for p in range(10)
)
_TONG: dict[int, Hand] = {r: _hand("tong", (3 * POINTS[r]) % 10, 5, 3, r) for r in POINTS}
_STRAIGHT: dict[int, Hand] = {}
_STRAIGHT_FLUSH: dict[int, Hand] = {}
for _top in range(4, ACE + 1):
    _pts = (POINTS[_top] + POINTS[_top - 1] + POINTS[_top - 2]) % 10
    _STRAIGHT[_top] = _hand("straight", _pts, 3, 3, _top)
    _STRAIGHT_FLUSH[_top] = _hand("straight_flush", _pts, 5, 3, _top)
_SAM_LUEANG = _hand("sam_lueang", 0, 3, 3)


def _bad_cards(cards: Sequence[Card]) -> CardError:
    for card in cards:
        if card.rank not in POINTS or card.suit is None:
            return CardError(f"Pok Deng uses no jokers or unknown cards: {card}")
    faces = [c.face for c in cards]
    if len(set(faces)) != len(faces):
        return CardError(f"a hand cannot hold the same card twice: {' '.join(map(str, cards))}")
    return CardError(f"a Pok Deng hand has 2 or 3 cards, not {len(cards)}")


def evaluate(cards: Cards) -> Hand:
    """The value of a 2- or 3-card hand (``evaluate("9S 9D")`` is Pok 8, two deng)."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    try:
        if len(cards) == 2:
            (ra, sa, _), (rb, sb, _) = cards
            if ra == rb and sa == sb:
                raise _bad_cards(cards)
            return _TWO[(POINTS[ra] + POINTS[rb]) % 10][sa == sb or ra == rb]
        if len(cards) == 3:
            return _evaluate_three(cards)
    except (KeyError, TypeError):
        raise _bad_cards(cards) from None
    raise _bad_cards(cards)


def _evaluate_three(cards: Sequence[Card]) -> Hand:
    (ra, sa, _), (rb, sb, _), (rc, sc, _) = cards
    flush = sa == sb == sc
    if ra == rb or rb == rc or ra == rc:
        if (ra == rb and sa == sb) or (rb == rc and sb == sc) or (ra == rc and sa == sc):
            raise _bad_cards(cards)
        if ra == rb == rc:
            return _TONG[ra]
    else:
        low, high = min(ra, rb, rc), max(ra, rb, rc)
        if high - low == 2:  # three distinct ranks spanning 3: a run (A is high only)
            return _STRAIGHT_FLUSH[high] if flush else _STRAIGHT[high]
    if ra in COURTS and rb in COURTS and rc in COURTS:
        return _SAM_LUEANG
    return _THREE[(POINTS[ra] + POINTS[rb] + POINTS[rc]) % 10][flush]


def _as_hand(hand: Hand | Cards) -> Hand:
    return hand if type(hand) is Hand else evaluate(hand)  # type: ignore[arg-type]


def compare(a: Hand | Cards, b: Hand | Cards) -> int:
    """1 if ``a`` beats ``b``, -1 if ``b`` beats ``a``, 0 for a tie."""
    sa = _as_hand(a).strength
    sb = _as_hand(b).strength
    return (sa > sb) - (sa < sb)


@fast_init
@dataclass(frozen=True, slots=True)
class Settlement:
    """One hand against the dealer: the player's ``outcome``, the multiplier paid, the chips."""

    outcome: Literal["win", "lose", "tie"]
    multiplier: int
    amount: int  # chips the player wins; negative when the dealer wins


def settle(player: Hand, dealer: Hand, bet: int, *, deng_difference: bool = False) -> Settlement:
    """What is paid is the winner's multiplier × the bet, whoever wins (rules: What is paid).

    On a tie nobody pays, unless ``deng_difference`` (D-P7's option): then the hand with more
    deng collects the difference × the bet.
    """
    ps, ds = player.strength, dealer.strength
    if ps > ds:
        return Settlement("win", player.multiplier, bet * player.multiplier)
    if ps < ds:
        return Settlement("lose", dealer.multiplier, -bet * dealer.multiplier)
    if deng_difference:
        diff = player.multiplier - dealer.multiplier
        return Settlement("tie", abs(diff), bet * diff)
    return Settlement("tie", 0, 0)


def payout(
    player_cards: Hand | Cards,
    dealer_cards: Hand | Cards,
    bet: int,
    *,
    deng_difference: bool = False,
) -> int:
    """Chips the player's ``bet`` wins against the dealer's hand (negative if it loses)."""
    return settle(
        _as_hand(player_cards), _as_hand(dealer_cards), bet, deng_difference=deng_difference
    ).amount


# --- names for the table ------------------------------------------------------------------------


def hand_name(hand: Hand | Cards) -> str:
    """The English name shown at the table: "Pok 9, two deng ×2", "Tong ×5", "7 points"."""
    return _as_hand(hand).name


def thai_name(hand: Hand | Cards) -> str:
    """The Thai name (glossary.md): "ป๊อกเก้า สองเด้ง ×2", "ตอง ×5", "7 แต้ม"."""
    return _as_hand(hand).thai_name
