"""Pok Deng strength pairings on duplicate deals (discovered by ``bench/ai_strength.py``).

Roles ("player", "dealer") are measured at a table of ``seats`` (2: heads-up; 4: the game's
default table, the dealer and three player hands), one hand per player seat at the minimum bet,
placed by the harness so only the play differs. A duplicate deal is the two cards of the hand in
the role (the dealer's, or the first player hand dealt), from the seed's shuffled deck, against
``OTHER_SIDE_SAMPLES`` deals of everyone else's two cards (the same ones for both bots); each is
played once with bot_a in the role and once with bot_b, bot_b holding every other seat both
times. The bots decide from their views as at the table (their views do not show the hidden
third cards, so those do not change any decision); the result of the recorded decisions is then
averaged exactly over every third card of each hand and the dealer's from the rest of the deck
(by linearity, each player hand's result needs only its own third card and the dealer's), so
the luck of the draws is gone and that of the other cards mostly averaged out. When the two
bots' decisions differ on some of those deals, the deal is played on ``DIFFERING_SAMPLES``
deals of the other cards instead (the same expectation, less noise where the bots differ;
where they agree the two results are equal). The score is bot_a's expected result minus
bot_b's in bets per player hand (the role's hand as player; the dealer's result over all hands
divided by their number as dealer): the unit is the minimum bet, which both bots stake.

The "exact" rows (heads-up) are that expectation itself, computed by ``pokdeng_exact`` over
every deal (every two-card hand of each side and every third card, with card removal), and
the best reply's, the most any policy could gain in that role against bot_b.

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
    Deal,
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

from . import pokdeng_exact

GAME = "pokdeng"
SEATS = 4
DEALER = 1  # the first bank in sessions
SESSION_ROUNDS = 30
# Per duplicate deal, the other side's two cards are dealt this many times (module docstring).
OTHER_SIDE_SAMPLES = 16
DIFFERING_SAMPLES = 128

# Heads-up, the expectation the sampled rows estimate, computed exactly by
# ``pokdeng_exact`` (every deal enumerated: the interval has no width), and the most any policy
# could gain in the role against basic (its best reply), to tell a weak bot from a target
# beyond reach. Keyed by label: the ``gains`` entry each row reports.
EXACT: dict[str, str] = {
    "hard vs basic, as player, heads-up, exact expectation": "player",
    "best reply to basic, as player, heads-up, exact (ceiling)": "player best",
    "hard vs basic, as dealer, heads-up, exact expectation": "dealer",
    "best reply to basic, as dealer, heads-up, exact (ceiling)": "dealer best",
}
_EXACT_ROWS = [(label, "hard", "basic", "≥ +0.008 bets/hand", 0.008) for label in EXACT]

PAIRINGS: list[tuple[str, str, str, str, Any]] = [
    ("hard vs basic, as player, heads-up", "hard", "basic", "≥ +0.008 bets/hand", 0.008),
    _EXACT_ROWS[0],
    _EXACT_ROWS[1],
    ("hard vs basic, as dealer, heads-up", "hard", "basic", "≥ +0.008 bets/hand", 0.008),
    _EXACT_ROWS[2],
    _EXACT_ROWS[3],
    ("hard vs basic, as player, 4 seats", "hard", "basic", "≥ +0.008 bets/hand", 0.008),
    ("hard vs basic, as dealer, 4 seats", "hard", "basic", "≥ +0.008 bets/hand", 0.008),
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
        "role": "session" if "session" in label else ("dealer" if "dealer" in label else "player"),
        "seats": 4 if "4 seats" in label else 2,
    }
    for label, *_ in PAIRINGS
} | {label: {"role": "exact", "seats": 2, "figure": figure} for label, figure in EXACT.items()}

# A whole session costs about 40 heads-up deals: play a few. The easy pairings' margins are
# wide: a fifth of the deals settles them.
# A 4-seat deal costs about seven heads-up ones: play 15 % of --deals there.
DEAL_SHARE = (
    {"hard vs basic, whole sessions": 0.03}
    | {label: 0.15 for label, *_ in PAIRINGS if "4 seats" in label}
    | {label: 0.2 for label, *_ in PAIRINGS if label.startswith("easy")}
    | {label: 0.0 for label in EXACT}  # the same exact figure each time: the least, 2
)


def stacked_deck(seed: int) -> list[Any]:
    deck = make_deck()
    Rng(seed).shuffle(deck)
    return deck


def exact_result(
    mine: tuple[Card, Card],
    theirs: tuple[Card, Card],
    rest: list[Card],
    player_draws: bool,
    caught: int,
    dealer_draws: bool,
) -> float:
    """The player's expected win per bet with these decisions, over every pair of third
    cards from ``rest`` (distinct cards: the dealer's is never the player's)."""
    p2, d2 = evaluate(mine), evaluate(theirs)
    if p2.is_pok or d2.is_pok:
        return float(settle(p2, d2, 1).amount)
    thirds: list[Card | None] = list(rest) if player_draws else [None]
    dealer3 = {d: evaluate((*theirs, d)) for d in rest} if dealer_draws else {}
    # The dealer's third-card hands by value, so each player hand meets each value once.
    by_value: dict[Any, int] = {}
    for h in dealer3.values():
        by_value[h] = by_value.get(h, 0) + 1
    total = 0.0
    for c in thirds:
        hand = evaluate((*mine, c)) if c is not None else p2
        if caught == hand.size or not dealer_draws:
            total += settle(hand, d2, 1).amount
            continue
        won = sum(n * _amount(hand, dh) for dh, n in by_value.items())
        count = len(rest)
        if c is not None:  # the dealer cannot draw the player's own third card
            won -= _amount(hand, dealer3[c])
            count -= 1
        total += won / count
    return total / len(thirds)


_AMOUNTS: dict[tuple[Any, Any], int] = {}


def _amount(player: Any, dealer: Any) -> int:
    key = (player, dealer)
    found = _AMOUNTS.get(key)
    if found is None:
        found = _AMOUNTS[key] = settle(player, dealer, 1).amount
    return found


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


def _deal_table(
    seed: int, deck: list[Card], names: list[str], seats: int, watch: int
) -> tuple[dict[int, tuple[Card, Card]], dict[int, int], set[int], int, bool, list[Any]]:
    """One round at a table of ``seats`` (the dealer at DEALER, one minimum bet per player
    seat, placed by the harness) on a stacked deck: each hand's two cards, the hands that drew,
    the catch's size (0: none), whether the dealer drew, and the actions of seat ``watch``."""
    options = Options(players=seats, first_dealer=DEALER, rounds=1)
    state = new_match(seed, options)
    state.preset_deck(deck)
    bots = [ai.make(n, GAME) for n in names]
    master = Rng(seed ^ 0x5EED)
    rngs = [master.spawn() for _ in range(seats)]
    dealt: dict[int, tuple[Card, Card]] = {}
    seat_of: dict[int, int] = {}
    cards: dict[int, list[Card]] = {}
    drew: set[int] = set()
    caught, dealer_draws = 0, False
    watched: list[Any] = []
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if state.phase == "betting":
            legal = state.legal_actions()
            has_hand = any(h.seat == seat for h in state.hands[1:])
            bets = [a for a in legal if isinstance(a, PlaceBet) and a.amount == options.min_bet]
            action: Any = EndBets() if has_hand or not bets else bets[0]
            for event in state.apply(action):
                if isinstance(event, Deal):
                    cards[event.hand] = [*cards.get(event.hand, []), event.card]
                    seat_of[event.hand] = event.seat
                    if len(cards[event.hand]) == 2:
                        dealt[event.hand] = (cards[event.hand][0], cards[event.hand][1])
            continue
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        if seat == watch:
            watched.append(action)
        if isinstance(action, DrawCard):
            if action.hand == 0:
                dealer_draws = True
            else:
                drew.add(action.hand)
        elif isinstance(action, Catch):
            caught = action.size
        state.apply(action)
    return dealt, seat_of, drew, caught, dealer_draws, watched


def _kept_positions(seed: int, seats: int, role: str) -> list[int]:
    """Deck positions of the role's two cards: the dealer's, or the first player hand's (the
    one dealt first), found by dealing the seed's stacked deck once (the deal's order depends
    only on the spots, not on the cards)."""
    deck = stacked_deck(seed)
    dealt = _deal_table(seed, deck, ["basic"] * seats, seats, -1)[0]
    where = {c.face: i for i, c in enumerate(deck)}
    if role == "dealer":
        return sorted(where[c.face] for c in dealt[0])
    first = min((h for h in dealt if h != 0), key=lambda h: where[dealt[h][0].face])
    return sorted(where[c.face] for c in dealt[first])


def _variant(seed: int, kept: list[int], j: int) -> list[Card]:
    """Deal ``seed``'s deck with the cards at ``kept`` in place and the rest shuffled anew."""
    deck = stacked_deck(seed)
    others = [c for i, c in enumerate(deck) if i not in kept]
    Rng(seed * 7919 + j).shuffle(others)
    order = iter(others)
    return [deck[i] if i in kept else next(order) for i in range(52)]


def _role_seat(seed: int, seats: int, kept: list[int]) -> int:
    """The seat whose hand gets the cards at ``kept``."""
    deck = stacked_deck(seed)
    dealt, seat_of, *_ = _deal_table(seed, deck, ["basic"] * seats, seats, -1)
    mine = {deck[i].face for i in kept}
    return seat_of[next(h for h, cards in dealt.items() if {c.face for c in cards} == mine)]


def _table_round(
    seed: int,
    deck: list[Card],
    names: list[str],
    seats: int,
    role: str,
    kept: list[int],
    role_seat: int,
) -> tuple[float, list[Any]]:
    """The role's expected result on a stacked deck, exact over every third card (module
    docstring), per player hand in bets; and the role seat's actions."""
    dealt, _, drew, caught, dealer_draws, watched = _deal_table(seed, deck, names, seats, role_seat)
    in_hands = {c.face for cards in dealt.values() for c in cards}
    rest = [c for c in deck if c.face not in in_hands]
    results = {
        h: exact_result(cards, dealt[0], rest, h in drew, caught, dealer_draws)
        for h, cards in dealt.items()
        if h != 0
    }
    if role == "dealer":
        return -sum(results.values()) / len(results), watched
    mine = {deck[i].face for i in kept}
    hand = next(h for h, cards in dealt.items() if {c.face for c in cards} == mine)
    return results[hand], watched


def table_gain(seed: int, role: str, bot_a: str, bot_b: str, seats: int) -> float:
    """bot_a's expected result in ``role`` less bot_b's on deal ``seed`` at a table of
    ``seats``, bot_b in every other seat (module docstring)."""
    kept = _kept_positions(seed, seats, role)
    role_seat = DEALER if role == "dealer" else _role_seat(seed, seats, kept)
    total = 0.0
    samples = OTHER_SIDE_SAMPLES
    j = 0
    while j < samples:
        deck = _variant(seed, kept, j)
        values = []
        actions = []
        for bot in (bot_a, bot_b):
            names = [bot if s == role_seat else bot_b for s in range(seats)]
            value, watched = _table_round(seed + j, deck, names, seats, role, kept, role_seat)
            values.append(value)
            actions.append(watched)
        total += values[0] - values[1]
        if actions[0] != actions[1]:
            samples = DIFFERING_SAMPLES  # the bots disagree on these cards: measure them closely
        j += 1
    return total / samples


def play_duplicate(
    deal_seed: int,
    bot_a: str,
    bot_b: str,
    *,
    role: str = "player",
    seats: int = 2,
    figure: str = "",
) -> float:
    """bot_a's gain over bot_b on one duplicate deal, in the role's metric (module docstring);
    role "exact": the heads-up ``figure`` of ``pokdeng_exact.gains``, the same for every deal."""
    if role == "exact":
        return pokdeng_exact.gains(bot_a, bot_b)[figure]
    if role in ("player", "dealer"):
        return table_gain(deal_seed, role, bot_a, bot_b, seats)
    if role == "session":
        a = play_session(deal_seed, bot_a, bot_b, SESSION_ROUNDS)
        return a - play_session(deal_seed, bot_b, bot_b, SESSION_ROUNDS)
    raise ValueError(f"unknown role {role!r}: player, dealer or session")
