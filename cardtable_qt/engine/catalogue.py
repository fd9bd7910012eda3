"""Every message code the engines use, with its English template (see ``messages.py``).

Codes are ``<game>.<what>`` (``engine.`` for the shared ones) and never change once released:
saves and statistics keep them. A new message gets a new code; translators see each template in
the ``engine`` context of the ``.ts`` files (``resources/i18n/update.py``).
"""

from __future__ import annotations

from typing import Final

from .advice_catalogue import ADVICE
from .messages import PLAIN, Template

T = Template

CATALOGUE: Final[dict[str, Template]] = {
    PLAIN: T("{text}"),
    # --- every game -----------------------------------------------------------------------------
    "engine.not_a_move": T("That is not a {game} move (got {got})."),
    "engine.bad_field": T("{field} must be {words}, got {problem}."),
    "engine.match_over": T("The match is over."),
    # a card in a message (``words.card_param``): its rank and suit sign, or a joker in words
    "engine.card": T("{card}"),
    "engine.joker": T("Joker"),
    # a seat in a message (``words.seat_param``); the table shows the player's name instead
    "engine.seat": T("seat {seat}"),
    # several cards of one rank (words.several_param): "Pair of aces", "the 10s are wild"
    "engine.several_of": T("{rank}s"),  # "10s", "small jokers"
    "engine.aces": T("aces"),
    "engine.kings": T("kings"),
    "engine.queens": T("queens"),
    "engine.jacks": T("jacks"),
    # --- Guandan --------------------------------------------------------------------------------
    "guandan.not_an_action": T("{action} is not a Guandan action."),
    "guandan.already_cut": T("The deck has already been cut."),
    "guandan.not_play_time": T("It is not time to play cards."),
    "guandan.wrong_level": T("Plays are read at level {level} in this hand."),
    "guandan.not_your_cards": T("You can only play cards from your own hand."),
    "guandan.not_that_combination": T("Those cards are not that combination."),
    "guandan.does_not_beat": T("{combo} does not beat {top}."),
    "guandan.play_higher": T("Play a higher {kind} or a bomb, or pass ({top} leads this trick)."),
    "guandan.lead_any": T("You lead this trick: play any combination."),
    "guandan.no_tribute_now": T("No tribute is being paid now."),
    "guandan.tribute_from_hand": T("Pay tribute with a card from your own hand."),
    "guandan.tribute_highest": T(
        "Tribute is your highest card (the heart level cards do not count)."
    ),
    "guandan.no_return_now": T("No tribute is being returned now."),
    "guandan.return_from_hand": T("Return a card from your own hand."),
    "guandan.return_low": T(
        "Return a card of rank 10 or lower that is not a level card "
        "(only if you have none, your lowest card)."
    ),
    "guandan.summary": T(
        "Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand "
        "(+{climb})"
    ),
    "guandan.summary_game_won": T("{hand} and the game at A."),
    "guandan.summary_levels": T(
        "{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3)."
    ),
    "guandan.summary_drop_back": T(
        "{text} Seats {seat} and {partner} drop back to 2 after three tries at A."
    ),
    "guandan.place_follower": T("Follower"),
    "guandan.place_third": T("Third"),
    "guandan.place_dweller": T("Dweller"),
    "guandan.small_joker": T("small joker"),
    "guandan.big_joker": T("big joker"),
    "guandan.single": T("Single {rank}"),
    # ``rank`` is the rank in card notation ("A"), ``ranks`` several of it in words ("aces":
    # "Pair of As" read as the word "as"); a translation may name either
    "guandan.pair": T("Pair of {ranks}"),
    "guandan.triple": T("Triple {ranks}"),
    "guandan.full_house": T("Full house {ranks}"),
    "guandan.tube": T("Tube {ranks}"),
    "guandan.plate": T("Plate {ranks}"),
    "guandan.straight": T("Straight {low}–{high}"),
    "guandan.straight_flush": T("Straight flush {low}–{high}"),
    "guandan.bomb": T("Bomb of {n} × {rank}"),
    "guandan.joker_bomb": T("Joker bomb"),
    "guandan.with_wilds": T("{combo} (wild as {ranks})", "{combo} (wilds as {ranks})", "n"),
    "guandan.kind_single": T("single"),
    "guandan.kind_pair": T("pair"),
    "guandan.kind_triple": T("triple"),
    "guandan.kind_full_house": T("full house"),
    "guandan.kind_straight": T("straight"),
    "guandan.kind_tube": T("tube"),
    "guandan.kind_plate": T("plate"),
    "guandan.kind_straight_flush": T("straight flush"),
    "guandan.kind_bomb": T("bomb"),
    "guandan.kind_joker_bomb": T("joker bomb"),
    # --- Pok Deng -------------------------------------------------------------------------------
    "pokdeng.session_over": T("The session is over."),
    "pokdeng.cannot_now": T("You cannot {what} now: {waiting}."),
    "pokdeng.what_place_a_bet": T("place a bet"),
    "pokdeng.what_finish_betting": T("finish betting"),
    "pokdeng.what_draw": T("draw a card"),
    "pokdeng.what_stand": T("stand"),
    "pokdeng.what_catch": T("catch"),
    "pokdeng.what_decline_to_catch": T("decline to catch"),
    "pokdeng.what_rebuy": T("rebuy"),
    "pokdeng.what_leave_the_table": T("leave the table"),
    "pokdeng.what_take_the_bank": T("take the bank"),
    "pokdeng.what_decline_the_bank": T("decline the bank"),
    "pokdeng.what_deal_another_round": T("deal another round"),
    "pokdeng.what_announce_a_stop": T("announce a stop"),
    "pokdeng.waiting_bets": T("seat {seat} is placing bets"),
    "pokdeng.waiting_draw": T("hand {hand} (seat {seat}) draws or stands"),
    "pokdeng.waiting_catch": T("the dealer decides whether to catch"),
    "pokdeng.waiting_dealer_draw": T("the dealer draws or stands"),
    "pokdeng.waiting_rebuy": T("seat 0 is out of chips and must rebuy or leave"),
    "pokdeng.waiting_bank_offer": T("seat 0 is offered the bank"),
    "pokdeng.waiting_bank_keep": T("the dealer chooses to deal on or announce a stop"),
    "pokdeng.waiting_over": T("the session is over"),
    "pokdeng.bet_whole_numbers": T("A bet's spot and amount must be whole numbers."),
    "pokdeng.no_more_hands": T("You cannot open another hand this round."),
    "pokdeng.no_position": T("There is no position {spot} at this table."),
    "pokdeng.position_taken": T("That position already has a hand."),
    "pokdeng.others_place": T("That is another player's place: bet at yours or in a gap."),
    "pokdeng.bet_range": T(
        "A bet here must be from {low} to {high} chip.",
        "A bet here must be from {low} to {high} chips.",
        "high",
    ),
    "pokdeng.wrong_hand": T("It is hand {expected}'s turn to draw or stand, not hand {hand}."),
    "pokdeng.must_draw": T("Under 4 points a player must draw a third card (table rule)."),
    "pokdeng.catch_three_only": T("At this table the dealer may catch only three-card hands."),
    "pokdeng.nothing_to_catch": T("There is no hand with {size} cards to catch."),
    "pokdeng.bets_on_table": T("You have bets on the table: play this round out first."),
    "pokdeng.summary": T("Round {round}: dealer (seat {seat}) {delta}"),
    # hand names (glossary.md): kinds, points, Pok and the deng that multiplies
    "pokdeng.points": T("{n} point", "{n} points", "n"),
    "pokdeng.pok": T("Pok {n}"),
    "pokdeng.tong": T("Tong ×{x}"),
    "pokdeng.straight_flush": T("Straight flush ×{x}"),
    "pokdeng.straight": T("Straight ×{x}"),
    "pokdeng.sam_lueang": T("Sam Lueang ×{x}"),
    "pokdeng.two_deng": T("{base}, two deng ×2"),
    "pokdeng.three_deng": T("{base}, three deng ×3"),
    # --- Xì tố ----------------------------------------------------------------------------------
    "xito.no_bet_to_call": T("There is no bet to call yet: bet (tố) or fold."),
    "xito.bet_whole_number": T("A bet is a whole number of chips."),
    "xito.already_a_bet": T("There is already a bet this round: call (theo), raise or fold."),
    "xito.nobody_bet": T("Nobody has bet yet this round: open with a bet (tố) or fold."),
    "xito.raise_limit": T(
        "This round already had {n} raise: call or fold.",
        "This round already had {n} raises: call or fold.",
        "n",
    ),
    "xito.nobody_can_answer": T("Nobody left can answer a raise: call or fold."),
    "xito.not_enough_to_raise": T("You do not have enough chips to raise: call or fold."),
    "xito.only_bet": T(
        "The only bet you can make is {n} chip (all-in).",
        "The only bet you can make is {n} chips (all-in).",
        "n",
    ),
    "xito.only_raise": T(
        "The only raise you can make is {n} chip (all-in).",
        "The only raise you can make is {n} chips (all-in).",
        "n",
    ),
    "xito.bet_range": T(
        "A bet is from {low} to {high} chip, not {amount}.",
        "A bet is from {low} to {high} chips, not {amount}.",
        "high",
    ),
    "xito.raise_range": T(
        "A raise is from {low} to {high} chip, not {amount}.",
        "A raise is from {low} to {high} chips, not {amount}.",
        "high",
    ),
    "xito.not_an_action": T("{action} is not a Xì tố action."),
    "xito.cannot_pay_ante": T("You cannot pay the ante: re-buy chips or sit this hand out."),
    "xito.rebuy_when": T(
        "You can only re-buy or sit out before a hand, when you cannot pay the ante."
    ),
    "xito.all_folded": T(
        "Seat {seat} wins {n} chip: everyone else folded.",
        "Seat {seat} wins {n} chips: everyone else folded.",
        "n",
    ),
    # the hand's name stays Vietnamese (glossary.md): "Thùng"
    "xito.wins_pot": T("Seat {seat} wins the pot ({amount}) with {hand}."),
    "xito.wins_main_pot": T("Seat {seat} wins the main pot ({amount}) with {hand}."),
    "xito.wins_side_pot": T("Seat {seat} wins side pot {pot} ({amount}) with {hand}."),
    "xito.pots": T("{pots}"),
    # hand categories in English (the Vietnamese name is shown beside: glossary.md)
    "xito.high_card": T("high card"),
    "xito.pair": T("one pair"),
    "xito.two_pair": T("two pairs"),
    "xito.three_kind": T("three of a kind"),
    "xito.straight": T("straight"),
    "xito.flush": T("flush"),
    "xito.full_house": T("full house"),
    "xito.four_kind": T("four of a kind"),
    "xito.straight_flush": T("straight flush"),
    "xito.royal_flush": T("royal straight flush"),
    # --- 13-card Indian Rummy -------------------------------------------------------------------
    "rummy.not_a_move": T("That is not a rummy move."),
    "rummy.drawn_already": T("You have drawn already: discard a card or declare."),
    "rummy.draw_first": T("Draw a card first (or pack)."),
    "rummy.stock_empty": T("The stock is empty: take the discard or pack."),
    "rummy.pile_empty": T("The discard pile is empty: draw from the stock."),
    "rummy.draw_where": T("Draw from the stock or the discard pile."),
    "rummy.not_in_hand": T("{card} is not in your hand."),
    "rummy.taken_card_stays": T(
        "You took {card} from the discard pile: it cannot go back there this turn."
    ),
    "rummy.declare_own_cards": T("A declaration is made of the cards in your hand."),
    "rummy.declaration_invalid": T("This declaration is not valid. {problems}"),
    "rummy.declare_with_14": T("You declare after drawing, with 14 cards in hand."),
    "rummy.not_the_hand": T(
        "Your groups and the face-down card must be the 14 cards in your hand."
    ),
    "rummy.not_the_hand_extra": T(
        "Your groups and the face-down card must be the 14 cards in your hand "
        "(not in your hand: {extra})."
    ),
    "rummy.not_the_hand_missing": T(
        "Your groups and the face-down card must be the 14 cards in your hand "
        "(left out: {missing})."
    ),
    "rummy.not_the_hand_both": T(
        "Your groups and the face-down card must be the 14 cards in your hand "
        "(not in your hand: {extra}; left out: {missing})."
    ),
    "rummy.too_many_copies": T("{card} appears {times}, but {decks} decks hold only {decks}."),
    "rummy.too_many_copies_one_deck": T("{card} appears {times}, but one deck holds only one."),
    "rummy.once": T("once"),
    "rummy.twice": T("twice"),
    "rummy.times": T("{n} time", "{n} times", "n"),
    "rummy.not_all_cards": T(
        "A declaration puts all {size} cards in groups; these groups hold {total}."
    ),
    "rummy.card_twice": T("The same card is used twice: {cards}."),
    "rummy.group_invalid": T("Group {number} ({cards}) is not a valid group: {why}"),
    "rummy.no_pure_sequence": T(
        "You need a pure sequence: a run of 3 or more in one suit with no joker standing in."
    ),
    "rummy.no_second_sequence": T(
        "You need a second sequence (pure or mixed) besides your pure sequence."
    ),
    "rummy.sequences_6_or_7": T(
        "Your pure sequence and your second sequence must hold 6 or 7 cards together "
        "(3 + 3 or 3 + 4): split a longer sequence."
    ),
    "rummy.too_many_trios": T("At most two trios are allowed; you have {n}."),
    "rummy.cards_in_no_group": T(
        "As Auto-arrange groups your hand, {n} card besides the face-down one is in no group.",
        "As Auto-arrange groups your hand, {n} cards besides the face-down one are in no group.",
        "n",
    ),
    "rummy.group_too_small": T("A group needs at least 3 cards."),
    "rummy.jokers_alone": T("A group needs at least one real card: jokers alone make no group."),
    "rummy.trio_size": T("A trio has exactly 3 cards: three of one rank, or two and a wild card."),
    "rummy.mixed_suits": T(
        "Cards of different suits make no sequence, and cards of different ranks no trio."
    ),
    "rummy.rank_twice": T("A sequence cannot hold two cards of the same rank."),
    "rummy.sequence_too_long": T("A sequence is at most 13 cards long."),
    "rummy.ace_both_ends": T(
        "An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count."
    ),
    "rummy.too_many_wilds": T(
        "A mixed sequence may use at most 2 wild cards standing in for missing cards."
    ),
    "rummy.gaps": T(
        "This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence)."
    ),
    "rummy.summary_declared": T("Deal {deal}: seat {seat} declared; points {points}"),
    "rummy.summary_last_left": T(
        "Deal {deal}: seat {seat} was the last player left; points {points}"
    ),
    # --- the hard bots' reasons for the Hint (advice_catalogue.py) -----------------------------
    **ADVICE,
}

__all__ = ["CATALOGUE"]
