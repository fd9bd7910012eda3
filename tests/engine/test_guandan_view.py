"""What every seat's Guandan view shows of the public table: tribute laid down but not yet taken,
and the previous hand's result (places, climb, levels), kept exactly through a save."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.codec import StateDataError
from cardtable_qt.engine.guandan import (
    HandResult,
    PayTribute,
    Play,
    State,
    from_dict,
    new_match,
    next_hand_position,
    position,
)
from cardtable_qt.engine.match import Event, HandOver


def saved_and_restored(state: State) -> State:
    twin = from_dict(json.loads(json.dumps(state.to_dict())))
    assert twin == state
    return twin


def finish_hand(state: State) -> list[Event]:
    """Play the hand out: each player plays its lowest single or passes when it cannot."""
    events: list[Event] = []
    while not any(isinstance(e, HandOver) for e in events):
        actions = state.legal_actions()
        plays = [a for a in actions if isinstance(a, Play) and a.combo.kind == "single"]
        events += state.apply(plays[0] if plays else actions[0])
    return events


def test_a_double_dwellers_first_tribute_lies_on_the_table_for_everyone() -> None:
    state, _ = next_hand_position(["", "BJ", "", "AS"], finish=[0, 2])
    assert all(state.view(s).offered == () for s in range(4))
    ace = parse_cards("AS")[0]
    state.apply(PayTribute(ace))  # seat 3 pays first; seat 1 has not paid yet
    for seat in range(4):
        assert state.view(seat).offered == ((3, ace),)
    twin = saved_and_restored(state)
    assert [twin.view(s).offered for s in range(4)] == [((3, ace),)] * 4
    twin.apply(PayTribute(parse_cards("BJ")[0]))  # both taken at once
    assert twin.view(0).offered == ()


def test_the_last_hand_is_the_result_announced_and_survives_a_save() -> None:
    state = position(["3S", "4S", "5S 5D 5C", "6S"], team_levels=(4, 2), level_team=0)
    assert state.view(0).last_hand is None
    events = finish_hand(state)
    (result,) = [e for e in events if isinstance(e, HandResult)]
    assert state.hand_no == 2
    for seat in range(4):
        assert state.view(seat).last_hand == result
    assert result.places == (1, 2, 4, 3) and result.climb == 1 and result.team_levels == (5, 2)
    twin = saved_and_restored(state)
    assert twin.view(1).last_hand == result
    assert twin.copy().view(2).last_hand == result


def test_the_deciding_hand_stays_the_last_hand_when_the_match_is_won() -> None:
    state = position(["3S", "4S 4D", "5S", "6S 6D"], team_levels=(14, 9), level_team=0)
    events = finish_hand(state)
    (result,) = [e for e in events if isinstance(e, HandResult)]
    assert state.is_over and result.game_won
    assert saved_and_restored(state).view(0).last_hand == result


def test_a_next_hand_position_knows_the_hand_before() -> None:
    state, _ = next_hand_position(["", "", "", ""], finish=[1, 2, 3], team_levels=(2, 4))
    last = state.view(0).last_hand
    assert last is not None
    assert last.hand_no == 1 and last.places == (4, 1, 2, 3) and last.banker == 1
    assert last.climb == 2 and last.winning_team == 1 and last.next_level == 4


def test_hands_of_a_played_match_keep_their_last_hand_and_tribute_through_saves() -> None:
    state = new_match(11)
    hands_ended = 0
    while not state.is_over and hands_ended < 3:
        events = state.apply(state.legal_actions()[0])
        for event in events:
            if isinstance(event, HandResult):
                hands_ended += 1
                assert state.view(0).last_hand == event
        if state.phase in ("tribute", "return") or hands_ended:
            twin = saved_and_restored(state)
            assert twin.view(3).offered == state.view(3).offered
            assert twin.view(3).last_hand == state.view(3).last_hand
    assert hands_ended == 3 or state.is_over


def test_a_save_made_before_the_last_hand_was_kept_still_loads() -> None:
    state, _ = next_hand_position(["", "", "", ""], finish=[0, 2])
    data = json.loads(json.dumps(state.to_dict()))
    assert data["last_result"]["places"] == [1, 4, 2, 4]
    del data["last_result"]
    assert from_dict(data).view(0).last_hand is None


def damaged_last_hand(change: Any) -> dict[str, Any]:
    state, _ = next_hand_position(["", "", "", ""], finish=[0, 2])
    data = json.loads(json.dumps(state.to_dict()))
    change(data["last_result"])
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda r: r.update(places=[1, 2, 4]), "places"),
        (lambda r: r.update(places=[1, 4, 2, 9]), "places"),
        (lambda r: r.update(banker=1), "Banker"),
        (lambda r: r.update(banker=7), "seat"),
        (lambda r: r.update(climb=4), "climb"),
        (lambda r: r.update(team_levels=[2, 99]), "level"),
        (lambda r: r.update(hand_no=5), "last one that ended"),
        (lambda r: r.update(type="Played"), "HandResult"),
        (lambda r: r.pop("climb"), "missing 'climb'"),
    ],
)
def test_a_damaged_last_hand_is_refused(change: Any, words: str) -> None:
    with pytest.raises(StateDataError) as info:
        from_dict(damaged_last_hand(change))
    assert words in str(info.value)
