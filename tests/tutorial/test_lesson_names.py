"""A lesson names its AI players as the table does: in a game's own language in its people's
script (สมชาย at a Thai Pok Deng lesson, अर्जुन at a Hindi Rummy one, as the demo writes them),
and a Latin name inside Thai text keeps the spaces that set it apart."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable_qt.tutorial.model import Lesson, all_lessons
from cardtable_qt.tutorial.script import NAMES, NATIVE_NAMES, seat_names
from cardtable_qt.ui.dialogs.new_game import AI_NAMES, NATIVE_AI_NAMES

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
LESSONS = all_lessons()
LATIN_NAME_IN_THAI = re.compile(r"[A-Za-z][\u0E00-\u0E7F]|[\u0E00-\u0E7F][A-Za-z]")


def tutorial_translations(language: str) -> dict[str, str]:
    root = ET.parse(I18N / f"cardtable_{language}.ts").getroot()
    return {
        message.findtext("source") or "": message.findtext("translation") or ""
        for context in root.iter("context")
        if context.findtext("name") == "Tutorial"
        for message in context.iter("message")
    }


def lesson_texts(lesson: Lesson) -> list[str]:
    texts = [lesson.title, lesson.aim]
    for step in lesson.steps:
        texts.append(step.text)
        texts.extend(w.text for w in step.wrong)
    return texts


def word(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z]){re.escape(name)}(?![a-z])")


@pytest.mark.parametrize("game, language", sorted(NATIVE_NAMES))
def test_a_lesson_in_the_games_language_names_its_players_in_their_script(
    game: str, language: str
) -> None:
    native = NATIVE_NAMES[(game, language)]
    for latin, own in zip(NAMES[game], native, strict=True):  # a demo player's name is the same
        if latin in AI_NAMES[game]:
            assert own == NATIVE_AI_NAMES[(game, language)][AI_NAMES[game].index(latin)]
    assert seat_names(next(le for le in LESSONS if le.game == game), 3, language) == list(
        native[:3]
    )
    translated = tutorial_translations(language)
    checked = 0
    for lesson in (le for le in LESSONS if le.game == game):
        for source in lesson_texts(lesson):
            text = translated[source]
            for latin, own in zip(NAMES[game][1:], native[1:], strict=True):
                if word(latin).search(source):
                    assert own in text and not word(latin).search(text), (lesson.key, text)
                    checked += 1
    assert checked >= 2


def test_a_latin_name_in_thai_text_keeps_its_spaces() -> None:
    glued = [t for t in tutorial_translations("th").values() if LATIN_NAME_IN_THAI.search(t)]
    assert not glued, glued[:3]
    assert LATIN_NAME_IN_THAI.search("มือที่แล้วWeiไพ่หมดก่อน")  # the check can fail
