"""Lessons as data: the records of a lesson file, and the loader that checks them.

A lesson file (``resources/tutorials/<game>.json``) is ``{"game": G, "lessons": [...]}``; each
lesson is::

    {"id": "points", "title": "...", "aim": "...", "covers": ["Deal and points", "D-P3"],
     "setup": {"seed": 7, "options": {"players": 3}, "deck": "9H 5C ...",
               "decks": {"2": "KH 4S ..."}},          # Pok Deng: round 2's cards
     # or "start": {"deal": {"0": "AS KH"}, "dealer": 1} (Xì tố: new_match's scripted deal),
     # or "position": {...} (Guandan, Rummy: the engine's ``scenario.position``)
     "steps": [
        {"text": "...", "target": "seat 1"},                       # waits for Next
        {"text": "...", "action": {"type": "Stand", "hand": 1},    # waits for this action
         "wrong": [{"type": "DrawCard", "text": "..."}]},
        {"text": "...", "group": ["3H 4H 5H"]},                    # waits for these groups
        {"text": "...", "refused": "Declare", "select": "2C", "press": "declare"},
        {"text": "...", "target": "result"},                       # waits for the result's Next
        {"text": "...", "action": {"type": "Fold"}, "watch": true}, # the table does it (a clock)
        {"text": "...", "action": {"type": "Play", "cards": "...", "ranks": [9, 10, 11, 12, 13]},
         "choose": true}                 # Guandan: Play opens the readings; the person picks one
     ]}

``target`` names what a step talks about: ``action`` (what the expected action's controls show:
its cards and button; the default of an action step), ``hand`` (the person's cards), ``seat N``,
``pile NAME``, ``button NAME``, ``spot N``, ``panel``, ``widget NAME`` (a widget or a scene
item of the table: ``widget reasons``, Rummy's refused declaration's reasons), ``result`` (the
hand's result sheet: the step waits until the person goes on from it, as in a game) or ``none``.
``group`` (Rummy) waits until the person's arrangement holds each of these groups (the cards
selected and Group pressed, or ``press`` names the button that does it, ``auto``);
``refused`` waits until the person tries an action of that type and the engine refuses it (the
table shows its reasons, the state stays): ``select`` names the cards to select first and
``press`` the button to press. ``wrong`` gives, for a wrong
action of a type, what the bubble says (otherwise the engine's own reason, or a general word).
Texts are English source strings translated under the ``Tutorial`` context.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import registry
from ..resources import resource_path

CONTEXT = "Tutorial"  # the translation context of every lesson text
TARGET_WORDS = (
    "action",
    "hand",
    "seat",
    "pile",
    "button",
    "spot",
    "panel",
    "widget",
    "result",
    "none",
)


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file and the place."""


@dataclass(frozen=True)
class WrongHint:
    """What to say when the person does an action of ``type`` instead of the expected one."""

    type: str
    text: str


@dataclass(frozen=True)
class Step:
    text: str
    target: str = "none"
    action: dict[str, Any] | None = None  # the engine's action in its JSON form (codec)
    wrong: tuple[WrongHint, ...] = ()
    group: tuple[str, ...] = ()  # groups of cards in notation the arrangement must hold
    refused: str | None = None  # an action type to try and see refused
    select: str = ""  # cards in notation to select before ``press``
    press: str | None = None  # the panel button that does a group or refused step
    watch: bool = False  # an action the table does by itself (the turn clock's fold): watched
    choose: bool = False  # Guandan: the cards read several ways; the person picks the reading

    @property
    def waits_for_action(self) -> bool:
        """The person acts (Show me instead of Next): an action, a grouping, a refused try."""
        return self.action is not None or bool(self.group) or self.refused is not None

    @property
    def kind(self) -> str:
        if self.action is not None:
            return "action"
        if self.group:
            return "group"
        if self.refused is not None:
            return "refused"
        return "result" if self.target == "result" else "next"

    def wrong_text(self, action_type: str) -> str | None:
        return next((w.text for w in self.wrong if w.type == action_type), None)


@dataclass(frozen=True)
class Setup:
    seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    deck: str | None = None  # Pok Deng: the preset cards, in deal order, then the draws
    position: dict[str, Any] | None = None  # a position for the game's scenario helper
    decks: dict[int, str] = field(default_factory=dict)  # Pok Deng: later rounds' cards
    start: dict[str, Any] = field(default_factory=dict)  # new_match's scripting keywords


@dataclass(frozen=True)
class Lesson:
    game: str
    id: str
    title: str
    aim: str
    covers: tuple[str, ...]
    setup: Setup
    steps: tuple[Step, ...]

    @property
    def key(self) -> str:
        return f"{self.game}/{self.id}"


def lessons_path(game: str) -> Path:
    """The game's lesson file; ``CARDTABLE_TUTORIALS`` names another folder (a lesson author
    trying a file, the tests)."""
    folder = os.environ.get("CARDTABLE_TUTORIALS")
    if folder:
        return Path(folder) / f"{game}.json"
    return resource_path("tutorials", f"{game}.json")


def _text(data: dict[str, Any], key: str, where: str, *, optional: bool = False) -> str:
    value = data.get(key)
    if value is None and optional:
        return ""
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}.{key}: a non-empty text is needed")
    return value


def _target(value: Any, where: str) -> str:
    if not isinstance(value, str) or value.split(" ", 1)[0] not in TARGET_WORDS:
        raise LessonError(f"{where}.target: one of {', '.join(TARGET_WORDS)} (with its name)")
    return value


def _step(data: Any, where: str) -> Step:
    if not isinstance(data, dict):
        raise LessonError(f"{where}: a step is an object")
    action = data.get("action")
    if action is not None and not (
        isinstance(action, dict) and isinstance(action.get("type"), str)
    ):
        raise LessonError(f"{where}.action: an action object with its type")
    wrong = []
    for i, w in enumerate(data.get("wrong", [])):
        if not isinstance(w, dict):
            raise LessonError(f"{where}.wrong[{i}]: an object with type and text")
        wrong.append(WrongHint(_text(w, "type", f"{where}.wrong[{i}]"), _text(w, "text", where)))
    group = data.get("group", [])
    if not isinstance(group, list) or not all(isinstance(g, str) and g.strip() for g in group):
        raise LessonError(f"{where}.group: a list of groups, each cards in notation")
    refused, select, press = data.get("refused"), data.get("select", ""), data.get("press")
    if refused is not None and not (isinstance(refused, str) and refused):
        raise LessonError(f"{where}.refused: an action type")
    if not isinstance(select, str) or (press is not None and not isinstance(press, str)):
        raise LessonError(f"{where}: select is cards in notation, press a button's name")
    if sum(x is not None and x != [] for x in (action, group or None, refused)) > 1:
        raise LessonError(f"{where}: a step waits for one thing: action, group or refused")
    default = "action" if action is not None or group or refused is not None else "none"
    target = _target(data.get("target", default), where)
    watch = data.get("watch", False)
    if not isinstance(watch, bool) or (watch and action is None):
        raise LessonError(f"{where}.watch: true or false, on an action step")
    choose = data.get("choose", False)
    if not isinstance(choose, bool) or (choose and action is None):
        raise LessonError(f"{where}.choose: true or false, on an action step")
    return Step(
        _text(data, "text", where),
        target,
        action,
        tuple(wrong),
        tuple(group),
        refused,
        select,
        press,
        watch,
        choose,
    )


def _setup(data: Any, where: str) -> Setup:
    if not isinstance(data, dict):
        raise LessonError(f"{where}: the setup is an object")
    seed = data.get("seed", 1)
    options = data.get("options", {})
    deck = data.get("deck")
    position = data.get("position")
    if type(seed) is not int or not isinstance(options, dict):
        raise LessonError(f"{where}: seed is a whole number, options an object")
    if deck is not None and not isinstance(deck, str):
        raise LessonError(f"{where}.deck: cards in notation")
    if position is not None and not isinstance(position, dict):
        raise LessonError(f"{where}.position: an object")
    decks = data.get("decks", {})
    if not isinstance(decks, dict) or not all(
        k.isdigit() and isinstance(v, str) for k, v in decks.items()
    ):
        raise LessonError(f"{where}.decks: round numbers with cards in notation")
    start = data.get("start", {})
    if not isinstance(start, dict):
        raise LessonError(f"{where}.start: an object (new_match's keywords)")
    return Setup(
        seed, dict(options), deck, position, {int(k): v for k, v in decks.items()}, dict(start)
    )


def parse_lessons(game: str, data: Any, source: str = "<data>") -> list[Lesson]:
    """The lessons of one game's file, checked; ``LessonError`` names what is wrong."""
    if not isinstance(data, dict) or data.get("game") != game:
        raise LessonError(f'{source}: expected an object with "game": "{game}"')
    raw = data.get("lessons")
    if not isinstance(raw, list):
        raise LessonError(f'{source}: "lessons" is a list')
    lessons: list[Lesson] = []
    seen: set[str] = set()
    for i, entry in enumerate(raw):
        where = f"{source}: lessons[{i}]"
        if not isinstance(entry, dict):
            raise LessonError(f"{where}: a lesson is an object")
        lesson_id = _text(entry, "id", where)
        if lesson_id in seen:
            raise LessonError(f"{where}: the id {lesson_id!r} is used twice")
        seen.add(lesson_id)
        covers = entry.get("covers", [])
        if not isinstance(covers, list) or not all(isinstance(c, str) for c in covers):
            raise LessonError(f"{where}.covers: a list of section titles and decision ids")
        steps = entry.get("steps")
        if not isinstance(steps, list) or not steps:
            raise LessonError(f"{where}.steps: at least one step")
        lessons.append(
            Lesson(
                game,
                lesson_id,
                _text(entry, "title", where),
                _text(entry, "aim", where),
                tuple(covers),
                _setup(entry.get("setup", {}), f"{where}.setup"),
                tuple(_step(s, f"{where}.steps[{j}]") for j, s in enumerate(steps)),
            )
        )
    return lessons


def load_lessons(game: str, path: Path | None = None) -> list[Lesson]:
    """One game's lessons; a game without a lesson file has none."""
    path = path or lessons_path(game)
    if not path.is_file():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LessonError(f"{path.name}: {exc}") from None
    return parse_lessons(game, data, path.name)


def all_lessons() -> list[Lesson]:
    """Every game's lessons, the games in their usual order."""
    return [lesson for game in registry.GAMES for lesson in load_lessons(game)]


def find_lesson(game: str, lesson_id: str | None) -> Lesson | None:
    lessons = load_lessons(game)
    if lesson_id is None:
        return lessons[0] if lessons else None
    return next((lesson for lesson in lessons if lesson.id == lesson_id), None)
