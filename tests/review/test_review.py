"""The post-hand review: every decision of the seat, from its own view, costly ones marked.

With the hard bots merged (``ai.make("hard", game)`` with ``advise``) the reviewer is the hard
bot and the costs are in each game's unit; before that the basic bot reviews with the plain
"agreement" estimate. The tests hold for both; ``test_a_weaker_seat_costs_more`` adds the
basic > hard step only for the games whose hard bot can advise.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.engine import pokdeng, registry, rummy
from cardtable_qt.engine.chance import bot_rngs
from cardtable_qt.engine.handlog import HandRecord
from cardtable_qt.review import Cancelled, choices, review_hand, reviewer_for
from cardtable_qt.review.__main__ import main as review_main
from cardtable_qt.storage.hands import write_hand
from tests.engine.test_handlog import play_hands

GAMES = sorted(registry.GAMES)


def _has_hard(game: str) -> bool:
    return reviewer_for(game)[0] == "hard"


class SpyBot:
    """Records every view it is shown; advises like the basic bot."""

    def __init__(self, game: str) -> None:
        self.inner = ai.make("basic", game)
        self.views: list[Any] = []

    def choose(self, view: Any, legal: list[Any], rng: Any) -> Any:
        self.views.append(view)
        return self.inner.choose(view, legal, rng)


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_of_the_seat_is_reviewed_from_its_own_view(game: str) -> None:
    hand = play_hands(game, 1, seed=17)[0]
    for seat in range(len(hand.deltas)):
        spy = SpyBot(game)
        review = review_hand(hand, seat, bot=spy, reviewer="spy")
        # every decision with a choice, none of the forced moves (the cut, the only pass)
        wanted = [i for i in hand.decisions(seat) if len(hand.state_at(i).legal_actions()) > 1]
        assert [d.index for d in review.decisions] == wanted == choices(hand, seat)
        # what the reviewer saw was the seat's view at that point of the log, nothing more
        assert spy.views == [hand.state_at(i).view(seat) for i in wanted]
        for d in review.decisions:
            assert d.cost >= 0
            assert (d.cost == 0) == (d.played == d.best)


@pytest.mark.parametrize("game", GAMES)
def test_the_review_is_the_same_each_time(game: str) -> None:
    hand = play_hands(game, 1, seed=8)[0]
    assert review_hand(hand, 0) == review_hand(hand, 0)


def _mean_cost(game: str, level: str, hands: int = 6) -> float:
    module = registry.load(game)
    names = [level] + ["basic"] * (module.Options().players - 1)
    records = play_hands(game, hands, seed=41, seats=names)
    reviews = [review_hand(r, 0) for r in records]
    decisions = [d for r in reviews for d in r.decisions]
    assert decisions
    return sum(d.cost for d in decisions) / len(decisions)


@pytest.mark.parametrize("game", GAMES)
def test_a_weaker_seat_costs_more(game: str) -> None:
    # random > basic always; basic > hard too once the game's hard bot can advise (then it is
    # also the reviewer, and costs are in the game's own unit)
    levels = ["random", "basic", *(["hard"] if _has_hard(game) else [])]
    costs = [_mean_cost(game, level) for level in levels]
    assert all(a > b for a, b in itertools.pairwise(costs)), dict(zip(levels, costs, strict=True))
    assert costs[0] >= 1.5 * costs[1], dict(zip(levels, costs, strict=True))


def _until(game: str, seed: int, found: Any, **options_: Any) -> tuple[HandRecord, int]:
    """Play basic bots until ``found(state)`` returns the bad action for the seat to act; the
    record ends with that action (a record for the review; the hand need not be finished)."""
    module = registry.load(game)
    options = module.Options(**options_)
    state = module.new_match(seed=seed, options=options)
    start = state.to_dict()
    bots = [ai.make("basic", game) for _ in range(options.players)]
    rngs = bot_rngs(seed, options.players)
    log: list[tuple[int, Any]] = []
    for _ in range(2000):
        seat = state.current_player
        bad = found(state)
        if bad is not None:
            log.append((seat, bad))
            record = HandRecord(game, 1, "", options, start, tuple(log), (0,) * options.players)
            return record, seat
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        log.append((seat, action))
        if any(type(e).__name__ == "HandOver" for e in state.apply(action)):
            start, log = state.to_dict(), []
    raise AssertionError("no such decision came up")


def test_discarding_a_joker_in_rummy_is_marked() -> None:
    def joker_discard(state: Any) -> Any:
        return next(
            (
                a
                for a in state.legal_actions()
                if isinstance(a, rummy.Discard) and a.card.suit is None
            ),
            None,
        )

    record, seat = _until("rummy", 3, joker_discard)
    last = review_hand(record, seat).decisions[-1]
    assert last.index == len(record.actions) - 1
    assert last.played != last.best and last.costly


def test_packing_a_two_player_rummy_deal_is_marked() -> None:
    """At two players a pack gives the deal away (its points for certain, the other player
    none): against playing on it is a costly decision, not a free one."""

    def pack(state: Any) -> Any:
        return next((a for a in state.legal_actions() if isinstance(a, rummy.Pack)), None)

    record, seat = _until("rummy", 3, pack, players=2)
    last = review_hand(record, seat).decisions[-1]
    assert isinstance(last.played, rummy.Pack) and last.played != last.best
    assert last.played_value == -20 and last.costly


def test_standing_on_two_points_in_pok_deng_is_marked() -> None:
    def stand_on_two(state: Any) -> Any:
        legal = state.legal_actions()
        stands = [a for a in legal if isinstance(a, pokdeng.Stand)]
        if not stands or not any(isinstance(a, pokdeng.DrawCard) for a in legal):
            return None
        view = state.view(state.current_player)
        hand = view.hands[stands[0].hand]
        if hand.cards and pokdeng.evaluate(list(hand.cards)).points <= 2:
            return stands[0]
        return None

    record, seat = _until("pokdeng", 5, stand_on_two)
    last = review_hand(record, seat).decisions[-1]
    assert last.played != last.best and last.costly


def test_cancel_and_progress() -> None:
    hand = play_hands("guandan", 1, seed=3)[0]
    seen: list[tuple[int, int]] = []
    with pytest.raises(Cancelled):
        review_hand(
            hand, 0, progress=lambda d, t: seen.append((d, t)), cancelled=lambda: len(seen) >= 2
        )
    total = len(hand.decisions(0))
    assert seen == [(1, total), (2, total)]


def test_the_command_prints_one_json_object(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hand = play_hands("xito", 1, seed=12, seats=["random", "basic", "basic", "basic"])[0]
    path = write_hand(tmp_path / "h.json", hand)
    assert review_main([str(path), "--seat", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"game", "seat", "decisions", "total_cost"} <= set(out)
    assert out["game"] == "xito" and out["seat"] == 0
    assert [d["index"] for d in out["decisions"]] == choices(hand, 0)
    for d in out["decisions"]:
        assert {"index", "played", "best", "cost", "unit"} <= set(d) and d["cost"] >= 0
    assert out["total_cost"] == pytest.approx(sum(d["cost"] for d in out["decisions"]))


def test_the_command_refuses_a_bad_file_and_a_bad_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "CardTable", "kind": "hand", "format": 1}')
    assert review_main([str(bad), "--seat", "0"]) == 2
    assert "not a hand CardTable can replay" in capsys.readouterr().err
    path = write_hand(tmp_path / "h.json", play_hands("xito", 1, seed=12)[0])
    assert review_main([str(path), "--seat", "9"]) == 2
    assert "seats 0 to" in capsys.readouterr().err


def test_a_record_built_by_hand_needs_no_match_seed() -> None:
    hand = play_hands("pokdeng", 1, seed=4)[0]
    assert "seed" not in hand.to_data()
    assert dataclasses.replace(hand, players=()).to_data()["players"] == []


def test_a_play_made_with_other_copies_of_the_cards_is_the_listed_decision() -> None:
    import dataclasses as dc

    from cardtable_qt.engine import guandan
    from cardtable_qt.review.core import listed

    state = guandan.position(["4S 4S 4D 9C", "KD", "8S", "AH"], leader=0)
    legal = state.legal_actions()
    pair = next(
        a
        for a in legal
        if isinstance(a, guandan.Play) and sorted(c.suit or "" for c in a.combo.cards) == ["D", "S"]
    )
    hand = state.view(0).hand
    spade = next(c for c in pair.combo.cards if c.suit == "S")
    other = next(c for c in hand if c.face == spade.face and c != spade)
    cards = tuple(other if c == spade else c for c in pair.combo.cards)
    copy = guandan.Play(dc.replace(pair.combo, cards=cards))
    assert copy != pair and copy not in legal
    assert listed(copy, legal) == pair
    assert listed(guandan.Pass(), legal) == guandan.Pass()  # nothing like it listed: itself


def test_a_fraction_of_a_chip_is_not_a_costly_xito_decision() -> None:
    """Xì tố's reviewer weighs in chips: 0.07 chips is the samples' noise, not a costly call
    (it was marked so, beside real losses of 12 and 123 chips); a few antes are."""
    from cardtable_qt.engine import xito
    from cardtable_qt.review.core import Decision

    def costing(cost: float) -> Decision:
        return Decision(3, xito.Call(), xito.Raise(50), 25.6 - cost, 25.6, cost, "chips")

    assert not costing(0.0738).costly
    assert costing(12.3).costly and costing(123.0).costly


class RankingBot:
    """Chooses the first legal action but values the second higher, as a sampled estimate can."""

    def __init__(self, unit: str) -> None:
        self.unit = unit

    def advise(self, view: Any, legal: list[Any], rng: Any) -> Any:
        from cardtable_qt.ai.advice import Advice

        return Advice(
            legal[0], "first", estimates=((legal[0], 0.4), (legal[1], 0.6)), unit=self.unit
        )

    def choose(self, view: Any, legal: list[Any], rng: Any) -> Any:
        return legal[0]


def test_a_move_valued_above_the_ais_choice_is_shown_as_the_best() -> None:
    """Where the AI's own estimate ranks the move played above its choice, the row does not
    show the AI's move as the better one: the move played is the best, at no cost."""
    hand = play_hands("guandan", 1, seed=3)[0]
    review = review_hand(hand, 0, bot=RankingBot("chance"), reviewer="test")
    state = hand.state_at(0)
    seen = set()
    for index, (actor, action) in enumerate(hand.actions):
        if actor == 0 and len(legal := state.legal_actions()) > 1:
            d = next(d for d in review.decisions if d.index == index)
            seen.add(legal.index(action) if action in legal[:2] else 2)
            if action == legal[1]:
                assert d.best == d.played and d.best_value == 0.6 and d.cost == 0 and d.agrees
            elif action == legal[0]:
                assert d.best == legal[0] and d.cost == 0
            else:
                assert d.best == legal[0] and d.played_value is None
        state.apply(action)
    assert seen == {0, 1, 2}  # the hand has each case


def _decision(cost: float, unit: str) -> Any:
    from cardtable_qt.review import Decision

    return Decision(0, "played", "best", 0.0, cost, cost, unit)


def test_a_sampled_chance_totals_only_its_costly_decisions_and_at_most_all_of_it() -> None:
    from cardtable_qt.review import Review

    noise = [_decision(0.04, "chance")] * 20  # below the costly mark: the samples' noise
    assert Review("guandan", 0, "hard", tuple(noise)).total_cost == 0
    costly = [_decision(0.25, "chance")] * 3
    assert Review("guandan", 0, "hard", tuple(noise + costly)).total_cost == pytest.approx(0.75)
    assert Review("guandan", 0, "hard", tuple(costly * 2)).total_cost == 1.0
    # an exact unit adds every cost
    bets = [_decision(0.04, "bets")] * 20
    assert Review("pokdeng", 0, "hard", tuple(bets)).total_cost == pytest.approx(0.8)


# --- the rows, in the player's words ---------------------------------------------------------

# each game's moments as the player lived them, and how its values read (with their unit)
MOMENTS = {
    "pokdeng": r"^Round \d+ · (your bet|draw or stand|catch|the bank)$",
    "guandan": r"^(Trick \d+ · (you led|to beat .+)|Tribute|Return tribute)$",
    "rummy": r"^Turn \d+ · (draw|discard)$",
    "xito": r"^Street [1-4] · (facing a bet of \d+|no bet yet)$",
}
VALUES = {  # a percentage with at most one decimal, or whole chips / points
    "pokdeng": r"^−?\d+(\.\d)? %$",
    "guandan": r"^−?\d+(\.\d)? %$",
    "rummy": r"^−?\d+$",
    "xito": r"^−?\d+$",
}
HEADERS = {
    "pokdeng": "% of your bet",
    "guandan": "% chance to take the hand",
    "rummy": "penalty points",
    "xito": "chips",
}


def _rows_of(game: str, seed: int = 3) -> tuple[HandRecord, Any, list[Any]]:
    from cardtable_qt.review.rows import review_rows

    hand = play_hands(game, 1, seed=seed)[0]
    review = review_hand(hand, 0)
    return hand, review, review_rows(hand, review)


@pytest.mark.parametrize("game", GAMES)
def test_the_rows_name_the_moment_and_read_each_value_in_its_unit(game: str) -> None:
    import re

    from cardtable_qt.review.rows import unit_header

    hand, review, rows = _rows_of(game)
    decided = [r for r in rows if not r.grouped]
    assert decided, rows
    for row in decided:
        assert re.match(MOMENTS[game], row.moment), row
        for value in (row.played_value, row.best_value, row.cost):
            assert value == "" or re.match(VALUES[game], value), (value, row)
        # the moves in the table's words, never an action's index or the engine's names
        for words in (row.played, row.best):
            assert words and "place 1" not in words and "Move" not in words, row
            assert not re.search(r"\b(PlaceBet|Draw|Discard|Bet|Call)\(", words), row
    assert unit_header(review.decisions[0].unit) == HEADERS[game]
    # every move of the seat is in a row: a decision's own, or a group's
    assert sum(r.grouped or 1 for r in rows) == len(hand.decisions(0))
    # a row opens the replay at its move
    assert all(hand.actions[r.index][0] == 0 for r in rows)


def test_pok_deng_bets_are_on_the_place_the_table_names() -> None:
    """A bet on the place the table labels ("bet 10 on your place"), not "bet 10 on place 1"."""
    from cardtable_qt.review.rows import said

    found = set()
    for seed in range(3, 6):
        hand = play_hands("pokdeng", 1, seed=seed)[0]
        for index, (seat, action) in enumerate(hand.actions):
            if isinstance(action, pokdeng.PlaceBet):
                found.add(said(action, hand.state_at(index).view(seat)))
    assert found and all(
        re.match(r"^bet \d+ (on your place|on the last leg|to cut in)$", w) for w in found
    ), found


def test_forced_moves_and_near_ties_are_grouped_into_one_row_each_run() -> None:
    hand, review, rows = _rows_of("guandan")
    groups = [r for r in rows if r.grouped]
    assert groups, rows
    forced = [i for i in hand.decisions(0) if i not in {d.index for d in review.decisions}]
    assert forced
    for row in groups:
        assert re.match(
            r"^(a forced move|\d+ forced moves)?( · )?(a near-tie|\d+ near-ties)?$", row.moment
        ), row
        assert row.played == row.best == row.cost == ""
    grouped_forced = sum(
        1 if "a forced move" in r.moment else int(r.moment.split()[0])
        for r in groups
        if "forced" in r.moment
    )
    assert grouped_forced == len(forced)
    # no two groups side by side: a run is one row
    kinds = [bool(r.grouped) for r in rows]
    assert not any(a and b for a, b in itertools.pairwise(kinds))


def test_a_costly_row_says_why_with_the_hints_reason() -> None:
    from cardtable_qt.engine_text import engine_text
    from cardtable_qt.review.rows import review_rows

    def joker_discard(state: Any) -> Any:
        return next(
            (
                a
                for a in state.legal_actions()
                if isinstance(a, rummy.Discard) and a.card.suit is None
            ),
            None,
        )

    record, seat = _until("rummy", 3, joker_discard)
    review = review_hand(record, seat)
    last = review.decisions[-1]
    assert last.costly and last.message is not None
    row = review_rows(record, review)[-1]
    assert row.costly and row.index == last.index
    assert row.why == "The AI's choice is better: " + engine_text(last.message)
    assert (row.played.startswith("discard ") and "Joker" in row.played) or "joker" in row.played


def test_a_fraction_of_a_bet_reads_in_percent_and_chips_in_whole_chips() -> None:
    from cardtable_qt.review.rows import value_text

    assert value_text(-0.0026, "bets") == "−0.3 %"
    assert value_text(-0.0833, "bets") == "−8.3 %"
    assert value_text(0.5, "chance") == "50 %"
    assert value_text(0.833, "chance") == "83 %"
    assert value_text(-12.4, "chips") == "−12"
    assert value_text(-0.0001, "bets") == "0 %"  # no "−0"


def test_the_command_prints_the_windows_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hand, _review, rows = _rows_of("guandan")
    path = write_hand(tmp_path / "h.json", hand)
    assert review_main([str(path), "--seat", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rows"] == [r.to_data() for r in rows]
    assert out["unit"] == "% chance to take the hand"
    assert any(r.get("grouped") for r in out["rows"])
