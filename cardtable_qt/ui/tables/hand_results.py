"""The result sheets of Pok Deng and Xì tố: what a finished hand comes to, in rows.

Every number on a sheet is the engine's: a Pok Deng hand's chips are its ``Settle.amount``, a
pot's winner and amount its ``PotAwarded`` (named beside the pot, in the row's status), and a Xì
tố row's chips and the title's net are the ``HandOver`` delta; the
words under the title say how the net comes from them (what you put in, what you took back), so
no two numbers shown together disagree. ``name(seat)`` gives a seat's name ("You" for yours).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import pokdeng as pd
from ...engine import xito
from ...engine.match import HandOver
from ...game_words import pokdeng_name, xito_with_native
from ..table import format_amount
from ..table.result_sheet import SheetGroup, SheetRow

# a sentence about a seat: (seat, the words when it is you, the words with its name for %1)
Said = Callable[[int, str, str], str]

Sheet = tuple[str, str, list[SheetRow]]


# the literal calls let lupdate find every line's words
translate = QCoreApplication.translate


def signed(amount: int) -> str:
    """+20, −20 (a true minus sign) or 0."""
    if amount == 0:
        return "0"
    return ("+" if amount > 0 else "−") + format_amount(abs(amount))


def _tone(amount: int) -> str:
    return "win" if amount > 0 else "lose" if amount < 0 else "tie"


def net_title(delta: int) -> str:
    if delta > 0:
        return translate("HandResults", "You won %1").replace("%1", format_amount(delta))
    if delta < 0:
        return translate("HandResults", "You lost %1").replace("%1", format_amount(-delta))
    return translate("HandResults", "You broke even")


# --- Pok Deng ----------------------------------------------------------------------------------


def pokdeng_sheet(
    over: HandOver, events: Sequence[Any], name: Callable[[int], str], you: int | None
) -> Sheet:
    """One row per hand against the dealer (its name, multiplier and chips), the dealer last."""
    settles = [e for e in events if isinstance(e, pd.Settle)]
    rounds = [e for e in events if isinstance(e, pd.RoundStarted)]
    dealer = settles[0].dealer if settles else rounds[-1].dealer if rounds else None
    rows: list[SheetRow] = []
    legs: dict[int, int] = {}
    for e in settles:
        legs[e.seat] = legs.get(e.seat, 0) + 1
    for e in settles:
        who = name(e.seat)
        if legs[e.seat] > 1:  # which leg: the words of the caption on the felt
            kind = pd.spot_kind(e.spot, e.dealer)
            if kind == "cut_in":
                leg = translate("HandResults", "%1 · cut in")
            elif kind == "last_leg":
                leg = translate("HandResults", "%1 · last leg")
            elif e.seat == you:  # as the felt and the Bet button name it
                leg = translate("HandResults", "%1 · your place")
            else:
                leg = translate("HandResults", "%1 · own place")
            who = leg.replace("%1", who)
        # your side of it: as the dealer, a hand that beat you is a loss
        side = -e.amount if you is not None and you == e.dealer else e.amount
        if e.outcome == "win":
            against = translate("HandResults", "beats the dealer's %1")
        elif e.outcome == "lose":
            against = translate("HandResults", "loses to the dealer's %1")
        else:
            against = translate("HandResults", "ties with the dealer's %1")
        dealer_hand = pokdeng_name(e.dealer_cards, e.dealer_name)
        if not dealer_hand:  # the dealer's cards stayed hidden (a Pok against no Pok)
            against = {
                "win": translate("HandResults", "beats the dealer"),
                "lose": translate("HandResults", "loses to the dealer"),
            }.get(e.outcome, translate("HandResults", "ties with the dealer"))
        status = against.replace("%1", dealer_hand)
        times = (
            translate("HandResults", "×%1").replace("%1", str(e.multiplier))
            if e.multiplier > 1
            else ""
        )
        detail = translate("HandResults", "bet %1").replace("%1", format_amount(e.bet))
        if times:
            detail = f"{detail} · {times}"
        groups = (SheetGroup(tuple(e.cards), pokdeng_name(e.cards, e.name), _tone(side)),)
        rows.append(SheetRow(who, status, groups, detail, signed(side), _tone(side)))
    if dealer is not None and dealer < len(over.deltas):
        # the dealer's cards, from a settle that showed them (a Pok against none hides them)
        shown = next((e for e in settles if e.dealer_cards), None)
        cards = shown.dealer_cards if shown is not None else ()
        label = pokdeng_name(cards, shown.dealer_name) if shown is not None else ""
        groups = (SheetGroup(tuple(cards), label),) if cards else ()
        delta = over.deltas[dealer]
        rows.append(
            SheetRow(
                name(dealer),
                translate("HandResults", "Dealer"),
                groups,
                "",
                signed(delta),
                _tone(delta),
            )
        )
    played = you is not None and (you == dealer or any(e.seat == you for e in settles))
    if played and you is not None and you < len(over.deltas):
        delta = over.deltas[you]
        if delta > 0:
            title = translate("HandResults", "You won %1 this round").replace(
                "%1", format_amount(delta)
            )
        elif delta < 0:
            title = translate("HandResults", "You lost %1 this round").replace(
                "%1", format_amount(-delta)
            )
        else:
            title = translate("HandResults", "Even this round")
    elif not settles:
        title = translate("HandResults", "Nobody bet: no cards this round")
    else:
        title = translate("HandResults", "The round is over")
    subtitle = ""
    if dealer is not None and dealer == you:  # its own sentence, and the chips your side's
        subtitle = translate(
            "HandResults", "Each hand against you, the dealer; the chips are what you paid or took."
        )
    elif dealer is not None:
        subtitle = translate(
            "HandResults", "Each hand against the dealer, %1; the chips are the hand's."
        ).replace("%1", name(dealer))
    return title, subtitle, rows


# --- Xì tố -------------------------------------------------------------------------------------


def pot_name(pot: int, pots: int) -> str:
    if pots == 1:
        return translate("HandResults", "The pot")
    if pot == 0:
        return translate("HandResults", "Main pot")
    return translate("HandResults", "Side pot %1").replace("%1", str(pot))


def hand_words(name_vi: str, name_en: str, category: str = "") -> str:
    """ "Cù lũ (full house)" with the English translated by its code; in Vietnamese "Cù lũ"."""
    if category:
        return xito_with_native(category, name_vi, name_en)
    return f"{name_vi} ({name_en})" if name_en and name_en != name_vi else name_vi


def fold_words(winner: int, left: Collection[int], said: Said) -> str:
    """Why a pot went uncontested: heads-up, who folded ("Minh folded", "you folded");
    else "everyone else folded". ``left``: the seats still in when the last betting round
    began (the seats dealt in, if unknown): one other there, the hand was heads-up."""
    others = [seat for seat in left if seat != winner]
    if len(others) == 1:
        return said(
            others[0],
            translate("HandResults", "you folded"),
            translate("HandResults", "%1 folded"),
        )
    return translate("HandResults", "everyone else folded")


def xito_sheet(
    over: HandOver,
    events: Sequence[Any],
    name: Callable[[int], str],
    you: int | None,
    dealt_in: Collection[int] = (),
    in_last_round: Collection[int] = (),
) -> Sheet:
    """One row per player who took a pot or showed a hand: the pots taken (each with its
    amount), the hand, and the player's net for the hand, the same number the title gives
    for yours (a pot's amount is not a win: the winner's own stake is in it).

    ``dealt_in``: the seats dealt in, when ``events`` may not hold the hand's start (they
    start where an undo left the hand); ``in_last_round``, then, the seats still in when the
    hand's last betting round began (who folded before it is not in ``events``)."""
    awards = [e for e in events if isinstance(e, xito.PotAwarded)]
    shown = {e.seat: e for e in events if isinstance(e, xito.HandShown)}
    dealt: set[int] = set(dealt_in)
    left: set[int] = set(in_last_round or dealt_in)  # in at the last round's start
    folded: set[int] = set()
    started = False
    for e in events:
        if isinstance(e, xito.HandStarted):
            dealt, left, folded, started = set(e.seats), set(e.seats), set(), True
        elif isinstance(e, xito.Folded):
            folded.add(e.seat)
        elif isinstance(e, xito.BettingRoundStarted) and started:
            left = dealt - folded

    def net(seat: int) -> int:
        return over.deltas[seat] if seat < len(over.deltas) else 0

    def said(seat: int, yours: str, other: str) -> str:
        return yours if seat == you else other.replace("%1", name(seat))

    rows: list[SheetRow] = []
    winners = list(dict.fromkeys(a.winner for a in awards))
    for winner in winners:
        pots_taken = [a for a in awards if a.winner == winner]
        a = pots_taken[0]
        hand = shown.get(winner)
        groups: tuple[SheetGroup, ...] = ()
        if a.category:
            words = hand_words(a.name_vi, a.name_en, a.category)
            if hand is not None:
                groups = (SheetGroup(tuple(hand.cards), a.name_vi, "win"),)
        else:
            words = fold_words(winner, left or dealt, said)
        pots = " + ".join(
            f"{pot_name(p.pot, len(awards))} ({format_amount(p.amount)})" for p in pots_taken
        )
        rows.append(
            SheetRow(name(winner), pots, groups, words, signed(net(winner)), _tone(net(winner)))
        )
    # the hands shown that took nothing, the strongest first (not in the order shown)
    losers = sorted(
        (seat for seat in shown if not any(a.winner == seat for a in awards)),
        key=lambda seat: xito.evaluate(shown[seat].cards),
        reverse=True,
    )
    for seat in losers:
        hand = shown[seat]
        groups = (SheetGroup(tuple(hand.cards), hand.name_vi, "lose"),)
        words = hand_words(hand.name_vi, hand.name_en, hand.category)
        rows.append(
            SheetRow(
                name(seat),
                translate("HandResults", "loses"),
                groups,
                words,
                signed(net(seat)),
                "lose",
            )
        )
    in_hand = you is not None and (you in dealt or not dealt) and you < len(over.deltas)
    if in_hand and you is not None:
        delta = over.deltas[you]
        taken = sum(a.amount for a in awards if a.winner == you)
        title = net_title(delta)
        put_in = taken - delta
        if taken:
            subtitle = (
                translate("HandResults", "You put in %1 and took %2.")
                .replace("%1", format_amount(put_in))
                .replace("%2", format_amount(taken))
            )
        else:
            subtitle = translate("HandResults", "You put in %1.").replace(
                "%1", format_amount(put_in)
            )
    else:
        title = translate("HandResults", "The hand is over")
        subtitle = ""
    return title, subtitle, rows


def winners_lines(
    awards: Sequence[Any], name: Callable[[int], str], you: int | None = None
) -> list[str]:
    """Who took which pots, a line for each winner with the total of the pots they took:
    "Lan took pots worth 2,829 (2 pots)" — the same numbers as the winners' tags. It says
    pots, not winnings: the result sheet's row is the net, less what the seat put in."""
    totals: dict[int, list[int]] = {}
    for a in awards:
        totals.setdefault(a.winner, []).append(a.amount)
    parts = []
    for seat, amounts in totals.items():
        several = len(amounts) > 1
        # a sentence of its own about you, not "%1 took" with "You"
        if seat == you and several:
            text = translate("HandResults", "You took pots worth %2")
        elif seat == you:
            text = translate("HandResults", "You took the pot of %2")
        elif several:
            text = translate("HandResults", "%1 took pots worth %2").replace("%1", name(seat))
        else:
            text = translate("HandResults", "%1 took the pot of %2").replace("%1", name(seat))
        text = text.replace("%2", format_amount(sum(amounts)))
        if several:
            text += translate("HandResults", " (%1 pots)").replace("%1", str(len(amounts)))
        parts.append(text)
    return parts
