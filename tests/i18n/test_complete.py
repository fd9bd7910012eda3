"""Every language is complete: each message of each .ts translated (no unfinished, no empty form),
none left in English except names and notation, and the Help has each game's rules in each
language. The placeholders are checked in tests/ui/test_languages.py, the glyphs in
test_glyphs.py."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable_qt.engine import registry

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
RULES = ROOT / "resources" / "rules"
LANGUAGES = ("th", "vi", "hi", "zh_CN")
PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_]\w*\}")
# Names a language writes as English does: licences, and a game that keeps its own name.
NAMES = {
    "GNU LGPL v3",
    "SIL Open Font License 1.1",
    "CardTable",
    "Guandan",
    "Pok Deng",
    "Xì tố",
    "Pok {n}",
    "½ pot",  # Vietnamese players say pot (the language review); "Nửa pot" misses 1024 px
}


def words_in(text: str) -> bool:
    """Whether ``text`` has words to translate once placeholders are taken out ("×%1", "+50"
    and "%1: %2" have none)."""
    return re.search(r"[^\W\d_]{2,}", PLACEHOLDER.sub("", text)) is not None


def messages(language: str) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(I18N / f"cardtable_{language}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, (name, message.findtext("source"))
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            out.append((name, message.findtext("source") or "", translation))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language: str) -> None:
    found = messages(language)
    english = {(c, s) for c, s, _ in messages("en")}
    assert {(c, s) for c, s, _ in found} == english  # the same messages as the source
    unfinished = [(c, s) for c, s, t in found if t.get("type") == "unfinished"]
    assert not unfinished, f"{len(unfinished)} unfinished, e.g. {unfinished[:5]}"
    for context, source, translation in found:
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        for form in forms:
            assert form.strip(), (context, source)
            if form == source:
                assert source in NAMES or not words_in(source), (
                    f"{context}: {source!r} is left in English"
                )


def test_the_english_check_can_fail() -> None:
    assert words_in("Next hand: level %1") and words_in("Pok {n}")
    assert not words_in("×%1") and not words_in("+50") and not words_in("{pots}")


# Languages that write a space between words keep the space a text is joined on by: " (folded)"
# follows a name, "Side pot 2: 40 · " goes before the next; Chinese joins without (its brackets
# are full-width).
SPACED = ("th", "vi", "hi")


@pytest.mark.parametrize("language", SPACED)
def test_a_text_joined_on_by_a_space_keeps_it(language: str) -> None:
    lost = []
    for context, source, translation in messages(language):
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            text = form.text or ""
            if (source.startswith(" ") and not text.startswith(" ")) or (
                source.endswith(" ") and not text.endswith(" ")
            ):
                lost.append((context, source, text))
    assert not lost, lost


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_game_has_its_rules_in_each_language(language: str) -> None:
    for game in registry.GAMES:
        english = (RULES / f"{game}.md").read_text(encoding="utf-8")
        path = RULES / f"{game}.{language}.md"
        assert path.is_file(), path.name
        text = path.read_text(encoding="utf-8")
        assert text.startswith("#") and len(text) > len(english) / 3, path.name
        assert text != english


# A text that tells the player to press a button, and the button it names.
NAMED_BUTTONS = {
    ("ResultHold", "Next"): (
        ("ResultHold", "The hand is over. Next (N)"),
        ("PokDengDecisions", "The round is over. Next (N)"),
        ("SettingsDialog", "Next, Space or a click goes on at any time"),
        ("Tutorial", "Press Next to go on, as in a game"),
    ),
    ("SpeechBubble", "Next"): (("Tutorial", "press Next in the bubble"),),
    ("ReplayBar", "Play"): (("ReplayWords", "Press Play"),),
    ("RummySheet", "Next deal"): (
        ("RummyDecisions", "then Next deal (N)"),
        ("Tutorial", "Press Next deal to go on"),
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_text_names_a_button_as_the_button_reads(language: str) -> None:
    found = messages(language)
    text = {(c, s): t.text or "" for c, s, t in found}
    for (context, source), naming in NAMED_BUTTONS.items():
        button = text[(context, source)].replace("&", "")
        for where, phrase in naming:
            texts = [t for (c, s), t in text.items() if c == where and phrase in s]
            assert texts, (where, phrase)  # the English text still says this
            for t in texts:
                # a language that quotes a button's name quotes it as it reads
                quoted = re.findall(r"[“\"]([^”\"]+)[”\"]", t)
                assert button in quoted if quoted else button in t, (
                    f"{where}: {t!r} does not name {button!r}"
                )
