"""The hard bots' reasons are catalogue messages: the Hint shows them in the player's language."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable_qt import ai
from cardtable_qt.ai.advice import Advice
from cardtable_qt.engine import registry
from cardtable_qt.engine.catalogue import CATALOGUE
from cardtable_qt.engine.messages import PLAIN, Message, msg
from cardtable_qt.engine.rng import Rng
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
