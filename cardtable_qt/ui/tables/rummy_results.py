"""What the rummy table says about cards and groups, and the sheet at the end of a deal.

The names of a group's kind (with the seed's Hindi word), a card's short name, and
``deal_sheet``: from the deal's events (``DealScored``, the winner's ``Declared``, any
``PlayerOut`` and ``MatchOver``) the title, the notes (halving, players out, the match's end) and
one row per seat with the groups and points exactly as the scoring counted them (D-R10, D-R11),
the wild cards marked on them and named in the notes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ...engine import rummy as rm
from ...engine.cards import Card, card_sign
from ...engine.rummy.options import FIRST_TURN_PACK
from ...engine.words import several_param
from ...engine_text import engine_text
from ..table.card_mark import RUMMY_WILD, mark_words
from ..table.result_sheet import SheetGroup, SheetRow

HINDI: dict[str, str] = {  # the seed's words for the kinds of group (glossary.md)
    "pure": "शुद्ध सीक्वेंस",
    "mixed": "मिश्रित सीक्वेंस",
    "trio": "ट्रायो",
}
TONE_OF_KIND: dict[str, str] = {"pure": "win", "mixed": "pok", "trio": "tie"}
DECLARE = "घोषणा"  # the seed's word for a declaration


# Asked in the rummy table's context, literally, so that lupdate files each text there.
translate = QCoreApplication.translate


def card_name(card: Card | None) -> str:
    """7♥, 10♠, Joker."""
    if card is None:
        return ""
    if card.suit is None:
        return translate("RummyTable", "Joker")
    return card_sign(card)  # the engine's messages name cards the same way


def kind_name(kind: str) -> str:
    return {
        "pure": translate("RummyTable", "Pure sequence"),
        "mixed": translate("RummyTable", "Mixed sequence"),
        "trio": translate("RummyTable", "Trio"),
    }.get(kind, kind)


def kind_short(kind: str) -> str:
    """A group's kind in a few letters, under the small cards of the result sheet."""
    return {
        "pure": translate("RummyTable", "Pure seq."),
        "mixed": translate("RummyTable", "Mixed seq."),
        "trio": translate("RummyTable", "Trio"),
    }.get(kind, kind)


@dataclass
class DealEnd:
    """A finished deal, gathered from its events as they are met."""

    scored: rm.DealScored
    declared: rm.Declared | None  # the winner's declaration (None: the others all packed)
    history: list[tuple[int, ...]]  # every deal's points so far, this one included
    outs: list[rm.PlayerOut] = field(default_factory=list)
    over: rm.MatchOver | None = None


def wild_words(deal: int, wild_rank: int) -> str:
    """Which cards were wild in ``deal``, as the sheet's first note says it (the deal named:
    the Scores sheet shows it again while a later deal, with its own wild rank, is played),
    naming their mark as the cards carry it in the language in use (Hindi जो, Chinese 搭)."""
    return (
        translate("RummyTable", "Wild cards in deal %1: the %2 and the jokers (marked %3).")
        .replace("%1", str(deal))
        .replace("%2", engine_text(several_param(wild_rank)))
        .replace("%3", mark_words(RUMMY_WILD))
    )


def deal_sheet(
    end: DealEnd,
    name_of: Callable[[int], str],
    you: int | None,
    deals: int | None,
    wild_rank: int,
) -> tuple[str, str, list[SheetRow]]:
    """The sheet's title, notes and rows; ``you`` is the person's seat (None in a demo)."""
    e = end.scored
    rows = [_row(s, e, end.declared, name_of(s.seat), wild_rank) for s in e.scores]
    if deals:
        deal = (
            translate("RummyTable", "Deal %1 of %2")
            .replace("%1", str(e.deal))
            .replace("%2", str(deals))
        )
    else:
        deal = translate("RummyTable", "Deal %1").replace("%1", str(e.deal))
    mine = e.winner == you
    if e.how == "declared":
        what = (
            translate("RummyTable", "you declared")
            if mine
            else translate("RummyTable", "%1 declared").replace("%1", name_of(e.winner))
        )
    else:
        what = _packed_words(e, name_of, you)
    notes = [wild_words(e.deal, wild_rank)]
    if e.halved:
        notes.append(
            translate(
                "RummyTable",
                "A declaration on the very first turn: every other count is halved, rounded up.",
            )
        )
    for out in end.outs:
        if out.seat == you:
            line = translate("RummyTable", "You reached %2 points and are out of the match.")
        else:
            line = translate("RummyTable", "%1 reached %2 points and is out of the match.")
        notes.append(line.replace("%1", name_of(out.seat)).replace("%2", str(out.total)))
    if end.over is not None:
        winners = end.over.winners
        best = end.over.totals[winners[0]] if winners else 0
        notes.append(
            translate("RummyTable", "The match is over: %1 won with %2 points.")
            .replace("%1", ", ".join(name_of(s) for s in winners))
            .replace("%2", str(best))
        )
    # the deal and what ended it joined as the tables join a hand's number to what follows
    # ("Hand 3 · level 5"), not by a second colon; the join is the translator's too
    title = translate("RummyTable", "%1 · %2").replace("%1", deal).replace("%2", what)
    return title, "\n".join(notes), rows


def _packed_words(e: rm.DealScored, name_of: Callable[[int], str], you: int | None) -> str:
    """Who won and why, when everyone else packed: with one other player dealt in, who packed
    ("you win: Lan packed", "Lan wins: you packed"); else "everyone else packed"."""
    packed = [s.seat for s in e.scores if s.status == "packed"]
    if len(packed) != 1:
        if e.winner == you:
            return translate("RummyTable", "you win: everyone else packed")
        return translate("RummyTable", "%1 wins: everyone else packed").replace(
            "%1", name_of(e.winner)
        )
    if e.winner == you:
        text = translate("RummyTable", "you win: %2 packed")
    elif packed[0] == you:
        text = translate("RummyTable", "%1 wins: you packed")
    else:
        text = translate("RummyTable", "%1 wins: %2 packed")
    return text.replace("%1", name_of(e.winner)).replace("%2", name_of(packed[0]))


def _wilds(cards: tuple[Card, ...], wild_rank: int) -> tuple[bool, ...]:
    return tuple(rm.is_wild(c, wild_rank) for c in cards)


def _groups(
    groups: tuple[tuple[Card, ...], ...], kinds: tuple[str, ...], wild_rank: int
) -> tuple[SheetGroup, ...]:
    return tuple(
        SheetGroup(tuple(g), kind_short(k), TONE_OF_KIND.get(k, "info"), _wilds(g, wild_rank))
        for g, k in zip(groups, kinds, strict=True)
    )


def _row(
    s: rm.SeatScore, e: rm.DealScored, declared: rm.Declared | None, name: str, wild_rank: int
) -> SheetRow:
    if s.status == "winner":
        if declared is None:
            return SheetRow(
                name,
                translate("RummyTable", "Winner"),
                (),
                translate("RummyTable", "the last player left"),
                "0",
                "win",
            )
        detail = translate("RummyTable", "%1 laid face down").replace(
            "%1", card_name(declared.face_down)
        )
        groups = _groups(declared.groups, declared.kinds, wild_rank)
        return SheetRow(
            name, translate("RummyTable", "Winner · declared"), groups, detail, "0", "win"
        )
    if s.status == "counted":
        groups = _groups(s.groups, s.kinds, wild_rank)
        if s.scattered:
            label = translate("RummyTable", "Scattered · %1").replace("%1", str(s.count))
            loose = tuple(s.scattered)
            groups += (SheetGroup(loose, label, "lose", _wilds(loose, wild_rank)),)
        status = translate("RummyTable", "Counted %1").replace("%1", str(s.count))
        detail = (
            translate("RummyTable", "halved to %1").replace("%1", str(s.points)) if e.halved else ""
        )
        return SheetRow(name, status, groups, detail, str(s.points), "lose" if s.points else "win")
    if s.status == "packed":
        status = (
            translate("RummyTable", "Packed (first turn)")
            if s.count == FIRST_TURN_PACK
            else translate("RummyTable", "Packed")
        )
        return SheetRow(name, status, (), "", str(s.points), "lose")
    return SheetRow(name, translate("RummyTable", "Out of the match"), (), "", "—", "info")
