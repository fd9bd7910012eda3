"""What happened, in words and each game's terms: the game log's lines, one game's events at a
time (``describe(game_id, event, name, you)``).

Only what the person's seat may see is said: another seat's drawn or hole card is "a card", a
card you drew is named. Every sentence about the person is its own sentence ("You draw", never
"You draws"), so a translation can make its verb agree. ``name(seat)`` is a seat's name;
``you`` the person's seat (None in a demo: every seat is named and no hidden card is told).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..amounts import format_amount
from ..engine import guandan as gd
from ..engine import pokdeng as pd
from ..engine import rummy as rm
from ..engine import xito
from ..engine.cards import RED_JOKER, Card, card_sign, rank_name
from ..engine.match import HandOver
from ..engine_text import engine_text
from ..game_words import pokdeng_with_native, xito_with_native

Name = Callable[[int], str]


# the literal calls let lupdate find every line's words
translate = QCoreApplication.translate


def card_text(card: Card | None, jokers: bool = False) -> str:
    """7♥, 10♠, Joker (with ``jokers``, as Guandan tells them apart: Big joker, Small joker;
    a hidden card: "a card")."""
    if card is None:
        return translate("GameLog", "a card")
    if card.suit is None:
        if not jokers:
            return translate("GameLog", "Joker")
        return (
            translate("GameLog", "Big joker")
            if card.rank == RED_JOKER
            else translate("GameLog", "Small joker")
        )
    return card_sign(card)


def cards_text(cards: Any, jokers: bool = False) -> str:
    return " ".join(card_text(c, jokers) for c in cards)


def amount(value: int) -> str:
    """Grouped as the language in use groups digits, as on the table."""
    return format_amount(value)


def obj(seat: int, you: int | None, name: Name) -> str:
    """A seat's name where it is not the subject: "you" for the person."""
    return translate("GameLog", "you") if seat == you else name(seat)


def said(seat: int, you: int | None, mine: str, other: str, name: Name) -> str:
    """``mine`` when ``seat`` is the person's (its own sentence), else ``other`` with %1."""
    return mine if seat == you else other.replace("%1", name(seat))


# --- Pok Deng ------------------------------------------------------------------------------------


def _pokdeng(e: Any, name: Name, you: int | None) -> list[str]:
    if isinstance(e, pd.RoundStarted):
        text = said(
            e.dealer,
            you,
            translate("GameLog", "Round %2: you deal."),
            translate("GameLog", "Round %2: %1 deals."),
            name,
        )
        return [text.replace("%2", str(e.round))]
    if isinstance(e, pd.Bet):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You bet %2."),
            translate("GameLog", "%1 bets %2."),
            name,
        )
        return [text.replace("%2", amount(e.amount))]
    if isinstance(e, pd.Deal):
        if e.seat != you:
            return []  # another hand's cards are face down
        return [translate("GameLog", "You are dealt %1.").replace("%1", card_text(e.card))]
    if isinstance(e, pd.Draw):
        if e.seat == you:
            return [translate("GameLog", "You draw %1.").replace("%1", card_text(e.card))]
        return [translate("GameLog", "%1 draws a card.").replace("%1", name(e.seat))]
    if isinstance(e, pd.Stood):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You stand."),
                translate("GameLog", "%1 stands."),
                name,
            )
        ]
    if isinstance(e, pd.Caught):
        text = said(
            e.dealer,
            you,
            translate("GameLog", "You catch the hands of %2 cards."),
            translate("GameLog", "%1 catches the hands of %2 cards."),
            name,
        )
        return [text.replace("%2", str(e.size))]
    if isinstance(e, pd.CatchDeclined):
        return [
            said(
                e.dealer,
                you,
                translate("GameLog", "You catch no one."),
                translate("GameLog", "%1 catches no one."),
                name,
            )
        ]
    if isinstance(e, pd.Reveal):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You show %2: %3."),
            translate("GameLog", "%1 shows %2: %3."),
            name,
        )
        words = pokdeng_with_native(e.cards, e.name, e.thai_name)
        return [text.replace("%2", cards_text(e.cards)).replace("%3", words)]
    if isinstance(e, pd.Settle):
        if e.outcome == "win":
            text = said(
                e.seat,
                you,
                translate("GameLog", "You beat the dealer: +%2."),
                translate("GameLog", "%1 beats the dealer: +%2."),
                name,
            )
        elif e.outcome == "lose":
            text = said(
                e.seat,
                you,
                translate("GameLog", "The dealer beats you: −%2."),
                translate("GameLog", "The dealer beats %1: −%2."),
                name,
            )
        else:
            text = said(
                e.seat,
                you,
                translate("GameLog", "You tie with the dealer."),
                translate("GameLog", "%1 ties with the dealer."),
                name,
            )
        return [text.replace("%2", amount(abs(e.amount)))]
    if isinstance(e, pd.BankPassed):
        return [
            said(
                e.dealer,
                you,
                translate("GameLog", "You take the bank."),
                translate("GameLog", "%1 takes the bank."),
                name,
            )
        ]
    if isinstance(e, pd.BankDeclined):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You let the bank pass."),
                translate("GameLog", "%1 lets the bank pass."),
                name,
            )
        ]
    if isinstance(e, pd.StopAnnounced):
        text = said(
            e.dealer,
            you,
            translate("GameLog", "You give up the bank after %2 rounds."),
            translate("GameLog", "%1 gives up the bank after %2 rounds."),
            name,
        )
        return [text.replace("%2", str(e.rounds_left))]
    if isinstance(e, pd.Rebought):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You buy %2 chips."),
            translate("GameLog", "%1 buys %2 chips."),
            name,
        )
        return [text.replace("%2", amount(e.chips))]
    if isinstance(e, pd.SeatLeft):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You leave the table."),
                translate("GameLog", "%1 leaves the table."),
                name,
            )
        ]
    if isinstance(e, pd.RoundVoid):
        return [translate("GameLog", "Nobody bet: no cards this round.")]
    return []


# --- Xì tố ---------------------------------------------------------------------------------------


def _xito(e: Any, name: Name, you: int | None) -> list[str]:
    if isinstance(e, xito.HandStarted):
        text = said(
            e.dealer,
            you,
            translate("GameLog", "Hand %2: you deal."),
            translate("GameLog", "Hand %2: %1 deals."),
            name,
        )
        return [text.replace("%2", str(e.hand))]
    if isinstance(e, xito.CardDealt):
        if e.face_up:
            text = said(
                e.seat,
                you,
                translate("GameLog", "You get %2 face up."),
                translate("GameLog", "%1 gets %2 face up."),
                name,
            )
            return [text.replace("%2", card_text(e.card))]
        if e.seat == you:
            return [translate("GameLog", "Your hole card: %1.").replace("%1", card_text(e.card))]
        return []  # another seat's hole card: nothing to tell
    if isinstance(e, xito.BettingRoundStarted):
        text = said(
            e.first_bettor,
            you,
            translate("GameLog", "Betting round %2: you speak first."),
            translate("GameLog", "Betting round %2: %1 speaks first."),
            name,
        )
        return [text.replace("%2", str(e.round))]
    if isinstance(e, xito.BetPlaced):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You bet %2 (tố)."),
            translate("GameLog", "%1 bets %2 (tố)."),
            name,
        )
        return [text.replace("%2", amount(e.amount))]
    if isinstance(e, xito.Called):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You call %2 (theo)."),
            translate("GameLog", "%1 calls %2 (theo)."),
            name,
        )
        return [text.replace("%2", amount(e.amount))]
    if isinstance(e, xito.Raised):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You raise by %2 to %3 (tố thêm)."),
            translate("GameLog", "%1 raises by %2 to %3 (tố thêm)."),
            name,
        )
        return [text.replace("%2", amount(e.amount)).replace("%3", amount(e.round_total))]
    if isinstance(e, xito.Folded):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You fold (úp bài)."),
                translate("GameLog", "%1 folds (úp bài)."),
                name,
            )
        ]
    if isinstance(e, xito.BetsCollected):
        return [translate("GameLog", "The bets go to the pot: %1.").replace("%1", amount(e.pot))]
    if isinstance(e, xito.HandShown):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You show %2: %3."),
            translate("GameLog", "%1 shows %2: %3."),
            name,
        )
        words = xito_with_native(e.category, e.name_vi, e.name_en)
        return [text.replace("%2", cards_text(e.cards)).replace("%3", words)]
    if isinstance(e, xito.PotAwarded):
        text = said(
            e.winner,
            you,
            translate("GameLog", "You win %2."),
            translate("GameLog", "%1 wins %2."),
            name,
        )
        return [text.replace("%2", amount(e.amount))]
    if isinstance(e, xito.Rebought):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You buy %2 chips."),
            translate("GameLog", "%1 buys %2 chips."),
            name,
        )
        return [text.replace("%2", amount(e.amount))]
    if isinstance(e, xito.SatOut):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You sit out."),
                translate("GameLog", "%1 sits out."),
                name,
            )
        ]
    return []


# --- Guandan -------------------------------------------------------------------------------------


def _guandan(e: Any, name: Name, you: int | None) -> list[str]:
    if isinstance(e, gd.Deal):
        return [
            translate("GameLog", "Hand %1 is dealt at level %2.")
            .replace("%1", str(e.hand_no))
            .replace("%2", rank_name(e.level))
        ]
    if isinstance(e, gd.AntiTribute):
        return [translate("GameLog", "Anti-tribute: the big jokers are shown, no tribute is paid.")]
    if isinstance(e, gd.TributeOffered):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You offer %2 as tribute."),
            translate("GameLog", "%1 offers %2 as tribute."),
            name,
        )
        return [text.replace("%2", card_text(e.card, True))]
    if isinstance(e, gd.TributeTaken):
        text = said(
            e.receiver,
            you,
            translate("GameLog", "You take %2 in tribute from %3."),
            translate("GameLog", "%1 takes %2 in tribute from %3."),
            name,
        )
        return [text.replace("%2", card_text(e.card, True)).replace("%3", obj(e.giver, you, name))]
    if isinstance(e, gd.TributeReturned):
        text = said(
            e.giver,
            you,
            translate("GameLog", "You return %2 to %3."),
            translate("GameLog", "%1 returns %2 to %3."),
            name,
        )
        # passed face down: only its giver and its receiver see it
        seen = e.card if you is not None and you in (e.giver, e.receiver) else None
        return [text.replace("%2", card_text(seen, True)).replace("%3", obj(e.receiver, you, name))]
    if isinstance(e, gd.HandBegins):
        return [
            said(
                e.leader,
                you,
                translate("GameLog", "You lead."),
                translate("GameLog", "%1 leads."),
                name,
            )
        ]
    if isinstance(e, gd.Played):
        if len(e.combo.cards) == 1 and e.combo.cards[0].suit is None:
            # a lone joker's name says its card ("Single small joker"): said once
            mine, other = translate("GameLog", "You play %2."), translate("GameLog", "%1 plays %2.")
        else:
            mine = translate("GameLog", "You play %2: %3.")
            other = translate("GameLog", "%1 plays %2: %3.")
        text = said(e.seat, you, mine, other, name)
        return [
            # the combination's name in the language in use, as the table's tags say it
            text.replace("%2", engine_text(e.combo.message())).replace(
                "%3", cards_text(e.combo.cards, True)
            )
        ]
    if isinstance(e, gd.Passed):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You pass."),
                translate("GameLog", "%1 passes."),
                name,
            )
        ]
    if isinstance(e, gd.PlayerOut):
        places = {
            1: translate("GameLog", "Banker"),
            2: translate("GameLog", "Follower"),
            3: translate("GameLog", "Third"),
            4: translate("GameLog", "Dweller"),
        }
        text = said(
            e.seat,
            you,
            translate("GameLog", "You go out: %2."),
            translate("GameLog", "%1 goes out: %2."),
            name,
        )
        return [text.replace("%2", places.get(e.place, str(e.place)))]
    if isinstance(e, gd.TrickOver):
        return [
            said(
                e.winner,
                you,
                translate("GameLog", "You win the trick."),
                translate("GameLog", "%1 wins the trick."),
                name,
            )
        ]
    if isinstance(e, gd.HandResult):
        a, b = e.winning_team, e.winning_team + 2
        if you in (a, b):
            partner = b if you == a else a
            team = translate("GameLog", "You and %1").replace("%1", name(partner))
        else:
            team = translate("GameLog", "%1 and %2").replace("%1", name(a)).replace("%2", name(b))
        if e.game_won:
            return [translate("GameLog", "%1 win the match at A.").replace("%1", team)]
        return [
            translate("GameLog", "%1 climb %2 to level %3.")
            .replace("%1", team)
            .replace("%2", str(e.climb))
            .replace("%3", rank_name(e.team_levels[e.winning_team]))
        ]
    return []


# --- Rummy ---------------------------------------------------------------------------------------


def _rummy(e: Any, name: Name, you: int | None) -> list[str]:
    if isinstance(e, rm.Dealt):
        text = said(
            e.dealer,
            you,
            translate("GameLog", "Deal %2: you deal."),
            translate("GameLog", "Deal %2: %1 deals."),
            name,
        )
        return [text.replace("%2", str(e.deal))]
    if isinstance(e, rm.WildCardTurned):
        return [translate("GameLog", "The wild card is %1.").replace("%1", card_text(e.card))]
    if isinstance(e, rm.PileStarted):
        return [
            translate("GameLog", "The discard pile starts with %1.").replace(
                "%1", card_text(e.card)
            )
        ]
    if isinstance(e, rm.Drew):
        if e.source == "discard":
            text = said(
                e.seat,
                you,
                translate("GameLog", "You pick up %2 from the discard pile."),
                translate("GameLog", "%1 picks up %2 from the discard pile."),
                name,
            )
            return [text.replace("%2", card_text(e.card))]
        if e.seat == you:
            return [
                translate("GameLog", "You draw %1 from the stock.").replace("%1", card_text(e.card))
            ]
        return [translate("GameLog", "%1 draws from the stock.").replace("%1", name(e.seat))]
    if isinstance(e, rm.Discarded):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You throw %2."),
            translate("GameLog", "%1 throws %2."),
            name,
        )
        return [text.replace("%2", card_text(e.card))]
    if isinstance(e, rm.Packed):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You pack: %2 points."),
            translate("GameLog", "%1 packs: %2 points."),
            name,
        )
        return [text.replace("%2", str(e.points))]
    if isinstance(e, rm.StockReshuffled):
        return [translate("GameLog", "The discard pile is shuffled into a new stock.")]
    if isinstance(e, rm.Declared):
        return [
            said(
                e.seat,
                you,
                translate("GameLog", "You declare."),
                translate("GameLog", "%1 declares."),
                name,
            )
        ]
    if isinstance(e, rm.DealScored):
        lines = [
            said(
                e.winner,
                you,
                translate("GameLog", "You win the deal."),
                translate("GameLog", "%1 wins the deal."),
                name,
            )
        ]
        for score in e.scores:
            if score.seat == e.winner:
                continue
            text = said(
                score.seat,
                you,
                translate("GameLog", "You are charged %2 points."),
                translate("GameLog", "%1 is charged %2 points."),
                name,
            )
            lines.append(text.replace("%2", str(score.points)))
        return lines
    if isinstance(e, rm.PlayerOut):
        text = said(
            e.seat,
            you,
            translate("GameLog", "You are out at %2 points."),
            translate("GameLog", "%1 is out at %2 points."),
            name,
        )
        return [text.replace("%2", str(e.total))]
    return []


_GAMES: dict[str, Callable[[Any, Name, int | None], list[str]]] = {
    "pokdeng": _pokdeng,
    "xito": _xito,
    "guandan": _guandan,
    "rummy": _rummy,
}


def describe(game_id: str, event: Any, name: Name, you: int | None) -> list[str]:
    """The log's lines for one event (none for an event nobody needs told)."""
    if isinstance(event, HandOver):
        if you is None or you >= len(event.deltas) or game_id == "guandan":
            return []
        delta = event.deltas[you]
        if game_id == "rummy":
            return []  # the deal's charges were said with DealScored
        if delta > 0:
            return [translate("GameLog", "Result: you won %1.").replace("%1", amount(delta))]
        if delta < 0:
            return [translate("GameLog", "Result: you lost %1.").replace("%1", amount(-delta))]
        return [translate("GameLog", "Result: you broke even.")]
    words = _GAMES.get(game_id)
    return words(event, name, you) if words is not None else []
