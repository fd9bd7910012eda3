"""Plurals: each numerus message has as many forms as Qt's rule for its language needs (with one
form too few, Qt finds no translation for any count and the English source shows: the Hindi
Pok Deng table read "5 points"), and every engine message, rendered with counts 0, 1, 2, 5 and
21 in every language, comes out in that language."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.engine.catalogue import CATALOGUE
from cardtable_qt.engine.messages import PLAIN, Message, Param, _names, source_text
from cardtable_qt.ui import i18n

from .test_complete import NAMES

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
sys.path.insert(0, str(I18N))
import update  # noqa: E402  (resources/i18n/update.py)

LANGUAGES = ("th", "vi", "hi", "zh_CN")
COUNTS = (0, 1, 2, 5, 21)
# Qt's rules as qttools writes them (src/linguist/shared/numerus.cpp): English and Hindi have
# "one" and "other" (n != 1), Thai, Vietnamese and Chinese one form for every number.
QT_RULES = {"en": 2, "th": 1, "vi": 1, "hi": 2, "zh_CN": 1}
# Words a translation keeps in Latin letters by design (glossary): game names, Pok Deng's
# Thai-in-Latin words, "joker", the Vietnamese "theo" a Xì tố message names, and the "pot" of
# Vietnamese poker players (not "hũ", a jackpot's word).
KEPT_LATIN = {"pok", "deng", "tong", "guandan", "rummy", "joker", "theo", "pot"}
WORD = re.compile(r"\b[A-Za-z]{3,}\b")
PLACEHOLDER = re.compile(r"%n|\{[A-Za-z_]\w*\}")


def numerus_forms(language: str) -> list[tuple[str, str, int]]:
    """(context, source, number of forms) of each numerus message of a language's .ts."""
    root = ET.parse(I18N / f"cardtable_{language}.ts").getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "", len(forms))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.get("numerus") == "yes"
        for forms in [message.findall("translation/numerusform")]
    ]


def test_the_probe_counts_the_plural_forms_as_qts_rules_say() -> None:
    assert {language: update.plural_forms(language) for language in QT_RULES} == QT_RULES
    assert update.plural_forms("ru") == 3 and update.plural_forms("ar") == 6  # it can say more


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_each_numerus_message_has_the_forms_its_languages_rule_needs(language: str) -> None:
    needed = update.plural_forms(language)
    found = numerus_forms(language)
    assert len(found) >= 12  # the engine's 11 plurals and "%n costly" at least
    wrong = [(c, s, n) for c, s, n in found if n != needed]
    assert not wrong, f"{language} needs {needed} form(s): {wrong}"


def test_the_generator_fits_a_kept_translation_to_the_languages_forms() -> None:
    translation = ET.fromstring("<translation><numerusform>%n अंक</numerusform></translation>")
    update.fit_plural_forms(translation, 2)
    assert [f.text for f in translation] == ["%n अंक", "%n अंक"]
    assert translation.get("type") == "unfinished"  # a translator writes the other form
    update.fit_plural_forms(translation, 1)
    assert [f.text for f in translation] == ["%n अंक"]


def message(code: str, count: int) -> Message:
    """``code`` with its count ``count`` and every other parameter a number (no words)."""
    template = CATALOGUE[code]
    params: dict[str, Param] = {
        name: count if name == template.count else "7" for name in _names(template)
    }
    return Message(code, tuple(sorted(params.items())))


def has_words(text: str) -> bool:
    return re.search(r"[^\W\d_]{2,}", PLACEHOLDER.sub("", text)) is not None


def english_in(result: str, english: str) -> set[str]:
    """The English words of ``english`` found in ``result``, less those kept by design."""
    words = {w.lower() for w in WORD.findall(english)}
    return {w.lower() for w in WORD.findall(result)} & words - KEPT_LATIN


@pytest.fixture(scope="module")
def built() -> None:
    update.release_all()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_engine_message_reads_in_the_language_for_every_count(
    language: str, qapp: Any, built: None
) -> None:
    try:
        assert i18n.current().use(language)
        english_left = []
        for code, template in CATALOGUE.items():
            if code == PLAIN or not has_words(template.text):
                continue  # a plain text, or only placeholders ("{card}")
            for count in COUNTS if template.count else COUNTS[:1]:
                shown = message(code, count)
                result, english = i18n.engine_text(shown), shown.english()
                same = result == english and source_text(template) not in NAMES
                if same or english_in(result, english):
                    english_left.append((code, count, result))
        assert not english_left, f"{len(english_left)} in English: {english_left[:6]}"
    finally:
        i18n.current().use("en")


def test_the_english_check_finds_english(qapp: Any) -> None:
    assert english_in("Seat 7 wins 5 chips: everyone else folded.", "Seat 7 wins 5 chips")
    assert not english_in("7 สองเด้ง ×2, Pok 7", "7, two deng ×2, Pok 7")
    assert i18n.current().language == "en"
    assert i18n.engine_text(message("pokdeng.points", 5)) == "5 points"
