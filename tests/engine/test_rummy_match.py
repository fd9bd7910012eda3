"""The rummy match: turns, packing, declarations, scoring and the match (D-R1, D-R2, D-R6…D-R13).

Scripted deals start from a real ``new_match`` whose cards are then rearranged (every card
stays on the table, which ``from_dict`` checks), so each rule is tested on chosen cards.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.chance import Chance
from cardtable_qt.engine.codec import StateDataError, encode
from cardtable_qt.engine.match import HandOver, IllegalAction
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import (
    DealScored,
    Dealt,
    Declare,
    Declared,
    Discard,
    Draw,
    MatchOver,
    Options,
    Pack,
    Packed,
    PileStarted,
    PlayerOut,
    RummyMatch,
    StockReshuffled,
    WildCardTurned,
    best_grouping,
    declaration_problems,
    decode_action,
    decode_event,
    from_dict,
    new_match,
)


def arrange(
    state: RummyMatch,
    hands: dict[int, str],
    *,
    wild: str = "2C",
    pile: str = "",
    stock_top: str = "",
) -> None:
    """Give seats chosen cards, the wild card, the pile and the stock's top cards (top last);
    every other card goes on with the rest of the stock."""
    everything = [c for h in state.hands for c in h] + state.stock + state.pile + [state.wild_card]
    pool = sorted(everything)

    def take(text: str) -> list[Card]:
        out = []
        for want in parse_cards(text):
            card = next(c for c in pool if c.face == want.face)
            pool.remove(card)
            out.append(card)
        return out

    chosen = {seat: take(text) for seat, text in hands.items()}
    wild_card = take(wild)[0]
    pile_cards = take(pile)
    top_cards = take(stock_top)
    for seat in range(state.players):
        if state.status[seat] == "playing":
            state.hands[seat] = chosen.get(seat) or [pool.pop() for _ in range(13)]
        else:
            state.hands[seat] = []
    state.wild_card = wild_card
    state.pile = pile_cards
    state.stock = pool + top_cards
    state._new_turn()
    assert from_dict(state.to_dict()) == state


def faces(cards: Any) -> list[str]:
    return [str(c) for c in cards]


# --- the deal -------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "decks", "big"), [(2, 1, 2), (3, 1, 3), (4, 2, 2), (6, 3, 3)])
def test_deck_counts_d_r1(players: int, decks: int, big: int) -> None:
    state = new_match(1, Options(players=players, big_table_decks=big))
    cards = [c for h in state.hands for c in h] + state.stock + state.pile + [state.wild_card]
    assert len(cards) == 54 * decks == len(set(cards))
    assert all(len(h) == 13 for h in state.hands)
    assert len(state.pile) == 1


def test_the_first_deal_is_kept_for_the_table_to_animate() -> None:
    state = new_match(2, Options(players=3))
    dealt, turned, started = state.opening_events
    assert isinstance(dealt, Dealt) and dealt.deal == 1 and dealt.dealer == state.dealer
    assert [list(h) for h in dealt.hands] == state.hands
    assert isinstance(turned, WildCardTurned) and turned.card == state.wild_card
    assert isinstance(started, PileStarted) and [started.card] == state.pile
    assert dealt.stock_count == len(state.stock) + 1


def test_first_player_follows_the_dealer_and_the_dealer_moves_d_r13() -> None:
    state = new_match(3, Options(players=3))
    dealers = []
    for _ in range(3):
        dealers.append(state.dealer)
        assert state.current_player == (state.dealer + 1) % 3
        state.apply(Pack())
        state.apply(Pack())  # two packs: the last player wins, the next deal starts
    assert dealers[1] == (dealers[0] + 1) % 3 and dealers[2] == (dealers[1] + 1) % 3


def test_a_turned_joker_makes_aces_wild_d_r2() -> None:
    for seed in range(200):
        state = RummyMatch(Options(players=2), Chance.from_seed(seed))
        events = state.start()
        turned = next(e for e in events if isinstance(e, WildCardTurned))
        if turned.card.suit is None:
            assert turned.aces_wild and turned.wild_rank == 14 == state.wild_rank
            assert state.view(0).wild_rank == 14
            return
        assert turned.wild_rank == turned.card.rank and not turned.aces_wild
    pytest.fail("no deal turned a joker")


def test_legal_actions_in_each_phase() -> None:
    state = new_match(5, Options(players=4))
    assert state.legal_actions() == [Draw("stock"), Draw("discard"), Pack()]
    state.apply(Draw("stock"))
    legal = state.legal_actions()
    hand = state.hands[state.turn]
    assert [a for a in legal if isinstance(a, Discard)] == [Discard(c) for c in hand]
    with pytest.raises(IllegalAction, match="drawn already"):
        state.apply(Draw("stock"))
    with pytest.raises(IllegalAction, match="drawn already"):
        state.apply(Pack())


def test_discard_needs_a_draw_and_a_held_card() -> None:
    state = new_match(5)
    seat = state.turn
    with pytest.raises(IllegalAction, match="Draw a card first"):
        state.apply(Discard(state.hands[seat][0]))
    state.apply(Draw("stock"))
    stranger = next(c for c in state.stock)
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(Discard(stranger))
    card = state.hands[seat][0]
    events = state.apply(Discard(card))
    assert state.pile[-1] == card and state.current_player == (seat + 1) % 4
    assert faces([e.card for e in events if hasattr(e, "card")]) == [str(card)]


def test_the_card_taken_from_the_pile_stays_this_turn_d_r8() -> None:
    state = new_match(6, Options(players=4))  # two decks: two 5C
    arrange(state, {state.turn: "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD QC 5C"}, pile="5C")
    seat = state.turn
    state.apply(Draw("discard"))
    taken = state.drawn
    assert taken is not None and taken.face == (5, "C")
    legal = state.legal_actions()
    assert all(a.card.face != taken.face for a in legal if isinstance(a, Discard))
    for copy in [c for c in state.hands[seat] if c.face == taken.face]:
        with pytest.raises(IllegalAction, match="cannot go back"):
            state.apply(Discard(copy))
    view = state.view(seat)
    assert view.drawn == taken and view.drawn_from == "discard"


def test_an_empty_stock_is_the_pile_reshuffled_d_r7() -> None:
    state = new_match(7, Options(players=2))
    arrange(state, {}, pile="3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2D 3D")
    moved = state.stock[:-1]
    state.pile = moved + state.pile  # everything but one stock card lies on the pile
    state.stock = state.stock[-1:]
    top = state.pile[-1]
    events = state.apply(Draw("stock"))
    reshuffled = [e for e in events if isinstance(e, StockReshuffled)]
    assert reshuffled and reshuffled[0].pile_top == top
    assert state.pile == [top] and len(state.stock) == reshuffled[0].cards == 14 + len(moved) - 1
    assert from_dict(state.to_dict()) == state


# --- declarations ---------------------------------------------------------------------------

WINNING = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC 5D"  # with fives wild: a valid declaration


def test_invalid_declaration_is_refused_and_the_turn_goes_on_d_r6() -> None:
    state = new_match(8, Options(players=3))
    seat = state.turn
    arrange(state, {seat: "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD QC AS"}, wild="5C", stock_top="JD")
    state.apply(Draw("stock"))
    before = state.to_dict()
    hand = state.hands[seat]
    groups = (
        tuple(parse_cards("2H 3H 4H")),
        tuple(parse_cards("6S 7S 8S")),
        tuple(parse_cards("9D 9C 9S")),
        tuple(parse_cards("KH KD QC AS")),
    )
    action = Declare(tuple(tuple(_held(hand, c) for c in g) for g in groups), _held(hand, "JD"))
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert refused.value.reason.startswith("This declaration is not valid.")
    assert "Group 4 (K♥ K♦ Q♣ A♠) is not a valid group" in refused.value.reason
    assert state.to_dict() == before
    assert state.current_player == seat and state.phase == "discard"
    problems = declaration_problems(hand, action.groups, action.face_down, state.wild_rank)
    assert problems and problems[0].startswith("Group 4")
    assert not any(isinstance(a, Declare) for a in state.legal_actions())


def test_a_players_own_valid_arrangement_wins_the_deal() -> None:
    state = new_match(9, Options(players=3))
    seat = state.turn
    arrange(state, {seat: WINNING}, wild="5C", stock_top="AS")
    state.apply(Draw("stock"))
    offered = [a for a in state.legal_actions() if isinstance(a, Declare)]
    assert len(offered) == 1  # the engine's own arrangement
    # the player's arrangement differs (the 5D stands in for the 5H, not the 10S)
    mine = ("2H 3H 4H 5D", "6S 7S 8S", "9D 9C 9S", "KH KD KC")
    hand = state.hands[seat]
    groups = tuple(tuple(_held(hand, c) for c in parse_cards(g)) for g in mine)
    events = state.apply(Declare(groups, _held(hand, "AS")))
    declared = next(e for e in events if isinstance(e, Declared))
    assert declared.seat == seat and declared.face_down.face == (14, "S")
    assert declared.kinds == ("mixed", "pure", "trio", "trio")
    assert declared.first_turn  # the very first turn of the deal
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.winner == seat and scored.how == "declared" and scored.halved


def test_identical_copies_stand_for_each_other_in_a_declaration() -> None:
    state = new_match(10, Options(players=4))
    seat = state.turn
    arrange(state, {seat: WINNING}, wild="5C", stock_top="AS")
    state.apply(Draw("stock"))
    hand = state.hands[seat]
    # name every card by its notation only: deck indices may differ from the held copies
    groups = tuple(
        tuple(parse_cards(g)) for g in ("2H 3H 4H 5D", "6S 7S 8S", "9D 9C 9S", "KH KD KC")
    )
    problems = declaration_problems(hand, groups, Card(14, "S"), state.wild_rank)
    assert problems == []
    wrong = tuple(
        tuple(parse_cards(g)) for g in ("2H 3H 4H 5D", "6S 7S 8S", "9D 9C 9S", "KH KD QC")
    )
    problems = declaration_problems(hand, wrong, Card(14, "S"), state.wild_rank)
    assert problems == [
        "Your groups and the face-down card must be the 14 cards in your hand "
        "(not in your hand: Q♣; left out: K♣)."
    ]


def test_first_turn_declaration_halves_the_others_rounded_up_d_r11() -> None:
    state = new_match(11, Options(players=3))
    seat = state.turn
    others = [(seat + 1) % 3, (seat + 2) % 3]
    arrange(
        state,
        {
            seat: WINNING,
            # nothing groups here: 2+4+6+8+10+10 + 3+9+7+10 + 10+10+2 = 91 points
            others[0]: "2C 4C 6C 8C 10C QC 3D 9H 7D JD KS AS 2S",
            others[1]: "10H JH QH 10D JS QD AD AC 6H 7C 8D 3C 4D",
        },
        wild="5C",
        stock_top="AH",
    )
    state.apply(Draw("stock"))
    declaration = next(a for a in state.legal_actions() if isinstance(a, Declare))
    events = state.apply(declaration)
    scored = next(e for e in events if isinstance(e, DealScored))
    over = next(e for e in events if isinstance(e, HandOver))
    assert scored.halved
    for score in scored.scores:
        if score.seat == seat:
            assert score.status == "winner" and score.points == 0
        else:
            counted = best_grouping(state_hand(scored, score.seat), 5).points
            assert score.count == counted
            assert score.points == (counted + 1) // 2
    assert scored.scores[others[0]].count == 91
    assert over.deltas[others[0]] == 46


def state_hand(scored: DealScored, seat: int) -> list[Card]:
    score = scored.scores[seat]
    return [c for g in score.groups for c in g] + list(score.scattered)


def test_a_later_declaration_is_not_halved() -> None:
    state = new_match(12, Options(players=2))
    seat, other = state.turn, 1 - state.turn
    hand = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC AS"
    arrange(state, {seat: hand}, wild="5C", stock_top="5D QD JD")
    state.apply(Draw("stock"))  # JD
    state.apply(Discard(state.drawn))  # type: ignore[arg-type]
    state.apply(Draw("stock"))  # the other player's QD
    state.apply(Discard(state.drawn))  # type: ignore[arg-type]
    state.apply(Draw("stock"))  # the 5D completes the hand
    assert state.turn == seat
    declaration = next(a for a in state.legal_actions() if isinstance(a, Declare))
    events = state.apply(declaration)
    scored = next(e for e in events if isinstance(e, DealScored))
    assert not scored.halved
    assert scored.scores[other].points == scored.scores[other].count


# --- packing --------------------------------------------------------------------------------


def test_first_turn_pack_costs_20_and_its_cards_go_under_the_stock() -> None:
    state = new_match(13, Options(players=3))
    seat = state.turn
    hand = list(state.hands[seat])
    stock_top = state.stock[-1]
    events = state.apply(Pack())
    packed = next(e for e in events if isinstance(e, Packed))
    assert packed.points == 20 and packed.first_turn and packed.to_stock
    assert sorted(state.stock[:13]) == sorted(hand) and state.stock[-1] == stock_top
    assert state.status[seat] == "packed" and state.hands[seat] == []
    assert state.view(seat).seats[seat].charged == 20


def test_later_pack_costs_40_and_its_cards_leave_the_deal() -> None:
    state = new_match(14, Options(players=3))
    seat = state.turn
    for _ in range(3):
        state.apply(Draw("stock"))
        state.apply(Discard(state.drawn))  # type: ignore[arg-type]
    hand = list(state.hands[seat])
    assert state.view(seat).pack_cost == 40 and not state.view(seat).first_turn
    events = state.apply(Pack())
    packed = next(e for e in events if isinstance(e, Packed))
    assert packed.points == 40 and not packed.to_stock
    assert state.removed == hand


def test_with_two_players_a_pack_ends_the_deal() -> None:
    state = new_match(15, Options(players=2, deals=3))
    seat = state.turn
    events = state.apply(Pack())
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.winner == 1 - seat and scored.how == "last_player"
    over = next(e for e in events if isinstance(e, HandOver))
    assert over.deltas[seat] == 20 and over.deltas[1 - seat] == 0
    assert any(isinstance(e, Dealt) for e in events)  # the next deal is dealt at once


def test_the_last_player_left_wins_d_r9() -> None:
    state = new_match(16, Options(players=4, deals=1))
    a = state.turn
    b, c, d = (a + 1) % 4, (a + 2) % 4, (a + 3) % 4
    state.apply(Pack())  # a: first turn, 20
    state.apply(Draw("stock"))  # b
    state.apply(Discard(state.drawn))  # type: ignore[arg-type]
    state.apply(Pack())  # c: first turn, 20
    state.apply(Draw("stock"))  # d
    state.apply(Discard(state.drawn))  # type: ignore[arg-type]
    assert state.turn == b  # a has packed: skipped
    events = state.apply(Pack())  # b: a later turn, 40; only d is left
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.how == "last_player" and scored.winner == d
    assert [scored.scores[s].points for s in (a, b, c, d)] == [20, 40, 20, 0]
    assert state.is_over and state.result is not None
    assert state.result.winners == (d,)


# --- the match ------------------------------------------------------------------------------


def test_a_match_of_three_deals_d_r12() -> None:
    state = new_match(17, Options(players=2, deals=3))
    overs = []
    while not state.is_over:
        for event in state.apply(Pack()):
            if isinstance(event, HandOver):
                overs.append(event.deltas)
            if isinstance(event, MatchOver):
                final = event
    assert len(overs) == 3 and state.deal_no == 3
    totals = tuple(sum(d[s] for d in overs) for s in range(2))
    assert final.totals == totals == state.result.totals  # type: ignore[union-attr]
    assert final.winners == tuple(s for s in range(2) if totals[s] == min(totals))
    assert state.legal_actions() == [] and state.current_player is None
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Pack())


def test_pool_rummy_puts_out_players_at_101() -> None:
    state = new_match(18, Options(players=3, match_type="pool_101"))
    outs: list[int] = []
    deals = 0
    while not state.is_over and deals < 100:
        # the first player always packs; the others play until one of them packs later
        events = state.apply(Pack())
        outs += [e.seat for e in events if isinstance(e, PlayerOut)]
        deals += sum(1 for e in events if isinstance(e, HandOver))
    assert state.is_over
    result = state.result
    assert result is not None and len(result.winners) == 1
    assert sorted(outs) == sorted(s for s in range(3) if s != result.winners[0])
    assert all(result.totals[s] >= 101 for s in outs)
    assert result.totals[result.winners[0]] < 101
    assert result.order[0] == result.winners[0]


# --- views, actions, events, saves ----------------------------------------------------------


def _cards_in(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, (tuple, list)):
        return [c for v in value for c in _cards_in(v)]
    if hasattr(value, "__dataclass_fields__"):
        return [c for name in value.__dataclass_fields__ for c in _cards_in(getattr(value, name))]
    return []


def test_a_view_shows_only_the_seats_own_cards() -> None:
    state = new_match(19, Options(players=4))
    seat = state.turn
    state.apply(Draw("stock"))
    for viewer in range(4):
        view = state.view(viewer)
        assert view.hand == tuple(state.hands[viewer])
        public = set(view.hand) | set(state.pile) | {state.wild_card}
        assert set(_cards_in(view)) <= public
    mine, other = state.view(seat), state.view((seat + 1) % 4)
    assert mine.drawn == state.hands[seat][-1] and mine.drawn_from == "stock"
    assert other.drawn is None and other.seats[seat].cards == 14
    assert other.stock_count == len(state.stock) and other.pile_top == state.pile[-1]


def test_actions_and_events_round_trip_through_json() -> None:
    state = new_match(20, Options(players=3))
    actions = [Pack(), Draw("stock"), Draw("discard"), Discard(Card(5, "H", 1))]
    actions.append(Declare((tuple(parse_cards("2H 3H 4H")),), Card(15, None, 0)))
    for action in actions:
        assert decode_action(json.loads(json.dumps(encode(action)))) == action
    for _ in range(40):
        if state.is_over:
            break
        action = state.legal_actions()[0 if state.phase == "draw" else -1]
        for event in state.apply(action):
            assert decode_event(json.loads(json.dumps(encode(event)))) == event
    with pytest.raises(StateDataError):
        decode_action({"type": "Draw", "source": "deck"})
    with pytest.raises(StateDataError):
        decode_action({"type": "Shuffle"})


def _held(hand: list[Card], text: str | Card) -> Card:
    want = text if isinstance(text, Card) else parse_cards(text)[0]
    return next(c for c in hand if c.face == want.face)


def _payload() -> dict[str, Any]:
    state = new_match(21, Options(players=3))
    state.apply(Draw("stock"))
    return json.loads(json.dumps(state.to_dict()))  # type: ignore[no-any-return]


def _breaks(change: Any) -> str:
    data = _payload()
    change(data)
    with pytest.raises(StateDataError) as info:
        from_dict(data)
    return str(info.value)


def test_from_dict_refuses_damaged_saves() -> None:
    assert from_dict(_payload()).to_dict() == _payload()
    assert "$.game" in _breaks(lambda d: d.update(game="xito"))
    assert "newer CardTable" in _breaks(lambda d: d.update(format=99))
    assert "missing 'totals'" in _breaks(lambda d: d.pop("totals"))
    assert "$.rng" in _breaks(lambda d: d.update(rng={"state": "zz"}))
    assert "$.options: rummy is for 2 to 6 players" in _breaks(
        lambda d: d["options"].update(players=9)
    )
    assert "$.options.deals" in _breaks(lambda d: d["options"].update(deals="six"))
    assert "$.deal.turn" in _breaks(lambda d: d["deal"].update(turn="one"))
    assert "not a card" in _breaks(lambda d: d["deal"]["stock"].append("1X"))
    assert "held twice" in _breaks(lambda d: d["deal"]["pile"].append(d["deal"]["stock"][0]))
    assert "missing from the table" in _breaks(lambda d: d["deal"]["stock"].pop())
    assert "does not use" in _breaks(lambda d: d["deal"]["stock"].append("5H#2"))
    assert "holds 13 cards" in _breaks(
        lambda d: d["deal"]["stock"].append(d["deal"]["hands"][(d["deal"]["turn"] + 1) % 3].pop())
    )
    assert "sum of the deals" in _breaks(lambda d: d.update(totals=[5, 0, 0]))
    assert "phase" in _breaks(lambda d: d["deal"].update(phase="later"))
    assert "$.deal.drawn" in _breaks(lambda d: d["deal"].update(drawn=None))
    assert "expected an object" in _breaks(lambda d: d.update(deal=[]))


def test_options_are_checked() -> None:
    with pytest.raises(ValueError):
        Options(players=7)
    with pytest.raises(ValueError):
        Options(deals=4)
    with pytest.raises(ValueError):
        Options(match_type="pool_201")
    assert Options(players=3).decks == 1 and Options(players=5, big_table_decks=3).decks == 3


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def test_from_dict_never_crashes_on_damaged_values() -> None:
    rng = Rng(31)
    junk: list[Any] = [None, -1, 0, 1, 99, "x", [], {}, True, "5H", "BJ#2", 1.5, [[]], "over"]
    base = _payload()
    paths = [p for p in _paths(base) if p]
    accepted = 0
    for _ in range(400):
        data = json.loads(json.dumps(base))
        path = paths[rng.randbelow(len(paths))]
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = junk[rng.randbelow(len(junk))]
        try:
            state = from_dict(data)
        except StateDataError:
            continue
        accepted += 1  # a harmless change (the same value, or a list of one seat's points…)
        state.legal_actions()
        state.view(0)
        assert from_dict(state.to_dict()) == state
    assert accepted < 100
