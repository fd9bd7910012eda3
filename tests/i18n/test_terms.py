"""The game words the language review settled (shared/reviews/languages.md, issue 41): each one a
check that fails when an old word comes back."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable_qt.tutorial.model import all_lessons

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
DEVANAGARI = "\u0900-\u097f"


def translations(language: str) -> list[tuple[str, str, str, str]]:
    """(context, source, code or comment, text) of every translated form of a language."""
    root = ET.parse(I18N / f"cardtable_{language}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.findall("numerusform")]
            for text in forms or [translation.text or ""]:
                source = message.findtext("source") or ""
                out.append((name, source, message.findtext("comment") or "", text))
    return out


def translated(language: str, context: str, source: str) -> str:
    found = [t for c, s, _, t in translations(language) if (c, s) == (context, source)]
    assert found, (language, context, source)
    return found[0]


def lesson_sources(game: str) -> set[str]:
    texts: set[str] = set()
    for lesson in all_lessons():
        if lesson.game == game:
            texts |= {lesson.title, lesson.aim}
            for step in lesson.steps:
                texts |= {step.text, *(w.text for w in step.wrong)}
    return texts


def game_texts(language: str, game: str, contexts: str) -> list[str]:
    """A game's texts in a language: its table's contexts, its engine codes, its lessons."""
    lessons = lesson_sources(game)
    return [
        text
        for context, source, code, text in translations(language)
        if re.match(contexts, context)
        or (context == "engine" and code.split(".")[-2:][0] == game)
        or (context == "Tutorial" and source in lessons)
    ]


def test_vietnamese_says_pot_not_the_jackpots_hu() -> None:
    left = [t for *_, t in translations("vi") if re.search(r"\bh[ũŨ]|Hũ", t)]
    assert not left, left[:3]
    for context in ("XitoTable", "XitoEvents", "RummyTable"):  # no bank in these games
        assert translated("vi", context, "Dealer") == "Người chia"


def test_chinese_guandan_says_sandaier_and_xito_keeps_hulu() -> None:
    guandan = game_texts("zh_CN", "guandan", "Guandan")
    assert len(guandan) > 100
    assert not [t for t in guandan if "葫芦" in t]
    assert any("三带二" in t for t in guandan)
    assert any("葫芦" in t for t in game_texts("zh_CN", "xito", "Xito"))


def test_chinese_words_of_pok_deng_rummy_and_names() -> None:
    assert "上一轮" in translated("zh_CN", "PokDengTable", " · last round %1")
    assert translated("zh_CN", "RummyTable", "Your count: %1").startswith("你的分数")
    rummy = game_texts("zh_CN", "rummy", "Rummy")
    assert not [t for t in rummy if "点数：" in t]  # a Rummy score is 分, 点数 a card's rank
    for context in ("GameLog", "GuandanEvents", "GuandanWords"):
        assert translated("zh_CN", context, "%1 and %2") == "%1和%2"


def test_hindi_tribute_is_nazrana_and_sitting_out_is_not_playing() -> None:
    tribute = [t for _, source, _, t in translations("hi") if re.search("ribute|进贡|抗贡", source)]
    assert len(tribute) > 20
    tax = re.compile(rf"(?<![{DEVANAGARI}-])(प्रति-)?कर(?![{DEVANAGARI}])")
    assert not [t for t in tribute if tax.search(t) and "कर सक" not in t], "कर for tribute"
    assert translated("hi", "GuandanPanel", "Pay tribute") == "नज़राना दें"
    sit_out = [t for c, s, _, t in translations("hi") if re.search(r"[Ss]its? (this \w+ )?out", s)]
    assert sit_out and not [t for t in sit_out if "बैठ" in t], sit_out
    assert translated("hi", "PokDengDecisions", "Sit out") == "इस बार न खेलें"
    for context in ("PokDengPanel", "XitoPanel"):
        assert translated("hi", context, "Re-buy") == "और चिप्स खरीदें"
    for context in ("PokDengPanel", "PokDengDecisions"):  # the bank buttons say डीलर
        assert "डीलर" in translated("hi", context, "Take the bank")
        assert "डीलर" in translated("hi", context, "Let the bank pass")


@pytest.mark.parametrize("context", ["GuandanWords", "GameLog"])
def test_thai_guandan_keeps_the_seeds_word_with_the_common_one(context: str) -> None:
    assert translated("th", context, "Banker") == "เจ้ามือ (ออกหมดก่อน)"
    assert translated("th", context, "Dweller") == "ผู้พักอาศัย (บ๊วย)"
    assert not [t for *_, t in translations("th") if "บัตรเดี่ยว" in t]
    assert translated("th", "engine", "single") == "ไพ่เดี่ยว"
