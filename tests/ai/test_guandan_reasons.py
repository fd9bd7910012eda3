"""Every Guandan hint says why in the game's terms (issue 45 §3): the cards, the plan left after
the move (its groups and bombs), a count or the seat that matters, never a bare "it fits your
plan"; saying why never changes what the bot plays; the reasons read in all five languages."""

from __future__ import annotations

import json
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable_qt.ai.advice import Advice
from cardtable_qt.ai.guandan_basic import BasicBot
from cardtable_qt.ai.guandan_hard import HardBot
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.catalogue import CATALOGUE
from cardtable_qt.engine.guandan import Play, State, new_match, position
from cardtable_qt.engine.messages import Message
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.words import name_seats
from cardtable_qt.engine_text import engine_text
from cardtable_qt.ui.i18n import translation_file

from .guandan_positions import positions

FIGURES = {"cards", "count", "groups", "seat"}  # what a reason must name (at least one)
LANGUAGES = ("th", "vi", "hi", "zh_CN")
CHOICES = Path(__file__).with_name("guandan_hard_choices.json")


def key(action: Any) -> str:
    """An action as the choices file writes it: a play's kind, cards and reading, or its type."""
    if isinstance(action, Play):
        combo = action.combo
        cards = " ".join(str(c) for c in combo.cards)
        return f"{combo.kind} {cards} as {' '.join(map(str, combo.ranks))}"
    return type(action).__name__


def hints(count: int) -> Iterator[Advice]:
    """The hard bot's advice on ``count`` seeded positions in play, then at the cut and at every
    tribute and return of a few matches the basic bots play."""
    for i, state in enumerate(positions(2045, count)):
        yield HardBot().advise(state.view(state.current_player), state.legal_actions(), Rng(i))
    yield from exchanges(HardBot())


def exchanges(bot: Any, seeds: range = range(3)) -> Iterator[Advice]:
    basic, rng = BasicBot(), Rng(7)
    for seed in seeds:
        state = new_match(seed)
        for _ in range(2500):
            if state.is_over or state.current_player is None:
                break
            view, legal = state.view(state.current_player), state.legal_actions()
            if state.phase != "play":
                yield bot.advise(view, legal, rng)
            state.apply(basic.choose(view, legal, rng))


def check(advice: Advice) -> None:
    assert advice.message is not None and advice.message.code.startswith("advice.guandan.")
    assert advice.message.code == f"advice.guandan.{advice.code}"
    assert FIGURES & set(advice.params), (advice.code, advice.params, advice.text)
    assert "{" not in advice.text and "fits your plan" not in advice.text


def test_every_hint_names_cards_counts_groups_or_a_seat_on_200_positions() -> None:
    seen = {a.code for a in hints(200) if check(a) is None}
    # the cut, a tribute, the plan's leads and follows, counting, danger and the play-outs
    assert {"cut", "tribute_plan", "lead_weakest", "pass_partner", "play_search"} <= seen
    assert {"bomb_urgent", "follow_shed", "pass_cannot"} <= seen


@pytest.mark.slow
def test_every_hint_names_cards_counts_groups_or_a_seat_on_2000_positions() -> None:
    for advice in hints(2000):
        check(advice)


def placeholders(code: str) -> set[str]:
    template = CATALOGUE[code]
    found = {template.count} - {""}
    for text in (template.text, template.plural):
        found |= {n for _, n, _, _ in string.Formatter().parse(text) if n}
    return found


def test_no_guandan_reason_in_the_catalogue_is_without_a_figure() -> None:
    codes = [c for c in CATALOGUE if c.startswith("advice.guandan.")]
    assert len(codes) > 20
    assert not [c for c in codes if not placeholders(c)]
    assert "advice.guandan.only_move" not in CATALOGUE
    assert not [c for c in codes if "fits your plan" in CATALOGUE[c].text]


def test_saying_why_does_not_change_what_the_bots_play() -> None:
    """The choices on 200 seeded positions are those main played before the reasons were
    written (``guandan_hard_choices.json``)."""
    wanted = json.loads(CHOICES.read_text(encoding="utf-8"))
    got: dict[str, list[str]] = {"hard": [], "hint": [], "basic": []}
    for i, state in enumerate(positions(45, 200)):
        view, legal = state.view(state.current_player), state.legal_actions()
        got["hard"].append(key(HardBot().choose(view, legal, Rng(i))))
        got["hint"].append(key(HardBot().advise(view, legal, Rng(i)).action))
        got["basic"].append(key(BasicBot().choose(view, legal, Rng(i))))
    assert got == wanted


def test_the_plan_after_the_play_is_counted_in_groups_and_bombs() -> None:
    """Leading 3♠ 3♦ 9♣ 9♣ 9♦ 9♥ K♠ at level 2, the pair of 3s goes first: the hand is then
    one group (K♠) and a bomb (the four 9s)."""
    hands = [
        parse_cards("3S 3D 9C 9C 9D 9H KS"),
        parse_cards("4S 5S 6H 7H 8C 10C JC QD KD AC 2C"),
        parse_cards("6S 7C 8H"),
        parse_cards("7S 8S 10H JH QH KH AH 3H 4H 6D 7D 8D"),
    ]
    state = position(hands, leader=0, team_levels=(2, 2), level_team=0, hand_no=2)
    advice = HardBot().advise(state.view(0), state.legal_actions(), Rng(1))
    assert (advice.code, advice.params["cards"]) == ("lead_weakest", "3D 3S")
    assert (advice.params["groups"], advice.params["bombs"]) == (1, 1)
    assert (
        advice.text
        == "Lead Pair of 3s: it is your weakest group; your hand is then 1 group and a bomb."
    )


def bomb_position() -> State:
    """Seat 1 leads Q♠ Q♦ and holds one card; seat 2 has a bomb of 5s and no higher pair."""
    hands = [
        parse_cards("3S 4D 8C JD 6C 7C 9C 10S KS AS 2S 2D"),
        parse_cards("QS QD 3C"),
        parse_cards("5S 5D 5C 5H 4S"),
        parse_cards("2C 9S 9H JS QC KC 6D 7D 8D 10D JH QH"),
    ]
    state = position(hands, leader=1, team_levels=(2, 2), level_team=0, hand_no=2)
    state.apply(
        next(a for a in state.legal_actions() if isinstance(a, Play) and a.combo.kind == "pair")
    )
    assert state.current_player == 2
    return state


def test_an_opponent_close_to_going_out_is_named() -> None:
    state = bomb_position()
    advice = HardBot().advise(state.view(2), state.legal_actions(), Rng(1))
    assert (advice.code, advice.params["seat"], advice.params["count"]) == ("bomb_urgent", 1, 1)
    assert advice.text == "Play Bomb of 4 × 5: seat 1 holds 1 card; stop them before they go out."


def test_a_seat_in_a_reason_becomes_the_players_name() -> None:
    from cardtable_qt.engine.messages import msg
    from cardtable_qt.engine.words import seat_param

    reason = msg(
        "advice.guandan.follow_stop", play=msg("engine.joker"), seat=seat_param(3), count=2
    )
    assert reason.english() == "Play Joker: seat 3 holds 2 cards; do not let them win the trick."
    named = name_seats(reason, lambda s: ["You", "Mai", "Somchai", "Wang Fang"][s])
    assert named.english() == (
        "Play Joker: Wang Fang holds 2 cards; do not let them win the trick."
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_reasons_read_in_each_language_without_a_placeholder_left(
    qapp: QCoreApplication, language: str
) -> None:
    translator = QTranslator()
    assert translator.load(str(translation_file(language))), language
    QCoreApplication.installTranslator(translator)
    try:
        shown = {}
        for advice in hints(120):
            assert advice.message is not None
            message: Message = name_seats(advice.message, lambda s: f"Name{s}")
            shown[advice.code] = (engine_text(message), advice.text)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert len(shown) > 10
    for code, (text, english) in shown.items():
        assert "{" not in text and "%n" not in text, (code, text)
        assert text != english, (code, text)  # translated, not left in English


def test_the_standard_bot_says_why_in_the_same_words() -> None:
    """The Hint falls back to the basic bot: its reasons name the same figures, and where its
    reason is the hard bot's (the cut, a partner winning, nothing that beats) the code is too."""
    seen: set[str] = set()
    for i, state in enumerate(positions(2045, 200)):
        view, legal = state.view(state.current_player), state.legal_actions()
        advice = BasicBot().advise(view, legal, Rng(i))
        assert advice.action == BasicBot().choose(view, legal, Rng(i))
        check(advice)
        seen.add(advice.code)
    for advice in exchanges(BasicBot(), range(2)):
        check(advice)
        seen.add(advice.code)
    assert {"cut", "tribute_high", "pass_partner", "pass_cannot", "lead_weakest"} <= seen
    assert {"follow_low", "bomb_urgent"} <= seen
    assert seen <= {c.removeprefix("advice.guandan.") for c in CATALOGUE}
