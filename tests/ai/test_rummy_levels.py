"""Rummy's easy and hard bots: whole deals in the simulator, determinism, key decisions."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.ai.rummy_easy import EasyBot
from cardtable_qt.ai.rummy_hard import HardBot, NeverPackBot
from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import (
    Declare,
    Discard,
    Draw,
    Options,
    Pack,
    RummyMatch,
    RummyView,
    SeatInfo,
    new_match,
)
from cardtable_qt.sim import run

BUDGET_MS = 2000


def _stable(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in ("decision_ms", "games_per_s")}


def view_of(
    hand: str,
    wild: int,
    *,
    pile: str = "2D",
    phase: str = "draw",
    players: int = 2,
    first_turn: bool = False,
    drawn: Card | None = None,
    drawn_from: str | None = None,
) -> RummyView:
    cards = tuple(parse_cards(hand))
    pile_cards = tuple(parse_cards(pile)) if pile else ()
    return RummyView(
        seat=0,
        players=players,
        hand=cards,
        current_player=0,
        phase=phase,  # type: ignore[arg-type]
        deal=1,
        deals=6,
        dealer=1,
        wild_card=Card(wild, "C", 0),
        wild_rank=wild,
        pile=pile_cards,
        pile_top=pile_cards[-1] if pile_cards else None,
        stock_count=30,
        seats=tuple(SeatInfo(s, "playing", 13, 0, 0) for s in range(players)),
        drawn=drawn,
        drawn_from=drawn_from,  # type: ignore[arg-type]
        first_turn=first_turn,
        pack_cost=20 if first_turn else 40,
        history=(),
        pool=False,
        sequences_hold_6_or_7=True,
    )


def test_the_registry_names_easy_and_hard() -> None:
    assert isinstance(ai.make("easy", "rummy"), EasyBot)
    assert isinstance(ai.make("hard", "rummy"), HardBot)


@pytest.mark.parametrize("seats", [["easy", "basic"], ["easy", "random"]])
def test_easy_plays_200_deals(seats: list[str]) -> None:
    assert run("rummy", 200, 17, seats)["games"] == 200


def test_easy_is_deterministic_by_seed_at_four_players() -> None:
    seats = ["easy", "easy", "basic", "random"]
    first = run("rummy", 12, 5, seats)
    assert _stable(run("rummy", 12, 5, seats)) == _stable(first)


def test_hard_plays_seeded_deals_deterministically_within_budget() -> None:
    seats = ["hard", "basic"]
    first = run("rummy", 2, 3, seats)
    assert first["games"] == 2
    assert first["decision_ms"]["max"] < BUDGET_MS
    assert _stable(run("rummy", 2, 3, seats)) == _stable(first)


@pytest.mark.slow
def test_hard_plays_many_deals_at_four_players() -> None:
    summary = run("rummy", 6, 8, ["hard", "basic", "hard", "easy"])
    assert summary["games"] == 6
    assert summary["decision_ms"]["max"] < BUDGET_MS


class _Watch:
    """Wraps a bot and records every discard it makes."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.discards: list[Card] = []

    def choose(self, view: RummyView, legal: list[Any], rng: Rng) -> Any:
        action = self.bot.choose(view, legal, rng)
        assert action in legal
        if isinstance(action, Discard):
            self.discards.append(action.card)
        return action


def _play(match: RummyMatch, bots: list[Any]) -> None:
    rngs = [Rng(s) for s in range(len(bots))]
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(), rngs[seat]))


def test_hard_never_discards_a_printed_joker_in_play() -> None:
    watch = _Watch(HardBot())
    for seed in range(3):
        _play(new_match(seed, Options(players=2, deals=1)), [watch, ai.make("basic", "rummy")])
    assert watch.discards
    assert not [c for c in watch.discards if c.suit is None]


def test_hard_never_discards_a_printed_joker_even_when_it_is_the_only_loose_card() -> None:
    # Everything but the joker is in groups; the joker counts nothing scattered.
    hand = "3H 4H 5H 6S 7S 8S 9S 10D JD QD KC KD KS RJ"
    view = view_of(hand, 2, phase="discard", drawn=parse_cards("RJ")[0], drawn_from="stock")
    legal = [Discard(c) for c in view.hand]
    action = HardBot().choose(view, legal, Rng(0))
    assert isinstance(action, Discard)
    assert action.card.suit is not None


def test_hard_takes_a_discard_that_completes_a_pure_sequence() -> None:
    view = view_of("5H 6H 9S 9C KD 2S 4C 7D JC QS 3D 8C 10S", 11, pile="KC 7H")
    advice = HardBot().advise(view, [Draw("stock"), Draw("discard"), Pack()], Rng(0))
    assert advice.action == Draw("discard")
    assert "7♥" in advice.text or "7H" in advice.text


def test_hard_declares_when_it_can() -> None:
    match = new_match(4, Options(players=2, deals=1))
    bot = HardBot()
    rngs = Rng(0)
    declared = 0
    for _ in range(400):
        if match.is_over:
            break
        seat = match.current_player
        assert seat is not None
        legal = match.legal_actions()
        action = bot.choose(match.view(seat), legal, rngs)
        offered = [a for a in legal if isinstance(a, Declare)]
        if offered:
            assert isinstance(action, Declare)
            declared += 1
        match.apply(action)
    assert declared == 1


def test_hard_does_not_feed_the_next_player_what_it_collects() -> None:
    bot = HardBot()
    # Our last discard was 8♦; the next player took it and threw 2♣.
    hand = "3S 4S 5S 9H 9C 9D 7D KH QC JS 4H 2H 6C"
    bot.choose(
        view_of(hand + " AC", 11, phase="discard", pile="5C"),
        [Discard(c) for c in parse_cards(hand + " AC")],
        Rng(0),
    )
    assert bot._after is not None
    # Replace what was discarded by 8♦ for the test's story.
    bot._after = (*parse_cards("5C"), parse_cards("8D")[0])
    view = view_of(hand, 11, pile="5C 2C")
    bot.choose(view, [Draw("stock"), Draw("discard"), Pack()], Rng(0))
    assert [str(c) for c in bot._took] == ["8♦"] or [c.face for c in bot._took] == [(8, "D")]
    assert [c.face for c in bot._threw] == [(2, "C")]
    # 7♦ sits next to the 8♦ the next player took: it is not thrown while another card will do.
    hand14 = hand + " 10C"
    view = view_of(hand14, 11, phase="discard", pile="5C 2C")
    action = bot.choose(view, [Discard(c) for c in view.hand], Rng(0))
    assert action.card.face != (7, "D")


@pytest.mark.parametrize("players", [2, 4])
def test_same_view_same_choice_whatever_the_hidden_cards(players: int) -> None:
    match = new_match(12, Options(players=players, deals=1))
    twin = RummyMatch.__new__(RummyMatch)
    twin.__dict__.update(
        {k: (list(v) if isinstance(v, list) else v) for k, v in match.__dict__.items()}
    )
    twin.hands = [list(h) for h in match.hands]
    twin.stock = list(match.stock)
    seat = match.current_player
    assert seat is not None
    other = (seat + 1) % players
    # Swap an opponent's cards with the stock's: seat's view does not change.
    twin.hands[other], twin.stock[-13:] = list(match.stock[-13:]), list(match.hands[other])
    assert twin.view(seat) == match.view(seat)
    for rng_seed in (0, 1):
        a = HardBot().choose(match.view(seat), match.legal_actions(), Rng(rng_seed))
        b = HardBot().choose(twin.view(seat), twin.legal_actions(), Rng(rng_seed))
        assert a == b


def test_hard_packs_a_hopeless_first_hand_at_a_big_table_only() -> None:
    hopeless = "KS QD JC 9H 8S KD QC 10H 7C 5S KH 9D 3C"
    four = view_of(hopeless, 2, players=4, first_turn=True, pile="4D")
    legal = [Draw("stock"), Draw("discard"), Pack()]
    assert HardBot().choose(four, legal, Rng(0)) == Pack()
    good = view_of("3H 4H 5H 6S 7S 8S 9D 10D JD KC KS QD AC", 2, players=4, first_turn=True)
    assert HardBot().choose(good, legal, Rng(0)) != Pack()


def test_never_pack_bot_never_packs() -> None:
    watch: list[Any] = []

    class Spy(NeverPackBot):
        def choose(self, view: RummyView, legal: list[Any], rng: Rng) -> Any:
            action = super().choose(view, legal, rng)
            watch.append(action)
            return action

    _play(new_match(2, Options(players=4, deals=1)), [Spy(), Spy(), Spy(), Spy()])
    assert watch and Pack() not in watch


def test_hard_keeps_a_card_the_next_player_is_collecting() -> None:
    # Turn 1: KD is the only loose card and is thrown; the next player takes it and throws 8D.
    bot = HardBot()
    first = "3H 4H 5H 6S 7S 8S 9C 9D 9H 4C 5C 6C 7C KD"
    view = view_of(first, 2, pile="2D", phase="discard", drawn=parse_cards("7C")[0])
    thrown = bot.choose(view, [Discard(c) for c in view.hand], Rng(0))
    assert thrown == Discard(parse_cards("KD")[0])
    bot.choose(view_of(first[:-3], 2, pile="2D 8D"), [Draw("stock"), Draw("discard")], Rng(0))
    # Turn 2: QD and QS are equally loose, but QD sits next to the KD the next player took.
    later = "3H 4H 5H 6S 7S 8S 9C 9D 9H 4C 5C 6C QD QS"
    drawn = parse_cards("QS")[0]
    discard = view_of(later, 2, pile="2D 8D", phase="discard", drawn=drawn, drawn_from="stock")
    legal = [Discard(c) for c in discard.hand]
    assert HardBot().choose(discard, legal, Rng(0)) == Discard(parse_cards("QD")[0])  # unread
    assert bot.choose(discard, legal, Rng(0)) == Discard(drawn)
