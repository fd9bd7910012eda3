"""The review's rows in the player's words, for the review window and ``cardtable-review`` alike.

Each row names the moment as the player lived it ("Round 2 · your bet", "Trick 5 · you led",
"Turn 4 · discard", "Street 3 · facing a bet of 20"), says the move played and the AI's choice
in the table's words and card signs, and each value in a unit a player can use (a fraction of a
bet as "−0.3 %", a chance as "50 %", chips in whole chips); a costly row says why the AI's choice
is better, from the advice reason the Hint shows. Forced moves and near-ties (a choice other
than the AI's that costs almost nothing) are grouped into one row each run ("3 forced moves"),
so the list is the decisions that matter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..amounts import amount_locale, format_amount
from ..engine import guandan as gd
from ..engine import pokdeng as pd
from ..engine import rummy as rm
from ..engine import xito
from ..engine.handlog import HandRecord
from ..engine_text import engine_text
from ..session.action_words import describe
from ..session.log_words import card_text
from .core import COSTLY, DEFAULT_COSTLY, Decision, Review

translate = QCoreApplication.translate  # the literal calls let lupdate find the words
NEAR_TIE = 0.2  # of the costly mark: a cost below it is a near-tie (the estimates' noise)
MINUS = "−"  # a loss with a true minus, as the tables write it
PERCENT_UNITS = {"chance", "bets"}  # fractions, read as percentages

# the unit of a column, in its header
UNIT_HEADERS: dict[str, Any] = {
    "bets": QT_TRANSLATE_NOOP("ReviewRows", "% of your bet"),
    "chance": QT_TRANSLATE_NOOP("ReviewRows", "% chance to take the hand"),
    "chips": QT_TRANSLATE_NOOP("ReviewRows", "chips"),
    "-points": QT_TRANSLATE_NOOP("ReviewRows", "penalty points"),
    "plan": QT_TRANSLATE_NOOP("ReviewRows", "plan points"),
    "agreement": QT_TRANSLATE_NOOP("ReviewRows", "agreement"),
}


@dataclass(frozen=True)
class Row:
    """One line of the review: a decision, or a run of ``grouped`` forced moves or near-ties."""

    index: int  # the step of the log the replay opens at (the row's first move)
    moment: str
    played: str
    best: str
    played_value: str
    best_value: str
    cost: str
    costly: bool = False
    why: str = ""  # a costly row: why the AI's choice is better (the Hint's reason)
    grouped: int = 0  # >0: this row stands for that many forced moves or near-ties

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"step": self.index, "moment": self.moment}
        if self.grouped:
            data["grouped"] = self.grouped
            return data
        data.update(
            played=self.played,
            best=self.best,
            played_value=self.played_value,
            best_value=self.best_value,
            cost=self.cost,
        )
        if self.costly:
            data["costly"] = True
            data["why"] = self.why
        return data


def unit_header(unit: str) -> str:
    """A value column's unit, as its header says it ("% of your bet", "chips")."""
    words = UNIT_HEADERS.get(unit)
    return translate("ReviewRows", words) if words is not None else unit


def value_text(value: float, unit: str, *, signed: bool = True) -> str:
    """A value rounded to what a player can use, with its unit's sign: a fraction of a bet or a
    chance in percent with one decimal under ten (−0.003 bets: "−0.3 %"), else whole; chips and
    points in whole numbers; a loss with a true minus."""
    if unit in PERCENT_UNITS:
        shown = value * 100.0
        digits = 1 if abs(shown) < 10 else 0
        number = f"{abs(shown):.{digits}f}"
        if float(number) == 0:
            number, shown = "0", 0.0
        whole, _, tenths = number.partition(".")
        text = format_amount(int(whole)) + (
            amount_locale().decimalPoint() + tenths if tenths else ""
        )
        text = translate("ReviewRows", "%1 %").replace("%1", text)
    else:
        shown = float(round(value))
        text = format_amount(abs(int(shown)))
    return MINUS + text if signed and shown < 0 else text


# --- the moment ------------------------------------------------------------------------------


def _moment(game: str, view: Any, action: Any, trick: int) -> str:
    if game == "pokdeng":
        number = format_amount(view.round)
        if isinstance(action, (pd.PlaceBet, pd.EndBets)):
            words = translate("ReviewRows", "Round %1 · your bet")
        elif isinstance(action, (pd.DrawCard, pd.Stand)):
            words = translate("ReviewRows", "Round %1 · draw or stand")
        elif isinstance(action, (pd.Catch, pd.NoCatch)):
            words = translate("ReviewRows", "Round %1 · catch")
        else:
            words = translate("ReviewRows", "Round %1 · the bank")
        return words.replace("%1", number)
    if game == "guandan":
        if view.phase == "tribute":
            return translate("ReviewRows", "Tribute")
        if view.phase == "return":
            return translate("ReviewRows", "Return tribute")
        if view.to_beat is None:
            words = translate("ReviewRows", "Trick %1 · you led")
        else:
            words = translate("ReviewRows", "Trick %1 · to beat %2").replace(
                "%2", engine_text(view.to_beat.message())
            )
        return words.replace("%1", format_amount(trick))
    if game == "rummy":
        number = format_amount(view.turns + 1)
        if view.phase == "draw":
            return translate("ReviewRows", "Turn %1 · draw").replace("%1", number)
        return translate("ReviewRows", "Turn %1 · discard").replace("%1", number)
    if game == "xito":
        number = format_amount(view.betting_round)
        if view.to_call > 0:
            words = translate("ReviewRows", "Street %1 · facing a bet of %2")
            return words.replace("%1", number).replace("%2", format_amount(view.to_call))
        return translate("ReviewRows", "Street %1 · no bet yet").replace("%1", number)
    return format_amount(0)


def said(action: Any, view: Any) -> str:
    """A move in the table's own words: Pok Deng's place as the table names it, Rummy's card
    taken from the pile, Xì tố's call with its chips."""
    if isinstance(action, pd.PlaceBet):
        kind = pd.spot_kind(action.spot, view.dealer)
        if kind == "own":
            words = translate("ReviewRows", "bet %1 on your place")
        elif kind == "last_leg":
            words = translate("ReviewRows", "bet %1 on the last leg")
        else:
            words = translate("ReviewRows", "bet %1 to cut in")
        return words.replace("%1", format_amount(action.amount))
    if isinstance(action, rm.Draw) and action.source == "discard" and view.pile_top is not None:
        return translate("ReviewRows", "take %1 from the discard pile").replace(
            "%1", card_text(view.pile_top, jokers=True)
        )
    if isinstance(action, xito.Call) and view.to_call > 0:
        return translate("ReviewRows", "call %1 (theo)").replace("%1", format_amount(view.to_call))
    if isinstance(action, gd.Pass):
        return translate("ReviewRows", "pass")
    return describe(action)


# --- the rows --------------------------------------------------------------------------------


def _near_tie(d: Decision) -> bool:
    return not d.agrees and d.cost <= NEAR_TIE * COSTLY.get(d.unit, DEFAULT_COSTLY)


def _why(d: Decision) -> str:
    if not d.costly:
        return ""
    reason = engine_text(d.message) if d.message is not None else d.reason
    if not reason:
        return ""
    return translate("ReviewRows", "The AI's choice is better: %1").replace("%1", reason)


def review_rows(record: HandRecord, review: Review) -> list[Row]:
    """The rows of ``review`` of ``record``: every move of the seat, in order, its forced moves
    and near-ties grouped by run."""
    by_index = {d.index: d for d in review.decisions}
    seat, game = review.seat, record.game
    unit = review.decisions[0].unit if review.decisions else ""
    rows: list[Row] = []
    run: list[tuple[str, int]] = []  # the current run of grouped moves: (kind, index)

    def close_run() -> None:
        if not run:
            return
        forced = sum(1 for kind, _i in run if kind == "forced")
        ties = len(run) - forced
        parts: list[str] = []
        # one sentence for one, another for more (no plural forms: English has no translation)
        if forced == 1:
            parts.append(translate("ReviewRows", "a forced move"))
        elif forced:
            parts.append(translate("ReviewRows", "%1 forced moves").replace("%1", str(forced)))
        if ties == 1:
            parts.append(translate("ReviewRows", "a near-tie"))
        elif ties:
            parts.append(translate("ReviewRows", "%1 near-ties").replace("%1", str(ties)))
        rows.append(Row(run[0][1], " · ".join(parts), "", "", "", "", "", grouped=len(run)))
        run.clear()

    state = record.state_at(0)
    trick = 0
    for index, (actor, action) in enumerate(record.actions):
        view = state.view(actor)
        if game == "guandan" and view.phase == "play" and view.to_beat is None:
            trick += 1  # a new trick is led
        if actor == seat:
            d = by_index.get(index)
            if d is None:
                run.append(("forced", index))
            elif _near_tie(d):
                run.append(("tie", index))
            else:
                close_run()
                rows.append(
                    Row(
                        index,
                        _moment(game, view, action, trick),
                        said(d.played, view),
                        translate("ReviewRows", "the same") if d.agrees else said(d.best, view),
                        "" if d.played_value is None else value_text(d.played_value, unit),
                        value_text(d.best_value, unit),
                        value_text(d.cost, unit, signed=False),
                        d.costly,
                        _why(d),
                    )
                )
        state.apply(action)
    close_run()
    return rows
