"""Advice from the exact solver: which card to discard from 14, and how good a hand is.

Used by the basic bot and, later, by hints. "Points" is a hand's best loser's count (fewer is
better): the cards it could not group, wild cards free.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..messages import Message, msg
from .declaration import HAND_SIZE, validate_messages
from .groups import card_points, is_wild
from .solver import best_grouping, loser_points

Face = tuple[int, str | None]


def discard_options(
    cards: Sequence[Card], wild_rank: int, *, keep: Face | None = None
) -> list[tuple[Card, int]]:
    """Each card that may be discarded (one per face; never the face ``keep``, D-R8) with the
    points of the hand left after discarding it, in hand order."""
    out: list[tuple[Card, int]] = []
    seen: set[Face] = set()
    for i, card in enumerate(cards):
        if card.face in seen or card.face == keep:
            continue
        seen.add(card.face)
        rest = [c for j, c in enumerate(cards) if j != i]
        out.append((card, loser_points(rest, wild_rank)))
    return out


def best_discard(
    cards: Sequence[Card], wild_rank: int, *, keep: Face | None = None
) -> tuple[Card, int]:
    """The discard leaving the fewest points; among equals, never a wild card if another will
    do, then the card that would cost most if left scattered, then the first in hand order.

    One solve of the whole hand settles most cards: a card scattered in its best arrangement
    leaves exactly ``points - its value`` when discarded, and no discard can leave less than
    ``points - its value`` (the rest's best arrangement, with that card added back scattered, is
    an arrangement of the whole hand). Only cards whose bound could still win are solved.
    """
    whole = best_grouping(cards, wild_rank)
    scattered = {c for c in whole.scattered}
    known: dict[Face, tuple[Card, int]] = {}
    pending: list[tuple[int, Card]] = []
    for i, card in enumerate(cards):
        if card.face in known or card.face == keep:
            continue
        left = whole.points - card_points(card, wild_rank)
        if card in scattered:
            known[card.face] = (card, left)
        elif all(card.face != c.face for _, c in pending):
            pending.append((i, card))
    best = min((p for _, p in known.values()), default=None)
    for i, card in pending:
        bound = whole.points - card_points(card, wild_rank)
        if best is not None and bound > best:
            continue
        rest = [c for j, c in enumerate(cards) if j != i]
        points = loser_points(rest, wild_rank)
        known.setdefault(card.face, (card, points))
        best = points if best is None else min(best, points)
    order = {c.face: i for i, c in reversed(list(enumerate(cards)))}
    return min(
        known.values(),
        key=lambda o: (
            o[1],
            is_wild(o[0], wild_rank),
            -card_points(o[0], wild_rank),
            order[o[0].face],
        ),
    )


def declaration_shortfall(
    cards: Sequence[Card], wild_rank: int, *, cover_rule: bool = True
) -> list[Message]:
    """Why no 13 of these 14 cards make a declaration, whatever card goes face down; empty
    when some do (D-R6: a hand that cannot declare is told so before it tries).

    The exact solver settles whether a declaration exists; the reasons are the validator's, for
    the hand's best arrangement (the one Auto-arrange lays out), its ungrouped cards said as how
    many are left besides the face-down one instead of "these groups hold 9".
    """
    if best_grouping(cards, wild_rank, winner=True, cover_rule=cover_rule) is not None:
        return []
    best = best_grouping(cards, wild_rank)
    found = validate_messages(best.groups, wild_rank, cover_rule=cover_rule)
    reasons = [m for m in found if m.code != "rummy.not_all_cards"]
    left = len(best.scattered) - (len(cards) - HAND_SIZE)
    if left > 0:
        reasons.append(msg("rummy.cards_in_no_group", n=left))
    return reasons
