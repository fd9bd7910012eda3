"""Pok Deng strength pairings on duplicate deals (discovered by ``bench/ai_strength.py``).

Roles ("player", "dealer") are measured heads-up (the dealer and one player hand at the
minimum bet, placed by the harness so only the play differs). A duplicate deal is the two cards
of the side in the role, from the seed's shuffled deck, against ``OTHER_SIDE_SAMPLES`` deals of
the other side's two cards (the same ones for both bots); each is played once with bot_a in
the role and once with bot_b, bot_b holding the other seat both times. The bots decide from
their views as at the table (their views do not show the hidden third cards, so those do not
change any decision); the result of the recorded decisions is then averaged exactly over every
third card the player and the dealer could be given from the rest of the deck, so the luck of
the draws is gone and that of the other side's cards mostly averaged out. The score is bot_a's
expected result minus bot_b's, in bets per hand (the player's result as player, the dealer's
as dealer).

"session": 30 rounds of a whole 4-seat session (bets, legs, the bank offered to seat 0 and kept
or passed), with bot_a then bot_b at seat 0 and bot_b everywhere else, each round's deck
stacked from the deal seed; seat 0's net chips, bot_a's minus bot_b's, in minimum bets per
round. Bet sizes differ between the bots, so the luck of the cards does not cancel here and the
interval is wide.
"""

from __future__ import annotations

from typing import Any

from cardtable_qt import ai
from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.pokdeng import (
    Catch,
    DrawCard,
    EndBets,
    Options,
    PlaceBet,
    State,
    evaluate,
    new_match,
    settle,
)
from cardtable_qt.engine.rng import Rng

GAME = "pokdeng"
SEATS = 4
DEALER = 1  # the first bank in sessions
SESSION_ROUNDS = 30
# Per duplicate deal, the other side's two cards are dealt this many times (module docstring).
OTHER_SIDE_SAMPLES = 16

PAIRINGS: list[tuple[str, str, str, str, Any]] = [
    ("hard vs basic, as player", "hard", "basic", "≥ +0.008 bets/hand", 0.008),
    ("hard vs basic, as dealer", "hard", "basic", "≥ +0.008 bets/hand", 0.008),
    (
        "hard vs basic, whole sessions",
        "hard",
        "basic",
        "> 0 (betting and bank choices)",
        0.0,
    ),
    ("easy vs basic, as player", "easy", "basic", "below basic (< 0)", lambda lo, hi: hi < 0),
    ("easy vs basic, as dealer", "easy", "basic", "below basic (< 0)", lambda lo, hi: hi < 0),
    ("easy vs random, as player", "easy", "random", "above random (> 0)", 0.0),
    ("easy vs random, as dealer", "easy", "random", "above random (> 0)", 0.0),
]
KWARGS: dict[str, dict[str, Any]] = {
    label: {
        "role": "session" if "session" in label else ("dealer" if "dealer" in label else "player")
    }
    for label, *_ in PAIRINGS
}

# A whole session costs about 40 heads-up deals: play a few. The easy pairings' margins are
# wide: a fifth of the deals settles them.
DEAL_SHARE = {"hard vs basic, whole sessions": 0.03} | {
    label: 0.2 for label, *_ in PAIRINGS if label.startswith("easy")
}


def stacked_deck(seed: int) -> list[Any]:
    deck = make_deck()
    Rng(seed).shuffle(deck)
    return deck


def variants(seed: int, keep: str, k: int) -> list[list[Card]]:
    """``k`` stacked decks for deal ``seed``: the two cards of the side ``keep`` ("player" or
    "dealer") stay, the other side's two cards and the rest are shuffled anew each time."""
    deck = stacked_deck(seed)
    kept = (0, 2) if keep == "player" else (1, 3)
    others = [c for i, c in enumerate(deck) if i not in kept]
    decks = []
    for j in range(k):
        rest = list(others)
        Rng(seed * 7919 + j).shuffle(rest)
        order = iter(rest)
        decks.append([deck[i] if i in kept else next(order) for i in range(52)])
    return decks


def play_round(seed: int, player_bot: str, dealer_bot: str, keep: str = "player") -> float:
    """The player's expected result on deal ``seed`` heads-up, in bets (module docstring)."""
    decks = variants(seed, keep, OTHER_SIDE_SAMPLES)
    player, dealer = ai.make(player_bot, GAME), ai.make(dealer_bot, GAME)
    return sum(play_deck(seed + j, deck, player, dealer) for j, deck in enumerate(decks)) / len(
        decks
    )


def play_deck(seed: int, deck: list[Card], player: Any, dealer: Any) -> float:
    """One heads-up round on a stacked deck: the player's result, exact over the third cards."""
    options = Options(players=2, first_dealer=1, rounds=1)
    state = new_match(seed, options)
    state.preset_deck(deck)
    master = Rng(seed ^ 0x5EED)
    rngs = [master.spawn(), master.spawn()]
    player_draws = dealer_draws = False
    caught = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if state.phase == "betting":
            action: Any = EndBets() if len(state.hands) > 1 else PlaceBet(0, options.min_bet)
        else:
            bot = dealer if seat == 1 else player
            action = bot.choose(state.view(seat), state.legal_actions(), rngs[seat])
            if isinstance(action, DrawCard):
                if action.hand == 0:
                    dealer_draws = True
                else:
                    player_draws = True
            elif isinstance(action, Catch):
                caught = action.size
        state.apply(action)
    # preset_deck deals one card at a time: player, dealer, player, dealer.
    mine, theirs, rest = (deck[0], deck[2]), (deck[1], deck[3]), deck[4:]
    return exact_result(mine, theirs, rest, player_draws, caught, dealer_draws)


def exact_result(
    mine: tuple[Card, Card],
    theirs: tuple[Card, Card],
    rest: list[Card],
    player_draws: bool,
    caught: int,
    dealer_draws: bool,
) -> float:
    """The player's expected win per bet with these decisions, over every pair of third
    cards from ``rest``."""
    p2, d2 = evaluate(mine), evaluate(theirs)
    if p2.is_pok or d2.is_pok:
        return settle(p2, d2, 1).amount
    thirds = rest if player_draws else [None]
    total = 0.0
    for c in thirds:
        hand = evaluate((*mine, c)) if c is not None else p2
        if caught == hand.size or not dealer_draws:
            total += settle(hand, d2, 1).amount
            continue
        inner = [settle(hand, evaluate((*theirs, d)), 1).amount for d in rest if d != c]
        total += sum(inner) / len(inner)
    return total / len(thirds)


def play_session(seed: int, seat0_bot: str, others: str, rounds: int) -> float:
    """Seat 0's net chips after ``rounds`` rounds of a whole session, in minimum bets/round."""
    options = Options(players=SEATS, first_dealer=DEALER, rounds=rounds)
    state: State = new_match(seed, options)
    bots = [ai.make(seat0_bot if s == 0 else others, GAME) for s in range(SEATS)]
    master = Rng(seed ^ 0x5EED)
    rngs = [master.spawn() for _ in range(SEATS)]
    stacked = -1
    while not state.is_over:
        if state.phase == "betting" and stacked != state.round:
            state.preset_deck(stacked_deck(seed * 1000 + state.round))
            stacked = state.round
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        state.apply(action)
    result = state.result
    assert result is not None
    return result.net[0] / (options.min_bet * rounds)


def play_duplicate(deal_seed: int, bot_a: str, bot_b: str, *, role: str = "player") -> float:
    """bot_a's gain over bot_b on one duplicate deal, in the role's metric (module docstring)."""
    if role == "player":
        a = play_round(deal_seed, bot_a, bot_b, "player")
        return a - play_round(deal_seed, bot_b, bot_b, "player")
    if role == "dealer":
        b = play_round(deal_seed, bot_b, bot_b, "dealer")
        return b - play_round(deal_seed, bot_b, bot_a, "dealer")
    if role == "session":
        a = play_session(deal_seed, bot_a, bot_b, SESSION_ROUNDS)
        return a - play_session(deal_seed, bot_b, bot_b, SESSION_ROUNDS)
    raise ValueError(f"unknown role {role!r}: player, dealer or session")
