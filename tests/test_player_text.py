"""No rules-file decision code (G-1, D-P4, D-R5, D-X9 …) in any text a player reads.

Decision ids belong to the rules files, the tests and the code's comments and docstrings. What a
player reads is checked here: every string the shell translates (read from the sources, and from
the English ``.ts`` file), every other string literal of the shell, the option texts and the Help
dialog's rules, and the engine messages a game produces: refusals of illegal actions, the
validator's reasons, the events' and views' texts, collected by playing seeded games and trying
actions that are not legal at each step.
"""

from __future__ import annotations

import ast
import dataclasses
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.engine import registry
from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.match import IllegalAction, option_specs

ROOT = Path(__file__).resolve().parent.parent
SHELL = ROOT / "cardtable_qt"
CODE = re.compile(r"\b(?:G-\d+|D-[A-Z]\d+)\b")
TRANSLATE_CALLS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


def codes_in(texts: Any) -> list[str]:
    return sorted({t for t in texts if CODE.search(t)})


def test_the_code_pattern_finds_every_kind_of_decision_id() -> None:
    found = codes_in(["You cut (G-1)", "D-P4", "as D-R10 says", "D-X9:", "Level 2", "GD-1x"])
    assert found == ["D-P4", "D-X9:", "You cut (G-1)", "as D-R10 says"]


# --- the shell's own text ---------------------------------------------------------------------


def _docstrings(tree: ast.AST) -> set[int]:
    """The string nodes that are docstrings (of modules, classes, functions, attributes)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for i, stmt in enumerate(body):
            is_string = isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            if not is_string:
                continue
            first = i == 0 and isinstance(
                node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
            )
            after_assignment = i > 0 and isinstance(body[i - 1], ast.Assign | ast.AnnAssign)
            if first or after_assignment:
                found.add(id(stmt.value))
    return found


def _shell_sources() -> list[Path]:
    return sorted(p for p in SHELL.rglob("*.py") if "engine" not in p.relative_to(SHELL).parts)


def shell_strings() -> Iterator[tuple[str, int, str, bool]]:
    """(file, line, text, translated) for every string literal of the shell but docstrings."""
    for path in _shell_sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        translated: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in TRANSLATE_CALLS:
                    translated.update(id(n) for arg in node.args for n in ast.walk(arg))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in docs:
                    where = str(path.relative_to(ROOT))
                    yield where, node.lineno, node.value, id(node) in translated


def test_no_translated_or_literal_shell_string_holds_a_decision_code() -> None:
    strings = list(shell_strings())
    translated = [s for s in strings if s[3]]
    assert len(translated) > 400  # the scan reaches the tr() strings
    assert any("Return a card to %1" in text for _, _, text, _ in translated)
    found = [f"{where}:{line}: {text!r}" for where, line, text, _ in strings if CODE.search(text)]
    assert found == []


def test_the_english_translation_source_holds_no_decision_code() -> None:
    ts = ET.parse(ROOT / "resources" / "i18n" / "cardtable_en.ts").getroot()
    texts = [m.findtext("source") or "" for m in ts.iter("message")]
    texts += ["".join(t.itertext()) for t in ts.iter("translation")]
    assert len(texts) > 800
    assert codes_in(texts) == []


def test_option_texts_and_the_help_rules_hold_no_decision_code(qtbot: Any) -> None:
    from cardtable_qt.ui.dialogs.help import rules_file
    from cardtable_qt.ui.dialogs.options_form import OptionsForm

    texts: list[str] = []
    for game in registry.available():
        specs = option_specs(registry.load(game).Options)
        texts += [t for s in specs for t in (s.label, s.help)]
        texts += [str(c) for s in specs for c in s.choices]
        form = OptionsForm(specs)
        qtbot.addWidget(form)
        tips = [form.widget_for(s.name).toolTip() for s in specs]
        assert all(tips)
        texts += tips
        rules = rules_file(game)
        assert rules is not None
        texts += rules.splitlines()
    assert codes_in(texts) == []


def test_option_texts_do_not_call_the_rules_document_the_seed() -> None:
    """The new-game dialog's Seed is the deal's number: an option's words that meant the rules
    text ("as the seed says") read as that number."""
    texts = [
        t
        for game in registry.available()
        for s in option_specs(registry.load(game).Options)
        for t in (s.label, s.help)
    ]
    assert [t for t in texts if re.search(r"\bseed", t, re.IGNORECASE)] == []


# --- the engines' messages -------------------------------------------------------------------


def test_no_engine_string_literal_but_an_options_decision_holds_a_code() -> None:
    """Every message the engine can write is built from its literals; only the ``decision=``
    of a rule option (metadata the shell never shows) names a code."""
    found = []
    for path in sorted((SHELL / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg == "decision":
                skip.add(id(node.value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in skip and CODE.search(node.value):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    assert found == []


def strings_of(value: Any) -> Iterator[str]:
    """Every text inside an event, a view or an action, however nested."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Card):
        return
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from strings_of(getattr(value, f.name))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings_of(k)
            yield from strings_of(v)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from strings_of(item)


def odd_actions(module: Any) -> list[Any]:
    """Each action kind built with values no state accepts (a missing card, -1, None)."""
    out = []
    actions = module.actions
    kinds = [
        c
        for c in vars(actions).values()
        if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == actions.__name__
    ]
    assert len(kinds) >= 4
    for cls in kinds:
        fields = dataclasses.fields(cls)
        for odd in (-1, None, Card(14, "S", 2), 999):
            try:
                out.append(cls(*(odd for _ in fields)))
            except TypeError:
                continue
    return out


PLAYERS = {"guandan": 4, "pokdeng": 4, "xito": 4, "rummy": 4}


def engine_texts(game: str, seed: int, steps: int) -> tuple[set[str], int]:
    """Texts a seeded game shows, and how many refusals were collected."""
    module = registry.load(game)
    state = module.new_match(seed, module.Options(players=PLAYERS[game]))
    pick = random.Random(seed)
    texts: set[str] = set(strings_of(list(getattr(state, "opening_events", []))))
    tried: list[Any] = odd_actions(module)
    refusals = 0
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        for seat in range(state.players):
            texts.update(strings_of(state.view(seat)))
        for action in pick.sample(tried, min(6, len(tried))):
            if action in legal:
                continue
            copy = module.from_dict(state.to_dict())
            try:
                copy.apply(action)
            except IllegalAction as refused:
                texts.add(refused.reason)
                refusals += 1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass  # not this test's concern: a malformed action the engine rejects otherwise
        for action in legal[:4]:
            if action not in tried:
                tried.append(action)
        texts.update(strings_of(state.apply(pick.choice(legal))))
    return texts, refusals


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_engine_messages_of_played_games_hold_no_decision_code(game: str) -> None:
    texts: set[str] = set()
    refusals = 0
    for seed in (1, 2):
        found, refused = engine_texts(game, seed, 150)
        texts |= found
        refusals += refused
    assert refusals > 100 and len(texts) > 50
    assert codes_in(texts) == []


def test_rule_function_reasons_hold_no_decision_code() -> None:
    from cardtable_qt.engine import pokdeng, rummy, xito

    rng = random.Random(5)
    texts: list[str] = []
    deck = make_deck(2, jokers=True)
    for _ in range(300):
        hand = rng.sample(deck, 14)
        wild = rng.randint(2, 14)
        cut = sorted(rng.sample(range(1, 13), 3))
        groups = [tuple(g) for g in (hand[: cut[0]], hand[cut[0] : cut[1]], hand[cut[1] : 13])]
        for cover in (True, False):
            texts += rummy.validate(groups, wild, cover_rule=cover, decks=1)
            texts += rummy.declaration_problems(hand, groups, hand[13], wild, cover_rule=cover)
        texts += rummy.declaration_problems(hand[:13], groups, hand[12], wild)
        for group in groups:
            texts += [t for t in rummy.describe_group(group, wild) if isinstance(t, str)]
    for a in make_deck(1):
        for b in make_deck(1):
            if a != b:
                hand = pokdeng.evaluate([a, b])
                texts += [hand.name, hand.thai_name]
    texts += [str(xito.evaluate(cards)) for cards in ("AS", "7C 7D", "AS KS QS JS 10S")]
    assert len(set(texts)) > 100
    assert codes_in(texts) == []
