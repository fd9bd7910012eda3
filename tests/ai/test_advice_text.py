"""The hard bots' reasons are catalogue messages: the Hint shows them in the player's language."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable_qt import ai
from cardtable_qt.ai.advice import Advice
from cardtable_qt.engine import registry
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.catalogue import CATALOGUE
from cardtable_qt.engine.messages import PLAIN, Message, msg
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.words import card_param
from cardtable_qt.engine_text import ENGINE_CONTEXT, engine_text

DECISIONS = 40  # advice asked at each of the first decisions of a seeded game


def advices(game: str, seed: int) -> list[Advice]:
    """The hard bot's advice at every decision of the first ``DECISIONS`` of a seeded game
    played by basic bots."""
    module = registry.load(game)
    state = module.new_match(seed)
    hard, basic = ai.make("hard", game), ai.make("basic", game)
    rng = Rng(seed)
    out: list[Advice] = []
    while not state.is_over and len(out) < DECISIONS:
        seat = state.current_player
        view, legal = state.view(seat), state.legal_actions()
        out.append(hard.advise(view, legal, rng))
        state.apply(basic.choose(view, legal, rng))
    return out


def codes(message: Message) -> list[str]:
    found = [message.code]
    for _, value in message.params:
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Message):
                found += codes(item)
    return found


@pytest.mark.parametrize("game", ["guandan", "pokdeng", "rummy", "xito"])
def test_every_reason_is_a_catalogue_message_whose_english_is_the_text(game: str) -> None:
    seen = advices(game, 3)
    assert seen
    for advice in seen:
        if not advice.text:
            continue  # a choice given without a reason
        assert advice.message is not None, advice.text
        assert all(c in CATALOGUE and c != PLAIN for c in codes(advice.message)), advice.message
        assert advice.message.code.startswith(f"advice.{game}.")
        assert advice.text == advice.message.english()
        assert "{" not in advice.text


class Shouting(QTranslator):
    """A stand-in translation: every engine-context source comes back in capitals (its
    placeholders kept)."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: Any = None, n: int = -1
    ) -> str:
        if context != ENGINE_CONTEXT:
            return ""
        return re.sub(r"\{([A-Z_]+)\}", lambda m: "{" + m.group(1).lower() + "}", source.upper())


def test_a_reason_is_rendered_through_the_translation(qapp: QCoreApplication) -> None:
    reason = msg("advice.rummy.discard_thrown", card="9♣", thrown="9♦")
    assert reason.english() == "Discard 9♣: it joins no group and the next player just threw 9♦."
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        shown = engine_text(reason)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert shown == "DISCARD 9♣: IT JOINS NO GROUP AND THE NEXT PLAYER JUST THREW 9♦."


CARD_CODE = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b|\b[BR]J\b")


def test_the_rummy_hints_name_cards_with_suit_signs_as_the_table_does(
    qapp: QCoreApplication,
) -> None:
    """ "Discard K♣: …", never "Discard KC": the Hint names cards as the table writes them,
    a joker in words the translation gives ("Take Joker: a wild card fits any group.")."""
    named = [
        a.text
        for seed in (3, 4, 5)
        for a in advices("rummy", seed)
        if a.message is not None and "{card}" in CATALOGUE[a.message.code].text
    ]
    assert named
    for text in named:
        assert not CARD_CODE.search(text), text
    assert any(sign in text for text in named for sign in "♠♥♦♣")
    taken = msg("advice.rummy.take_wild", card=card_param(parse_cards("RJ")[0]))
    assert taken.english() == "Take Joker: a wild card fits any group."
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        assert engine_text(taken) == "TAKE JOKER: A WILD CARD FITS ANY GROUP."
    finally:
        QCoreApplication.removeTranslator(translator)
