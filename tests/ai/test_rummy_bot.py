"""The basic rummy bot: each rule of its policy, determinism, and strength against random play."""

from __future__ import annotations

from dataclasses import replace

from cardtable_qt import ai
from cardtable_qt.ai.rummy_basic import BasicBot
from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import (
    Declare,
    Discard,
    Draw,
    Options,
    Pack,
    RummyView,
    SeatInfo,
    best_grouping,
    loser_points,
    new_match,
)
from cardtable_qt.sim import run


def make_view(
    hand: str,
    wild: int,
    *,
    pile_top: str | None = "2D",
    phase: str = "draw",
    first_turn: bool = True,
    drawn: Card | None = None,
    drawn_from: str | None = None,
) -> RummyView:
    cards = tuple(parse_cards(hand))
    top = parse_cards(pile_top)[0] if pile_top else None
    return RummyView(
        seat=0,
        players=4,
        hand=cards,
        current_player=0,
        phase=phase,  # type: ignore[arg-type]
        deal=1,
        deals=6,
        dealer=3,
        wild_card=Card(wild if wild <= 14 else 2, "C", 1),
        wild_rank=wild,
        pile=(top,) if top else (),
        pile_top=top,
        stock_count=50,
        seats=tuple(SeatInfo(s, "playing", 13, 0, 0) for s in range(4)),
        drawn=drawn,
        drawn_from=drawn_from,  # type: ignore[arg-type]
        first_turn=first_turn,
        pack_cost=20 if first_turn else 40,
        history=(),
        pool=False,
        sequences_hold_6_or_7=True,
    )


DRAW_LEGAL = [Draw("stock"), Draw("discard"), Pack()]
HOPELESS = "2C 4C 7C 9C QC 3D 6D 10D KD KS 8S JS AH"  # fives wild: none held, no group


def test_the_basic_bot_is_the_games_basic() -> None:
    assert ai.resolve("basic", "rummy") is BasicBot
    assert "Policy" in (BasicBot.__doc__ or "")


def test_declares_whenever_a_declaration_is_offered() -> None:
    hand = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC 5D AS"
    found = best_grouping(hand, 5, winner=True)
    assert found is not None
    declare = Declare(found.groups, found.scattered[0])
    legal = [Discard(c) for c in parse_cards(hand)] + [declare]
    view = make_view(hand, 5, phase="discard", first_turn=False)
    assert BasicBot().choose(view, legal, Rng(1)) == declare


def test_packs_only_a_hopeless_first_hand() -> None:
    assert loser_points(HOPELESS, 5) == 99
    bot = BasicBot()
    assert bot.choose(make_view(HOPELESS, 5), DRAW_LEGAL, Rng(1)) == Pack()
    later = make_view(HOPELESS, 5, first_turn=False)
    assert bot.choose(later, DRAW_LEGAL, Rng(1)) == Draw("stock")
    # with two wild cards the hand is worth playing
    two_wilds = HOPELESS.replace("7C", "BJ").replace("9C", "5H")
    assert bot.choose(make_view(two_wilds, 5), DRAW_LEGAL, Rng(1)) == Draw("stock")
    # a hand with a pure sequence is played whatever its count
    with_pure = HOPELESS.replace("4C", "3C").replace("7C", "4C")
    assert loser_points(with_pure, 5) >= 70
    assert bot.choose(make_view(with_pure, 5), DRAW_LEGAL, Rng(1)) == Draw("stock")


def test_takes_the_discard_when_it_helps() -> None:
    hand = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC AS"
    bot = BasicBot()
    # the 5D (fives wild) lets the hand declare
    assert bot.choose(make_view(hand, 5, pile_top="5D", first_turn=False), DRAW_LEGAL, Rng(1)) == (
        Draw("discard")
    )
    # a printed joker is always taken
    view = make_view(HOPELESS, 5, pile_top="RJ", first_turn=False)
    assert bot.choose(view, DRAW_LEGAL, Rng(1)) == Draw("discard")
    # a card next to nothing is not
    view = make_view(hand, 5, pile_top="JC", first_turn=False)
    assert bot.choose(view, DRAW_LEGAL, Rng(1)) == Draw("stock")
    # the 4H completes 2H 3H 4H 5H
    view = make_view("2H 3H 5H 6S 7S 8S 9D 9C 9S KH KD KC AS", 4, pile_top="4H", first_turn=False)
    assert bot.choose(view, DRAW_LEGAL, Rng(1)) == Draw("discard")  # 2H 3H 4H 5H


def test_discards_its_most_useless_card() -> None:
    hand = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD QC AS 10D"
    view = make_view(hand, 5, phase="discard", first_turn=False)
    legal = [Discard(c) for c in parse_cards(hand)]
    action = BasicBot().choose(view, legal, Rng(1))
    assert isinstance(action, Discard)
    rest = list(parse_cards(hand))
    rest.remove(next(c for c in rest if c.face == action.card.face))
    best = min(
        loser_points([c for c in parse_cards(hand) if c != card], 5) for card in parse_cards(hand)
    )
    assert loser_points(rest, 5) == best
    assert action.card.face in {(14, "S"), (13, "H"), (13, "D"), (12, "C"), (10, "D")}


def test_never_discards_the_card_it_took_from_the_pile_d_r8() -> None:
    hand = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC AS QC"
    taken = parse_cards("QC")[0]
    view = make_view(hand, 5, phase="discard", first_turn=False, drawn=taken, drawn_from="discard")
    legal = [Discard(c) for c in parse_cards(hand) if c.face != taken.face]
    action = BasicBot().choose(view, legal, Rng(1))
    assert isinstance(action, Discard) and action.card.face != taken.face
    assert action in legal


def test_decisions_do_not_depend_on_the_rng() -> None:
    state = new_match(3, Options(players=4))
    bot = BasicBot()
    for _ in range(30):
        seat = state.current_player
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        first = bot.choose(view, legal, Rng(1))
        assert bot.choose(view, legal, Rng(999)) == first
        assert bot.choose(replace(view), list(legal), Rng(5)) == first
        state.apply(first)


def test_basic_beats_random_players() -> None:
    summary = run("rummy", 40, 11, ["basic", "random", "random", "random"])
    totals = [s["total"] for s in summary["seats"]]
    assert summary["games"] == 40
    assert totals[0] * 2 < min(totals[1:])  # penalty points: fewer is better
