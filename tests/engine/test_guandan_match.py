"""The Guandan match: the first hand (G-1), tricks, places, levels, tribute (G-3, G-4, G-5),
winning at A (G-6), card counts (G-2), illegal actions and saved states."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from cardtable_qt.engine.cards import Card, CardError, card_code, card_from_code, parse_cards
from cardtable_qt.engine.codec import StateDataError, encode
from cardtable_qt.engine.guandan import (
    GAME_ID,
    AntiTribute,
    CutDeck,
    Deal,
    DeckCut,
    HandBegins,
    HandResult,
    MatchOver,
    Options,
    Pass,
    PayTribute,
    Play,
    Played,
    PlayerOut,
    ReturnTribute,
    State,
    TributeOffered,
    TributeReturned,
    TributeTaken,
    TrickOver,
    classify,
    decode_action,
    decode_event,
    from_dict,
    new_match,
    next_hand_position,
    position,
    readings,
)
from cardtable_qt.engine.guandan.deal import cut, first_drawer
from cardtable_qt.engine.match import (
    FORMAT_VERSION,
    Event,
    HandOver,
    IllegalAction,
    option_specs,
)
from cardtable_qt.engine.rng import Rng


def play(state: State, cards: str) -> list[Event]:
    combo = classify(cards, state.level)
    assert combo is not None, cards
    return state.apply(Play(combo))


def of(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def assert_rejected(state: State, action: Any) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_dict() == before
    return info.value.reason


# --- G-1: the first hand --------------------------------------------------------------------------


def test_g1_a_new_match_waits_for_the_human_seat_to_cut() -> None:
    state = new_match(7)
    assert state.current_player == 0 and state.legal_actions() == [CutDeck()]
    assert state.view(0).phase == "cut" and state.view(0).hand == ()


def test_g1_the_turned_card_picks_who_draws_first_and_its_drawer_leads() -> None:
    for seed in range(12):
        state = new_match(seed)
        events = state.apply(CutDeck())
        (cut_event,) = of(events, DeckCut)
        (deal,) = of(events, Deal)
        (begins,) = of(events, HandBegins)
        turned = cut_event.turned
        assert not turned.is_joker
        assert cut_event.count == (1 if turned.rank == 14 else turned.rank)
        assert cut_event.first_drawer == (cut_event.count - 1) % 4  # counted from seat 0 as one
        assert cut_event.turned_to == (cut_event.first_drawer + 3) % 4  # the 108th card
        assert deal.first_drawer == cut_event.first_drawer
        assert [len(h) for h in deal.hands] == [27, 27, 27, 27]
        assert deal.hands[cut_event.turned_to][-1] == turned  # drawn last
        assert begins.leader == cut_event.turned_to == state.current_player
        assert begins.reason == "drew_turned_card" and deal.level == 2
        owner_view = state.view(cut_event.turned_to)
        assert owner_view.turned_card == turned and owner_view.turned_owner == cut_event.turned_to


def test_g1_counting_examples() -> None:
    assert first_drawer(0, parse_cards("AS")[0]) == 0  # A counts one: the cutter draws first
    assert first_drawer(0, parse_cards("2S")[0]) == 1
    assert first_drawer(0, parse_cards("KD")[0]) == 0  # 13 = 3 rounds of four, plus one
    assert first_drawer(2, parse_cards("7C")[0]) == 0


def test_g1_a_turned_joker_is_passed_over() -> None:
    deck = parse_cards("BJ RJ 5S 6S")
    rng = Rng(0)
    probe = Rng(0)
    while deck[probe.randbelow(4)].rank < 15:  # find a generator state that lands on a joker
        rng = Rng(rng.next_u64())
        probe = Rng(rng.state)
    turned = cut(deck, rng)
    assert str(turned) == "5S" and deck[-1] == turned and len(deck) == 4


def test_g1_the_turned_card_stays_visible_until_played() -> None:
    state = new_match(3)
    events = state.apply(CutDeck())
    (cut_event,) = of(events, DeckCut)
    owner = cut_event.turned_to
    combo = classify([cut_event.turned], state.level)
    assert combo is not None
    assert state.view((owner + 1) % 4).turned_card == cut_event.turned
    state.apply(Play(combo))
    assert state.view((owner + 1) % 4).turned_card is None


# --- trick play ---------------------------------------------------------------------------------


def test_the_leader_must_play_and_any_kind_leads() -> None:
    state = position(["3S 4D 5C 6H 7S 9D", "8S", "8D", "8C"])
    assert Pass() not in state.legal_actions()
    assert "lead" in assert_rejected(state, Pass())
    kinds = {a.combo.kind for a in state.legal_actions() if isinstance(a, Play)}
    assert {"single", "straight"} <= kinds


def test_followers_play_the_same_kind_higher_or_a_bomb_or_pass() -> None:
    state = position(["3S 9D", "4S 4D JS JD QS QD 5C 5D 5H 5S", "KS", "KD"], trick=[(0, "3S")])
    legal = state.legal_actions()
    assert legal[0] == Pass()
    kinds = {a.combo.kind for a in legal if isinstance(a, Play)}
    assert kinds == {"single", "bomb"}
    reason = assert_rejected(state, Play(classify("4S 4D", 2)))  # type: ignore[arg-type]
    assert "single" in reason
    assert_rejected(state, Play(classify("2S", 2)))  # type: ignore[arg-type]  # not held


def test_three_passes_end_the_trick_and_the_last_player_leads() -> None:
    state = position(["3S 9D", "4S 5S", "6S 7S", "8S 10S"])
    play(state, "3S")
    assert state.current_player == 1
    play(state, "5S")
    events = state.apply(Pass()) + state.apply(Pass()) + state.apply(Pass())
    (over,) = of(events, TrickOver)
    assert (over.winner, over.leader) == (1, 1)
    assert state.current_player == 1 and state.view(1).to_beat is None


def test_a_player_who_passed_may_play_again_in_the_same_trick() -> None:
    state = position(["3S 9D", "4S QS", "6S 7S", "8S 10S"])
    play(state, "3S")
    state.apply(Pass())  # seat 1
    play(state, "6S")
    state.apply(Pass())  # seat 3
    state.apply(Pass())  # seat 0
    assert state.current_player == 1
    assert any(isinstance(a, Play) for a in state.legal_actions())
    play(state, "QS")
    assert state.view(0).to_beat_seat == 1


def test_players_who_are_out_are_skipped() -> None:
    state = position(["", "4S 5S", "6S 7S", "8S 10S"], leader=1, finished=[0])
    play(state, "4S")
    assert state.current_player == 2
    play(state, "6S")
    play(state, "8S")
    assert state.current_player == 1  # seat 0 is out
    events = state.apply(Pass()) + state.apply(Pass())
    assert of(events, TrickOver)[0].leader == 3  # two passes: everyone else still in passed


def test_the_lead_passes_to_the_partner_when_the_last_player_went_out() -> None:
    state = position(["AS", "4S 5S", "6S 7S", "8S 10S"], trick=[(3, "3S")], leader=3)
    events = play(state, "AS")
    assert of(events, PlayerOut) == [PlayerOut(0, 1)]
    events = state.apply(Pass()) + state.apply(Pass()) + state.apply(Pass())
    (over,) = of(events, TrickOver)
    assert (over.winner, over.leader) == (0, 2)  # 接风: seat 0's partner leads
    assert state.current_player == 2


def test_played_events_carry_the_combo_and_cards_left() -> None:
    state = position(["3S 4D 5C 6H 7S 9D", "8S", "8D", "8C"])
    (event,) = play(state, "3S 4D 5C 6H 7S")
    assert isinstance(event, Played) and event.seat == 0 and event.leading
    assert event.combo.kind == "straight" and event.cards_left == 1
    view = state.view(1)
    assert view.last_plays[0] == event.combo and view.to_beat == event.combo
    assert [str(c) for c in view.played[-5:]] == ["3S", "4D", "5C", "6H", "7S"]


def test_a_play_may_use_any_copies_of_the_cards_listed() -> None:
    state = position(["5S 5S 9D", "8S", "8D", "8C"])
    listed = next(a for a in state.legal_actions() if isinstance(a, Play) and a.combo.value == 5)
    other = Play(classify([Card(5, "S", 0)], 2))  # type: ignore[arg-type]
    assert other != listed
    (event,) = state.apply(other)
    assert isinstance(event, Played) and event.combo.cards == (Card(5, "S", 0),)


def test_g7_plays_for_picked_cards_lists_the_legal_readings_in_order() -> None:
    state = position(["8S 8D 8C 5H 5H 3S", "4S", "4D", "4C"], team_levels=(5, 2), level_team=0)
    picked = [c for c in state.hands[0] if c.rank in (5, 8)]
    assert [p.combo.kind for p in state.plays_for(picked)] == ["bomb", "full_house"]
    assert state.plays_for(parse_cards("3S 8S")) == []  # not a combination
    assert state.plays_for(parse_cards("4S")) == []  # not in this hand
    following = position(
        ["8S 8D 8C 5H 5H 3S", "4S", "4D", "4C"],
        team_levels=(5, 2),
        level_team=0,
        trick=[(3, "9S 9D 9C 2S 2D")],
    )
    assert following.current_player == 0
    picked = [c for c in following.hands[0] if c.rank in (5, 8)]
    assert [p.combo.kind for p in following.plays_for(picked)] == ["bomb"]  # the only one now


# --- end of a hand, scoring -------------------------------------------------------------------


def finish_hand(state: State) -> list[Event]:
    """Play the hand out: each player plays its lowest single or passes when it cannot."""
    events: list[Event] = []
    while not of(events, HandOver):
        actions = state.legal_actions()
        plays = [a for a in actions if isinstance(a, Play) and a.combo.kind == "single"]
        events += state.apply(plays[0] if plays else actions[0])
    return events


def test_partners_first_and_second_end_the_hand_with_three_levels() -> None:
    state = position(["3S", "4S 4D", "5S", "6S 6D"], team_levels=(5, 2), level_team=0)
    events = play(state, "3S") + state.apply(Pass()) + play(state, "5S")
    (result,) = of(events, HandResult)
    assert result.places == (1, 4, 2, 4) and result.climb == 3 and result.winning_team == 0
    assert result.team_levels == (8, 2) and result.next_level == 8
    (over,) = of(events, HandOver)
    assert over.deltas == (3, 0, 3, 0)
    assert state.hand_no == 2 and state.level == 8 and state.level_team == 0


@pytest.mark.parametrize(
    ("hands", "places", "climb"),
    [
        (["3S", "4S", "9S 9D", "6S 6D"], (1, 2, 3, 4), 2),
        (["3S", "4S", "5S 5D 5C", "6S"], (1, 2, 4, 3), 1),
    ],
)
def test_three_out_end_the_hand(hands: list[str], places: tuple[int, ...], climb: int) -> None:
    state = position(hands)
    events = finish_hand(state)
    (result,) = of(events, HandResult)
    assert result.places == places and result.climb == climb
    assert of(events, HandOver)[0].deltas == (climb, 0, climb, 0)


def test_levels_stop_at_a() -> None:
    state = position(["3S", "4S 4D", "5S", "6S 6D"], team_levels=(13, 2), level_team=1)
    events = finish_hand(state)
    (result,) = of(events, HandResult)
    assert result.team_levels == (14, 2) and not result.game_won
    assert of(events, HandOver)[0].deltas == (1, 0, 1, 0)  # levels actually climbed


# --- G-6: winning at A --------------------------------------------------------------------------


def test_g6_winning_at_its_own_a_wins_the_game() -> None:
    state = position(["3S", "4S 4D", "5S", "6S 6D"], team_levels=(14, 9), level_team=0)
    events = finish_hand(state)
    (result,) = of(events, HandResult)
    assert result.game_won and state.is_over and state.current_player is None
    assert of(events, MatchOver) == [MatchOver(0, (0, 2))]
    assert state.result is not None and state.result.winners == (0, 2)
    assert state.legal_actions() == []
    assert_rejected(state, Pass())


@pytest.mark.parametrize(
    ("hands", "places"),
    [
        (["3S", "4S 4D", "5S", "6S 6D"], (1, 4, 2, 4)),  # 1-2: partners first and second
        (["3S", "4S", "9S 9D", "6S 6D"], (1, 2, 3, 4)),  # 1-3: the partner third
    ],
    ids=["1-2", "1-3"],
)
def test_g6_a_1_2_or_a_1_3_finish_at_its_own_a_wins_the_game(
    hands: list[str], places: tuple[int, ...]
) -> None:
    for team in (0, 1):
        levels = (14, 9) if team == 0 else (9, 14)
        turned = hands[-team:] + hands[:-team]  # the same finish, led by seat ``team``
        state = position(turned, leader=team, team_levels=levels, level_team=team)
        events = finish_hand(state)
        (result,) = of(events, HandResult)
        assert result.places == places[-team:] + places[:-team]
        assert result.winning_team == team and result.game_won and state.is_over
        assert result.team_levels == levels  # the game is won at A: no level is climbed
        assert of(events, MatchOver) == [MatchOver(team, (team, team + 2))]


def test_g6_not_when_the_partner_is_the_dweller() -> None:
    state = position(["3S", "4S", "5S 5D 5C", "6S"], team_levels=(14, 9), level_team=0)
    events = finish_hand(state)
    (result,) = of(events, HandResult)
    assert result.places == (1, 2, 4, 3) and not result.game_won and not state.is_over
    assert result.team_levels == (14, 9) and state.level == 14 and state.level_team == 0


def test_g6_not_when_the_hand_was_played_at_the_other_teams_level() -> None:
    state = position(["3S", "4S 4D", "5S", "6S 6D"], team_levels=(14, 9), level_team=1)
    events = finish_hand(state)
    assert not of(events, HandResult)[0].game_won
    assert state.level == 14 and state.level_team == 0  # now it plays at its own A


def test_drop_back_after_three_failures_at_a_is_an_option() -> None:
    for drop, expected in ((False, 14), (True, 2)):
        state = position(
            ["3S", "4S", "5S 5D 5C", "6S"],
            team_levels=(14, 9),
            level_team=0,
            options=Options(drop_back_at_a=drop),
        )
        data = state.to_dict()
        data["a_failures"] = [2, 0]
        state = from_dict(data)
        events = finish_hand(state)
        (result,) = of(events, HandResult)
        assert result.team_levels[0] == expected
        assert result.dropped_back == ((0,) if drop else ())
        assert state.view(0).a_failures == ((0, 0) if drop else (3, 0))


# --- tribute -----------------------------------------------------------------------------------


def test_the_dweller_pays_its_highest_card_and_chooses_among_equal_ones() -> None:
    state, events = next_hand_position(["", "AS AD KC", "", "QS"], finish=[0, 2, 3])
    assert events == [] and state.phase == "tribute" and state.current_player == 1
    assert state.legal_actions() == [PayTribute(c) for c in parse_cards("AD AS")]
    assert_rejected(state, PayTribute(parse_cards("KC")[0]))
    events = state.apply(PayTribute(parse_cards("AS")[0]))
    assert of(events, TributeOffered) == [TributeOffered(1, parse_cards("AS")[0])]
    assert of(events, TributeTaken) == [TributeTaken(1, 0, parse_cards("AS")[0])]
    assert state.phase == "return" and state.current_player == 0
    assert parse_cards("AS")[0] in state.hands[0]


def test_tribute_is_judged_at_the_new_level_and_skips_the_heart_level_cards() -> None:
    # level 3 for the new hand: 3♠ is above A; the payer's 3♥ cards are wild and do not count
    state, _ = next_hand_position(["", "3H 3H 3S AS", "", ""], finish=[0, 2, 1], level_team=0)
    assert state.level == 3 and state.current_player == 3  # seat 3 is the Dweller
    state, _ = next_hand_position(["", "", "", "3H 3H 3S AS"], finish=[0, 2, 1], level_team=0)
    assert state.legal_actions() == [PayTribute(parse_cards("3S")[0])]


def test_g3_the_return_is_a_card_of_ten_or_lower_not_of_the_level_rank() -> None:
    banker = "3S 3D 10C JD JS JC JH JS JC JH BJ " + " ".join(["QS QD QC QH KS KD KC KH"] * 2)
    state, _ = next_hand_position([banker, "", "", "RJ"], finish=[0, 1, 2], team_levels=(3, 2))
    assert len(state.hands[0]) == 27
    state.apply(PayTribute(parse_cards("RJ")[0]))
    choices = {str(a.card) for a in state.legal_actions()}
    assert choices == {"10C"}  # 3♠ and 3♦ are level cards; J and up are too high
    reason = assert_rejected(state, ReturnTribute(parse_cards("JD")[0]))
    assert "10 or lower" in reason
    events = state.apply(ReturnTribute(parse_cards("10C")[0]))
    assert of(events, TributeReturned) == [TributeReturned(0, 3, parse_cards("10C")[0])]
    (begins,) = of(events, HandBegins)
    assert begins.leader == 3 and begins.reason == "paid_tribute"
    view = state.view(1)
    assert view.tributes[0].card == parse_cards("RJ")[0] and view.tributes[0].returned is None
    assert state.view(3).tributes[0].returned == parse_cards("10C")[0]


@pytest.mark.parametrize(
    ("level", "returnable"),
    [
        (3, {"9C", "10C", "10D"}),  # a 10 may go back; a J may not
        (9, {"10C", "10D"}),  # a level-rank 9 may not
        (10, {"9C"}),  # at level 10 the 10s are level cards: only the 9 may go back
    ],
)
def test_g3_the_return_card_boundary_is_rank_10_unless_10_is_the_level(
    level: int, returnable: set[str]
) -> None:
    banker = "9C 10C 10D " + " ".join(["JS JD JC JH QS QD QC QH KS KD KC KH"] * 2)
    state, _ = next_hand_position([banker, "", "", "RJ"], finish=[0, 1, 2], team_levels=(level, 2))
    assert state.level == level and len(state.hands[0]) == 27
    state.apply(PayTribute(parse_cards("RJ")[0]))
    assert {str(a.card) for a in state.legal_actions()} == returnable
    for card in ("9C", "10C", "JD"):
        if card not in returnable:
            assert "10 or lower" in assert_rejected(state, ReturnTribute(parse_cards(card)[0]))


def test_g3_with_no_card_of_ten_or_lower_the_lowest_is_returned() -> None:
    high = " ".join(["JS JD JC QS QD QC KS KD KC AS AD AC"] * 2)
    state, _ = next_hand_position([high + " RJ BJ BJ", "", "", "RJ"], finish=[0, 1, 2])
    state.apply(PayTribute(Card(16, None, 1)))  # seat 0 holds the other big joker
    assert {a.card.rank for a in state.legal_actions()} == {11}


def test_the_dweller_pays_even_its_own_partner() -> None:
    state, _ = next_hand_position(["", "", "BJ", ""], finish=[0, 1, 3])  # a 1-4 finish
    assert state.payers == [2] and state.current_player == 2
    events = state.apply(PayTribute(parse_cards("BJ")[0]))
    assert of(events, TributeTaken)[0].receiver == 0


def test_double_dweller_banker_takes_the_higher_follower_the_lower() -> None:
    state, _ = next_hand_position(["", "BJ", "", "AS"], finish=[0, 2])
    assert state.payers == [3, 1]  # clockwise from the Banker
    state.apply(PayTribute(parse_cards("AS")[0]))
    events = state.apply(PayTribute(parse_cards("BJ")[0]))
    taken = of(events, TributeTaken)
    assert [(t.giver, t.receiver, str(t.card)) for t in taken] == [(1, 0, "BJ"), (3, 2, "AS")]
    assert state.current_player == 0
    state.apply(state.legal_actions()[0])
    assert state.current_player == 2
    events = state.apply(state.legal_actions()[0])
    assert of(events, HandBegins)[0].leader == 1  # the higher tribute leads


def test_g4_equal_tributes_go_clockwise() -> None:
    state, _ = next_hand_position(["", "AS", "", "AD"], finish=[0, 2])
    state.apply(PayTribute(parse_cards("AD")[0]))
    events = state.apply(PayTribute(parse_cards("AS")[0]))
    taken = of(events, TributeTaken)
    # seat 3 sits clockwise-next to the Banker (seat 0): it pays the Banker
    assert [(t.giver, t.receiver) for t in taken] == [(3, 0), (1, 2)]
    state.apply(state.legal_actions()[0])
    events = state.apply(state.legal_actions()[0])
    assert of(events, HandBegins)[0].leader == 3


def test_g5_anti_tribute_when_the_dweller_holds_both_big_jokers() -> None:
    state, events = next_hand_position(["", "", "", "RJ RJ"], finish=[0, 1, 2])
    (anti,) = of(events, AntiTribute)
    assert anti.payers == (3,) and anti.holders == (3, 3)
    assert of(events, HandBegins)[0].leader == 0 and state.phase == "play"
    assert state.current_player == 0


def test_g5_anti_tribute_when_two_payers_hold_one_big_joker_each() -> None:
    state, events = next_hand_position(["", "RJ", "", "RJ"], finish=[2, 0])
    (anti,) = of(events, AntiTribute)
    assert sorted(anti.holders) == [1, 3] and [str(c) for c in anti.jokers] == ["RJ", "RJ"]
    assert state.current_player == 2  # the Banker leads


def test_g5_one_big_joker_is_not_enough() -> None:
    state, events = next_hand_position(["", "RJ", "RJ", ""], finish=[0, 2])
    assert events == [] and state.phase == "tribute"


def test_a_full_hand_leads_into_the_tribute_of_the_next() -> None:
    state = position(["3S", "4S", "5S 5D 5C", "6S"], team_levels=(4, 2), level_team=0)
    events = finish_hand(state)
    deal = of(events, Deal)[0]
    assert deal.hand_no == 2 and deal.level == 5 and deal.level_team == 0
    assert state.phase in ("tribute", "play")
    if state.phase == "tribute":
        assert state.current_player == 2  # seat 2 was the Dweller


# --- G-2: card counts -----------------------------------------------------------------------------


def test_g2_counts_show_at_ten_or_fewer_unless_the_setting_shows_all() -> None:
    eleven = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"
    state = position([eleven, "2D 3D 4D 5D 6D 7D 8D 9D 10D JD", "AC", eleven])
    assert state.view(0).counts == (11, 10, 1, None)
    assert state.view(3).counts == (None, 10, 1, 11)
    shown = position([eleven, "2D", "AC", eleven], options=Options(show_all_counts=True)).view(1)
    assert shown.counts == (11, 1, 1, 11) and shown.show_all_counts


def card_codes(data: Any) -> set[str]:
    """Every card code anywhere in an encoded record."""
    if isinstance(data, dict):
        return set().union(*(card_codes(v) for k, v in data.items() if k != "type"))
    if isinstance(data, list):
        return set().union(*(card_codes(v) for v in data))
    if isinstance(data, str):
        try:
            card_from_code(data)
        except CardError:
            return set()
        return {data}
    return set()


def test_a_view_never_shows_another_hand() -> None:
    state = new_match(5)
    (cut_event, *_) = state.apply(CutDeck())
    assert isinstance(cut_event, DeckCut)
    for seat in range(4):
        seen = card_codes(encode(state.view(seat)))
        own = {card_code(c) for c in state.hands[seat]}
        assert seen == own | {card_code(cut_event.turned)}


# --- actions, events, options, saves ----------------------------------------------------------


def test_actions_and_events_round_trip() -> None:
    state = new_match(11)
    events = state.apply(CutDeck())
    for _ in range(40):
        action = state.legal_actions()[-1]
        assert decode_action(json.loads(json.dumps(encode(action)))) == action
        events += state.apply(action)
    for event in events:
        assert decode_event(json.loads(json.dumps(encode(event)))) == event


def test_decode_action_refuses_a_play_its_cards_do_not_make() -> None:
    data = encode(Play(classify("9S 9D", 2)))  # type: ignore[arg-type]
    data["combo"]["kind"] = "triple"
    with pytest.raises(StateDataError):
        decode_action(data)
    with pytest.raises(StateDataError):
        decode_action({"type": "Bet", "amount": 3})


def test_options_are_described_and_players_is_fixed_at_four() -> None:
    specs = {s.name: s for s in option_specs(Options)}
    assert set(specs) == {"players", "show_all_counts", "drop_back_at_a"}
    assert specs["show_all_counts"].decision == "G-2" and specs["players"].default == 4
    assert all(s.label and s.help for s in specs.values())
    with pytest.raises(ValueError):
        Options(players=3)


def test_round_trip_restores_an_equal_state() -> None:
    state = new_match(4, Options(show_all_counts=True))
    state.apply(CutDeck())
    for _ in range(30):
        state.apply(state.legal_actions()[0])
    data = json.loads(json.dumps(state.to_dict()))
    assert data["game"] == GAME_ID and data["format"] == FORMAT_VERSION
    twin = from_dict(data)
    assert twin == state and twin.rng == state.rng and twin.options == state.options
    assert twin.legal_actions() == state.legal_actions()


def damaged(change: Any) -> dict[str, Any]:
    state = position(["3S 4S", "5S", "6S", "7S"], trick=[(3, "2S")])
    data = json.loads(json.dumps(state.to_dict()))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.pop("hands"), "missing 'hands'"),
        (lambda d: d.update(format=99), "newer"),
        (lambda d: d.update(game="pokdeng"), "guandan"),
        (lambda d: d.update(hands="3S"), "$.hands"),
        (lambda d: d["hands"][0].append("1X"), "not a card"),
        (lambda d: d["hands"][0].append("3S#2"), "not the 108"),
        (lambda d: d["hands"][0].append("5S"), "not the 108"),  # a card twice
        (lambda d: d["played"].pop(), "not the 108"),
        (lambda d: d.update(current=7), "seat"),
        (lambda d: d.update(team_levels=[2, 15]), "level"),
        (lambda d: d.update(level=9), "level"),
        (lambda d: d.update(phase="bidding"), "phase"),
        (lambda d: d["trick"][0][1].update(kind="pair"), "not a pair"),
        (lambda d: d["trick"].insert(0, [2, None]), "pass before"),
        (lambda d: d["trick"][0][1].update(cards=["3S"], ranks=[3], value=3), "not played"),
        (lambda d: d.update(rng={"state": "xyz"}), "rng"),
        (lambda d: d["options"].update(players=5), "players"),
        (lambda d: d.update(current=None), "current"),
        (lambda d: d.update(finished=[1]), "still holds"),
    ],
)
def test_from_dict_refuses_damaged_payloads(change: Any, words: str) -> None:
    with pytest.raises(StateDataError) as info:
        from_dict(damaged(change))
    assert words in str(info.value)


def test_from_dict_refuses_what_is_not_an_object() -> None:
    for data in (None, [], "guandan", 3):
        with pytest.raises(StateDataError):
            from_dict(data)


def test_a_position_numbers_copies_across_seats_and_the_trick() -> None:
    state = position(["5H 6S", "7S", "8S", "9S"], leader=3, trick=[(3, "5H")])
    assert state.hands[0][0] == Card(5, "H", 0)
    assert state.trick[0].combo.cards == (Card(5, "H", 1),)  # the other copy of 5♥
    with pytest.raises(CardError, match="5H appears 3 times, but 2 decks hold only 2"):
        position(["5H 6S", "5H", "8S", "9S"], leader=3, trick=[(3, "5H")])


def test_a_position_keeps_the_reading_a_trick_was_played_as() -> None:
    # Given as cards, a trick is read as G-7 names it first; given as the combo played, it keeps
    # that reading (the wild as a 9, the one-suit run as a plain straight).
    low = next(c for c in readings("9C 9C 2H QD QH", 2) if c.value == 9)
    straight = next(c for c in readings("TC JC QC KC AC", 2) if c.kind == "straight")
    for played, named_first in ((low, "full_house"), (straight, "straight_flush")):
        by_cards = position(["3S", "4S", "5S", "6S"], trick=[(0, list(played.cards))])
        assert by_cards.top is not None and by_cards.top.kind == named_first
        assert by_cards.top != played
        as_played = position(["3S", "4S", "5S", "6S"], trick=[(0, played), (1, None)])
        assert as_played.top == played and as_played.view(2).trick[0].combo == played
        assert from_dict(json.loads(json.dumps(as_played.to_dict()))) == as_played
    bent = dataclasses.replace(low, value=11)  # not a reading of its cards
    with pytest.raises(ValueError, match="not a full_house of value 11"):
        position(["3S", "4S", "5S", "6S"], trick=[(0, bent)])
    with pytest.raises(ValueError, match="level"):
        position(["3S", "4S", "5S", "6S"], trick=[(0, low)], team_levels=(3, 3), level_team=0)
