"""The hard bots' reasons for the table's Hint, by code (``advice.<game>.<what>``), in English.

The bots live above the engine, but their reasons are translated exactly like the engine's own
messages: ``catalogue.CATALOGUE`` takes these in, so the translators see them in the ``engine``
context and ``engine_text`` renders them in the player's language. A parameter is a card in
notation, a number already formatted (``+0.04``, ``54 %``) or a message (a combination's name).
"""

from __future__ import annotations

from typing import Final

from .messages import Template

T = Template

ADVICE: Final[dict[str, Template]] = {
    # --- Guandan --------------------------------------------------------------------------------
    "advice.guandan.only_move": T("Only one move is possible."),
    "advice.guandan.go_out": T("Play {play}: it empties your hand."),
    "advice.guandan.return_partner": T("Return {card} to your partner: the best card you may."),
    "advice.guandan.tribute_plan": T("Pay {card}: it costs your plan the least."),
    "advice.guandan.return_plan": T("Return {card}: it costs your plan the least."),
    "advice.guandan.lead": T("Lead {play}."),
    "advice.guandan.lead_cash": T(
        "Lead {play}: nobody can beat it, and you keep the lead to go out."
    ),
    "advice.guandan.lead_last": T("Lead {play}: your last group."),
    "advice.guandan.lead_feed": T(
        "Lead {play}: your partner holds {cards} card and can beat it.",
        "Lead {play}: your partner holds {cards} cards and can beat it.",
        "cards",
    ),
    "advice.guandan.lead_forced": T("Lead {play}: every group you have can be answered."),
    "advice.guandan.lead_weakest": T(
        "Lead {play}: it is the group of your plan that most needs a lead."
    ),
    "advice.guandan.pass_partner": T("Pass: your partner is winning this trick."),
    "advice.guandan.pass_plan": T("Pass: no play beats it without costing your plan."),
    "advice.guandan.bomb_urgent": T("Bomb with {play}: an opponent is close to going out."),
    "advice.guandan.bomb_finish": T("Bomb with {play}: the lead lets you finish."),
    "advice.guandan.follow_plan": T("Play {play}: it fits your plan."),
    "advice.guandan.pass_search": T(
        "Pass: your team takes the hand in about {chance} % of the deals you can face."
    ),
    "advice.guandan.play_search": T(
        "Play {play}: your team takes the hand in about {chance} % of the deals you can face."
    ),
    "advice.guandan.keep_plan": T("Keep to your plan."),
    # --- Pok Deng -------------------------------------------------------------------------------
    "advice.pokdeng.rebuy": T("Rebuy: leaving ends the session."),
    "advice.pokdeng.forced_draw": T("Draw: under 4 points the table rule makes you draw."),
    "advice.pokdeng.draw": T(
        "Draw: on {points} points a third card wins more often than it loses, "
        "{gain} bets on average over standing."
    ),
    "advice.pokdeng.stand": T(
        "Stand: on {points} points a third card loses more often than it wins, "
        "{gain} bets on average."
    ),
    "advice.pokdeng.catch3": T(
        "Catch the three-card hands: your {points} points take {gain} bets from them on "
        "average, more than waiting."
    ),
    "advice.pokdeng.catch2": T(
        "Catch the two-card hands: your {points} points take {gain} bets from them on "
        "average, more than waiting."
    ),
    "advice.pokdeng.no_catch": T(
        "No catch: on {points} points catching now gives away more than it takes."
    ),
    "advice.pokdeng.dealer_draw": T(
        "Draw: on {points} points a third card gains {gain} bets on average."
    ),
    "advice.pokdeng.end_bets": T("Done: one hand at the minimum; more only adds risk."),
    "advice.pokdeng.min_bet": T(
        "Bet the minimum: a player hand expects {edge} bets against the bank, so a larger "
        "stake only adds risk."
    ),
    "advice.pokdeng.take_bank": T(
        "Take the bank: the dealer keeps the edge the players give away."
    ),
    "advice.pokdeng.decline_bank": T("Pass the bank: your chips cannot cover a full table's bets."),
    "advice.pokdeng.keep_bank": T("Deal on: the bank keeps the edge while it can cover the table."),
    "advice.pokdeng.announce_stop": T(
        "Announce the stop: the bank can no longer cover the table's bets."
    ),
    # --- Indian Rummy ---------------------------------------------------------------------------
    "advice.rummy.declare": T("Declare: your cards make a valid declaration."),
    "advice.rummy.pack": T(
        "Pack: with {points} points and no pure sequence, playing on is likely to cost more "
        "than {cost}."
    ),
    "advice.rummy.draw_stock": T("Draw from the stock."),
    "advice.rummy.take_forced": T("Take the discard: the stock is empty."),
    "advice.rummy.take_wild": T("Take {card}: a wild card fits any group."),
    "advice.rummy.take_declare": T("Take {card}: with it you can declare."),
    "advice.rummy.draw_no_group": T("Draw from the stock: {card} would join no group."),
    "advice.rummy.take_improves": T(
        "Take {card}: it joins a group, better than a card from the stock on average."
    ),
    "advice.rummy.draw_no_gain": T("Draw from the stock: {card} would not improve your hand."),
    "advice.rummy.discard_spare": T(
        "Discard {card}: it is the card you can best spare, though the next player is near it."
    ),
    "advice.rummy.discard_not_collected": T(
        "Discard {card}: it joins no group you need, and the next player is not collecting it."
    ),
    "advice.rummy.discard_thrown": T(
        "Discard {card}: it joins no group and the next player just threw {thrown}."
    ),
    "advice.rummy.discard_high": T("Discard {card}: it joins no group and counts high."),
    "advice.rummy.discard_chances": T(
        "Discard {card}: it joins no group and keeps your best chances for the next draws."
    ),
    # --- Xì tố ----------------------------------------------------------------------------------
    "advice.xito.rebuy": T("Re-buy: sitting out gives up the hand."),
    "advice.xito.raise": T(
        "Raise: you win about {win} of the time here; make the others pay to see the next card."
    ),
    "advice.xito.raise_nuts": T("Raise: nothing they can hold beats your hand."),
    "advice.xito.call": T(
        "Call: you win about {win} of the time, and the call needs only {need} of the pot."
    ),
    "advice.xito.fold_to_bets": T(
        "Fold: against what their bets show you win only about {win} of the time, and calling "
        "needs {need}."
    ),
    "advice.xito.bet_most": T("Bet the most: you win about {win} of the time."),
    "advice.xito.bet_middle": T(
        "Bet: you win about {win} of the time; a middle bet keeps worse hands in."
    ),
    "advice.xito.bluff": T(
        "Bet: your face-up cards look the strongest, and a bet this often makes folding and "
        "calling cost them the same."
    ),
    "advice.xito.bet_least": T(
        "Bet the least: you win about {win} of the time, enough to see a card."
    ),
    "advice.xito.fold_open": T(
        "Fold: you win only about {win} of the time, less than even the smallest bet needs."
    ),
}

__all__ = ["ADVICE"]
