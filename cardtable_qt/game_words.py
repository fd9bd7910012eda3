"""The names of Pok Deng and Xì tố hands in the language in use, with the game's own word.

The engines name a hand in English (``Hand.message``, ``xito.category_message``) and in the
game's language (Thai ``thai_name``, Vietnamese ``name_vi``). The tables show both: the English
(or its translation, by the engine's message code) beside the native word, except where the
player reads that language already — Pok Deng in Thai shows the Thai name alone, Xì tố in
Vietnamese the Vietnamese name alone. The tables and the game log both name hands, so this
lives below both layers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from .amounts import language_in_use
from .engine import pokdeng as pd
from .engine.cards import Card
from .engine.xito.hands import category_message
from .engine_text import engine_text


def _reads(language: str) -> bool:
    return language_in_use().split("_")[0] == language


HandWord = Literal["hand", "deal", "round"]


def hand_word(game: str | None) -> HandWord:
    """What ``game`` calls one of its hands: Indian Rummy a "deal", Pok Deng a "round" (its
    "hand" is one place's cards), the others (and no game) a "hand". The shared windows (the
    review, the replay, the hand history, the Game menu) say it, each keeping one whole
    sentence per word, for the translators."""
    if game == "rummy":
        return "deal"
    return "round" if game == "pokdeng" else "hand"


def thai_aside(word: str) -> str:
    """A Thai word shown beside the text ("เจ้ามือ" under "You take the bank"): none in Thai,
    where the text is Thai already."""
    return "" if _reads("th") else word


def chinese_aside(word: str) -> str:
    """A Guandan word in Chinese shown beside the text ("不要" under "Pass"): none in Chinese,
    where the text is the Chinese word already."""
    return "" if _reads("zh") else word


def hindi_aside(word: str) -> str:
    """A Rummy word in Hindi shown beside the text ("घोषणा" under "You can declare"): none in
    Hindi, where the text says it in Hindi already (the same words showed twice)."""
    return "" if _reads("hi") else word


def pokdeng_name(cards: Sequence[Card] | None, english: str) -> str:
    """A Pok Deng hand's name in the language in use ("Pok 9, two deng ×2", Thai "ป๊อกเก้า
    สองเด้ง ×2"); ``english`` (the engine's) when the cards are unknown."""
    if not cards or len(cards) not in (2, 3):
        return english
    try:
        hand = pd.evaluate(tuple(cards))
    except ValueError:
        return english
    if _reads("th"):
        return hand.thai_name
    return engine_text(hand.message)


def pokdeng_words(cards: Sequence[Card] | None, english: str, thai: str) -> tuple[str, str]:
    """The name and the native word under it: ("Pok 9", "ป๊อกเก้า"); in Thai ("ป๊อกเก้า", "")."""
    if _reads("th"):
        return (pokdeng_name(cards, thai) if cards else thai), ""
    return pokdeng_name(cards, english), thai


def pokdeng_with_native(cards: Sequence[Card] | None, english: str, thai: str) -> str:
    """On one line: "Pok 9 (ป๊อกเก้า)"; in Thai "ป๊อกเก้า"."""
    name, native = pokdeng_words(cards, english, thai)
    return f"{name} ({native})" if native else name


def xito_category(category: str, english: str) -> str:
    """A Xì tố category's name translated by its code ("full house"); ``english`` if none."""
    if not category:
        return english
    return engine_text(category_message(category))


def xito_words(category: str, name_vi: str, name_en: str) -> tuple[str, str]:
    """The Vietnamese name and the translated one under it ("Cù lũ", "full house"); in
    Vietnamese the Vietnamese name alone."""
    if _reads("vi") or not category:
        return name_vi, ""
    other = xito_category(category, name_en)
    return name_vi, ("" if other == name_vi else other)


def xito_with_native(category: str, name_vi: str, name_en: str) -> str:
    """On one line: "Cù lũ (full house)"; in Vietnamese "Cù lũ"."""
    name, other = xito_words(category, name_vi, name_en)
    return f"{name} ({other})" if other else name
