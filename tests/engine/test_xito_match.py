"""The match protocol for Xì tố: views, legality, events, saving and refusing damaged saves."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from cardtable_qt import sim
from cardtable_qt.engine import registry
from cardtable_qt.engine.codec import StateDataError, encode
from cardtable_qt.engine.match import Event, HandOver, IllegalAction, Match
from cardtable_qt.engine.xito import (
    GAME_ID,
    Bet,
    Call,
    CardDealt,
    Fold,
    Options,
    Raise,
    Rebuy,
    SitOut,
    State,
    decode_action,
    decode_event,
    from_dict,
    new_match,
    redact,
)

DEAL = {0: "7C AS AH KS KH", 1: "10C 10D 10H 10S 7D", 2: "QC QD QH 8C 8D"}


def table() -> State:
    return new_match(21, Options(players=3), dealer=2, deal=DEAL)


def test_the_package_follows_the_contract() -> None:
    state = table()
    assert isinstance(state, Match)
    assert registry.load("xito").GAME_ID == GAME_ID == "xito"
    assert state.players == 3 and state.current_player == 0 and not state.is_over
    assert state.legal_actions() == state.legal_actions()  # the same order every time
    assert state.result is None


def test_legal_actions_offer_a_ladder_but_any_amount_in_range_is_accepted() -> None:
    state = table()
    legal = state.legal_actions()
    assert legal == [Fold(), Bet(11), Bet(20), Bet(30), Bet(50), Bet(55), Bet(100)]
    for amount in range(11, 101):
        clone = from_dict(state.to_dict())
        clone.apply(Bet(amount))
        assert clone.contributed[0] == 10 + amount
    state.apply(Bet(40))
    assert state.legal_actions()[:2] == [Fold(), Call()]
    assert all(isinstance(a, Raise) for a in state.legal_actions()[2:])
    assert state.bet_range() == (11, 100)


def test_the_ladder_ends_with_all_in_when_the_stack_is_short() -> None:
    state = new_match(21, Options(players=3), stacks=[45, 1000, 1000], dealer=2, deal=DEAL)
    assert state.bet_range() == (11, 35)
    assert [a for a in state.legal_actions() if isinstance(a, Bet)][-1] == Bet(35)
    short = new_match(21, Options(players=3), stacks=[15, 1000, 1000], dealer=2, deal=DEAL)
    assert short.legal_actions() == [Fold(), Bet(5)]  # all-in for less than a full bet
    assert short.bet_range() == (5, 5)
    events = short.apply(Bet(5))
    assert events[0].all_in  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "action",
    [Call(), Raise(20), Rebuy(), SitOut(), Bet(5), Bet(1000), "fold", None, Fold],
)
def test_illegal_actions_are_refused_and_change_nothing(action: Any) -> None:
    state = table()
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.reason.endswith(".")
    assert state.to_dict() == before


def test_a_view_shows_only_what_the_seat_may_see() -> None:
    state = table()
    state.apply(Bet(20))
    mine, theirs = state.view(0), state.view(1)
    assert str(mine.hole) == "7C" and str(theirs.hole) == "10C"
    assert mine.upcards == theirs.upcards
    assert [str(c[0]) for c in mine.upcards] == ["AS", "10D", "QD"]
    assert "7C" not in json.dumps(encode(theirs))
    assert mine.round_bets == (20, 0, 0) and mine.pot == 50
    assert theirs.to_call == 20 and theirs.bet_range == (11, 100)
    assert mine.bet_range is None  # not its turn
    assert [m.action for m in mine.history] == ["bet"]
    assert mine.pots[0].amount == 30  # the antes; this round's bets are still in front of seats
    assert set(mine.cards_seen) == {mine.hole, *[c for cs in mine.upcards for c in cs]}
    with pytest.raises(ValueError):
        state.view(3)


def test_events_encode_and_decode_and_hole_cards_can_be_redacted() -> None:
    state = table()
    events: list[Event] = list(state.opening_events)
    while not any(isinstance(e, HandOver) for e in events):
        legal = state.legal_actions()
        events += state.apply(legal[1] if isinstance(legal[1], Bet) else Call())
    for event in events:
        data = json.loads(json.dumps(encode(event)))
        assert decode_event(data) == event
    over = next(i for i, e in enumerate(events) if isinstance(e, HandOver))
    hidden = redact(events[:over], 1)
    holes = [e for e in hidden if isinstance(e, CardDealt) and not e.face_up]
    assert [(e.seat, e.card is None) for e in holes] == [(0, True), (1, False), (2, True)]


@pytest.mark.parametrize("action", [Bet(15), Call(), Raise(30), Fold(), Rebuy(), SitOut()])
def test_actions_round_trip(action: Any) -> None:
    assert decode_action(json.loads(json.dumps(encode(action)))) == action


def test_bad_actions_do_not_decode() -> None:
    for bad in ({"type": "Bet"}, {"type": "Bet", "amount": "ten"}, {"type": "Check"}, 3):
        with pytest.raises(StateDataError):
            decode_action(bad)


def test_a_saved_session_restores_equal_and_plays_on_identically() -> None:
    state = new_match(33, Options(players=5))
    for _ in range(25):
        state.apply(state.legal_actions()[-1])
    data = json.loads(json.dumps(state.to_dict()))
    copy_ = from_dict(data)
    assert copy_ == state and copy_.rng == state.rng
    for _ in range(200):
        legal = state.legal_actions()
        assert copy_.legal_actions() == legal
        assert copy_.apply(legal[len(legal) // 2]) == state.apply(legal[len(legal) // 2])


def damaged(change: Any) -> dict[str, Any]:
    state = table()
    state.apply(Bet(20))
    data = copy.deepcopy(state.to_dict())
    change(data)
    return data


def _set(path: str, value: Any) -> Any:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for p in parents:
            target = target[int(p)] if p.isdigit() else target[p]
        if value is _DELETE:
            del target[int(last) if last.isdigit() else last]
        else:
            target[int(last) if last.isdigit() else last] = value

    return change


_DELETE = object()


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (_set("game", "pokdeng"), "game"),
        (_set("format", 99), "newer"),
        (_set("format", "1"), "format"),
        (_set("options", _DELETE), "options"),
        (_set("options.players", 9), "players"),
        (_set("rng", {"state": "xyz"}), "rng"),
        (_set("phase", "dancing"), "phase"),
        (_set("stacks", [1, 2]), "stacks"),
        (_set("stacks.0", -5), "stacks"),
        (_set("stacks.0", "a lot"), "stacks"),
        (_set("stacks.0", 5000), "add up"),
        (_set("hole.0", "2S"), "hole[0]"),
        (_set("hole.0", "AS"), "twice"),
        (_set("up.1.0", "ZZ"), "up[1][0]"),
        (_set("deck", []), "32"),
        (_set("current", 7), "current"),
        (_set("current", 0), "current"),  # seat 0 has just bet: it is not waited for
        (_set("pending", [False, False, False]), "current"),
        (_set("betting_round", 6), "betting_round"),
        (_set("history.0.2", "dance"), "history[0]"),
        (_set("history", "lots"), "history"),
        (_set("dealt.1", False), "dealt[1]"),
        (_set("round_bets.0", 500), "round_bets"),
        (_set("hand", 0), "hand"),
        (_set("script", None), "script"),
        (_set("sitting_out", [0, 0, 0]), "sitting_out"),
    ],
)
def test_damaged_saves_are_refused_with_a_clear_message(change: Any, where: str) -> None:
    with pytest.raises(StateDataError) as err:
        from_dict(damaged(change))
    assert where in str(err.value)


@pytest.mark.parametrize(
    "data", [None, [], "xito", {"game": "xito"}, {"game": "xito", "format": 1}]
)
def test_garbage_is_refused(data: Any) -> None:
    with pytest.raises(StateDataError):
        from_dict(data)


def test_the_simulator_plays_xito_and_the_totals_sum_to_zero() -> None:
    summary = sim.run("xito", 40, seed=4, seats=["basic", "random", "basic"])
    assert summary["games"] == 40
    assert sum(seat["total"] for seat in summary["seats"]) == 0
    assert sim.main(["--game", "xito", "--games", "5", "--option", "max_raises=2"]) == 0
