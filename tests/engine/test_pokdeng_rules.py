"""Pok Deng rounds played step by step with preset deals: every decision D-P1…D-P10."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.match import Event, HandOver, IllegalAction
from cardtable_qt.engine.pokdeng import (
    AnnounceStop,
    BankDeclined,
    BankPassed,
    Bet,
    BetsDone,
    Catch,
    CatchDeclined,
    Caught,
    Deal,
    DeclineBank,
    Draw,
    DrawCard,
    EndBets,
    KeepBank,
    Leave,
    MatchOver,
    NoCatch,
    Options,
    PlaceBet,
    Rebought,
    Rebuy,
    Reveal,
    RoundStarted,
    RoundVoid,
    SeatLeft,
    Settle,
    Stand,
    State,
    StopAnnounced,
    TakeBank,
    from_dict,
    new_match,
)

# Four seats, the bank at seat 1 (the default): players bet in the order 2, 3, 0 and the
# spots are dealt 4 (seat 2), 5, 6 (seat 3), 7, 0 (seat 0), 1, 2 (the dealer), 3 (last leg).


def table(seed: int = 1, **options: Any) -> State:
    return new_match(seed, Options(**options))


def place_bets(state: State, bets: dict[int, list[tuple[int, int]]]) -> list[Event]:
    """Each seat in turn places its listed (spot, amount) bets, then ends (seats not listed
    sit out)."""
    events: list[Event] = []
    start = state.round
    while state.phase == "betting" and state.round == start:
        seat = state.current_player
        assert seat is not None
        for spot, amount in bets.get(seat, []):
            events += state.apply(PlaceBet(spot, amount))
        if state.phase == "betting" and state.current_player == seat:
            events += state.apply(EndBets())
    return events


def preset(state: State, hands: list[str], draws: str = "") -> None:
    """``hands`` in deal order (two cards each): dealt one card at a time, then ``draws``."""
    split = [h.split() for h in hands]
    cards = [h[0] for h in split] + [h[1] for h in split] + draws.split()
    state.preset_deck(" ".join(cards))


def of(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def settled(events: list[Event]) -> dict[int, int]:
    """Hand id -> chips won, from the Settle events."""
    return {e.hand: e.amount for e in of(events, Settle)}


def home_bets(amount: int = 10) -> dict[int, list[tuple[int, int]]]:
    return {2: [(4, amount)], 3: [(6, amount)], 0: [(0, amount)]}


def test_new_match_waits_for_the_first_bettor() -> None:
    state = table()
    assert (state.phase, state.current_player, state.dealer) == ("betting", 2, 1)
    assert not state.is_over and state.result is None
    assert state.legal_actions()[0] == PlaceBet(4, 10)
    assert EndBets() in state.legal_actions()


def test_deal_order_D_P3_one_card_at_a_time_dealer_last_but_the_last_leg() -> None:
    state = table(players=5)
    events = place_bets(state, {2: [(4, 10)], 3: [(7, 10)], 4: [(8, 10)], 0: [(0, 10), (3, 10)]})
    deals = of(events, Deal)
    spots = [d.spot for d in deals]
    # from the dealer's neighbour (seat 2) counter-clockwise: 4, the cut-in 7, 8, 0, the dealer
    # (2), then the last leg (3) after the dealer; twice round, one card each time
    assert spots == [4, 7, 8, 0, 2, 3] * 2
    assert [d.index for d in deals] == [0] * 6 + [1] * 6
    assert deals[4].seat == 1 and deals[4].hand == 0  # the dealer's hand is hand 0
    cards = [d.card for d in deals]
    assert len(set(cards)) == 12
    for hand in state.hands:
        assert [d.card for d in deals if d.hand == hand.id] == hand.cards[:2]


def test_dealer_pok_settles_every_hand_at_once_with_two_cards() -> None:
    state = table()
    # seat 2: no Pok; seat 3: Pok 8 (lower); seat 0: Pok 9 (equal); dealer: Pok 9 two deng
    preset(state, ["7S KD", "4C 4D", "9H 10C", "4H 5H"])
    events = place_bets(state, {2: [(4, 10)], 3: [(6, 20)], 0: [(0, 30)]})
    assert [(r.hand, r.reason) for r in of(events, Reveal)][:3] == [
        (2, "pok"),
        (3, "pok"),
        (0, "pok"),
    ]
    # a dealer's Pok two deng collects ×2 from hands it beats; the equal Pok is a tie
    assert settled(events) == {1: -20, 2: -40, 3: 0}
    assert all(e.stage == "pok" for e in of(events, Settle))
    assert not of(events, Draw)
    over = of(events, HandOver)
    assert over and over[0].deltas == (0, 60, -20, -40)
    assert (state.phase, state.round) == ("betting", 2)  # straight on to the next round


def test_dealer_pok_loses_to_a_higher_pok() -> None:
    state = table()
    preset(state, ["7S KD", "4C 5D", "9H 10C", "4H 4D"])  # dealer Pok 8 two deng
    events = place_bets(state, home_bets())
    assert settled(events) == {1: -20, 2: 10, 3: 10}  # the winner's multiplier: ×1 each


def test_player_pok_is_shown_and_settled_against_the_dealers_hidden_two_cards() -> None:
    state = table()
    preset(state, ["9S KD", "2C 3D", "4H 4D", "5H KC"])  # seat 2: Pok 9; seat 0: Pok 8 two deng
    events = place_bets(state, home_bets())
    reveals = of(events, Reveal)
    assert [(r.hand, r.name, r.thai_name) for r in reveals] == [
        (1, "Pok 9", "ป๊อกเก้า"),
        (3, "Pok 8, two deng ×2", "ป๊อกแปด สองเด้ง ×2"),
    ]
    pays = of(events, Settle)
    assert [(s.hand, s.amount, s.stage) for s in pays] == [(1, 10, "pok"), (3, 20, "pok")]
    assert all(s.dealer_cards == () and s.dealer_name == "" for s in pays)  # still hidden
    # the Pok hands draw nothing: only seat 3's hand is asked
    assert (state.phase, state.acting_hand, state.current_player) == ("drawing", 2, 3)
    assert state.view(3).hands[0].cards is None


def test_draw_or_stand_then_the_dealer_draws_and_everything_is_settled() -> None:
    state = table()
    # seat 2: 3 points, draws a 4 -> 7; seat 3: 6, stands; seat 0: 5, stands;
    # dealer: 4, draws a 2 -> 6
    preset(state, ["AS 2D", "KC 6D", "3H 2C", "KD 4S"], draws="4C 2H")
    place_bets(state, {2: [(4, 10)], 3: [(6, 20)], 0: [(0, 30)]})
    assert state.legal_actions() == [DrawCard(1), Stand(1)]
    events = state.apply(DrawCard(1))
    assert of(events, Draw)[0].card == parse_cards("4C")[0]
    assert state.hands[1].cards == parse_cards("AS 2D 4C")
    state.apply(Stand(2))
    events = state.apply(Stand(3))
    assert of(events, CatchDeclined) == [] and state.phase == "catch"
    state.apply(NoCatch())
    assert state.phase == "dealer_draw" and state.legal_actions() == [DrawCard(0), Stand(0)]
    events = state.apply(DrawCard(0))
    assert settled(events) == {1: 10, 2: 0, 3: -30}
    assert of(events, Reveal)[0].hand == 0  # the dealer shows first
    assert all(s.stage == "showdown" and s.dealer_name == "6 points" for s in of(events, Settle))
    assert of(events, HandOver)[0].deltas == (-30, 20, 10, 0)


def test_several_legs_decide_one_hand_at_a_time_D_P8() -> None:
    state = table()
    preset(state, ["2S 3D", "AS 2C", "KC 6D", "KD 2H"])  # order: 4 (seat 2), 5 (seat 2), 6, 2
    place_bets(state, {2: [(4, 10), (5, 10)], 3: [(6, 10)]})
    assert (state.current_player, state.acting_hand) == (2, 1)
    state.apply(DrawCard(1))
    assert (state.current_player, state.acting_hand) == (2, 2)  # the cut-in leg, separately
    with pytest.raises(IllegalAction):
        state.apply(DrawCard(1))
    state.apply(Stand(2))
    assert (state.current_player, state.acting_hand) == (3, 3)


@pytest.mark.parametrize("forced", [True, False], ids=["D-P4-on", "D-P4-off"])
def test_forced_draw_under_four_D_P4(forced: bool) -> None:
    state = table(forced_draw=forced)
    preset(state, ["AS 2D", "2C 2H", "KC 6D", "KD 5S"])  # 3 points, 4 points, 6, dealer 5
    place_bets(state, home_bets())
    if forced:
        assert state.legal_actions() == [DrawCard(1)]
        before = state.to_dict()
        with pytest.raises(IllegalAction, match="must draw"):
            state.apply(Stand(1))
        assert state.to_dict() == before
        state.apply(DrawCard(1))
        assert state.legal_actions() == [DrawCard(2), Stand(2)]  # 4 points may stand
    else:
        assert state.legal_actions() == [DrawCard(1), Stand(1)]


def test_catch_three_settles_three_card_hands_with_two_cards_D_P5() -> None:
    state = table()
    # seat 2 draws to 2S 3D 2C = 7; seat 3 draws to AS 2C 9H = 2; seat 0 stands on KC 6D = 6;
    # the dealer holds 5 and catches the three-card hands, then draws 3 -> 8 against seat 0
    preset(state, ["2S 3D", "AS 2D", "KC 6D", "KD 5S"], draws="2C 9H 3C")
    place_bets(state, home_bets())
    state.apply(DrawCard(1))
    state.apply(DrawCard(2))
    state.apply(Stand(3))
    assert state.legal_actions() == [Catch(3), Catch(2), NoCatch()]
    events = state.apply(Catch(3))
    assert of(events, Caught)[0].hands == (1, 2)
    assert [r.reason for r in of(events, Reveal)] == ["catch", "catch", "catch"]
    assert settled(events) == {1: 10, 2: -10}
    assert all(s.stage == "catch" and s.dealer_name == "5 points" for s in of(events, Settle))
    assert state.phase == "dealer_draw"  # the dealer may still draw against seat 0
    events = state.apply(DrawCard(0))
    assert settled(events) == {3: -10}
    assert of(events, HandOver)[0].deltas == (-10, 10, 10, -10)


def test_catch_two_is_allowed_by_default_D_P5() -> None:
    state = table()
    preset(state, ["2S 3D", "KC 5D", "QH 6D", "KD 7S"], draws="2C")
    place_bets(state, home_bets())
    state.apply(DrawCard(1))
    state.apply(Stand(2))
    state.apply(Stand(3))
    events = state.apply(Catch(2))
    assert of(events, Caught)[0].hands == (2, 3)
    assert settled(events) == {2: -10, 3: -10}  # the dealer's 7 beats 5 and 6
    assert state.phase == "dealer_draw"


def test_catch_two_can_be_switched_off_D_P5() -> None:
    state = table(catch_two=False)
    preset(state, ["2S 3D", "KC 5D", "QH 6D", "KD 7S"], draws="2C")
    place_bets(state, home_bets())
    state.apply(DrawCard(1))
    state.apply(Stand(2))
    state.apply(Stand(3))
    assert state.legal_actions() == [Catch(3), NoCatch()]
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="only three-card"):
        state.apply(Catch(2))
    assert state.to_dict() == before


def test_no_catch_decision_without_hands_to_catch() -> None:
    state = table(catch_two=False)
    preset(state, ["2S 5D", "KC 5H", "QH 6D", "KD 7S"])
    place_bets(state, home_bets())
    for hand in (1, 2, 3):
        state.apply(Stand(hand))
    assert state.phase == "dealer_draw"  # nobody drew: nothing to catch


def test_dealer_wins_with_the_winners_multiplier() -> None:
    state = table()
    # the dealer draws to a Tong and takes 5× from every hand it beats
    preset(state, ["2S 5D", "KC 5H", "QH 6D", "7D 7S"], draws="7C")
    place_bets(state, {2: [(4, 10)], 3: [(6, 20)], 0: [(0, 30)]})
    for hand in (1, 2, 3):
        state.apply(Stand(hand))
    state.apply(NoCatch())
    events = state.apply(DrawCard(0))
    assert settled(events) == {1: -50, 2: -100, 3: -150}
    assert {s.dealer_name for s in of(events, Settle)} == {"Tong ×5"}
    assert of(events, HandOver)[0].deltas == (-150, 300, -50, -100)


@pytest.mark.parametrize("option", [False, True], ids=["D-P7-tie", "D-P7-deng-difference"])
def test_equal_hands_tie_or_pay_the_deng_difference_D_P7(option: bool) -> None:
    state = table(deng_difference=option)
    preset(state, ["2S 5S", "KC 6D", "QH 4D", "KD 7C"])  # seat 2: 7 two deng; dealer: 7
    place_bets(state, home_bets())
    for hand in (1, 2, 3):
        state.apply(Stand(hand))
    state.apply(NoCatch())
    events = state.apply(Stand(0))
    assert settled(events)[1] == (10 if option else 0)
    assert of(events, Settle)[0].outcome == "tie"


def test_straight_flush_and_sam_lueang_in_play_D_P6() -> None:
    state = table()
    preset(state, ["JS QS", "JH JD", "2C 9D", "KD 6C"], draws="KS QC")
    place_bets(state, home_bets())
    state.apply(DrawCard(1))  # J Q K of spades: a straight flush, not Sam Lueang
    state.apply(DrawCard(2))  # J J Q: Sam Lueang
    state.apply(Stand(3))
    events = state.apply(Catch(3))
    names = {s.hand: s.name for s in of(events, Settle)}
    assert names == {1: "Straight flush ×5", 2: "Sam Lueang ×3"}
    assert settled(events) == {1: 50, 2: 30}


# --- betting: limits, legs, cut-ins, the last leg --------------------------------------------


def test_bet_limits_min_and_dealers_maximum_D_P2() -> None:
    state = table(min_bet=20, max_bet=50)
    assert state.bet_limits(2) == (20, 50)
    assert state.bet_limits(1) is None  # the dealer does not bet
    before = state.to_dict()
    for amount in (19, 51, 0, -5):
        with pytest.raises(IllegalAction, match="from 20 to 50"):
            state.apply(PlaceBet(4, amount))
    assert state.to_dict() == before
    amounts = sorted({a.amount for a in state.legal_actions() if isinstance(a, PlaceBet)})
    assert amounts == [20, 40, 50]
    events = state.apply(PlaceBet(4, 37))  # any amount in range, not only the listed ones
    assert of(events, Bet)[0].amount == 37


def test_cover_rule_caps_bets_by_the_dealers_stack() -> None:
    state = table(starting_chips=300, max_bet=100)
    # the dealer's 300 chips cover 60 chips of bets at ×5; a player's 300 cover 60 too
    assert state.bet_limits(2) == (10, 60)
    state.apply(PlaceBet(4, 45))
    assert state.bet_limits(2) == (10, 15)
    events = state.apply(PlaceBet(5, 15))
    # seat 2 can open no more, and the dealer covers no more bets: seats 3 and 0 are passed
    # over and the cards are dealt
    assert [(b.seat, b.hands) for b in of(events, BetsDone)] == [(2, (1, 2)), (3, ()), (0, ())]
    assert len(of(events, Deal)) == 6


def test_legs_cut_in_and_last_leg_D_P8() -> None:
    # seat 0 may bet at its own place 0, in any free gap (a cut-in) and at the last leg 3
    # after the dealer; never at another seat's place
    state = table()
    state.apply(EndBets())  # seat 2 sits out
    state.apply(PlaceBet(6, 10))
    state.apply(EndBets())
    assert state.current_player == 0
    assert state.open_spots(0) == [5, 7, 0, 1, 3]
    with pytest.raises(IllegalAction, match="another player's place"):
        state.apply(PlaceBet(4, 10))
    with pytest.raises(IllegalAction, match="already has a hand"):
        state.apply(PlaceBet(6, 10))
    with pytest.raises(IllegalAction, match="no position"):
        state.apply(PlaceBet(8, 10))
    kinds = [of(state.apply(PlaceBet(s, 10)), Bet)[0].position for s in (0, 5)]
    assert kinds == ["own", "cut_in"]
    events = state.apply(PlaceBet(3, 10))  # the third leg closes seat 0's bets (max_legs 3)
    assert of(events, Bet)[0].position == "last_leg"
    assert of(events, BetsDone)[0].hands == (2, 3, 4)
    spots = [d.spot for d in of(events, Deal)]
    assert spots == [5, 6, 0, 2, 3] * 2  # the cut-in takes its gap's cards, the last leg is last


def test_at_most_nine_hands_with_the_dealers_D_P1() -> None:
    state = table(players=5)
    events = place_bets(
        state,
        {2: [(4, 10), (5, 10), (9, 10)], 3: [(6, 10), (7, 10), (1, 10)], 4: [(8, 10), (3, 10)]},
    )
    # 8 player hands and the dealer's: seat 4's second bet closes it and seat 0 opens none
    assert len(of(events, Bet)) == 8
    assert [(b.seat, b.hands) for b in of(events, BetsDone)][-2:] == [(4, (7, 8)), (0, ())]
    assert len(of(events, Deal)) == 18


def test_max_legs_option_D_P8() -> None:
    state = table(max_legs=1)
    events = state.apply(PlaceBet(4, 10))
    assert of(events, BetsDone)[0].seat == 2 and state.current_player == 3


def test_leave_is_offered_to_seat_0_before_its_first_bet() -> None:
    state = table()
    state.apply(EndBets())
    state.apply(EndBets())
    assert Leave() in state.legal_actions()
    state.apply(PlaceBet(0, 10))
    assert Leave() not in state.legal_actions()
    with pytest.raises(IllegalAction, match="bets on the table"):
        state.apply(Leave())
    state = table()
    with pytest.raises(IllegalAction):
        state.apply(Leave())  # seat 2 is betting
    state.apply(EndBets())
    state.apply(EndBets())
    events = state.apply(Leave())
    assert of(events, SeatLeft) and of(events, MatchOver)[0].reason == "left"
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.result is not None and state.result.reason == "left"
    with pytest.raises(IllegalAction, match="over"):
        state.apply(EndBets())


def test_a_round_nobody_bets_on_is_void() -> None:
    state = table()
    events: list[Event] = []
    for _ in range(3):
        events += state.apply(EndBets())
    assert of(events, RoundVoid) and of(events, HandOver)[0].deltas == (0, 0, 0, 0)
    assert state.round == 2 and state.phase == "betting"


# --- the dealer's seat: rotation and the three-round notice (D-P9) ----------------------------


def play_plain_round(state: State) -> list[Event]:
    """Every player bets the minimum at its own place and stands; the dealer stands."""
    events: list[Event] = []
    start_round = state.round
    action: Any
    while state.round == start_round and not state.is_over:
        if state.phase == "betting":
            seat = state.current_player
            spot = 2 * seat if seat is not None else 0
            legal = state.legal_actions()
            action = PlaceBet(spot, 10) if PlaceBet(spot, 10) in legal else EndBets()
        elif state.phase in ("drawing", "dealer_draw"):
            action = Stand(state.acting_hand or 0)
        elif state.phase == "catch":
            action = NoCatch()
        elif state.phase == "bank_offer":
            action = DeclineBank()
        elif state.phase == "bank_keep":
            action = KeepBank()
        else:
            action = Rebuy()
        events += state.apply(action)
    return events


def test_ai_dealer_announces_three_rounds_ahead_and_offers_the_bank_D_P9() -> None:
    state = table(seed=3)
    notices: list[int | None] = []
    announced_at = None
    for _ in range(5):
        events = play_plain_round(state)
        if of(events, StopAnnounced):
            announced_at = state.round
        notices += [e.bank_rounds_left for e in of(events, RoundStarted)]
    # rounds 2…5 started with these notices: announced at the start of round 3 of 5
    assert notices == [None, 3, 2, 1]
    assert announced_at == 3
    assert state.phase == "bank_offer" and state.current_player == 0
    assert state.legal_actions() == [TakeBank(), DeclineBank()]
    events = state.apply(DeclineBank())
    assert of(events, BankDeclined) and of(events, BankPassed)[0] == BankPassed(1, 2)
    assert state.dealer == 2 and state.phase == "betting" and state.current_player == 3


def test_seat_0_takes_the_bank_and_announces_its_stop_D_P9() -> None:
    state = table(seed=4, dealer_rounds=3)
    for _ in range(3):
        play_plain_round(state)
    assert state.phase == "bank_offer"
    events = state.apply(TakeBank())
    assert of(events, BankPassed)[0] == BankPassed(1, 0)
    assert state.dealer == 0 and state.phase == "betting"  # deals its first round at once
    play_plain_round(state)
    assert state.phase == "bank_keep" and state.legal_actions() == [KeepBank(), AnnounceStop()]
    state.apply(KeepBank())
    play_plain_round(state)
    assert state.phase == "bank_keep"
    events = state.apply(AnnounceStop())
    assert of(events, StopAnnounced)[0].rounds_left == 3
    assert of(events, RoundStarted)[0].bank_rounds_left == 3
    for _ in range(2):
        play_plain_round(state)
        assert state.dealer == 0 and state.phase == "betting"  # no more questions
    events = play_plain_round(state)
    assert of(events, BankPassed)[0] == BankPassed(0, 1)  # straight to the next AI seat
    assert state.dealer == 1


def test_two_seats_the_bank_stays_with_the_only_ai_when_declined_D_P9() -> None:
    state = table(players=2, dealer_rounds=3)
    for _ in range(3):
        play_plain_round(state)
    events = state.apply(DeclineBank())
    assert of(events, BankPassed)[0] == BankPassed(1, 1) and state.dealer == 1


@pytest.mark.parametrize("dealer_rounds", [3, 4, 6])
def test_an_ai_that_takes_the_declined_bank_gives_notice_three_rounds_ahead_D_P9(
    dealer_rounds: int,
) -> None:
    state = table(seed=4, dealer_rounds=dealer_rounds)
    for _ in range(dealer_rounds):
        play_plain_round(state)
    took_at = state.round
    assert state.phase == "bank_offer" and took_at == dealer_rounds + 1
    events = state.apply(DeclineBank())
    assert of(events, BankPassed) == [BankPassed(1, 2)]
    notice_at = None
    notices: dict[int, int | None] = {}
    while state.phase != "bank_offer":
        for event in events:
            if isinstance(event, StopAnnounced):
                assert event == StopAnnounced(2, 3)
                assert notice_at is None
                notice_at = state.round
            if isinstance(event, RoundStarted):
                assert event.dealer == 2
                notices[event.round] = event.bank_rounds_left
        events = play_plain_round(state)
    # the notice comes at the start of the third-last of its rounds, the announcing one counted
    assert notice_at == took_at + dealer_rounds - 3
    handed_over_at = state.round
    assert handed_over_at == took_at + dealer_rounds
    assert [notices[r] for r in range(notice_at, handed_over_at)] == [3, 2, 1]
    assert all(notices[r] is None for r in range(took_at, notice_at))
    assert state.dealer == 2 and state.current_player == 0
    events = state.apply(DeclineBank())
    assert of(events, BankPassed) == [BankPassed(2, 3)] and state.dealer == 3


def test_a_bet_outside_betting_is_refused_saying_what_the_table_waits_for() -> None:
    state = table()
    preset(state, ["2S 3D", "KC 5D", "QH 6D", "KD 7S"])
    place_bets(state, home_bets())
    assert state.phase == "drawing"
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(PlaceBet(0, 10))
    assert info.value.reason == "You cannot place a bet now: hand 1 (seat 2) draws or stands."
    assert state.to_dict() == before
    state.apply(Stand(1))
    state.apply(Stand(2))
    state.apply(Stand(3))
    assert state.phase in ("catch", "dealer_draw")
    with pytest.raises(IllegalAction, match="You cannot place a bet now: the dealer"):
        state.apply(PlaceBet(0, 10))


@pytest.mark.parametrize("cards", ["AS KD AS", "AS BJ", "RJ 2C"])
def test_a_preset_deal_refuses_a_repeated_card_or_a_joker(cards: str) -> None:
    state = table()
    with pytest.raises(ValueError, match="distinct cards of one 52-card deck"):
        state.preset_deck(cards)
    assert state.preset == []
    state.preset_deck("AS KD")  # distinct cards are taken
    assert [str(c) for c in state.preset] == ["AS", "KD"]


def test_first_dealer_option_D_P9() -> None:
    state = table(first_dealer=0)
    assert state.dealer == 0 and state.current_player == 1


# --- chips: re-buys, conservation (D-P10), the end ---------------------------------------------


def _with(state: State, **changes: Any) -> State:
    data = state.to_dict()
    data.update(changes)
    return from_dict(data)


def test_ai_seat_rebuys_automatically_and_chips_stay_conserved_D_P10() -> None:
    state = _with(table(), stacks=[1000, 1000, 1960, 40])  # seat 3 is broke
    events = play_plain_round(state)
    assert [b.seat for b in of(events, BetsDone)][1] == 3  # it could not bet: passed over
    rebuys = of(events, Rebought)
    assert rebuys and rebuys[0].seat == 3 and rebuys[0].automatic
    assert state.bought[3] == rebuys[0].chips == 1000 - (40 + of(events, HandOver)[0].deltas[3])
    assert sum(state.stacks) == 4 * 1000 + sum(state.bought)


def test_seat_0_broke_chooses_rebuy_or_leave() -> None:
    data = table().to_dict()
    data.update(stacks=[30, 1970, 1000, 1000], phase="rebuy", hands=[])
    state = from_dict(data)
    assert state.current_player == 0 and state.legal_actions() == [Rebuy(), Leave()]
    events = state.apply(Rebuy())
    assert of(events, Rebought)[0] == Rebought(0, 970, 1000, False)
    assert state.bought == [970, 0, 0, 0] and state.phase == "betting"
    state = from_dict(data)
    events = state.apply(Leave())
    over = of(events, MatchOver)[0]
    assert over.reason == "left" and over.net == (-970, 970, 0, 0)
    assert state.result is not None and state.result.ranking[0] == 1


def test_hand_over_deltas_sum_to_zero_D_P10() -> None:
    state = table(seed=11, rounds=30)
    total = [0, 0, 0, 0]
    while not state.is_over:
        for event in play_plain_round(state):
            if isinstance(event, HandOver):
                assert sum(event.deltas) == 0
                total = [t + d for t, d in zip(total, event.deltas, strict=True)]
    assert state.result is not None and state.result.rounds == 30
    assert list(state.result.net) == total


def test_rounds_option_ends_the_session() -> None:
    state = table(rounds=1)
    events = play_plain_round(state)
    assert of(events, MatchOver)[0].reason == "rounds"
    assert state.is_over and state.result is not None and state.result.rounds == 1


# --- what each seat sees ----------------------------------------------------------------------


def test_views_show_own_cards_and_revealed_hands_only() -> None:
    state = table()
    preset(state, ["2S 3D", "KC 5D", "QH 6D", "KD 7S"], draws="2C")
    events = place_bets(state, home_bets())
    assert all(d.card is not None for d in of(events, Deal))  # events are the full record
    view = state.view(2)
    assert view.hands[1].cards == tuple(parse_cards("2S 3D")) and view.hands[1].name == "5 points"
    assert view.hands[2].cards is None and view.hands[2].card_count == 2
    assert view.hands[0].cards is None  # the dealer's cards are hidden
    assert state.view(1).hands[0].cards == tuple(parse_cards("KD 7S"))
    assert view.bet_limits is None and view.open_spots == ()
    state.apply(DrawCard(1))
    assert state.view(3).hands[1].cards is None and state.view(3).hands[1].card_count == 3
    state.apply(Stand(2))
    state.apply(Stand(3))
    state.apply(Catch(3))
    view = state.view(3)
    assert view.hands[1].cards == tuple(parse_cards("2S 3D 2C")) and view.hands[1].settled
    assert view.hands[0].cards == tuple(parse_cards("KD 7S"))  # shown for the catch
    assert view.hands[2].cards == tuple(parse_cards("KC 5D"))  # its own hand
    assert view.hands[3].cards is None


def test_betting_view_carries_limits_and_spots_for_the_seat_to_bet() -> None:
    state = table()
    view = state.view(2)
    assert view.bet_limits == (10, 100) and view.open_spots == (4, 5, 7, 1, 3)
    assert state.view(3).bet_limits is None
    with pytest.raises(ValueError):
        state.view(4)


def test_illegal_actions_raise_and_change_nothing() -> None:
    state = table()
    before = state.to_dict()
    for action in (
        DrawCard(1),
        Stand(0),
        Catch(3),
        NoCatch(),
        Rebuy(),
        TakeBank(),
        DeclineBank(),
        KeepBank(),
        AnnounceStop(),
        PlaceBet(4, True),
        PlaceBet("4", 10),  # type: ignore[arg-type]
        "EndBets",
        None,
    ):
        with pytest.raises(IllegalAction) as err:
            state.apply(action)
        assert err.value.reason
        assert state.to_dict() == before


def test_a_rounds_summary_signs_the_dealers_loss_with_a_true_minus() -> None:
    """ "Round 2: dealer (seat 0) −30", as the tables write a loss, never a hyphen."""
    from cardtable_qt import ai
    from cardtable_qt.engine.pokdeng import new_match
    from cardtable_qt.engine.rng import Rng

    state = new_match(3)
    bot, rng = ai.make("basic", "pokdeng"), Rng(3)
    seen: set[str] = set()
    while not state.is_over and len(seen) < 2:
        view = state.view(state.current_player)
        for event in state.apply(bot.choose(view, state.legal_actions(), rng)):
            if isinstance(event, HandOver):
                delta = int(event.summary.rsplit(" ", 1)[1].replace("−", "-"))
                if delta:
                    seen.add("won" if delta > 0 else "lost")
                    assert "-" not in event.summary
                    assert event.summary.rsplit(" ", 1)[1][0] == ("+" if delta > 0 else "−")
    assert seen == {"won", "lost"}
