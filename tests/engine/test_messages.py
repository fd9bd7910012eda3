"""Engine text as codes: every message the engines emit has a catalogue code with an English
rendering, saves keep codes (older sentences still load), and the .ts files list every code."""

from __future__ import annotations

import random
import string
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.engine import codec, registry
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import rummy as rm
from cardtable_qt.engine.cards import make_deck
from cardtable_qt.engine.catalogue import CATALOGUE
from cardtable_qt.engine.match import HandOver, IllegalAction
from cardtable_qt.engine.messages import PLAIN, Message, Template, msg, plain, source_text

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"


def _names(template: Template) -> set[str]:
    return {
        name
        for text in (template.text, template.plural)
        for _, name, _, _ in string.Formatter().parse(text)
        if name
    }


def _sample(code: str) -> Message:
    """The message with every parameter filled (the count as 2, to reach the plural)."""
    template = CATALOGUE[code]
    names = _names(template) | ({template.count} if template.count else set())
    return msg(code, **{name: 2 if name == template.count else "X" for name in names})


def all_codes(message: Message) -> list[str]:
    """The message's code and the codes of every message nested in its parameters."""
    found = [message.code]
    for _, value in message.params:
        nested = value if isinstance(value, tuple) else (value,)
        for item in nested:
            if isinstance(item, Message):
                found += all_codes(item)
    return found


def check_coded(message: Message) -> None:
    for code in all_codes(message):
        assert code in CATALOGUE and code != PLAIN, f"{message!r} uses {code!r}"
    text = message.english()
    assert text and "{" not in text and "}" not in text, text


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_every_code_renders_in_english(code: str) -> None:
    template = CATALOGUE[code]
    text = _sample(code).english()
    assert text and "{" not in text, text
    if template.count:
        assert template.plural, "a counted template has its plural"
        names = _names(template) | {template.count}
        one = msg(code, **{n: 1 if n == template.count else "X" for n in names})
        assert one.english() != text  # singular and plural differ
        if "{" + template.count + "}" in template.plural:
            assert "%n" in source_text(template)


def test_plurals_and_nesting_read_as_before() -> None:
    assert msg("pokdeng.points", n=1).english() == "1 point"
    assert msg("pokdeng.points", n=0).english() == "0 points"
    deng = msg("pokdeng.two_deng", base=msg("pokdeng.pok", n=9))
    assert deng.english() == "Pok 9, two deng ×2"
    assert pd.hand_name("9H 9D") == "Pok 8, two deng ×2"
    assert pd.hand_name("5H 6D 2C") == "3 points"
    with pytest.raises(KeyError):
        msg("rummy.no_such_rule")
    with pytest.raises(KeyError):
        msg("rummy.not_in_hand")  # its {card} is missing


def test_a_message_survives_json_and_older_sentences_still_load() -> None:
    problems = (msg("rummy.no_pure_sequence"), msg("rummy.too_many_trios", n=3))
    message = msg("rummy.declaration_invalid", problems=problems)
    assert Message.from_data(message.to_data()) == message
    old = Message.from_data("Round 3: dealer (seat 1) +40")  # what older records hold
    assert old == plain("Round 3: dealer (seat 1) +40") and old.english().startswith("Round 3")
    for bad in (3, {"code": 4}, {"code": "x", "params": []}, {"code": "x", "params": {"a": True}}):
        with pytest.raises(ValueError):
            Message.from_data(bad)
    over = HandOver((1, -1), message.english(), "", message)
    assert codec.decode(HandOver, codec.encode(over)) == over


def test_illegal_action_keeps_its_english_reason_and_carries_the_message() -> None:
    refusal = IllegalAction(msg("pokdeng.bet_range", low=10, high=1))
    assert refusal.reason == "A bet here must be from 10 to 1 chip." == str(refusal)
    assert refusal.message.code == "pokdeng.bet_range"
    assert IllegalAction("Some text").message == plain("Some text")


def _play(game: str, seed: int, steps: int, found: list[Message]) -> None:
    """A seeded match of random legal moves; at each step a few moves that were legal earlier
    are tried (on a copy) and each refusal's message is kept, as is each HandOver summary."""
    module = registry.load(game)
    rng = random.Random(seed)
    state: Any = module.new_match(seed, module.Options())
    seen: list[Any] = []
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        if not legal:
            break
        for old in rng.sample(seen, min(3, len(seen))):
            if old in legal:
                continue
            copy = module.from_dict(state.to_dict())
            try:
                copy.apply(old)
            except IllegalAction as refusal:
                found.append(refusal.message)
        try:
            state.apply(object())  # not a move at all
        except IllegalAction as refusal:
            found.append(refusal.message)
        action = rng.choice(legal)
        seen = [*seen, action][-40:]
        for event in state.apply(action):
            if isinstance(event, HandOver):
                assert event.summary_message is not None, event
                assert event.summary == event.summary_message.english()
                found.append(event.summary_message)


@pytest.mark.parametrize("game", registry.available())
def test_every_message_of_seeded_games_and_refusals_has_a_code(game: str) -> None:
    found: list[Message] = []
    for seed in (1, 2):
        _play(game, seed, 400, found)
    assert any(isinstance(m, Message) for m in found)
    codes = set()
    for message in found:
        check_coded(message)
        codes.update(all_codes(message))
    assert any(c.startswith(f"{game}.") or c.startswith("engine.") for c in codes)
    assert len(codes) >= 3, codes


def test_declaration_problems_and_hand_names_are_coded() -> None:
    rng = random.Random(5)
    deck = make_deck(decks=2, jokers=2)
    for _ in range(200):
        cards = rng.sample(deck, 13)
        cut = sorted(rng.sample(range(1, 13), rng.randint(1, 5)))
        groups = [cards[a:b] for a, b in zip([0, *cut], [*cut, 13], strict=True)]
        wild = rng.randint(2, 14)
        messages = rm.validate_messages(groups, wild)
        assert [m.english() for m in messages] == rm.validate(groups, wild)
        for message in messages:
            check_coded(message)
    for a in deck[:52]:
        for b in deck[:52:7]:
            if a != b:
                check_coded(pd.evaluate([a, b]).message)
                assert pd.evaluate([a, b]).message.english() == pd.hand_name([a, b])


@pytest.mark.parametrize(
    "language", sorted(p.stem.removeprefix("cardtable_") for p in I18N.glob("cardtable_*.ts"))
)
def test_every_code_is_in_each_ts_file(language: str) -> None:
    root = ET.parse(I18N / f"cardtable_{language}.ts").getroot()
    engine = [c for c in root.iter("context") if c.findtext("name") == "engine"]
    assert len(engine) == 1
    listed = {m.findtext("comment"): m for m in engine[0].iter("message")}
    assert set(listed) == set(CATALOGUE) - {PLAIN}
    for code, message in listed.items():
        template = CATALOGUE[code]
        assert message.findtext("source") == source_text(template)
        assert (message.get("numerus") == "yes") == bool(template.count)
        if language == "en":
            translation = message.find("translation")
            assert translation is not None and translation.get("type") != "unfinished"


def test_xito_hand_categories_are_coded_with_their_english_names() -> None:
    from cardtable_qt.engine.xito import hands

    for category, english in zip(hands.CATEGORIES, hands.NAMES_EN, strict=True):
        message = hands.category_message(category)
        check_coded(message)
        assert message.english() == english
    rank = hands.evaluate("7C 7D 7H 8S 8C")
    assert rank.message.english() == rank.name_en == "full house"
