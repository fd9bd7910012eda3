"""Guandan's easy and hard bots: whole games in the simulator, determinism, key decisions."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.ai.advice import Advice
from cardtable_qt.ai.guandan_easy import EasyBot
from cardtable_qt.ai.guandan_hard import HardBot
from cardtable_qt.ai.guandan_plan import plan
from cardtable_qt.engine.guandan import Pass, Play, State, position
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import run

# three 13-card hands for seats the test does not look at (two decks: at most two of a card)
M1 = "2D 3C 4S 6H 7D 8S 10C JC QC KC KD AH AD"
M2 = "2C 3H 4H 6D 7C 8D 10H JH QH KH KS AC AS"
BUDGET_MS = 2000  # the hard ceiling per decision (the bench checks median and p95)


def _stable(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in ("decision_ms", "games_per_s")}


def test_the_registry_names_easy_and_hard() -> None:
    assert isinstance(ai.make("easy", "guandan"), EasyBot)
    assert isinstance(ai.make("hard", "guandan"), HardBot)


@pytest.mark.parametrize("seats", [["easy"] * 4, ["easy", "basic", "easy", "basic"]])
def test_easy_plays_200_hands_deterministically(seats: list[str]) -> None:
    first = run("guandan", 200, 41, seats)
    assert first["games"] == 200
    assert _stable(run("guandan", 200, 41, seats)) == _stable(first)


def test_hard_plays_seeded_hands_deterministically_within_budget() -> None:
    seats = ["hard", "basic", "hard", "easy"]
    first = run("guandan", 6, 5, seats)
    assert first["games"] == 6
    assert first["decision_ms"]["max"] < BUDGET_MS
    assert _stable(run("guandan", 6, 5, seats)) == _stable(first)


@pytest.mark.slow
def test_hard_plays_many_hands() -> None:
    summary = run("guandan", 60, 9, ["hard", "hard", "hard", "hard"])
    assert summary["games"] == 60
    assert summary["decision_ms"]["max"] < BUDGET_MS


def _advise(state: State, seed: int = 3) -> Advice:
    seat = state.current_player
    assert seat is not None
    return HardBot().advise(state.view(seat), state.legal_actions(), Rng(seed))


def _cards(action: Any) -> str:
    assert isinstance(action, Play), action
    return " ".join(sorted(str(c) for c in action.combo.cards))


def test_it_bombs_when_an_opponent_holding_two_cards_would_go_out() -> None:
    # Seat 3 (an opponent) led a pair of queens and holds a pair of fives: if the trick is
    # left to it, it leads the fives and is out.
    state = position(
        ["9S 9D 9C 9H 3S 4D 6C 8C 10S JD", "2D 3C 4S 6H 7D", "2S 3D 4C 7S 8D", "5S 5D"],
        leader=3,
        trick=[(3, "QS QD")],
    )
    advice = _advise(state)
    assert _cards(advice.action) == "9C 9D 9H 9S"
    assert "Bomb" in advice.text


def test_it_keeps_its_bomb_while_the_opponents_hold_many_cards() -> None:
    state = position(
        ["9S 9D 9C 9H 3S 4D 6C 8C 10S JD 5C 6D 7C 8H 2C", M1, M2, M1],
        leader=3,
        trick=[(3, "QS QD")],
    )
    assert _advise(state).action == Pass()


def test_it_feeds_a_partner_holding_one_card() -> None:
    # The basic bot would lead the straight 3-7; with the partner on one card the hard bot
    # leads its lowest single for the partner to beat.
    state = position(["3D 4D 5C 6S 7H 9C", M1, "8S", M2], leader=0)
    advice = _advise(state)
    assert _cards(advice.action) == "3D"
    assert advice.code == "lead_feed"


def test_it_never_overtakes_its_partner() -> None:
    state = position(
        ["5S 5C 9D 9C KH", "6D 7C 8H", "KS KD 7C 2H", "AS AD"],
        leader=0,
        trick=[(0, "4S 4D"), (1, None)],
    )
    assert state.current_player == 2
    assert _advise(state).action == Pass()


def test_it_cashes_sure_winners_then_goes_out() -> None:
    # Both big jokers are in hand: the pair cannot be beaten but by a bomb, so it is led first
    # and the lone 3 goes last.
    state = position(["3S RJ RJ", M1, M2, M1], leader=0)
    assert _cards(_advise(state).action) == "RJ RJ"


def test_the_same_view_gives_the_same_choice_whatever_the_hidden_cards() -> None:
    # Seat 0's view is identical in both positions: only the opponents' and the partner's
    # cards are dealt differently (same counts). Small hands, so the play-outs are used.
    mine = "9S 9D 9C 9H 3S 4D 6C 8C"
    a = position(
        [mine, "2D 3C 4S 6H 7D", "2S 3D 4C 7S 8D", "5S 5D"], leader=3, trick=[(3, "QS QD")]
    )
    b = position(
        [mine, "5S 3C 4S 6H 7S", "2S 3D 4C 7D 8D", "2D 5D"], leader=3, trick=[(3, "QS QD")]
    )
    assert a.view(0) == b.view(0)
    for seed in (1, 2):
        assert _advise(a, seed).action == _advise(b, seed).action


def test_the_plan_joins_runs_and_full_houses() -> None:
    from cardtable_qt.engine.cards import parse_cards

    _, groups = plan(parse_cards("3S 4D 5C 6H 7S 9S 9D 9C KD KS"), 2)
    kinds = sorted(g.kind for g in groups)
    assert kinds == ["full_house", "straight"]


def test_hard_advice_names_the_play_and_estimates_it() -> None:
    state = position(["3D 4D 5C 6S 7H 9C", "KD", "8S 8D", "AH"], leader=0)
    advice = _advise(state)
    assert advice.text and advice.code
    assert advice.value_of(advice.action) is not None
    assert advice.action in state.legal_actions()


def _appraise(state: State, played: Any, seed: int = 1) -> Any:
    seat = state.current_player
    assert seat is not None
    return HardBot().appraise(state.view(seat), state.legal_actions(), played, Rng(seed))


def test_the_review_values_both_moves_as_the_chance_of_taking_the_hand() -> None:
    # Seat 0 can go out at once with its pair; leading a single instead leaves an opponent
    # with two cards the lead. Both are valued on the same play-outs, as a chance.
    state = position(["7S 7D", "KD AH", "8S 8D 9C", "AS 3C 4D"], leader=0)
    single = next(
        a for a in state.legal_actions() if isinstance(a, Play) and len(a.combo.cards) == 1
    )
    advice = _appraise(state, single)
    assert advice.unit == "chance"
    best, worse = advice.value_of(advice.action), advice.value_of(single)
    assert len(advice.action.combo.cards) == 2 and best == 1.0
    assert worse is not None and 0.0 <= worse < best


def test_the_reviews_estimate_does_not_depend_on_hidden_cards() -> None:
    # Big hands (counts hidden): seat 0's view is the same, the others' cards differ.
    mine = "3S 4S 5S 6D 7D 9C 9D JS JD QH KH AC 2C"
    a = position([mine, "3D 4D 5D 6S 7S 8S", "9S 9H TS TD", "QS QD KS KD"], leader=0)
    b = position([mine, "9S 9H TS TD 7S 8S", "3D 4D 5D 6S", "QS QD KS KD"], leader=0)
    assert a.view(0).hand == b.view(0).hand
    lead = a.legal_actions()[0]
    assert _appraise(a, lead).estimates == _appraise(b, lead).estimates
