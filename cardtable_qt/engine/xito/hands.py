"""Xì tố hands: the ten categories of the seed, partial hands, and who bets first.

A hand's strength is one integer (``HandRank``), so hands sort and compare as fast as ints do.
From its most significant bits down it holds:

- the category, 0 high card … 9 royal straight flush, in the seed's order (D-X2);
- the ranks in *deciding order*: the cards that make the category first (the quad, the trips of
  a full house, the higher pair then the lower pair, the pair), then the rest high to low;
- the suits held in the rank of the deciding group's highest card (the D-X4 suit tie-break:
  only reached when every rank is equal);
- the set of cards itself, which makes the order total: two hands that get this far share the
  deciding card, so they never meet at one table, but no two distinct hands are ever equal.

Straights compare by their top card, rank then suit (D-X3: 7-8-9-10-J up to 10-J-Q-K-A; the ace
is high only). Partial hands of 1–4 face-up cards use the same categories among the cards
present (straights and flushes need five cards); ``first_to_act`` picks the strongest.

How a rank is worked out: each card maps to one integer that packs its bit in the card set, a
count for its rank and one for its suit, so adding five of them gives everything the rank needs;
a small table keyed by the counts (about a thousand entries, filled on first use) gives the
category, the deciding ranks and which bits of the sum to keep. Partial hands always go this way.

Speed, for hot loops such as a bot's equity sampling: the 32-card deck has only C(32,5) =
201,376 five-card hands, so `build_table` works out every one of them that way (about 0.3 s of
CPU) into a table of their places in the order (an array of 800 KB), and from then on a
five-card hand is looked up. ``evaluate`` keeps the arithmetic above: it must return a
``HandRank``, and a table of 201,376 of those objects (12 MB) misses the processor's caches so
often that the arithmetic is faster (measured in ``bench/bench_xito.py``).

The table's index is a perfect hash of the hand's card set: split the 32-bit set into the low
16 cards (7–10) and the high 16 (J–A); hands are numbered by how many low cards they hold, then the
low subset's colex number, then the high subset's, so ``index = _LOW[set & 0xFFFF] +
_HIGH[set >> 16]`` (two arrays of 65,536). A card set of other than five cards lands outside
the table (see ``_WRONG_SIZE``).

The fast functions for the AI's equity sampling take card codes (0–31, ``card_code``) or card
sets (``hand_mask``: bit ``code`` set for each card) and return the hand's *place* in the order
of all five-card hands, a plain int from 0 (the weakest) to 201,375: compare places with places
(the order is exactly ``evaluate``'s; they do not compare with a ``HandRank``)::

    build_table()            # optional: otherwise the first call builds it
    rank5(a, b, c, d, e)     # five distinct codes
    rank_mask(mask)          # a set of exactly five cards, e.g. known_mask | sampled_mask

A set of other than five cards (repeated codes make a smaller set) or a code above 31 raises
``CardError``; a negative code is not caught (it reads as a card from the top end, as list
indices do). ``bench/bench_xito.py`` measures them against ``treys``.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from math import comb
from typing import Any, Final

from ..cards import SUITS, Card, CardError, parse_cards, parse_hands
from ..messages import Message, msg

CATEGORIES: Final = (
    "high_card",
    "pair",
    "two_pair",
    "three_kind",
    "straight",
    "flush",
    "full_house",
    "four_kind",
    "straight_flush",
    "royal_flush",
)
NAMES_VI: Final = (
    "Mậu thầu",
    "Đôi",
    "Thú",
    "Sám",
    "Sảnh",
    "Thùng",
    "Cù lũ",
    "Tứ quý",
    "Thùng phá sảnh",
    "Thùng phá sảnh lớn",
)
NAMES_EN: Final = (
    "high card",
    "one pair",
    "two pairs",
    "three of a kind",
    "straight",
    "flush",
    "full house",
    "four of a kind",
    "straight flush",
    "royal straight flush",
)
(
    HIGH_CARD,
    PAIR,
    TWO_PAIR,
    THREE_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_KIND,
    STRAIGHT_FLUSH,
    ROYAL_FLUSH,
) = range(10)

LOWEST_RANK: Final = 7  # D-X1: the deck is 7…A in each suit
SUIT_VALUE: Final = {"C": 0, "D": 1, "H": 2, "S": 3}  # ♣ < ♦ < ♥ < ♠
_SUIT_BY_VALUE: Final = ("C", "D", "H", "S")

# Bit layout of a card's packed integer (low to high). A HandRank keeps the card set and the
# deciding suits from it, under the category and ranks.
_SUIT_FIELDS = 0  # 4 fields of 6 bits; a card adds 7 to its suit's field, so five of one suit
_SUIT_WIDTH = 6  # (35) and only five set the field's top bit: that bit is the flush flag
_RANK_COUNTS = 24  # 8 fields of 3 bits: cards per rank
_SPACED = 48  # card code k at bit 48 + 2k; the odd bit above it catches a repeated card
_DENSE = 112  # card code k at bit 112 + k; only the deciding rank's 4 bits are kept from here
_RANKS = 144  # five 4-bit ranks in deciding order (0 where a partial hand has no card)
_CATEGORY = 164  # 4 bits, the top of a HandRank

# Every card also carries a fifth of a block of ones over the rank and category bits (24 ones:
# a multiple of 5 in binary, since 2**24 - 1 = 5 * 3355443), so five cards fill that block
# exactly and one AND with the table's entry both writes the hand's category and ranks there
# and keeps the card bits below: rank = packed sum & entry.
_TOP_ONES: Final = ((1 << 24) - 1) << _RANKS
_FIFTH: Final = _TOP_ONES // 5
assert _FIFTH * 5 == _TOP_ONES

_FLUSH_FLAGS: Final = sum(1 << (_SUIT_FIELDS + _SUIT_WIDTH * s + 5) for s in range(4))
_RANK_MASK: Final = ((1 << 24) - 1) << _RANK_COUNTS
_SPACED_MASK: Final = sum(1 << (_SPACED + 2 * k) for k in range(32))
_GUARD: Final = _SPACED_MASK << 1
# The table key: rank counts, flush flags and the guard bits (a repeated card finds no entry).
_KEY_MASK: Final = _RANK_MASK | _FLUSH_FLAGS | _GUARD


def deck() -> list[Card]:
    """The 32 cards (D-X1), weakest first: 7♣ 7♦ 7♥ 7♠ 8♣ … A♠."""
    return list(CARDS_BY_CODE)


CARDS_BY_CODE: Final = tuple(
    Card(rank, suit) for rank in range(LOWEST_RANK, 15) for suit in ("C", "D", "H", "S")
)
"""The engine's one object per card, in strength order (a card's code is its index here)."""
assert {c.suit for c in CARDS_BY_CODE} == set(SUITS)

_CODE: Final = {card: code for code, card in enumerate(CARDS_BY_CODE)}


def _packed(code: int) -> int:
    return (
        (1 << (_DENSE + code))
        | (1 << (_SPACED + 2 * code))
        | (1 << (_RANK_COUNTS + 3 * (code >> 2)))
        | (7 << (_SUIT_FIELDS + _SUIT_WIDTH * (code & 3)))
        | _FIFTH
    )


# A card's packed integer, by the card or by its code: both are native forms here. One dict
# serves both, so the hot path has no branch (a list would take -1 for A♠ without a word).
_PACKED: Final[dict[Card | int, int]] = {card: _packed(code) for card, code in _CODE.items()}
_PACKED.update({code: _packed(code) for code in range(32)})


def card_code(card: Card) -> int:
    """0 (7♣) … 31 (A♠): rank first, then suit, so codes order cards by strength."""
    try:
        return _CODE[card]
    except KeyError:
        raise CardError(f"{card!s} is not a card of the 32-card Xì tố deck (7 to A)") from None


def canonical(card: Card) -> Card:
    """The engine's own object for this card (faster to look up than an equal copy)."""
    return CARDS_BY_CODE[card_code(card)]


def category_message(category: str) -> Message:
    """A category's English name as a message (events carry the category)."""
    return msg(f"xito.{category}")


class HandRank(int):
    """The strength of a hand of 1–5 cards: bigger is stronger, and no two distinct hands tie.

    ``category`` is one of ``CATEGORIES``; ``name_vi`` / ``name_en`` name it; ``cards`` lists the
    cards in deciding order (those that make the category first).
    """

    __slots__ = ()

    @property
    def category_index(self) -> int:
        return self >> _CATEGORY

    @property
    def category(self) -> str:
        return CATEGORIES[self >> _CATEGORY]

    @property
    def name_vi(self) -> str:
        return NAMES_VI[self >> _CATEGORY]

    @property
    def name_en(self) -> str:
        return NAMES_EN[self >> _CATEGORY]

    @property
    def message(self) -> Message:
        """``name_en`` as a message the shell translates."""
        return category_message(self.category)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks in deciding order, e.g. (13, 13, 14, 9, 8) for a pair of kings."""
        out = []
        for i in range(5):
            rank = (self >> (_RANKS + 4 * (4 - i))) & 15
            if rank:
                out.append(rank)
        return tuple(out)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in deciding order; inside one rank, the higher suit first."""
        out: list[Card] = []
        for rank in dict.fromkeys(self.ranks):
            base = (rank - LOWEST_RANK) * 4
            for code in range(base + 3, base - 1, -1):
                if (self >> (_SPACED + 2 * code)) & 1:
                    out.append(CARDS_BY_CODE[code])
        return tuple(out)

    def __repr__(self) -> str:
        return f"HandRank({self.category}: {' '.join(map(str, self.cards))})"

    def __str__(self) -> str:
        return f"{self.name_vi} ({self.name_en})"


def category_names(category: str) -> tuple[str, str]:
    """The Vietnamese and English names of a category id such as ``"full_house"``."""
    i = CATEGORIES.index(category)
    return NAMES_VI[i], NAMES_EN[i]


# By the table key of a hand: its category and ranks, and the card bits to keep (see _FIFTH).
_PATTERNS: dict[int, int] = {}


def _pattern(codes: Sequence[int]) -> int:
    """Category, deciding ranks and kept bits for the hands with these codes' counts."""
    by_rank: dict[int, list[int]] = {}
    for code in sorted(codes, reverse=True):
        by_rank.setdefault(code >> 2, []).append(code)
    # Deciding order: bigger groups first, then higher rank.
    groups = sorted(by_rank.items(), key=lambda kv: (len(kv[1]), kv[0]), reverse=True)
    shape = [len(group) for _, group in groups]
    ranks = [rank for rank, group in groups for _ in group]
    category = HIGH_CARD
    if shape[0] == 4:
        category = FOUR_KIND
    elif shape[0] == 3:
        category = FULL_HOUSE if shape[1:2] == [2] else THREE_KIND
    elif shape[0] == 2:
        category = TWO_PAIR if shape[1:2] == [2] else PAIR
    elif len(ranks) == 5:
        straight = ranks[0] - ranks[4] == 4
        flush = len({code & 3 for code in codes}) == 1
        if straight and flush:
            category = ROYAL_FLUSH if ranks[0] + LOWEST_RANK == 14 else STRAIGHT_FLUSH
        elif flush:
            category = FLUSH
        elif straight:
            category = STRAIGHT
    base = category
    for i in range(5):
        base = (base << 4) | (ranks[i] + LOWEST_RANK if i < len(ranks) else 0)
    deciding = ranks[0]
    keep = (15 << (_DENSE + 4 * deciding)) | _SPACED_MASK
    return (base << _RANKS) | keep


Cards = str | Iterable[Card] | Iterable[int]

# --- the table of every five-card hand (see the module docstring) -------------------------------

_HALF: Final = 16
# _LOW[low] and _HIGH[high] carry a multiple of _WRONG_SIZE per card short of (or beyond) the
# split their part assumes, so a set of other than five cards indexes far outside the table
# (an IndexError either way: _WRONG_SIZE is over twice the table's length).
_WRONG_SIZE: Final = 1 << 20
# Filled in place by build_table (empty, they send every look-up to the slow path). Arrays, not
# lists: compact tables stay in the processor's caches, which is most of the speed.
_LOW: Final = array("i")
_HIGH: Final = array("i")
_PLACES: Final = array("I")  # by index: the hand's place in the order, 0 the weakest
_BITS: Final = tuple(1 << code for code in range(32))


def _index_tables() -> tuple[array[int], array[int]]:
    base, total = [], 0
    for low_count in range(6):
        base.append(total)
        total += comb(_HALF, low_count) * comb(_HALF, 5 - low_count)
    assert total == comb(32, 5)
    # colex[half]: the subset's number among the subsets of 16 of its size, built up from the
    # subset without its top card.
    colex = [0] * (1 << _HALF)
    low = array("i", [6 * _WRONG_SIZE]) * (1 << _HALF)
    high = array("i", [6 * _WRONG_SIZE]) * (1 << _HALF)
    low[0], high[0] = 0, -5 * _WRONG_SIZE
    for half in range(1, 1 << _HALF):
        k = half.bit_count()
        if k > 5:
            continue
        top = half.bit_length() - 1
        number = colex[half] = colex[half ^ (1 << top)] + comb(top, k)
        low[half] = base[k] + number * comb(_HALF, 5 - k) + k * _WRONG_SIZE
        high[half] = number - (5 - k) * _WRONG_SIZE
    return low, high


def build_table() -> None:
    """Work out every five-card hand's place into the look-up tables (once; about 0.3 s of CPU).

    ``rank5`` and ``rank_mask`` build it on first use; call it ahead to keep that time out of a
    timed loop (or a bot's first decision).
    """
    if _PLACES:
        return
    low, high = _index_tables()
    ranks = [0] * comb(32, 5)
    bits, packed, patterns, key_mask = _BITS, _PACKED, _PATTERNS, _KEY_MASK
    for codes in combinations(range(32), 5):
        a, b, c, d, e = codes
        # What _evaluate_checked does, without its checks (the codes are distinct and valid).
        v = packed[a] + packed[b] + packed[c] + packed[d] + packed[e]
        entry = patterns.get(v & key_mask)
        if entry is None:
            entry = patterns[v & key_mask] = _pattern(codes)
        mask = bits[a] | bits[b] | bits[c] | bits[d] | bits[e]
        ranks[low[mask & 0xFFFF] + high[mask >> _HALF]] = v & entry
    places = array("I", bytes(4 * len(ranks)))
    for place, index in enumerate(sorted(range(len(ranks)), key=ranks.__getitem__)):
        places[index] = place
    # Index tables last: until they are in place every look-up takes the slow path.
    _PLACES[:] = places
    _HIGH[:] = high
    _LOW[:] = low


def evaluate(
    cards: Cards,
    *,
    _packed: dict[Any, int] = _PACKED,
    _patterns: dict[int, int] = _PATTERNS,
    _key_mask: int = _KEY_MASK,
) -> HandRank:
    """The strength of 1–5 distinct cards of the 32-card deck.

    ``cards`` are ``Card`` objects, their notation (``"AS KS 10H"``) or their codes (0–31, see
    ``card_code``). (The keyword-only defaults only make the hot path read locals.)
    """
    try:
        # The hot path: five cards, five look-ups and one small table. (A look-up in the table
        # of every hand is slower here: 201,376 HandRank objects miss the processor's caches.)
        a, b, c, d, e = cards  # type: ignore[str-unpack]  # a string fails the look-ups
        v = _packed[a] + _packed[b] + _packed[c] + _packed[d] + _packed[e]
        return HandRank(v & _patterns[v & _key_mask])
    except (ValueError, KeyError, TypeError):
        return _evaluate_checked(cards)


def rank5(
    a: int,
    b: int,
    c: int,
    d: int,
    e: int,
    *,
    _bits: tuple[int, ...] = _BITS,
    _low: array[int] = _LOW,
    _high: array[int] = _HIGH,
    _places: array[int] = _PLACES,
) -> int:
    """The place in the order (0 … 201,375) of the hand of five distinct card codes (0–31)."""
    try:
        mask = _bits[a] | _bits[b] | _bits[c] | _bits[d] | _bits[e]
        return _places[_low[mask & 0xFFFF] + _high[mask >> 16]]
    except (IndexError, TypeError):
        return rank_mask(hand_mask((a, b, c, d, e)))


def rank_mask(
    mask: int,
    *,
    _low: array[int] = _LOW,
    _high: array[int] = _HIGH,
    _places: array[int] = _PLACES,
) -> int:
    """The place in the order (0 … 201,375) of the five cards whose codes are ``mask``'s bits."""
    try:
        return _places[_low[mask & 0xFFFF] + _high[mask >> 16]]
    except (IndexError, TypeError):
        if type(mask) is not int or not 0 <= mask < 1 << 32 or mask.bit_count() != 5:
            raise CardError(f"not a set of five cards of the 32-card deck: {mask!r}") from None
        build_table()
        return _places[_low[mask & 0xFFFF] + _high[mask >> 16]]


def hand_mask(cards: Cards) -> int:
    """The card set of ``cards`` as an int: bit ``card_code(card)`` set for each card."""
    hand: list[Any] = parse_cards(cards) if isinstance(cards, str) else list(cards)
    codes = [_check_code(card) for card in hand]
    if len(set(codes)) != len(codes):
        raise CardError("a hand cannot hold the same card twice")
    mask = 0
    for code in codes:
        mask |= 1 << code
    return mask


def _evaluate_checked(cards: Cards) -> HandRank:
    """The careful way: parse, check every card, fill the pattern table when needed."""
    # One deck: a card named twice is the same card twice, not a second copy.
    hand: list[Any] = (
        [c._replace(deck=0) for c in parse_cards(cards)] if isinstance(cards, str) else list(cards)
    )
    if not 1 <= len(hand) <= 5:
        raise CardError(f"a Xì tố hand has 1 to 5 cards, not {len(hand)}")
    codes = [_check_code(card) for card in hand]
    if len(set(codes)) != len(codes):
        raise CardError("a hand cannot hold the same card twice")
    # Fewer than five cards leave the block of ones short: fill it (see _FIFTH).
    v = sum(_PACKED[code] for code in codes) - len(codes) * _FIFTH + _TOP_ONES
    entry = _PATTERNS.get(v & _KEY_MASK)
    if entry is None:
        entry = _PATTERNS[v & _KEY_MASK] = _pattern(codes)
    return HandRank(v & entry)


def _check_code(card: object) -> int:
    if isinstance(card, Card):
        return card_code(card)
    if type(card) is int and 0 <= card < 32:
        return card
    raise CardError(f"not a card of the 32-card Xì tố deck: {card!r}")


def first_to_act(upcards: Mapping[int, Sequence[Card] | str]) -> int:
    """The seat whose face-up cards make the strongest combination: it bets first."""
    if not upcards:
        raise ValueError("first_to_act needs at least one seat")
    seats = list(upcards)
    shown = dict(zip(seats, parse_hands([upcards[s] for s in seats], decks=1), strict=True))
    return max(seats, key=lambda seat: evaluate(shown[seat]))
