"""The seed's play and every decision D-X1 … D-X10 of rules/xito.md, one case each (or more)."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable_qt.engine.match import Event, HandOver, IllegalAction, option_specs
from cardtable_qt.engine.xito import (
    AntePaid,
    Bet,
    BettingRoundStarted,
    Call,
    CardDealt,
    Fold,
    Folded,
    HandShown,
    HandStarted,
    MatchOver,
    Options,
    PotAwarded,
    Raise,
    Rebought,
    Rebuy,
    SatOut,
    SitOut,
    State,
    evaluate,
    first_to_act,
    new_match,
)
from cardtable_qt.engine.xito.hands import deck

FOUR = {
    0: "7C AS AH KS KH",
    1: "10C 10D 10H 10S 7D",
    2: "QC QD QH 8C 8D",
    3: "9D 9H JC JD 7H",
}


def start(players: int = 4, **options: object) -> State:
    """A table where seat 0 shows A♠ first, so it bets first in round 1 (dealer: seat 3)."""
    deal = {s: FOUR[s] for s in range(min(players, 4))}
    return new_match(5, Options(players=players, **options), dealer=players - 1, deal=deal)  # type: ignore[arg-type]


def apply_all(state: State, *actions: object) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += state.apply(action)  # type: ignore[arg-type]
    return events


def unchanged_after_refusal(state: State, action: object) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)  # type: ignore[arg-type]
    assert state.to_dict() == before
    assert err.value.reason
    return err.value.reason


# --- D-X1: the 32-card deck ------------------------------------------------------------------


def test_d_x1_the_deck_is_7_to_ace_in_four_suits() -> None:
    state = new_match(11, Options(players=6))
    dealt = [c for s in range(6) for c in [state.hole[s], *state.up[s]] if c is not None]
    cards = dealt + state.deck
    assert len(cards) == len(set(cards)) == 32
    assert {c.rank for c in cards} == set(range(7, 15))
    assert set(cards) == set(deck())


# --- D-X2, D-X3, D-X4 (full case tables in test_xito_hands.py) ---------------------------------


def test_d_x2_flush_below_full_house() -> None:
    assert evaluate("7C 7D 7H 8S 8C") > evaluate("AS KS QS JS 9S") > evaluate("10S JH QD KC AS")


def test_d_x3_no_ace_low_straight() -> None:
    assert evaluate("AS 7H 8D 9C 10S").category == "high_card"
    assert evaluate("10S JH QD KC AS").category == "straight"


def test_d_x4_suit_of_the_deciding_group_breaks_equal_ranks() -> None:
    assert evaluate("KS KC AD 9H 8C") > evaluate("KH KD AS 9C 8D")


# --- D-X5: counter-clockwise turn order -------------------------------------------------------


def test_d_x5_play_passes_to_the_next_seat_number() -> None:
    state = start()
    assert state.current_player == 0  # A♠ showing
    order = [state.current_player]
    for action in (Bet(20), Call(), Call()):
        state.apply(action)
        order.append(state.current_player)
    assert order == [0, 1, 2, 3]


def test_d_x5_folded_and_all_in_seats_are_skipped() -> None:
    state = new_match(
        5, Options(players=4), stacks=[1000, 1000, 15, 1000], dealer=3, deal=FOUR
    )  # seat 2 has 5 chips after the ante
    apply_all(state, Bet(30), Fold(), Call())  # seat 2 calls all-in for 5
    assert state.current_player == 3
    apply_all(state, Call())
    # Round 2: seat 0 opens again; seat 1 folded and seat 2 is all-in, so seat 3 answers.
    assert state.current_player == 0
    apply_all(state, Bet(30))
    assert state.current_player == 3


# --- D-X6: amounts are whole chips, a bet is more than one ante and at most the limit ----------


def test_d_x6_a_bet_is_11_to_100_chips_at_default_settings() -> None:
    state = start()
    assert state.bet_range() == (11, 100)
    bets = [a for a in state.legal_actions() if isinstance(a, Bet)]
    assert bets[0] == Bet(11) and bets[-1] == Bet(100)
    for bad in (Bet(10), Bet(101), Bet(0), Bet(-5)):
        assert "11 to 100" in unchanged_after_refusal(state, bad)
    assert "whole number" in unchanged_after_refusal(state, Bet(50.5))  # type: ignore[arg-type]
    assert "whole number" in unchanged_after_refusal(state, Bet(True))
    state.apply(Bet(57))  # any whole amount in the range, not only the offered ladder
    assert state.round_bets[0] == 57


def test_d_x6_other_antes_and_limits() -> None:
    state = start(ante=25, raise_limit=4)
    assert state.bet_range() == (26, 100)
    state.apply(Bet(26))
    assert state.bet_range() == (26, 100)  # the raise on top of the call
    state.apply(Raise(100))
    assert state.round_bets[1] == 126


# --- D-X7: the 30-second rule ------------------------------------------------------------------


def test_d_x7_a_player_whose_clock_runs_out_folds() -> None:
    state = start()
    assert Options().turn_timer == 30
    spec = next(s for s in option_specs(Options) if s.name == "turn_timer")
    assert spec.choices == (None, 15, 30, 60) and spec.decision == "D-X7"
    state.apply(Bet(20))
    assert state.timeout_action() == Fold()
    events = state.apply(state.timeout_action())  # type: ignore[arg-type]
    assert events == [Folded(1)]
    assert state.folded[1]
    with pytest.raises(ValueError):
        Options(turn_timer=45)


def test_d_x7_even_the_first_bettor_folds_when_its_time_is_up() -> None:
    state = start()
    assert state.timeout_action() == Fold() and Fold() in state.legal_actions()
    state.apply(Fold())
    # Nobody has bet yet: the next seat now opens the round (it must bet or fold).
    assert state.current_player == 1
    assert isinstance(state.legal_actions()[1], Bet)


# --- D-X8: stacks, all-ins and side pots, sitting out and re-buying, conservation --------------


def test_d_x8_stacks_carry_over_to_the_next_hand() -> None:
    state = start()
    events = apply_all(state, Bet(20), Fold(), Fold(), Fold())
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.deltas == (30, -10, -10, -10)
    assert [e.amount for e in events if isinstance(e, PotAwarded)] == [60]
    nxt = next(e for e in events if isinstance(e, HandStarted))
    assert nxt.hand == 2 and nxt.stacks == (1030, 990, 990, 990)


def test_d_x8_a_short_call_goes_all_in() -> None:
    state = new_match(5, Options(players=4), stacks=[1000, 30, 1000, 1000], dealer=3, deal=FOUR)
    state.apply(Bet(50))
    assert state.view(1).to_call == 20
    events = state.apply(Call())
    assert events[0].all_in and events[0].amount == 20  # type: ignore[attr-defined]
    assert state.stacks[1] == 0 and state.view(0).all_in[1]


def test_d_x8_ai_seats_rebuy_and_the_human_is_asked() -> None:
    deal = {0: FOUR[0], 1: FOUR[3], 2: FOUR[1]}
    state = new_match(5, Options(players=3), stacks=[10, 10, 1000], dealer=2, deal=deal)
    # Seats 0 and 1 are all-in on the ante, so nobody can bet: the cards are dealt out and
    # seat 2's four tens win at once. Seat 1 (an AI) re-buys by itself; seat 0 is asked.
    events = state.opening_events
    assert not any(isinstance(e, BettingRoundStarted) for e in events)
    assert [e.winner for e in events if isinstance(e, PotAwarded)] == [2]
    assert state.stacks[0] == 0
    assert state.phase == "rebuy" and state.current_player == 0
    assert state.legal_actions() == [Rebuy(), SitOut()]
    assert [e.seat for e in events if isinstance(e, Rebought)] == [1]
    assert state.timeout_action() == SitOut()
    assert "re-buy" in unchanged_after_refusal(state, Fold())
    bought = list(state.bought)
    events = state.apply(Rebuy())
    assert events[0] == Rebought(0, 1000, 1000, False)
    assert state.bought[0] == bought[0] + 1000 and state.dealt[0]
    assert sum(state.stacks) + sum(state.contributed) == sum(state.bought)


def test_d_x8_the_human_may_sit_out() -> None:
    deal = {0: FOUR[3], 1: FOUR[1], 2: FOUR[2]}
    state = new_match(5, Options(players=3), stacks=[10, 1000, 1000], dealer=2, deal=deal)
    while state.phase != "rebuy":  # seat 0 is all-in on the ante and loses
        bets = [a for a in state.legal_actions() if isinstance(a, Bet)]
        state.apply(bets[0] if bets else Call())
    assert state.hand == 2 and state.stacks[0] == 0
    events = state.apply(SitOut())
    assert events[0] == SatOut(0)
    assert not state.dealt[0] and state.dealt[1] and state.dealt[2]
    assert not any(isinstance(e, AntePaid) and e.seat == 0 for e in events)
    assert state.view(0).sitting_out[0] and state.view(0).hole is None


def test_d_x8_sitting_out_at_a_two_seat_table_ends_the_session() -> None:
    deal = {0: FOUR[3], 1: FOUR[1]}
    state = new_match(5, Options(players=2), stacks=[10, 1000], dealer=1, deal=deal)
    assert state.phase == "rebuy"  # nobody could bet: the hand was played out at once
    assert state.result is None
    events = state.apply(SitOut())
    assert isinstance(events[-1], MatchOver)
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.result == events[-1].net == (-10, 10)
    assert state.timeout_action() is None
    assert "over" in unchanged_after_refusal(state, Fold())


# --- D-X9: the raise limit caps each bet or raise; the optional cap on raises -----------------


def test_d_x9_the_limit_caps_each_raise_not_the_total() -> None:
    state = start()
    apply_all(state, Bet(100), Raise(100), Raise(100))
    assert state.round_bets[:3] == [100, 200, 300]
    assert state.bet_range() == (11, 100)
    assert "11 to 100" in unchanged_after_refusal(state, Raise(101))


def test_d_x9_no_cap_on_raises_by_default() -> None:
    state = start()
    state.apply(Bet(11))
    for _ in range(12):
        state.apply(Raise(11))
    assert state.raises == 12 and Options().max_raises is None


def test_d_x9_max_raises_per_round() -> None:
    state = start(max_raises=2)
    apply_all(state, Bet(11), Raise(11), Raise(11))
    assert state.legal_actions() == [Fold(), Call()]
    assert state.bet_range() is None
    assert "2 raises" in unchanged_after_refusal(state, Raise(11))
    apply_all(state, Call(), Call(), Call())  # round 2: the count starts again
    assert state.betting_round == 2 and state.raises == 0
    assert any(isinstance(a, Bet) for a in state.legal_actions())


# --- D-X10: 2 to 6 players, the dealer button -----------------------------------------------------


@pytest.mark.parametrize("players", [1, 7])
def test_d_x10_two_to_six_players(players: int) -> None:
    with pytest.raises(ValueError):
        Options(players=players)


def test_d_x10_the_button_moves_one_seat_and_decides_who_is_dealt_first() -> None:
    state = new_match(8, Options(players=5), dealer=2)
    first = next(e for e in state.opening_events if isinstance(e, CardDealt))
    assert first.seat == 3 and not first.face_up
    dealers = [2]
    while len(dealers) < 7:
        legal = state.legal_actions()
        for event in state.apply(legal[0]):  # everyone folds in turn
            if isinstance(event, HandStarted):
                dealers.append(event.dealer)
                assert event.seats[0] == 0  # seats listed by number; order of deal below
    assert dealers == [2, 3, 4, 0, 1, 2, 3]


# --- the seed's play ----------------------------------------------------------------------------


def test_antes_then_one_hole_card_and_one_face_up_card_each() -> None:
    state = start()
    antes = [e for e in state.opening_events if isinstance(e, AntePaid)]
    assert [(e.seat, e.amount) for e in antes] == [(0, 10), (1, 10), (2, 10), (3, 10)]
    dealt = [e for e in state.opening_events if isinstance(e, CardDealt)]
    assert [(e.seat, e.face_up, e.position) for e in dealt] == [
        (0, False, 1), (1, False, 1), (2, False, 1), (3, False, 1),
        (0, True, 2), (1, True, 2), (2, True, 2), (3, True, 2),
    ]  # fmt: skip
    assert str(dealt[0].card) == "7C" and str(dealt[4].card) == "AS"


def test_the_first_bettor_must_bet_there_is_no_check() -> None:
    state = start()
    legal = state.legal_actions()
    assert Call() not in legal and all(isinstance(a, (Bet, Fold)) for a in legal)
    assert "no bet to call" in unchanged_after_refusal(state, Call())
    assert "Nobody has bet" in unchanged_after_refusal(state, Raise(20))
    state.apply(Bet(20))
    assert "already a bet" in unchanged_after_refusal(state, Bet(20))


def test_each_round_is_opened_by_the_strongest_face_up_cards() -> None:
    state = start()
    events = apply_all(state, Bet(11), Call(), Call(), Call())
    opened = [e for e in events if isinstance(e, BettingRoundStarted)]
    assert [(e.round, e.first_bettor) for e in opened] == [(2, 0)]
    assert opened[0].category == "pair" and opened[0].name_vi == "Đôi"
    assert [str(c) for c in opened[0].upcards] == ["AS", "AH"]
    able = {s: state.up[s] for s in range(4)}
    assert first_to_act(able) == 0


def test_the_round_ends_when_all_have_matched_since_the_last_raise() -> None:
    state = start()
    apply_all(state, Bet(20), Raise(30), Call(), Call())
    assert state.betting_round == 1 and state.current_player == 0  # seat 0 faces the raise
    events = state.apply(Call())
    assert state.betting_round == 2
    assert any(isinstance(e, CardDealt) and e.position == 3 for e in events)


def test_all_but_one_fold_wins_at_once_and_no_card_is_shown() -> None:
    state = start()
    events = apply_all(state, Bet(20), Call(), Fold(), Fold())
    events += apply_all(state, Bet(50), Fold())
    assert not any(isinstance(e, HandShown) for e in events)
    award = next(e for e in events if isinstance(e, PotAwarded))
    assert (award.winner, award.amount, award.category) == (0, 40 + 40 + 50, "")


def test_four_rounds_then_the_best_hand_takes_the_whole_pot() -> None:
    state = start()
    events: list[Event] = []
    rounds = 0
    while not any(isinstance(e, HandOver) for e in events):
        legal = state.legal_actions()
        if isinstance(legal[1], Bet):
            rounds += 1
        events += state.apply(legal[1] if isinstance(legal[1], Bet) else Call())
    assert rounds == 4
    shown = {e.seat: e for e in events if isinstance(e, HandShown)}
    assert sorted(shown) == [0, 1, 2, 3]
    assert (shown[1].category, shown[1].name_vi) == ("four_kind", "Tứ quý")
    assert (shown[2].category, shown[2].name_en) == ("full_house", "full house")
    awards = [e for e in events if isinstance(e, PotAwarded)]
    assert len(awards) == 1 and awards[0].winner == 1 and awards[0].amount == 4 * (10 + 4 * 11)
    assert awards[0].name_vi == "Tứ quý"


def test_options_have_labels_help_and_decisions() -> None:
    specs = {s.name: s for s in option_specs(Options)}
    assert set(specs) == {
        "players", "ante", "raise_limit", "max_raises", "starting_stack", "turn_timer"
    }  # fmt: skip
    assert all(s.label and s.help and s.decision.startswith("D-X") for s in specs.values())
    defaults = Options()
    assert (defaults.ante, defaults.raise_limit, defaults.max_raises) == (10, 10, None)
    with pytest.raises(ValueError):
        dataclasses.replace(defaults, starting_stack=15)


@pytest.mark.parametrize("deal", [{0: "AS AS"}, {0: "AS KD", 2: "QH AS"}])
def test_a_scripted_deal_naming_a_card_twice_is_refused(deal: dict[int, str]) -> None:
    with pytest.raises(ValueError, match="deal: AS appears twice, but one deck holds only one"):
        new_match(5, Options(players=3), deal=deal)
