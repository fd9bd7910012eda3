"""Heads-up Pok Deng, exactly: every player two-card hand, every dealer two-card hand, every
third card of each (with card removal), for any pair of policies.

Heads-up, each side's decisions are deterministic functions of what it sees: the player of its
own two cards (the dealer's are hidden unless Pok, which ends the deal before any decision);
the dealer of its own two cards and how many cards the player holds (a drawn third card is
hidden, so the count is all it learns). So a bot's policy is a table: ``draws[player cards]``
and ``draws[dealer cards, player's card count]`` (a catch and a stand both settle on the
dealer's two cards, so "draws" is the only thing that matters), which ``player_policy`` and
``dealer_policy`` read off the real bots on real engine states. The deck is the same under any
change of suits and the bots' decisions are too, so one hand of each suit pattern stands for
its class (169 classes of two cards), weighted by the class's size.

For each player class and each dealer two-card hand (card by card), ``table`` holds the
player's expected result per bet for the four ways the round can go: stand against a dealer on
two cards (``S2``) or drawing (``SD``), draw against a dealer on two cards (``D2``) or drawing
(``DD``), averaged over the third cards left (the dealer's never the player's). ``expected``
combines a player and a dealer policy into the exact expected result of one hand in bets;
``best_player`` and ``best_dealer`` are the best replies to a fixed other side, the most any
policy can gain against it.

    PYTHONPATH=. .venv/bin/python -m bench.strength.pokdeng_exact   # about a minute
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, permutations
from typing import Any

from cardtable_qt import ai
from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.pokdeng import (
    Catch,
    DrawCard,
    EndBets,
    Hand,
    NoCatch,
    Options,
    PlaceBet,
    Stand,
    State,
    evaluate,
    new_match,
    settle,
)
from cardtable_qt.engine.rng import Rng

GAME = "pokdeng"
DECK: tuple[Card, ...] = tuple(make_deck())
N = len(DECK)
PAIRS = N * (N - 1) // 2  # player two-card hands
DEALER_PAIRS = (N - 2) * (N - 3) // 2  # dealer two-card hands once the player's are out

ClassKey = tuple[int, int, bool]  # the two ranks (low first) and whether they share a suit
PlayerPolicy = dict[ClassKey, bool]  # draws?
DealerPolicy = dict[tuple[ClassKey, int], bool]  # (class, player's card count) -> draws?


def class_of(a: Card, b: Card) -> ClassKey:
    lo, hi = sorted((a.rank, b.rank))
    return (lo, hi, a.suit == b.suit)


def representatives() -> dict[ClassKey, tuple[tuple[Card, Card], int]]:
    """One two-card hand of each class, and how many hands the class holds."""
    reps: dict[ClassKey, tuple[tuple[Card, Card], int]] = {}
    for a, b in combinations(DECK, 2):
        key = class_of(a, b)
        found = reps.get(key)
        reps[key] = ((a, b), 1) if found is None else (found[0], found[1] + 1)
    return reps


# --- hand values by index, so the inner loops add small integers --------------------------------

_VALUES: list[Hand] = []
_VALUE_INDEX: dict[Hand, int] = {}


def _index(hand: Hand) -> int:
    found = _VALUE_INDEX.get(hand)
    if found is None:
        found = _VALUE_INDEX[hand] = len(_VALUES)
        _VALUES.append(hand)
    return found


@cache
def _tables() -> tuple[list[int], list[int], list[list[int]]]:
    """V2[i*N+j], V3[(i*N+j)*N+k] (value indexes of two- and three-card hands by deck index)
    and W[p][d], what one bet on player value p wins against dealer value d."""
    v2 = [0] * (N * N)
    v3 = [0] * (N * N * N)
    for i, a in enumerate(DECK):
        for j, b in enumerate(DECK):
            if i == j:
                continue
            v2[i * N + j] = _index(evaluate((a, b)))
            for k, c in enumerate(DECK):
                if k > j > i:
                    v = _index(evaluate((a, b, c)))
                    for x, y, z in permutations((i, j, k)):
                        v3[(x * N + y) * N + z] = v
    w = [[settle(p, d, 1).amount for d in _VALUES] for p in _VALUES]
    return v2, v3, w


Row = tuple[ClassKey, float, float, float, float]  # dealer class, S2, SD, D2, DD


@cache
def table() -> dict[ClassKey, tuple[int, float, list[Row]]]:
    """For each player class: its size, the summed result of the deals a Pok settles (no
    decision is made there), and one Row per dealer two-card hand without Pok on either side."""
    v2, v3, w = _tables()
    index = {c: i for i, c in enumerate(DECK)}
    out: dict[ClassKey, tuple[int, float, list[Row]]] = {}
    for key, ((a, b), count) in representatives().items():
        ia, ib = index[a], index[b]
        rest = [i for i in range(N) if i != ia and i != ib]
        pv2 = v2[ia * N + ib]
        p_pok = _VALUES[pv2].is_pok
        pv3 = [0] * N
        for c in rest:
            pv3[c] = v3[(ia * N + ib) * N + c]
        hp_all: dict[int, int] = {}
        for c in rest:
            hp_all[pv3[c]] = hp_all.get(pv3[c], 0) + 1
        wp2 = w[pv2]
        pok_total = 0.0
        rows: list[Row] = []
        left = len(rest) - 2  # third cards once both hands are dealt
        for x, y in combinations(rest, 2):
            dv2 = v2[x * N + y]
            if p_pok or _VALUES[dv2].is_pok:
                pok_total += wp2[dv2]
                continue
            hp = dict(hp_all)
            hp[pv3[x]] -= 1
            hp[pv3[y]] -= 1
            base = (x * N + y) * N
            hd: dict[int, int] = {}
            diagonal = 0
            for e in rest:
                if e == x or e == y:
                    continue
                dv3 = v3[base + e]
                hd[dv3] = hd.get(dv3, 0) + 1
                diagonal += w[pv3[e]][dv3]  # the player's third card and the dealer's the same
            s2 = wp2[dv2]
            sd = sum(n * wp2[d] for d, n in hd.items()) / left
            d2 = sum(n * w[p][dv2] for p, n in hp.items() if n) / left
            both = sum(np * nd * w[p][d] for p, np in hp.items() if np for d, nd in hd.items())
            dd = (both - diagonal) / (left * (left - 1))
            rows.append((class_of(DECK[x], DECK[y]), s2, sd, d2, dd))
        out[key] = (count, pok_total, rows)
    return out


def expected(player: PlayerPolicy, dealer: DealerPolicy) -> float:
    """The player's exact expected result of one hand, in bets, with these policies."""
    total = 0.0
    for key, (count, pok_total, rows) in table().items():
        s = pok_total
        if player[key]:
            for dkey, _, _, d2, dd in rows:
                s += dd if dealer[dkey, 3] else d2
        else:
            for dkey, s2, sd, _, _ in rows:
                s += sd if dealer[dkey, 2] else s2
        total += count * s
    return total / (PAIRS * DEALER_PAIRS)


def best_player(dealer: DealerPolicy) -> PlayerPolicy:
    """The player's best reply to a dealer policy: draw where drawing is worth more."""
    best: PlayerPolicy = {}
    for key, (_, _, rows) in table().items():
        stand = sum(sd if dealer[k, 2] else s2 for k, s2, sd, _, _ in rows)
        draw = sum(dd if dealer[k, 3] else d2 for k, _, _, d2, dd in rows)
        best[key] = draw > stand
    return best


def best_dealer(player: PlayerPolicy) -> DealerPolicy:
    """The dealer's best reply to a player policy: for each of its two-card classes and the
    player's card count, draw where that costs the player more."""
    two: dict[tuple[ClassKey, int], float] = {}  # player's summed result, dealer on two cards
    drawn: dict[tuple[ClassKey, int], float] = {}
    for key, (count, _, rows) in table().items():
        size = 3 if player[key] else 2
        for dkey, s2, sd, d2, dd in rows:
            k = (dkey, size)
            two[k] = two.get(k, 0.0) + count * (d2 if size == 3 else s2)
            drawn[k] = drawn.get(k, 0.0) + count * (dd if size == 3 else sd)
    best: DealerPolicy = {}
    for dkey in representatives():
        for size in (2, 3):
            k = (dkey, size)
            best[k] = drawn.get(k, 0.0) < two.get(k, 0.0)
    return best


# --- policies read off the real bots -------------------------------------------------------------


def _heads_up(player: tuple[Card, Card], dealer: tuple[Card, Card]) -> State:
    """A heads-up round (seat 0 the player at the minimum bet, seat 1 the dealer) dealt with
    these cards, the rest of the deck after them in order, at the first decision."""
    options = Options(players=2, first_dealer=1, rounds=1)
    state = new_match(1, options)
    used = {c.face for c in (*player, *dealer)}
    rest = [c for c in DECK if c.face not in used]
    state.preset_deck([player[0], dealer[0], player[1], dealer[1], *rest])
    state.apply(PlaceBet(0, options.min_bet))
    state.apply(EndBets())
    assert state.phase == "drawing" and state.hands[1].cards[:2] == list(player), state.phase
    return state


def _other_hand(cards: tuple[Card, Card], *, draws: bool | None = None) -> tuple[Card, Card]:
    """Some non-Pok two cards not among ``cards`` (and, for a player, on which basic would
    draw or stand as asked: irrelevant to the bots, which do not see them, but a valid deal)."""
    used = {c.face for c in cards}
    for a, b in combinations(DECK, 2):
        if a.face in used or b.face in used:
            continue
        points = evaluate((a, b)).points
        if points >= 8 or (draws is not None and (points <= 4) != draws):
            continue
        return (a, b)
    raise AssertionError("no hand left")


def _choose(bot: Any, state: State) -> Any:
    seat = state.current_player
    assert seat is not None
    return bot.choose(state.view(seat), state.legal_actions(), Rng(0))


def player_policy(name: str) -> PlayerPolicy:
    """Whether bot ``name`` draws, as the player, on each class of two cards (Pok: never)."""
    bot = ai.make(name, GAME)
    out: PlayerPolicy = {}
    for key, (cards, _) in representatives().items():
        if evaluate(cards).is_pok:
            out[key] = False
            continue
        state = _heads_up(cards, _other_hand(cards))
        action = _choose(bot, state)
        assert isinstance(action, DrawCard | Stand), action
        out[key] = isinstance(action, DrawCard)
    return out


def dealer_policy(name: str) -> DealerPolicy:
    """Whether bot ``name``, as the dealer on each class of two cards, ends up drawing against a
    player who stood (2) or drew (3)."""
    bot = ai.make(name, GAME)
    out: DealerPolicy = {}
    for key, (cards, _) in representatives().items():
        for size in (2, 3):
            if evaluate(cards).is_pok:
                out[key, size] = False
                continue
            player = _other_hand(cards, draws=size == 3)
            state = _heads_up(player, cards)
            state.apply(DrawCard(1) if size == 3 else Stand(1))
            action = _choose(bot, state)
            if isinstance(action, NoCatch):
                state.apply(action)
                action = _choose(bot, state)
            assert isinstance(action, Catch | DrawCard | Stand), action
            out[key, size] = isinstance(action, DrawCard)
    return out


@cache
def gains(bot_a: str = "hard", bot_b: str = "basic") -> dict[str, float]:
    """bot_a's exact gain over bot_b heads-up in each role against bot_b, in bets per hand,
    and the best any policy could gain there ("... best")."""
    pa, pb = player_policy(bot_a), player_policy(bot_b)
    da, db = dealer_policy(bot_a), dealer_policy(bot_b)
    base = expected(pb, db)
    return {
        "player": expected(pa, db) - base,
        "player best": expected(best_player(db), db) - base,
        "dealer": base - expected(pb, da),
        "dealer best": base - expected(pb, best_dealer(pb)),
    }


def disagreements(bot: str = "hard", against: str = "basic") -> list[str]:
    """Where ``bot`` differs from the best reply to ``against`` (empty: it plays the best)."""
    out = []
    pb, db = player_policy(against), dealer_policy(against)
    mine_p, mine_d = player_policy(bot), dealer_policy(bot)
    for key, draws in best_player(db).items():
        if mine_p[key] != draws:
            out.append(f"player {key}: best {'draw' if draws else 'stand'}")
    for (key, size), draws in best_dealer(pb).items():
        if mine_d[key, size] != draws:
            out.append(f"dealer {key} vs {size} cards: best {'draw' if draws else 'two cards'}")
    return out


def main() -> None:
    for role, value in gains().items():
        print(f"hard vs basic heads-up, exact expectation, {role:12} {value:+.5f} bets/hand")
    for line in disagreements():
        print("  ", line)


if __name__ == "__main__":
    main()
