"""The basic Xì tố bot: legal, deterministic, sees only its view, plays on its winning chance."""

from __future__ import annotations

from cardtable_qt import ai, sim
from cardtable_qt.ai.xito_basic import BasicBot, estimate_equity, showing_best
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import Bet, Call, Fold, Options, Raise, Rebuy, State, new_match


def to_last_round(state: State) -> None:
    """Everyone calls the minimum until the fifth card is out."""
    while state.betting_round < 4 or max(state.round_bets) > 0:
        legal = state.legal_actions()
        state.apply(legal[1] if isinstance(legal[1], Bet) else Call())


def test_the_bot_is_resolved_by_name_and_documents_its_policy() -> None:
    assert ai.resolve("basic", "xito") is BasicBot
    assert "Policy" in (BasicBot.__doc__ or "")


def test_every_choice_is_legal_and_repeatable() -> None:
    for seed in range(25):
        state = new_match(seed, Options(players=2 + seed % 5), stacks=None)
        bot = BasicBot()
        rng = Rng(seed)
        for _ in range(40):
            seat = state.current_player
            assert seat is not None
            view, legal = state.view(seat), state.legal_actions()
            snapshot = Rng(rng.state)
            action = bot.choose(view, legal, rng)
            assert action in legal
            assert BasicBot().choose(view, legal, snapshot) == action  # same rng, same choice
            state.apply(action)


def test_it_rebuys_when_asked() -> None:
    deal = {0: "9D 9H JC JD 7H", 1: "10C 10D 10H 10S 7D"}
    state = new_match(1, Options(players=2), stacks=[10, 100], dealer=1, deal=deal)
    assert state.legal_actions() == [Rebuy(), state.legal_actions()[1]]
    assert BasicBot().choose(state.view(0), state.legal_actions(), Rng(0)) == Rebuy()


def test_equity_is_certain_when_nothing_can_change_the_result() -> None:
    # Seat 0 holds the royal flush in spades, the best hand there is.
    deal = {0: "AS KS QS JS 10S", 1: "7C 8D 9H JC QD"}
    state = new_match(2, Options(players=2), dealer=1, deal=deal)
    to_last_round(state)
    assert estimate_equity(state.view(1), Rng(1), 50) == 0.0
    assert estimate_equity(state.view(0), Rng(1), 50) == 1.0


def test_equity_tracks_the_real_chance() -> None:
    # Four aces against a pair showing after the fifth card: the aces cannot lose.
    deal = {0: "AS AH AD AC 7C", 1: "KS KH 9C 8D 7D"}
    state = new_match(3, Options(players=2), dealer=1, deal=deal)
    early = estimate_equity(state.view(0), Rng(4), 400)
    assert 0.5 < early < 1.0  # A♠ in the hole and A♥ showing: good, not yet certain
    to_last_round(state)
    assert estimate_equity(state.view(0), Rng(4), 100) == 1.0


def test_it_raises_a_sure_winner_and_folds_a_sure_loser() -> None:
    deal = {0: "AS KS QS JS 10S", 1: "7C 8D 9H JC QD", 2: "7D 8C 9C 10D KC"}
    state = new_match(5, Options(players=3), dealer=2, deal=deal)
    to_last_round(state)
    honest = BasicBot(bluff=0.0)
    # The round opens with the strongest face-up cards; walk to a decision facing a bet.
    while state.current_player != 0 or max(state.round_bets) == 0:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        state.apply(legal[-1] if isinstance(legal[-1], (Bet, Raise)) else legal[1])
    action = honest.choose(state.view(0), state.legal_actions(), Rng(7))
    assert isinstance(action, Raise)
    loser = state.view(1)
    assert estimate_equity(loser, Rng(7), 60) == 0.0


def test_a_hopeless_hand_folds_to_a_bet_without_bluffs() -> None:
    deal = {0: "7C 8D 9H JC QD", 1: "AS KS QS JS 10S"}
    for seed in range(10):
        state = new_match(seed, Options(players=2), dealer=1, deal=deal)
        to_last_round(state)
        if state.current_player == 1:
            state.apply(Bet(100))
        if state.current_player == 0 and max(state.round_bets) > 0:
            choice = BasicBot(bluff=0.0).choose(state.view(0), state.legal_actions(), Rng(seed))
            assert choice == Fold()


def test_it_bluffs_sometimes() -> None:
    """With a weak hand facing a bet, the default bot raises now and then, never always."""
    deal = {0: "7C 8D 9H JC QD", 1: "AS KS QS JS 10S"}
    state = new_match(9, Options(players=2), dealer=1, deal=deal)
    to_last_round(state)
    if state.current_player == 1:
        state.apply(Bet(50))
    choices = [BasicBot().choose(state.view(0), state.legal_actions(), Rng(i)) for i in range(300)]
    raises = sum(isinstance(c, Raise) for c in choices)
    assert 0 < raises < 100 and Fold() in choices


def test_showing_best_reads_only_face_up_cards() -> None:
    deal = {0: "7C AS", 1: "AH KS"}
    state = new_match(1, Options(players=2), dealer=1, deal=deal)
    assert showing_best(state.view(0)) and not showing_best(state.view(1))


def test_it_beats_random_players() -> None:
    wins = 0
    for seed in range(3):
        summary = sim.run("xito", 120, seed=seed, seats=["basic", "random", "random"])
        totals = [s["total"] for s in summary["seats"]]
        assert sum(totals) == 0
        wins += totals[0] > 0
    assert wins == 3


def test_it_plays_whole_hands_in_a_six_seat_game() -> None:
    state = new_match(42, Options(players=6))
    bots, rng, hands = [BasicBot() for _ in range(6)], Rng(42), 0
    while hands < 10:
        seat = state.current_player
        assert seat is not None
        events = state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        hands += sum(isinstance(e, HandOver) for e in events)
    assert sum(state.stacks) + sum(state.contributed) == sum(state.bought)
