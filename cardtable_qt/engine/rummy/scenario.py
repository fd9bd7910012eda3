"""Deals set up from given cards: for tutorial lessons, puzzles and tests.

``position`` makes a deal just dealt in which each seat holds the cards named for it, with the
wild-rank card, the discard pile and the top of the stock as named; every other card of the
decks lies in the stock below them, in the seed's order. Repeated cards get the next free copy
(``"5H 5H"`` is both copies of 5♥ with two decks), across everything named.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, CardError, card_code, make_deck, parse_card
from .declaration import HAND_SIZE
from .options import Options
from .serial import state_from_dict
from .state import RummyMatch

Cards = str | Sequence[Card]


def position(
    hands: Sequence[Cards],
    *,
    wild_card: str | Card,
    pile: Cards,
    stock: Cards = "",
    dealer: int | None = None,
    options: Options | None = None,
    seed: int = 0,
    rest_under_pile: bool = False,
) -> RummyMatch:
    """The first deal of a match, dealt as named: ``hands[s]`` (13 cards) for seat s,
    ``wild_card`` turned beside the stock, ``pile`` the discard pile (its last card on top),
    ``stock`` the next cards to draw, top first. The player after ``dealer`` (default: the
    last seat, so seat 0 starts) plays first. With ``rest_under_pile`` the cards not named lie
    under the discard pile instead of in the stock, so the stock is only ``stock`` and runs out
    on its last draw (a lesson's stock reshuffle)."""
    from . import new_match  # the package's own constructor (it deals the match)

    opts = options or Options()
    n = opts.players
    if len(hands) != n:
        raise ValueError(f"{n} players need {n} hands, got {len(hands)}")
    first_dealer = n - 1 if dealer is None else dealer
    if not 0 <= first_dealer < n:
        raise ValueError(f"dealer: no seat {first_dealer} at a table of {n}")
    copies: dict[tuple[int, str | None], int] = {}
    held = [_take(h, copies, opts.decks) for h in hands]
    for seat, cards in enumerate(held):
        if len(cards) != HAND_SIZE:
            raise ValueError(f"seat {seat} holds {len(cards)} cards, not {HAND_SIZE}")
    wild = _take([wild_card] if isinstance(wild_card, Card) else wild_card, copies, opts.decks)
    if len(wild) != 1:
        raise ValueError("wild_card: exactly one card")
    shown = _take(pile, copies, opts.decks)
    if not shown:
        raise ValueError("pile: at least one card")
    top = _take(stock, copies, opts.decks)
    named = {c for cards in (*held, wild, shown, top) for c in cards}
    state = new_match(seed, opts)
    data = state.to_dict()
    deal = data["deal"]
    dealt = [c for h in deal["hands"] for c in h] + deal["stock"] + deal["pile"]
    dealt.append(deal["wild_card"])
    rest = [code for code in dealt if code not in {card_code(c) for c in named}]
    everything = {card_code(c) for c in make_deck(opts.decks, jokers=True)}
    if len(rest) + len(named) != len(everything):
        raise ValueError("a named card is not in the decks of this table")
    under = rest if rest_under_pile else []
    if rest_under_pile and not top:
        raise ValueError("rest_under_pile: name the stock's cards")
    deal.update(
        hands=[[card_code(c) for c in h] for h in held],
        # the top card is drawn first
        stock=([] if rest_under_pile else rest) + [card_code(c) for c in reversed(top)],
        pile=under + [card_code(c) for c in shown],
        wild_card=card_code(wild[0]),
        turn=(first_dealer + 1) % n,
    )
    data["dealer"] = first_dealer
    return state_from_dict(data)


def _take(cards: Cards, copies: dict[tuple[int, str | None], int], decks: int) -> list[Card]:
    """The cards named, each repeated card taking the next free copy."""
    if not isinstance(cards, str):
        out = list(cards)
        for card in out:
            copies[card.face] = max(copies.get(card.face, 0), card.deck + 1)
        return out
    found: list[Card] = []
    for token in cards.replace(",", " ").split():
        card = parse_card(token)
        copy = copies.get(card.face, 0)
        if copy >= decks:
            raise CardError(f"more than {decks} {token} in the position")
        copies[card.face] = copy + 1
        found.append(card._replace(deck=copy))
    return found
