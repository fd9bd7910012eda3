"""The lesson files: each one loads, each step's expected action is legal in the state the step
is reached in (a rules change that breaks a lesson fails here, not in front of a player), the
texts carry no rules codes, and ``covers`` names the rules file's own sections and decisions."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable_qt.engine import registry
from cardtable_qt.tutorial.model import LessonError, all_lessons, load_lessons, parse_lessons
from cardtable_qt.tutorial.script import Walker, decode_action, refusal, walk

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "rules"  # ../shared/rules/<game>.md beside the checkout
LESSONS = all_lessons()
RULES_CODE = re.compile(r"\b(G-\d+|D-[A-Z]\d+)\b")  # G-1, D-P3: never shown to a player
DECISION = re.compile(r"^(G-\d+|D-[A-Z]\d+)$")


def test_there_are_lessons_and_their_ids_are_unique() -> None:
    assert {lesson.game for lesson in LESSONS} >= {"pokdeng"}
    keys = [lesson.key for lesson in LESSONS]
    assert len(keys) == len(set(keys))
    for lesson in LESSONS:
        assert 3 <= len(lesson.steps) <= 10, lesson.key  # short lessons, as the issue asks
        assert any(step.action is not None for step in lesson.steps), lesson.key


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.key for lesson in LESSONS])
def test_every_step_action_is_legal_when_its_step_is_reached(lesson) -> None:  # type: ignore[no-untyped-def]
    assert walk(lesson) == []


def test_walk_names_a_step_whose_action_is_not_legal() -> None:
    """The check itself can fail: a lesson asking to stand before any card is dealt."""
    bad = parse_lessons(
        "pokdeng",
        {
            "game": "pokdeng",
            "lessons": [
                {
                    "id": "bad",
                    "title": "t",
                    "aim": "a",
                    "setup": {"seed": 3, "options": {"players": 3}},
                    "steps": [{"text": "Stand", "action": {"type": "Stand", "hand": 2}}],
                }
            ],
        },
    )
    problems = walk(bad[0])
    assert [p.step for p in problems] == [1]
    assert "cannot stand now" in problems[0].message


def test_the_engine_reason_is_found_without_touching_the_state() -> None:
    lesson = load_lessons("pokdeng")[0]
    walker = Walker.begin(lesson)
    before = walker.state.to_dict()
    reason = refusal(walker.state, decode_action("pokdeng", {"type": "Stand", "hand": 2}))
    assert reason and "cannot stand" in reason
    assert walker.state.to_dict() == before


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.key for lesson in LESSONS])
def test_texts_use_no_rules_codes(lesson) -> None:  # type: ignore[no-untyped-def]
    texts = [lesson.title, lesson.aim]
    for step in lesson.steps:
        texts.append(step.text)
        texts.extend(w.text for w in step.wrong)
    for text in texts:
        assert not RULES_CODE.search(text), text


def _rules_words(game: str) -> tuple[set[str], set[str]]:
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    sections = {line[3:].strip() for line in text.splitlines() if line.startswith("## ")}
    decisions = set(re.findall(r"\b(?:G-\d+|D-[A-Z]\d+)\b", text))
    return sections, decisions


@pytest.mark.parametrize("game", sorted({lesson.game for lesson in LESSONS}))
def test_covers_names_sections_and_decisions(game: str) -> None:
    lessons = [lesson for lesson in LESSONS if lesson.game == game]
    have_rules = (RULES / f"{game}.md").is_file()
    sections, decisions = _rules_words(game) if have_rules else (set(), set())
    for lesson in lessons:
        assert lesson.covers, lesson.key
        for word in lesson.covers:
            if DECISION.match(word):
                assert not have_rules or word in decisions, (lesson.key, word)
            else:
                assert not have_rules or word in sections, (lesson.key, word)
    if have_rules:  # every section of the rules is taught somewhere
        taught = {word for lesson in lessons for word in lesson.covers}
        assert sections <= taught, sections - taught


def test_a_damaged_lesson_file_is_refused_with_its_place(tmp_path: Path) -> None:
    path = tmp_path / "pokdeng.json"
    path.write_text('{"game": "pokdeng", "lessons": [{"id": "x", "title": "t"}]}')
    with pytest.raises(LessonError, match=r"lessons\[0\]"):
        load_lessons("pokdeng", path)
    path.write_text("{not json")
    with pytest.raises(LessonError):
        load_lessons("pokdeng", path)


def test_list_lessons_prints_one_json_array() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "cardtable_qt", "--list-lessons"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [(r["game"], r["id"]) for r in rows] == [(x.game, x.id) for x in LESSONS]
    for row in rows:
        assert set(row) == {"game", "id", "title", "steps", "covers"}
        assert row["game"] in registry.GAMES and row["steps"] > 0 and row["covers"]


def test_list_lessons_into_a_reader_that_stops_early_ends_quietly() -> None:
    # `cardtable --list-lessons | head -c 10`: the reader closes the pipe before the end
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody reads: the first write meets a broken pipe
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cardtable_qt", "--list-lessons"],
            cwd=ROOT,
            env=env,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 0
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr


def _one_step(step: dict) -> dict:  # type: ignore[type-arg]
    return {"game": "rummy", "lessons": [{"id": "x", "title": "t", "aim": "a", "steps": [step]}]}


def test_group_refused_watch_and_result_steps_are_read_and_checked() -> None:
    from cardtable_qt.tutorial.model import parse_lessons

    def kind(step: dict) -> str:  # type: ignore[type-arg]
        return parse_lessons("rummy", _one_step(step))[0].steps[0].kind

    assert kind({"text": "g", "group": ["3H 4H 5H"]}) == "group"
    assert kind({"text": "r", "refused": "Declare", "select": "2C", "press": "declare"}) == (
        "refused"
    )
    assert kind({"text": "s", "target": "result"}) == "result"
    watched = parse_lessons(
        "rummy", _one_step({"text": "w", "action": {"type": "Pack"}, "watch": True})
    )
    assert watched[0].steps[0].watch and watched[0].steps[0].waits_for_action
    for bad in (
        {"text": "two things", "group": ["3H 4H 5H"], "action": {"type": "Pack"}},
        {"text": "no cards", "group": [""]},
        {"text": "watch what", "watch": True},
        {"text": "where", "target": "nowhere"},
    ):
        with pytest.raises(LessonError):
            parse_lessons("rummy", _one_step(bad))
