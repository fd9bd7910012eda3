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
    # Every reason names what a player can check: the cards, the plan left (``{plan}``: its
    # groups and bombs), a count, or a seat (``{seat}``: the table shows the player's name).
    "advice.guandan.plan": T("{groups} group", "{groups} groups", "groups"),
    "advice.guandan.plan_bombs": T("{plan} and a bomb", "{plan} and {bombs} bombs", "bombs"),
    "advice.guandan.plan_only_bombs": T("only a bomb", "only {bombs} bombs", "bombs"),
    "advice.guandan.cut": T(
        "Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws "
        "first, and whoever draws it leads the first trick."
    ),
    "advice.guandan.pass_cannot": T("Pass: nothing in your hand beats {top}."),
    "advice.guandan.only_play": T("Play {play}: it is the only play your cards allow."),
    "advice.guandan.go_out": T("Play {play}: it empties your hand."),
    "advice.guandan.return_partner": T("Return {card} to your partner: the best card you may."),
    "advice.guandan.tribute_plan": T(
        "Pay {card}: your hand is then {plan}, and no other card costs your plan less."
    ),
    "advice.guandan.tribute_high": T(
        "Pay {card}: the tribute is your highest card; your hand is then {plan}."
    ),
    "advice.guandan.return_plan": T(
        "Return {card}: your hand is then {plan}, and no other card costs your plan less."
    ),
    "advice.guandan.return_low": T(
        "Return {card}: the lowest card you can spare; your hand is then {plan}."
    ),
    "advice.guandan.lead_cash": T(
        "Lead {play}: no higher one can be made from the {count} cards still out, so you keep "
        "the lead; your hand is then {plan}."
    ),
    "advice.guandan.lead_last": T(
        "Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}."
    ),
    "advice.guandan.lead_feed": T(
        "Lead {play}: your partner holds {count} card and can beat it.",
        "Lead {play}: your partner holds {count} cards and can beat it.",
        "count",
    ),
    "advice.guandan.lead_forced": T(
        "Lead {play}: {seat} holds {count} card and could answer any group; this one costs "
        "you least.",
        "Lead {play}: {seat} holds {count} cards and could answer any group; this one costs "
        "you least.",
        "count",
    ),
    "advice.guandan.lead_safe": T(
        "Lead {play}: {seat} holds only {count} card and cannot answer it.",
        "Lead {play}: {seat} holds only {count} cards and cannot answer it.",
        "count",
    ),
    "advice.guandan.lead_weakest": T(
        "Lead {play}: it is your weakest group; your hand is then {plan}."
    ),
    "advice.guandan.lead_any": T("Lead {play}: your hand is then {plan}."),
    "advice.guandan.pass_partner": T("Pass: your partner is winning the trick with {top}."),
    "advice.guandan.pass_plan": T(
        "Pass: beating {top} would cost your plan ({plan}) more than the trick is worth."
    ),
    "advice.guandan.pass_save": T("Pass: beating {top} would spend {play}, worth more later."),
    "advice.guandan.bomb_urgent": T(
        "Play {play}: {seat} holds {count} card; stop them before they go out.",
        "Play {play}: {seat} holds {count} cards; stop them before they go out.",
        "count",
    ),
    "advice.guandan.bomb_finish": T(
        "Play {play}: the lead this bomb wins leaves you {plan} to finish with."
    ),
    "advice.guandan.follow_win": T(
        "Play {play}: no higher one can be made from the {count} cards still out, so the lead "
        "is yours; your hand is then {plan}."
    ),
    "advice.guandan.follow_stop": T(
        "Play {play}: {seat} holds {count} card; do not let them win the trick.",
        "Play {play}: {seat} holds {count} cards; do not let them win the trick.",
        "count",
    ),
    "advice.guandan.follow_wild": T(
        "Play {play}: it spends your wild {card}, worth it as your hand is then {plan}."
    ),
    "advice.guandan.follow_shed": T("Play {play}: it sheds a group; your hand is then {plan}."),
    "advice.guandan.follow_low": T(
        "Play {play}: the smallest play that beats {top}; your hand is then {plan}."
    ),
    "advice.guandan.pass_search": T(
        "Pass: in {count} deals of the cards you cannot see, played out, your team takes the "
        "hand {chance} % of the time after a pass, {other} % after the best play."
    ),
    "advice.guandan.play_search": T(
        "Play {play}: in {count} deals of the cards you cannot see, played out, your team takes "
        "the hand {chance} % of the time, {other} % after a pass."
    ),
    "advice.guandan.keep_plan": T("Keep to your plan: your hand is then {plan}."),
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
