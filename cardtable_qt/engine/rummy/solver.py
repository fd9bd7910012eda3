"""``best_grouping``: the exact best arrangement of a hand, for a loser's count or a declaration.

The search splits the hand the way its groups do. Trios are the only groups that cross suits, so
the solver first chooses the trios (few: they need two naturals of one rank), then groups each
suit on its own with a memoised table (``suit_tables``), and joins the four suits' tables by how
many pool wilds each used. Nothing is approximated: every arrangement the rules allow is
reachable, which the tests check against a brute force over every partition.

A loser's count (D-R10): sequences always count as groups; trios count only beside a completed
mixed sequence (the seed's words); every other card is scattered, wild cards scoring 0. The best
arrangement has the fewest points, then the fewest scattered cards.

A declaration: all 13 cards grouped under ``declaration.validate``'s rules; from 14 cards, one
card (any) is left over to lay face down.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, overload

from ..cards import Card, parse_rank
from .arrange import Grouping, assemble
from .declaration import MAX_TRIOS, SCHEMES, FeatureScheme
from .groups import cards_of
from .hand import Hand, ace_splits
from .suit_tables import (
    ACE_HIGH,
    FLAG_MERGE,
    MIXED,
    SCALE,
    SELF_MIXED,
    Counts,
    LoserContext,
    LoserTable,
    WinnerContext,
    WinnerTable,
    loser_context,
    winner_context,
)
from .trios import Trio, trio_choices, without_trios

__all__ = ["Grouping", "Hand", "best_grouping", "declaration_grouping", "loser_points"]


@overload
def best_grouping(
    cards: str | Iterable[Card],
    wild_rank: int | str,
    *,
    winner: Literal[False] = False,
    cover_rule: bool = True,
) -> Grouping: ...


@overload
def best_grouping(
    cards: str | Iterable[Card],
    wild_rank: int | str,
    *,
    winner: bool,
    cover_rule: bool = True,
) -> Grouping | None: ...


def best_grouping(
    cards: str | Iterable[Card],
    wild_rank: int | str,
    *,
    winner: bool = False,
    cover_rule: bool = True,
) -> Grouping | None:
    """The best arrangement of ``cards`` (a loser's count), or with ``winner=True`` a valid
    declaration of 13 of them (13 or 14 cards; None if there is none)."""
    hand = Hand(cards_of(cards), parse_rank(wild_rank))
    if winner:
        if len(hand.cards) not in (13, 14):
            raise ValueError(f"a declaration is made from 13 or 14 cards, not {len(hand.cards)}")
        return declaration_grouping(hand, drop=len(hand.cards) == 14, cover_rule=cover_rule)
    return loser_grouping(hand)


def loser_points(cards: str | Iterable[Card], wild_rank: int | str) -> int:
    """Only the points of the best loser's arrangement (no groups built): the bot's inner step."""
    hand = Hand(cards_of(cards), parse_rank(wild_rank))
    cost, _plan = _best_loser_plan(hand, rebuild=False)
    return cost // SCALE


# --- the loser's count ----------------------------------------------------------------------


def _suit_loser_table(ctx: LoserContext, counts: Counts) -> LoserTable:
    if not counts[ACE_HIGH]:
        return ctx.table(counts)
    key = (-1, *counts)  # the table over every ace split, kept beside the plain ones
    found = ctx.memo.get(key)
    if found is not None:
        return found
    table: LoserTable = {}
    for split in ace_splits(counts):
        for k, c in ctx.table(split).items():
            old = table.get(k)
            if old is None or c < old:
                table[k] = c
    ctx.memo[key] = table
    return table


LoserKey = tuple[int, int, int]
# A suit's useful entries: (pool cards used, cost less pool cards used, entry), fewest used first.
Frontier = tuple[tuple[int, int, LoserKey], ...]
LoserPlan = tuple[tuple[Trio, ...], tuple[LoserKey, ...], list[Counts]]


def _suit_frontier(ctx: LoserContext, counts: Counts) -> Frontier:
    """The suit's table reduced to what matters without trios: for each number of pool cards
    used, the cheapest entry, counting each unused pool card as one more scattered card (so an
    entry is worth ``cost - used``); entries no better than one using fewer cards are dropped."""
    memo: dict[Counts, Frontier] = ctx.frontiers
    found = memo.get(counts)
    if found is not None:
        return found
    best: dict[int, tuple[int, LoserKey]] = {}
    for key, cost in _suit_loser_table(ctx, counts).items():
        used = key[0] + key[1]
        worth = cost - used
        old = best.get(used)
        if old is None or worth < old[0]:
            best[used] = (worth, key)
    out: list[tuple[int, int, LoserKey]] = []
    for used in sorted(best):
        worth, key = best[used]
        if not out or worth < out[-1][1]:
            out.append((used, worth, key))
    frontier = tuple(out)
    memo[counts] = frontier
    return frontier


def _best_loser_plan(hand: Hand, rebuild: bool) -> tuple[int, LoserPlan | None]:
    ctx = loser_context(hand.wild_rank, hand.pool)
    pool = hand.pool
    # Without trios: the suits' frontiers joined under the pool's size.
    frontiers = [_suit_frontier(ctx, c) for c in hand.counts]
    best_cost, keys = _join_frontiers(frontiers, pool)
    best_plan: LoserPlan = ((), keys, hand.counts)
    # Trios count only beside a mixed sequence, which itself needs a pool card.
    budget = pool - 1
    if budget >= 0:
        wild_at = ctx.wild_at
        for trios, used in trio_choices(hand, 99, budget):
            if not trios:
                continue
            suits = without_trios(hand, trios)
            free_cap = pool - used
            # Ignoring the mixed sequence the trios need gives a bound, often the answer.
            bound, keys = _join_frontiers([_suit_frontier(ctx, c) for c in suits], free_cap)
            if bound >= best_cost:
                continue
            if not any(k[2] == MIXED or (k[2] == SELF_MIXED and hand.jokers) for k in keys):
                tables = [_suit_loser_table(ctx, c) for c in suits]
                own = [sum(c[q] for q in wild_at) for c in suits]
                found = _join_loser(tables, free_cap, hand.jokers, own)
                if found is None or found[0] >= best_cost:
                    continue
                bound, keys = found
            best_cost = bound
            best_plan = (trios, keys, suits)
    return best_cost, best_plan if rebuild else None


def _join_frontiers(frontiers: Sequence[Frontier], cap: int) -> tuple[int, tuple[LoserKey, ...]]:
    """The cheapest choice of one entry per suit using at most ``cap`` pool cards."""
    f0, f1, f2, f3 = frontiers
    best: int | None = None
    keys: tuple[LoserKey, ...] = ()
    for u0, w0, k0 in f0:
        if u0 > cap:
            break
        for u1, w1, k1 in f1:
            u01 = u0 + u1
            if u01 > cap:
                break
            w01 = w0 + w1
            for u2, w2, k2 in f2:
                u012 = u01 + u2
                if u012 > cap:
                    break
                w012 = w01 + w2
                for u3, w3, k3 in f3:
                    if u012 + u3 > cap:
                        break
                    total = w012 + w3
                    if best is None or total < best:
                        best = total
                        keys = (k0, k1, k2, k3)
    # every frontier starts with an entry using no pool card, so a choice always exists
    assert best is not None
    return best + cap, keys


def _join_loser(
    tables: Sequence[LoserTable],
    cap: int,
    jokers: int,
    own_wilds: Sequence[int],
) -> tuple[int, tuple[LoserKey, ...]] | None:
    """Join the suits' tables when trios are chosen: the cheapest total using at most ``cap``
    pool cards with a mixed sequence somewhere (trios count only beside one).

    Unused pool cards are scattered (0 points, one scattered card each). A self-only mixed
    sequence (``SELF_MIXED``) needs a free wild that is not a wild-rank card of its own suit: a
    joker, or a wild-rank card another suit left unused.
    """
    # state: (pool cards used, mixed made, suits with a self-only mixed, suits with a free wild)
    mstates: dict[tuple[int, int, int, int], tuple[int, tuple[LoserKey, ...]]] = {
        (0, 0, 0, 0): (0, ())
    }
    for s, table in enumerate(tables):
        bit = 1 << s
        nxt2: dict[tuple[int, int, int, int], tuple[int, tuple[LoserKey, ...]]] = {}
        for (used, mixed, selfs, frees), (cost, keys) in mstates.items():
            for key, c in table.items():
                nat, sub, flag = key
                total = used + nat + sub
                if total > cap:
                    continue
                m2, s2, f2 = mixed, selfs, frees
                if flag == MIXED or (flag == SELF_MIXED and jokers):
                    m2 = 1
                elif flag == SELF_MIXED:
                    s2 |= bit
                if not jokers and own_wilds[s] - nat > 0:
                    f2 |= bit
                if m2:
                    s2 = f2 = 0
                state = (total, m2, s2, f2)
                c2 = cost + c
                old = nxt2.get(state)
                if old is None or c2 < old[0]:
                    nxt2[state] = (c2, (*keys, key))
        mstates = nxt2
    best2 = None
    for (used, mixed, selfs, frees), (cost, keys) in mstates.items():
        if not mixed and not any(selfs >> s & 1 and frees & ~(1 << s) for s in range(4)):
            continue
        total = cost + (cap - used)
        if best2 is None or total < best2[0]:
            best2 = (total, keys)
    return best2


def loser_grouping(hand: Hand) -> Grouping:
    cost, plan = _best_loser_plan(hand, rebuild=True)
    assert plan is not None
    trios, keys, suits = plan
    ctx = loser_context(hand.wild_rank, hand.pool)
    steps = []
    for s, (counts, key) in enumerate(zip(suits, keys, strict=True)):
        steps.append((s, _rebuild_loser_suit(ctx, counts, key)))
    grouping = assemble(hand, trios, steps, mixed_needed=bool(trios), declaring=False)
    assert grouping.points == cost // SCALE, (grouping, cost)
    return grouping


def _rebuild_loser_suit(
    ctx: LoserContext, counts: Counts, key: tuple[int, int, int]
) -> list[object]:
    table = _suit_loser_table(ctx, counts)
    cost = table[key]
    for split in ace_splits(counts):
        if ctx.table(split).get(key) == cost:
            return _rebuild_loser_steps(ctx, split, key, cost)
    raise AssertionError("no ace split reaches the chosen entry")


def _rebuild_loser_steps(
    ctx: LoserContext, counts: Counts, key: tuple[int, int, int], cost: int
) -> list[object]:
    steps: list[object] = []
    while any(counts):
        for rest, dnat, dsub, flag, add, what in ctx.options(counts):
            child = ctx.table(rest)
            hit = None
            for (n, s, f), c in child.items():
                if (
                    n + dnat == key[0]
                    and s + dsub == key[1]
                    and FLAG_MERGE[flag][f] == key[2]
                    and c + add == cost
                ):
                    hit = ((n, s, f), c)
                    break
            if hit is not None:
                steps.append(what)
                counts, key, cost = rest, hit[0], hit[1]
                break
        else:
            raise AssertionError("the suit table has no way to its chosen entry")
    return steps


# --- a declaration --------------------------------------------------------------------------


def _suit_winner_table(ctx: WinnerContext, counts: Counts) -> WinnerTable:
    if not counts[ACE_HIGH]:
        return ctx.table(counts)
    key = (-1, *counts)
    found = ctx.memo.get(key)
    if found is not None:
        return found
    merged: set[tuple[int, int, int, int]] = set()
    for split in ace_splits(counts):
        merged.update(ctx.table(split))
    table = tuple(sorted(merged))
    ctx.memo[key] = table
    return table


def declaration_grouping(hand: Hand, *, drop: bool, cover_rule: bool) -> Grouping | None:
    """A valid declaration from the hand (leaving one card out when ``drop``), or None."""
    scheme = SCHEMES[cover_rule]
    ctx = winner_context(hand.wild_rank, hand.pool, drop, cover_rule, scheme.of_run, scheme.merge)
    for trios, used in trio_choices(hand, MAX_TRIOS, hand.pool):
        suits = without_trios(hand, trios) if trios else hand.counts
        tables = [_suit_winner_table(ctx, c) for c in suits]
        if not all(tables):
            continue
        keys = _join_winner(tables, hand.pool - used, drop, scheme)
        if keys is None:
            continue
        steps = []
        for s, (counts, key) in enumerate(zip(suits, keys, strict=True)):
            steps.append((s, _rebuild_winner_suit(ctx, counts, key)))
        return assemble(hand, trios, steps, mixed_needed=False, declaring=True, drop=drop)
    return None


def _join_winner(
    tables: Sequence[WinnerTable],
    free: int,
    drop: bool,
    scheme: FeatureScheme,
) -> tuple[tuple[int, int, int, int], ...] | None:
    """Suit entries using every free pool card (all but one when a wild is laid down)."""
    states: dict[tuple[int, int, int], tuple[tuple[int, int, int, int], ...]] = {(0, 0, 0): ()}
    merge = scheme.merge
    for table in tables:
        nxt: dict[tuple[int, int, int], tuple[tuple[int, int, int, int], ...]] = {}
        for (used, feature, dropped), keys in states.items():
            row = merge[feature]
            for key in table:
                nat, sub, f, d = key
                total = used + nat + sub
                d2 = dropped + d
                if total > free or d2 > 1:
                    continue
                state = (total, row[f], d2)
                if state not in nxt:
                    nxt[state] = (*keys, key)
        states = nxt
    for (used, feature, dropped), keys in sorted(states.items()):
        if not scheme.valid[feature]:
            continue
        if (drop and dropped == 1 and used == free) or (dropped == 0 and used == free - drop):
            return keys
    return None


def _rebuild_winner_suit(
    ctx: WinnerContext, counts: Counts, key: tuple[int, int, int, int]
) -> list[object]:
    for split in ace_splits(counts):
        if key in ctx.table(split):
            return _rebuild_winner_steps(ctx, split, key)
    raise AssertionError("no ace split reaches the chosen entry")


def _rebuild_winner_steps(
    ctx: WinnerContext, counts: Counts, key: tuple[int, int, int, int]
) -> list[object]:
    steps: list[object] = []
    merge = ctx.merge
    while any(counts):
        for rest, dnat, dsub, feature, dropped, what in ctx.options(counts):
            hit = None
            for n, s, f, d in ctx.table(rest):
                if (
                    n + dnat == key[0]
                    and s + dsub == key[1]
                    and merge[feature][f] == key[2]
                    and d + dropped == key[3]
                ):
                    hit = (n, s, f, d)
                    break
            if hit is not None:
                steps.append(what)
                counts, key = rest, hit
                break
        else:
            raise AssertionError("the suit table has no way to its chosen entry")
    return steps
