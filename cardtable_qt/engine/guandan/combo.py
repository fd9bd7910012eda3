"""A Guandan combination (`Combo`), the order of cards at a level, and `beats`.

Order of single cards at level L: 2 3 … K A, then the level rank L (taken out of its place), then
the small joker and the big joker. In runs (straight, tube, plate, straight flush) the level rank
stays in its natural place and an ace is high or low.

Bombs, low to high (the rules' "Bombs" list): 4 of a kind, 5 of a kind, straight flush, 6 … 10 of
a kind, joker bomb. `Combo.tier` numbers them 1…9 (0 for every non-bomb kind).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..cards import BLACK_JOKER, RED_JOKER, SUIT_SYMBOLS, Card, rank_name
from ..messages import Message, Param, msg
from ..words import several_param

KINDS: tuple[str, ...] = (
    "single",
    "pair",
    "triple",
    "full_house",
    "straight",
    "tube",
    "plate",
    "bomb",
    "straight_flush",
    "joker_bomb",
)
KIND_ORDER: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
BOMB_KINDS = frozenset({"bomb", "straight_flush", "joker_bomb"})
KIND_NAMES: dict[str, str] = {
    "single": "Single",
    "pair": "Pair",
    "triple": "Triple",
    "full_house": "Full house",
    "straight": "Straight",
    "tube": "Tube",
    "plate": "Plate",
    "bomb": "Bomb",
    "straight_flush": "Straight flush",
    "joker_bomb": "Joker bomb",
}

LEVEL_POWER = 15  # the level rank in single-rank comparisons: above A, below the jokers
SMALL_JOKER_POWER = 16
BIG_JOKER_POWER = 17
STRAIGHT_FLUSH_TIER = 3
JOKER_BOMB_TIER = 9
LOW_ACE = 1  # an ace counted below 2 in a run


def power(rank: int, level: int) -> int:
    """Strength of a rank in single-rank comparisons at ``level`` (2 … A, level, BJ, RJ)."""
    if rank == level:
        return LEVEL_POWER
    if rank == BLACK_JOKER:
        return SMALL_JOKER_POWER
    if rank == RED_JOKER:
        return BIG_JOKER_POWER
    return rank


@functools.cache
def power_table(level: int) -> tuple[int, ...]:
    """``power(r, level)`` for r = 0 … 16 (indices below 2 are unused)."""
    return tuple(power(r, level) for r in range(17))


def is_wild(card: Card, level: int) -> bool:
    """The two hearts of the level rank stand in for any card but a joker."""
    return card.rank == level and card.suit == "H"


@dataclass(frozen=True, slots=True)
class Combo:
    """One reading of a set of cards as a Guandan combination.

    ``cards`` are in the order they stand (a run low to high, a full house's triple before its
    pair); ``ranks[i]`` is the rank ``cards[i]`` counts as (a wild's stand-in rank; 1 for an ace
    below 2). ``value`` is what two combinations of one kind compare: the rank's strength at the
    level for rank kinds and bombs (the triple's for a full house), the top rank for runs.
    """

    kind: str
    cards: tuple[Card, ...]
    ranks: tuple[int, ...]
    value: int
    level: int

    @property
    def tier(self) -> int:
        """0 for non-bombs; 1 … 9 for bombs from the 4-bomb up to the joker bomb."""
        kind = self.kind
        if kind == "bomb":
            n = len(self.cards)
            return 1 if n == 4 else 2 if n == 5 else n - 2
        if kind == "straight_flush":
            return STRAIGHT_FLUSH_TIER
        if kind == "joker_bomb":
            return JOKER_BOMB_TIER
        return 0

    @property
    def is_bomb(self) -> bool:
        return self.kind in BOMB_KINDS

    @property
    def suit(self) -> str | None:
        """The suit of a straight flush (None for every other kind)."""
        if self.kind != "straight_flush":
            return None
        for card in self.cards:
            if not is_wild(card, self.level):
                return card.suit
        return "H"  # unreachable with two wilds at most; kept total

    def substitutes(self) -> tuple[int, ...]:
        """Indices of the wilds standing in for a card other than themselves."""
        level = self.level
        out = []
        for i, card in enumerate(self.cards):
            if card.rank == level and card.suit == "H":
                as_rank = self.ranks[i]
                if as_rank == level and (self.kind != "straight_flush" or self.suit == "H"):
                    continue
                out.append(i)
        return tuple(out)

    def identity(self) -> tuple[object, ...]:
        """What makes two plays different: kind, value and the cards up to interchangeable copies.

        Copies of a rank are interchangeable except in a straight flush, where the suit counts; a
        wild used as a level card is a copy of the level rank; a wild standing in for another card
        is its own thing ("W").
        """
        subs = set(self.substitutes())
        flush = self.kind == "straight_flush"
        classes: list[tuple[int, str]] = []
        for i, card in enumerate(self.cards):
            if i in subs:
                classes.append((0, "W"))
            elif flush:
                classes.append((card.rank, card.suit or ""))
            else:
                classes.append((card.rank, ""))
        classes.sort()
        return (self.kind, self.value, tuple(classes))

    def describe(self) -> str:
        """A short English name: "Plate 4-4-4-5-5-5", "Bomb of 5 × 9", "Straight flush 5♥–9♥"."""
        return describe(self)

    def message(self) -> Message:
        """The same name as a message the shell translates."""
        return describe_message(self)

    def __str__(self) -> str:
        return self.describe()


def _rank_word(rank: int) -> Param:
    if rank == LOW_ACE:
        return "A"
    if rank == BLACK_JOKER:
        return msg("guandan.small_joker")
    if rank == RED_JOKER:
        return msg("guandan.big_joker")
    return rank_name(rank)


def _several_word(rank: int) -> Message:
    return several_param(rank, _rank_word(rank))


def _ranks(ranks: tuple[int, ...]) -> str:
    # runs and full houses never hold a joker: their ranks are card notation
    return "-".join(str(_rank_word(r)) for r in ranks)


def describe(combo: Combo) -> str:
    return describe_message(combo).english()


def describe_message(combo: Combo) -> Message:
    """The combination's name as a message (``describe`` is its English)."""
    kind, ranks = combo.kind, combo.ranks
    if kind == "single":
        named = msg("guandan.single", rank=_rank_word(ranks[0]))
    elif kind in ("pair", "triple"):
        # ``rank`` (card notation or a joker's word) stays for the translations: "对 {rank}"
        rank = ranks[0]
        named = msg(f"guandan.{kind}", rank=_rank_word(rank), ranks=_several_word(rank))
    elif kind in ("full_house", "tube", "plate"):
        named = msg(f"guandan.{kind}", ranks=_ranks(ranks))
    elif kind in ("straight", "straight_flush"):
        symbol = SUIT_SYMBOLS.get(combo.suit or "", "") if kind == "straight_flush" else ""
        low, high = (f"{_rank_word(r)}{symbol}" for r in (ranks[0], ranks[-1]))
        named = msg(f"guandan.{kind}", low=low, high=high)
    elif kind == "bomb":
        named = msg("guandan.bomb", n=len(ranks), rank=_rank_word(ranks[0]))
    else:
        named = msg("guandan.joker_bomb")
    subs = combo.substitutes()
    if subs:
        stands = ", ".join(str(_rank_word(ranks[i])) for i in subs)
        named = msg("guandan.with_wilds", combo=named, n=len(subs), ranks=stands)
    return named


def beats(new: Combo, old: Combo) -> bool:
    """True when ``new`` may be played on ``old``: same kind and higher, or a higher bomb."""
    if new.level != old.level:
        raise ValueError(f"combinations read at different levels ({new.level} and {old.level})")
    new_tier = new.tier
    if new_tier:
        old_tier = old.tier
        return new_tier > old_tier or (new_tier == old_tier and new.value > old.value)
    return new.kind == old.kind and new.value > old.value


def sort_key(combo: Combo) -> tuple[int, int, int]:
    """Order of `legal_plays`: non-bombs by kind then value, then bombs from weakest up."""
    tier = combo.tier
    if tier:
        return (len(KINDS), tier, combo.value)
    return (KIND_ORDER[combo.kind], 0, combo.value)
