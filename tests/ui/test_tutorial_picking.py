"""A lesson step's cards are picked by the person: nothing is selected when the step is shown,
the step's cards are ringed, the button does the step only once they are clicked, and a wrong
selection pressed is refused with the step's hint, the state unchanged."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.tutorial import clicks, picking
from cardtable_qt.tutorial.model import find_lesson
from cardtable_qt.tutorial.runner import LessonRunner
from tests.ui.test_tutorial import _click_to_step, make_window, person_click


def _item(table: Any, text: str) -> Any:
    face = parse_cards(text)[0].face
    return next(i for i in table.my_cards() if i.card is not None and i.card.face == face)


def _first_play_step(qtbot: Any) -> tuple[Any, LessonRunner, int]:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("guandan", "tricks"), only=True)
    number = next(i for i, s in enumerate(runner.lesson.steps, 1) if s.action is not None)
    _click_to_step(qtbot, runner, number)
    return window, runner, number


def test_a_guandan_play_starts_with_nothing_selected_and_needs_the_cards_clicked(
    qtbot: Any,
) -> None:
    window, runner, number = _first_play_step(qtbot)
    table, session = window.table, window.session
    play = table.panel.buttons["play"]
    assert "Click the ringed cards, then Play" in runner.bubble.text.text()
    assert table.selected_cards() == []
    assert not play.isEnabled()  # nothing chosen: nothing to play
    ringed = {i.card.face for i in runner.targets.cards}
    assert ringed == {c.face for c in parse_cards("5H 5S")}
    applied = session.actions_applied
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
    qtbot.wait(100)
    assert runner.index == number - 1 and runner.shown and session.actions_applied == applied
    first = clicks.next_click(runner)
    assert first in runner.targets.cards
    person_click(qtbot, table, first)
    assert len(table.selected_cards()) == 1
    second = clicks.next_click(runner)
    assert second in runner.targets.cards and second is not first
    person_click(qtbot, table, second)
    assert picking.picked(table, runner.expected.combo.cards)
    assert clicks.next_click(runner) is play and play.isEnabled()
    qtbot.wait(100)
    assert runner.index == number - 1  # clicking the cards alone does not do the step
    person_click(qtbot, table, play)
    qtbot.waitUntil(lambda: runner.index > number - 1 or not runner.shown, timeout=5000)
    assert session.actions_applied > applied


def test_a_wrong_selection_pressed_is_refused_with_the_steps_hint(qtbot: Any) -> None:
    window, runner, number = _first_play_step(qtbot)
    table, session = window.table, window.session
    wrong = _item(table, "3D")  # a single three: a play you may lead, not the one asked for
    person_click(qtbot, table, wrong)
    play = table.panel.buttons["play"]
    assert play.isEnabled()
    before = session.state.to_dict()
    person_click(qtbot, table, play)
    qtbot.waitUntil(lambda: "pair of fives" in runner.bubble.refusal.text(), timeout=3000)
    assert runner.index == number - 1 and runner.shown
    assert session.state.to_dict() == before
    # the next clicks undo the wrong card, take the ringed ones, then Play: the step is done
    assert clicks.next_click(runner) is wrong
    for _ in range(6):
        if runner.index != number - 1:
            break
        person_click(qtbot, table, clicks.next_click(runner))
        qtbot.wait(10)
    qtbot.waitUntil(lambda: runner.index != number - 1 or not runner.shown, timeout=5000)
    assert session.state.to_dict() != before


def test_a_rummy_discard_is_picked_by_the_person(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("rummy", "turns"), only=True)
    number = next(
        i
        for i, s in enumerate(runner.lesson.steps, 1)
        if s.action is not None and s.action["type"] == "Discard"
    )
    _click_to_step(qtbot, runner, number)
    table, session = window.table, window.session
    assert "click it, then Discard" in runner.bubble.text.text()
    assert table.selected == set() and table.focused_card is None
    # no card is offered to throw before the person picks one (not even the focused one)
    assert table.panel.buttons["discard"].base_text == "Discard"
    ace = runner.expected.card
    wrong = next(i for i in table.my_cards() if i.card is not None and i.card.face != ace.face)
    person_click(qtbot, table, wrong)
    before = session.state.to_dict()
    person_click(qtbot, table, table.panel.buttons["discard"])
    qtbot.waitUntil(lambda: "Discard the A♣" in runner.bubble.refusal.text(), timeout=3000)
    assert runner.index == number - 1 and session.state.to_dict() == before
    assert clicks.next_click(runner) is wrong  # unselected first
    person_click(qtbot, table, wrong)
    person_click(qtbot, table, clicks.next_click(runner))
    assert [c.face for c in table.selected] == [ace.face]
    assert clicks.next_click(runner) is table.panel.buttons["discard"]
    person_click(qtbot, table, table.panel.buttons["discard"])
    qtbot.waitUntil(lambda: runner.index != number - 1 or not runner.shown, timeout=5000)
    assert session.state.to_dict() != before


def test_the_tutorial_uses_no_private_part_of_a_table() -> None:
    """The lessons reach the table through its public API (``clear_selection``), never
    through a ``_private`` method of another object."""
    import ast
    from pathlib import Path

    import cardtable_qt.tutorial as tutorial

    private: list[str] = []
    for path in Path(tutorial.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Attribute) and not (
                isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            ):
                names.append(node.attr)
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr")
                and len(node.args) > 1
                and isinstance(node.args[1], ast.Constant)
            ):
                names.append(str(node.args[1].value))
            private += [
                f"{path.name}:{node.lineno} {n}"
                for n in names
                if n.startswith("_") and not n.startswith("__")
            ]
    assert not private, private


def test_clear_selection_empties_a_rummy_selection_and_its_focus(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("rummy", "turns"), only=True)
    number = next(
        i
        for i, s in enumerate(runner.lesson.steps, 1)
        if s.action is not None and s.action["type"] == "Discard"
    )
    _click_to_step(qtbot, runner, number)
    table = window.table
    item = next(i for i in table.my_cards() if i.card is not None)
    person_click(qtbot, table, item)
    assert table.selected and table.focused_card is item
    table.clear_selection()
    assert table.selected == set() and table.focused_card is None
    assert not item.selected
