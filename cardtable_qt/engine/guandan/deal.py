"""Shuffling, the first hand's cut (G-1) and the deal."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import ACE, Card, make_deck
from ..rng import Rng

SEATS = 4
HAND_SIZE = 27


def shuffled_deck(rng: Rng) -> list[Card]:
    """Two full decks with their four jokers, shuffled: 108 cards."""
    deck = make_deck(2, jokers=True)
    rng.shuffle(deck)
    return deck


def cut_count(card: Card) -> int:
    """How far a turned card counts: A=1, 2 … 10, J=11, Q=12, K=13."""
    return 1 if card.rank == ACE else card.rank


def cut(deck: list[Card], rng: Rng) -> Card:
    """G-1: turn a card at a random place (a joker: the next card instead) and put it at the
    bottom of the deck, face up, so it is drawn last. Changes ``deck``; returns the card."""
    at = rng.randbelow(len(deck))
    while deck[at].is_joker:
        at = (at + 1) % len(deck)
    turned = deck.pop(at)
    deck.append(turned)
    return turned


def first_drawer(cutter: int, turned: Card) -> int:
    """G-1: the turned card's count, counted counter-clockwise with the cutter as one."""
    return (cutter + cut_count(turned) - 1) % SEATS


def deal(deck: Sequence[Card], first: int) -> list[list[Card]]:
    """Players draw one card at a time counter-clockwise from ``first``; the last card of the
    deck goes to the seat before ``first``."""
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    for i, card in enumerate(deck):
        hands[(first + i) % SEATS].append(card)
    return hands


def last_drawer(first: int, cards: int = HAND_SIZE * SEATS) -> int:
    return (first + cards - 1) % SEATS
