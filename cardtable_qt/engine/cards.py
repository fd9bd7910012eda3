"""Cards, ranks, suits, decks and the card notation shared by every game.

Notation (see ``rules/README.md``): rank then suit, ``10H``, ``AS``, ``7C``; jokers ``BJ`` (black,
small) and ``RJ`` (red, big). ``T`` is read as 10 and the suit symbols ♠ ♥ ♦ ♣ are accepted.
Several copies of one card exist in multi-deck games; a card's identity also carries its deck
index, which the notation omits: ``parse_cards("5H 5H")`` gives two distinct cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = frozenset({"H", "D"})

# Ranks are ints: 2..10 as themselves, J=11, Q=12, K=13, A=14; jokers above every rank.
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
BLACK_JOKER = 15  # small joker
RED_JOKER = 16  # big joker
RANKS: tuple[int, ...] = tuple(range(2, 15))
JOKER_RANKS: tuple[int, ...] = (BLACK_JOKER, RED_JOKER)

RANK_NAMES: dict[int, str] = {r: str(r) for r in range(2, 11)} | {
    JACK: "J",
    QUEEN: "Q",
    KING: "K",
    ACE: "A",
}
_RANK_BY_NAME: dict[str, int] = {v: k for k, v in RANK_NAMES.items()} | {"T": 10}
_SUIT_BY_NAME: dict[str, str] = {s: s for s in SUITS} | {v: k for k, v in SUIT_SYMBOLS.items()}
_JOKER_BY_NAME: dict[str, int] = {"BJ": BLACK_JOKER, "RJ": RED_JOKER}
_JOKER_NAMES: dict[int, str] = {BLACK_JOKER: "BJ", RED_JOKER: "RJ"}


class CardError(ValueError):
    """A card, rank or notation string that does not exist."""


class Card(NamedTuple):
    """One physical card: rank (2..14, 15/16 for jokers), suit (``None`` for jokers), deck index."""

    rank: int
    suit: str | None
    deck: int = 0

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def face(self) -> tuple[int, str | None]:
        """Rank and suit without the deck index: what two copies of a card share."""
        return (self.rank, self.suit)

    @property
    def is_red(self) -> bool:
        return self.rank == RED_JOKER if self.suit is None else self.suit in RED_SUITS

    def __str__(self) -> str:
        try:
            if self.suit is None:
                return _JOKER_NAMES[self.rank]
            if type(self.suit) is str and len(self.suit) == 1:
                return RANK_NAMES[self.rank] + self.suit
        except (KeyError, TypeError):  # an unhashable rank
            pass
        # A card that cannot exist (from malformed input): writing it must not fail.
        return "??"

    def __repr__(self) -> str:
        deck = self.deck
        if deck == 0:
            return f"Card({self})"
        copy = str(deck) if type(deck) is int and 0 <= deck < 10 else "?"
        return f"Card({self}#{copy})"


def rank_name(rank: int) -> str:
    """The notation of a rank (``10``, ``J``…) or of a joker (``BJ``, ``RJ``)."""
    if rank in RANK_NAMES:
        return RANK_NAMES[rank]
    if rank in _JOKER_NAMES:
        return _JOKER_NAMES[rank]
    raise CardError(f"no such rank: {rank!r}")


def parse_rank(rank: int | str) -> int:
    """A rank from an int (2..14) or its notation (``"2"``…``"10"``, ``"T"``, ``"J"``…``"A"``)."""
    if isinstance(rank, bool):
        raise CardError(f"not a rank: {rank!r}")
    if isinstance(rank, int):
        if rank in RANK_NAMES:
            return rank
        raise CardError(f"not a rank: {rank!r} (ranks are 2 to 14)")
    key = rank.strip().upper()
    if key in _RANK_BY_NAME:
        return _RANK_BY_NAME[key]
    raise CardError(f"not a rank: {rank!r} (use 2-10, J, Q, K or A)")


def parse_card(token: str, deck: int = 0) -> Card:
    """Parse one card token such as ``10H``, ``as``, ``Q♠`` or ``BJ``."""
    key = token.strip().upper()
    if key in _JOKER_BY_NAME:
        return Card(_JOKER_BY_NAME[key], None, deck)
    if len(key) >= 2:
        rank_part, suit_part = key[:-1], key[-1]
        if rank_part in _RANK_BY_NAME and suit_part in _SUIT_BY_NAME:
            return Card(_RANK_BY_NAME[rank_part], _SUIT_BY_NAME[suit_part], deck)
    raise CardError(f"not a card: {token!r} (write rank then suit, like 10H, AS, 7C, or BJ/RJ)")


_SEPARATORS = re.compile(r"[\s,]+")


def parse_cards(text: str | Iterable[Card]) -> list[Card]:
    """Parse a space/comma separated list of cards; repeated cards get deck indices 0, 1, 2…

    Card sequences pass through unchanged, so rule functions can accept either form.
    """
    if not isinstance(text, str):
        return list(text)
    seen: dict[tuple[int, str | None], int] = {}
    cards: list[Card] = []
    for token in _SEPARATORS.split(text.strip()):
        if not token:
            continue
        card = parse_card(token)
        copy = seen.get(card.face, 0)
        seen[card.face] = copy + 1
        cards.append(card._replace(deck=copy) if copy else card)
    return cards


class TooManyCopies(CardError):
    """Cards naming one card more often than the deal's decks hold it."""

    def __init__(self, card: Card, times: int, decks: int) -> None:
        held = "one deck holds only one" if decks == 1 else f"{decks} decks hold only {decks}"
        super().__init__(f"{card} appears {_times(times)}, but {held}")
        self.card = card
        self.times = times
        self.decks = decks


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def parse_hands(
    hands: Iterable[str | Iterable[Card]], *, decks: int | None = None
) -> list[list[Card]]:
    """Several hands, groups or seats' cards read as one lot of physical cards.

    Rule functions taking several hands or groups in notation read them here, so that copies
    are numbered across all of them, not per hand: a card named again, in the same hand or in
    another, takes the lowest copy (deck index 0, 1, 2…) no other card holds. ``Card`` objects
    keep their own deck index. With ``decks``, a card there more often than that many decks
    hold it raises ``TooManyCopies``.
    """
    read: list[tuple[list[Card], bool]] = [
        (parse_cards(h), True) if isinstance(h, str) else (list(h), False) for h in hands
    ]
    taken = {card for cards, named in read if not named for card in cards}
    out: list[list[Card]] = []
    for cards, named in read:
        if not named:
            out.append(cards)
            continue
        numbered = []
        for card in cards:
            card = card._replace(deck=0)
            while card in taken:
                card = card._replace(deck=card.deck + 1)
            taken.add(card)
            numbered.append(card)
        out.append(numbered)
    if decks is not None:
        times: dict[tuple[int, str | None], int] = {}
        for cards in out:
            for card in cards:
                times[card.face] = times.get(card.face, 0) + 1
                if times[card.face] > decks:
                    raise TooManyCopies(card._replace(deck=0), times[card.face], decks)
    return out


def format_cards(cards: Iterable[Card]) -> str:
    """The notation of the cards, in the order given (deck indices are not written)."""
    return " ".join(str(c) for c in cards)


def card_sign(card: Card) -> str:
    """A card as the tables write it for players: its rank and suit sign (``J♦``, ``10♠``). A
    joker has no sign: its notation (``BJ``, ``RJ``) stands, and a shell or a message names it
    in words instead (``words.card_param``)."""
    if card.suit is None or card.suit not in SUIT_SYMBOLS:
        return str(card)
    return RANK_NAMES.get(card.rank, "?") + SUIT_SYMBOLS[card.suit]


def card_from_code(code: str, deck: int = 0) -> Card:
    """Inverse of ``card_code``: used by saves, where a card keeps its deck index."""
    token, _, copy = code.partition("#")
    if copy:
        if not copy.isdigit() or len(copy) > 1:
            raise CardError(f"not a card: {code!r} (bad deck index)")
        deck = int(copy)
    return parse_card(token, deck)


def card_code(card: Card) -> str:
    """A card as text with its deck index when it is not 0 (``5H``, ``5H#1``): used in saves."""
    return str(card) if card.deck == 0 else f"{card}#{card.deck}"


def make_deck(
    decks: int = 1,
    *,
    jokers: bool = False,
    ranks: Sequence[int] = RANKS,
) -> list[Card]:
    """``decks`` full decks in a fixed order (shuffle with ``Rng.shuffle``).

    ``jokers`` adds one black and one red joker per deck (54-card decks); ``ranks`` trims the deck
    (Xì tố's 32 cards are ranks 7…A).
    """
    if not 1 <= decks <= 3:
        raise CardError(f"between 1 and 3 decks, not {decks}")
    cards: list[Card] = []
    for d in range(decks):
        cards.extend(Card(r, s, d) for s in SUITS for r in ranks)
        if jokers:
            cards.append(Card(BLACK_JOKER, None, d))
            cards.append(Card(RED_JOKER, None, d))
    return cards


def deck_52(decks: int = 1) -> list[Card]:
    return make_deck(decks)


def deck_54(decks: int = 1) -> list[Card]:
    return make_deck(decks, jokers=True)


def deck_32() -> list[Card]:
    return make_deck(1, ranks=range(7, 15))
