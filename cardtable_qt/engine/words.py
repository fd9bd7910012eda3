"""English wording shared by the engines' messages: counts with the right plural, cards named
as the tables name them for players (``J♦``, a joker in words), several of a rank in words
("aces", "10s"), signed numbers (``−0.003``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .cards import Card, card_sign, rank_name
from .messages import Message, Param, msg, plain


def count(n: int, singular: str, plural: str | None = None) -> str:
    """``1 point``, ``2 points``, ``0 points`` (``plural`` for words not made with an s)."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def card_param(card: Card) -> Param:
    """A card as a message's parameter, the way the table writes it: ``J♦``; a joker as the
    word the shell translates (``engine.joker``), never its notation ``BJ``."""
    return msg("engine.joker") if card.suit is None else card_sign(card)


def seat_param(seat: int) -> Message:
    """A seat as a message's parameter: "seat 3" in the engine's English; the table shows the
    player's name there instead (``name_seats``)."""
    return msg("engine.seat", seat=seat)


def name_seats(message: Message, name: Callable[[int], str]) -> Message:
    """``message`` with every ``seat_param`` in it replaced by ``name(seat)`` as plain text."""
    if message.code == "engine.seat":
        seat = message.args["seat"]
        return plain(name(seat)) if isinstance(seat, int) else message

    def one(value: Param) -> Param:
        if isinstance(value, Message):
            return name_seats(value, name)
        if isinstance(value, tuple):
            return tuple(name_seats(m, name) for m in value)
        return value

    return Message(message.code, tuple((k, one(v)) for k, v in message.params))


def cards_param(cards: Iterable[Card]) -> tuple[Message, ...]:
    """Cards as one parameter, each as ``card_param`` names it, rendered one after another
    (``2♥ 3♥ Joker``)."""
    return tuple(msg("engine.card", card=card_param(c)) for c in cards)


# Several cards of one rank in words: "Pair of As" and "the As are wild" read as the word "as",
# so the letters are named ("aces", "kings", …); a number keeps its figure ("10s").
_SEVERAL = {14: "engine.aces", 13: "engine.kings", 12: "engine.queens", 11: "engine.jacks"}


def several_param(rank: int, word: Param | None = None) -> Message:
    """Several cards of ``rank`` as a message's parameter ("aces", "10s"); ``word`` names a
    rank its notation does not (a Guandan joker: "small jokers")."""
    code = _SEVERAL.get(rank)
    if code is not None:
        return msg(code)
    return msg("engine.several_of", rank=word if word is not None else rank_name(rank))


def signed(value: float, places: int) -> str:
    """``+0.57``, ``−0.003``: a number with its sign, the minus a true minus sign as the tables
    write a loss ("−10"), not a hyphen."""
    return f"{value:+.{places}f}".replace("-", "−", 1)
