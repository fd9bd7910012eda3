"""Tutorial mode on the real window: the chooser from the start screen, lessons played by
clicking the real controls, a wrong action refused with its hint and the state unchanged, Back,
Restart and Esc, progress kept across a restart and a damaged progress file kept aside;
``cardtable --tutorial GAME --autoplay`` plays every lesson of a game and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from cardtable_qt import app as app_module
from cardtable_qt.storage import paths
from cardtable_qt.storage.settings import Settings, SettingsStore
from cardtable_qt.tutorial import clicks
from cardtable_qt.tutorial.model import all_lessons, find_lesson, load_lessons
from cardtable_qt.tutorial.progress import Progress
from cardtable_qt.tutorial.runner import LessonRunner
from cardtable_qt.ui.dialogs.lessons import TICK, LessonChooser
from cardtable_qt.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
QUICK = {"animation_speed": "off", "ai_pace_ms": 0}
GAMES = sorted({lesson.game for lesson in all_lessons()})


def make_window(qtbot: Any) -> MainWindow:
    app_module.create_application()
    SettingsStore().save(Settings(**QUICK))
    window: MainWindow = app_module.build().window
    qtbot.addWidget(window)
    window.resize(1280, 800)
    with qtbot.waitExposed(window):
        window.show()
    return window


def wait_shown(qtbot: Any, runner: LessonRunner) -> None:
    qtbot.waitUntil(lambda: runner.shown or runner.interlude or runner.done, timeout=20_000)


def person_click(qtbot: Any, table: Any, target: Any) -> None:
    """One click as a person's: on a button, or where a card shows in the view."""
    if isinstance(target, QWidget):
        assert target.isVisible() and target.isEnabled(), target
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
        return
    point = clicks.visible_point(table, target)
    assert point is not None, f"{target} cannot be clicked"
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_by_clicks(qtbot: Any, runner: LessonRunner, lessons: int = 1) -> None:
    """Every step done as a person does it: Next, the ringed cards and buttons, the result
    sheet's Next, clicked one at a time until the step is done."""
    finished: list[bool] = []
    covered: list[str] = []  # the steps whose bubble covers what they ring
    runner.finished.connect(finished.append)
    while not finished:
        wait_shown(qtbot, runner)
        if finished:
            break
        assert runner.bubble is not None and runner.bubble.isVisible()
        at = runner.index, runner.lesson_index, runner.interlude
        covered += bubble_covers(qtbot, runner)
        if runner.step.waits_for_action and not runner.interlude:
            assert runner.overlay is not None and runner.overlay.holes  # it is ringed
        for _ in range(LessonRunner.AUTOPLAY_CLICKS):
            if finished or (runner.index, runner.lesson_index, runner.interlude) != at:
                break
            qtbot.waitUntil(lambda: not runner.table.scene.animator.busy, timeout=10_000)
            if not (runner.shown or runner.interlude):
                break
            target = clicks.next_click(runner)
            if target is None:  # done, the runner is about to see it; or the clock does it
                break
            person_click(qtbot, runner.table, target)
            qtbot.wait(10)
        qtbot.waitUntil(
            lambda a=at: (
                bool(finished) or (runner.index, runner.lesson_index, runner.interlude) != a
            ),
            timeout=40_000,
        )
    assert finished == [True]
    assert not covered, covered


def bubble_covers(qtbot: Any, runner: LessonRunner) -> list[str]:
    """The step, named, when its bubble (placed once the table is still) leaves the table or
    covers what the step rings."""
    qtbot.waitUntil(lambda: not runner.table.scene.animator.busy, timeout=10_000)
    if not (runner.shown or runner.interlude):
        return []
    runner._place()
    bubble, table = runner.bubble, runner.table
    assert bubble is not None
    box = bubble.geometry()
    lesson = runner.lessons[runner.lesson_index].key
    where = f"{lesson} step {runner.index + 1}" + (" (interlude)" if runner.interlude else "")
    if not table.rect().contains(box):
        return [f"{where}: off the table"]
    rung = [r for r in runner.target_rects() if box.intersects(r)]
    return [f"{where}: covers {rung}"] if rung else []


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_completes_when_a_person_clicks(qtbot: Any, game: str) -> None:
    window = make_window(qtbot)
    lessons = load_lessons(game)
    runner = window.start_lessons(lessons[0])
    done: list[str] = []
    runner.lessonDone.connect(done.append)
    play_by_clicks(qtbot, runner)
    assert done == [lesson.key for lesson in lessons]
    progress = Progress()
    assert all(progress.is_done(lesson.key) for lesson in lessons)
    # and the person is back at the lessons, every one of this game ticked
    qtbot.waitUntil(lambda: window.findChild(LessonChooser) is not None, timeout=3000)
    chooser = window.findChild(LessonChooser)
    assert all(chooser.item_for(lesson.key).text(1) == TICK for lesson in lessons)
    assert window.pages.currentWidget() is window.start_screen


def _reach_action_step(qtbot: Any, runner: LessonRunner, action_type: str) -> None:
    while True:
        wait_shown(qtbot, runner)
        step = runner.step
        if runner.interlude:
            runner.next()
            qtbot.waitUntil(lambda: not runner.interlude or runner.done, timeout=5000)
            continue
        if step.action is not None and step.action["type"] == action_type:
            return
        if not step.waits_for_action:
            runner.next()
        else:
            runner.show_me()
        qtbot.waitUntil(lambda: not runner.shown or runner.done, timeout=5000)


def test_a_wrong_action_is_refused_with_its_hint_and_the_state_is_unchanged(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("pokdeng", "points"), only=True)
    _reach_action_step(qtbot, runner, "DrawCard")
    session = window.session
    assert session is not None
    before = session.state.to_dict()
    index = runner.index
    stand = window.table.panel.buttons["stand"]
    qtbot.mouseClick(stand, Qt.MouseButton.LeftButton)
    assert runner.index == index and runner.shown
    assert session.state.to_dict() == before
    assert runner.bubble is not None
    assert "draw a third card this time" in runner.bubble.refusal.text()
    assert runner.bubble.refusal.isVisible()
    # Show me then does the right thing through the same table
    runner.show_me()
    assert runner.index == index + 1


WRONG = [
    # game, lesson, the step's expected action type, the wrong button, words of the hint
    ("xito", "betting", "Call", "fold", "Stay in: call this bet."),
    ("guandan", "tricks", "Play", "pass", "You could pass"),
]


@pytest.mark.parametrize(("game", "lesson_id", "expected", "button", "words"), WRONG)
def test_a_wrong_button_is_refused_with_its_hint_in_every_game(
    qtbot: Any, game: str, lesson_id: str, expected: str, button: str, words: str
) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson(game, lesson_id), only=True)
    _reach_action_step(qtbot, runner, expected)
    if game == "guandan":  # the second play of the lesson: beating Wei's pair
        runner.show_me()
        _reach_action_step(qtbot, runner, expected)
    session = window.session
    before = session.state.to_dict()
    index = runner.index
    wrong = window.table.panel.buttons[button]
    assert wrong.isVisible() and wrong.isEnabled()
    qtbot.mouseClick(wrong, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: words in runner.bubble.refusal.text(), timeout=3000)
    assert runner.index == index and session.state.to_dict() == before


def test_rummy_refuses_discarding_the_card_just_taken_with_the_engines_reason(
    qtbot: Any,
) -> None:
    from cardtable_qt.engine import rummy as rm
    from cardtable_qt.engine.cards import parse_card

    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("rummy", "turns"), only=True)
    _reach_action_step(qtbot, runner, "Discard")
    session = window.session
    before = session.state.to_dict()
    taken = next(c for c in session.state.hands[0] if c.face == parse_card("6S").face)
    reason = window.table.submit(rm.Discard(taken))
    assert reason is not None and "Discard the A♣" in reason
    assert "cannot go back there this turn" in reason  # the engine's own reason, beside it
    assert session.state.to_dict() == before
    assert "Discard the A♣" in runner.bubble.refusal.text()


def test_an_illegal_action_is_refused_with_the_engines_reason(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("pokdeng", "points"), only=True)
    _reach_action_step(qtbot, runner, "PlaceBet")
    session = window.session
    assert session is not None
    before = session.state.to_dict()
    from cardtable_qt.engine import pokdeng as pd

    reason = session.submit(pd.Stand(2))
    assert reason is not None and "cannot stand now" in reason
    assert session.state.to_dict() == before
    assert "cannot stand now" in runner.bubble.refusal.text()


def test_back_restart_and_esc(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("pokdeng", "points"), only=True)
    _reach_action_step(qtbot, runner, "DrawCard")  # bet placed and cards dealt
    dealt = window.session.state.to_dict()
    runner.back()  # to the Next step about the points: nothing played in between
    wait_shown(qtbot, runner)
    assert runner.step.action is None and window.session.state.to_dict() == dealt
    runner.back()  # to Deal: the table comes back from before the deal
    wait_shown(qtbot, runner)
    assert runner.step.action == {"type": "EndBets"}
    assert window.session.view(0).phase == "betting"
    runner.restart()
    wait_shown(qtbot, runner)
    assert runner.index == 0 and window.session.actions_applied == 0
    # Esc asks first; No keeps the lesson, Yes leaves it
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    window.table.setFocus()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)
    assert not runner.done and window.table is not None
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)
    assert runner.done and window.pages.currentWidget() is window.start_screen


def test_esc_is_left_to_a_table_button_that_takes_it(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Guandan's Clear (Esc) while cards are selected: Esc clears, the lesson stays."""
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("guandan", "tricks"), only=True)
    _reach_action_step(qtbot, runner, "Play")
    asked: list[Any] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a))
    clear = window.table.panel.buttons["clear"]
    person_click(qtbot, window.table, clicks.next_click(runner))  # one ringed card selected
    qtbot.waitUntil(lambda: clear.isVisible() and clear.isEnabled(), timeout=3000)
    qtbot.wait(100)  # a poll of the runner
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not clear.isEnabled(), timeout=3000)  # the selection was cleared
    assert not asked and not runner.done


def test_the_start_screen_and_the_game_menu_open_the_chooser(qtbot: Any) -> None:
    window = make_window(qtbot)
    assert window.start_screen.tutorial_button.isEnabled()
    qtbot.mouseClick(window.start_screen.tutorial_button, Qt.MouseButton.LeftButton)
    chooser = window.findChild(LessonChooser)
    assert chooser is not None and chooser.isVisible()
    assert [chooser.games[g].text(0) for g in chooser.games][:1] == ["Guandan"]
    pok = chooser.games["pokdeng"]
    lessons = load_lessons("pokdeng")
    assert pok.childCount() == len(lessons)
    assert pok.child(0).text(2)  # the aim
    chooser.close()
    window.tutorial_action.trigger()
    assert window.findChildren(LessonChooser)


def test_progress_survives_a_restart_and_continue_picks_up(qtbot: Any) -> None:
    window = make_window(qtbot)
    first, second = load_lessons("pokdeng")[:2]
    runner = window.start_lessons(first)
    done: list[str] = []
    runner.lessonDone.connect(done.append)
    while not done:
        wait_shown(qtbot, runner)
        if runner.step.action is None:
            runner.next()
        else:
            runner.show_me()
    qtbot.waitUntil(lambda: runner.lesson_index == 1, timeout=5000)
    runner.leave()
    # a new start: the file is read again
    progress = Progress()
    assert progress.is_done(first.key) and not progress.is_done(second.key)
    assert progress.last == second.key
    chooser = LessonChooser(progress)
    qtbot.addWidget(chooser)
    assert chooser.item_for(first.key).text(1) == TICK
    assert chooser.item_for(second.key).text(1) == ""
    assert chooser.resume_key() == second.key
    chosen: list[Any] = []
    chooser.lessonChosen.connect(chosen.append)
    qtbot.mouseClick(chooser.continue_button, Qt.MouseButton.LeftButton)
    assert [lesson.key for lesson in chosen] == [second.key]


def test_a_damaged_progress_file_is_kept_aside_and_the_chooser_opens(qtbot: Any) -> None:
    path = paths.data_dir() / "tutorial.json"
    path.write_text("{ not json", encoding="utf-8")
    window = make_window(qtbot)
    qtbot.mouseClick(window.start_screen.tutorial_button, Qt.MouseButton.LeftButton)
    chooser = window.findChild(LessonChooser)
    assert chooser is not None and chooser.isVisible()
    assert (path.parent / "tutorial.json.bad").read_text(encoding="utf-8") == "{ not json"
    assert chooser.games["pokdeng"].childCount() == len(load_lessons("pokdeng"))
    label = chooser.findChild(QLabel, "progress_problem")
    assert label is not None and "tutorial.json.bad" in label.text()
    # and it is written afresh when a lesson is completed
    chooser.progress.mark_done("pokdeng/points")
    assert Progress().is_done("pokdeng/points")


def test_a_newer_progress_file_is_left_alone(qtbot: Any) -> None:
    path = paths.data_dir() / "tutorial.json"
    text = '{"format": 99, "completed": ["pokdeng/points"]}'
    path.write_text(text, encoding="utf-8")
    progress = Progress()
    assert progress.read_only and progress.problem
    progress.mark_done("pokdeng/pok")
    assert path.read_text(encoding="utf-8") == text


def cardtable(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "cardtable_qt", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize("game", GAMES)
def test_autoplay_completes_every_lesson_and_writes_the_picture(tmp_path: Path, game: str) -> None:
    picture = tmp_path / "last.png"
    done = cardtable(
        "--tutorial", game, "--autoplay", "--screenshot", str(picture), "--size", "1280x800"
    )
    assert done.returncode == 0, done.stderr
    for lesson in load_lessons(game):
        assert f"lesson {lesson.key} completed" in done.stderr
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (1280, 800)
    assert not (paths.data_dir() / "tutorial.json").exists()  # autoplay keeps nothing


def test_autoplay_names_the_failing_lesson_and_step(tmp_path: Path) -> None:
    """A lesson whose step asks for what the table cannot do: non-zero, lesson and step said."""
    (tmp_path / "pokdeng.json").write_text(
        '{"game": "pokdeng", "lessons": [{"id": "broken", "title": "t", "aim": "a",'
        ' "setup": {"seed": 3, "options": {"players": 3}},'
        ' "steps": [{"text": "Stand", "action": {"type": "Stand", "hand": 2}}]}]}',
        encoding="utf-8",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_TUTORIALS": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "cardtable_qt", "--tutorial", "pokdeng", "--autoplay"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "lesson pokdeng/broken, step 1" in done.stderr


def test_an_unknown_lesson_is_refused() -> None:
    done = cardtable("--tutorial", "pokdeng", "--lesson", "nope", timeout=60)
    assert done.returncode == 2 and "no lesson 'nope'" in done.stderr


def _click_to_step(qtbot: Any, runner: LessonRunner, number: int) -> None:
    """Do the lesson's steps by clicks, as a person, until step ``number`` (1-based) is shown."""
    while not (runner.shown and runner.index == number - 1):
        assert not runner.done
        wait_shown(qtbot, runner)
        if runner.shown and runner.index == number - 1:
            return
        qtbot.waitUntil(lambda: not runner.table.scene.animator.busy, timeout=10_000)
        target = clicks.next_click(runner)
        if target is not None:  # (None: done, the runner is about to see it)
            person_click(qtbot, runner.table, target)
        qtbot.wait(10)


def test_a_refused_declaration_is_tried_by_the_person_and_its_reasons_shown(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("rummy", "declare"), only=True)
    number = next(i for i, s in enumerate(runner.lesson.steps, 1) if s.kind == "refused")
    _click_to_step(qtbot, runner, number - 1)  # the grouping step: Group pressed by clicks
    table = window.table
    _click_to_step(qtbot, runner, number)
    assert [sorted(map(str, g)) for g in table.model.groups if g][:1] == [
        sorted(["3H", "4H", "5H", "6H"])
    ]
    before = window.session.state.to_dict()
    _click_to_step(qtbot, runner, number + 1)  # 2♣ selected, Declare pressed: refused
    assert window.session.state.to_dict() == before  # nothing was declared
    assert any("ungrouped" in r for r in table.reasons_shown)
    assert runner.target_rects()  # the reasons are ringed


def test_autoplay_never_takes_the_hints_own_path(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rummy's Declare and Pack are done by clicks (Group, Declare, Pack twice), so a hint
    whose perform fails does not stop the lessons."""
    from cardtable_qt.ui.tables.rummy import RummyTable

    real = RummyTable.hint_targets
    performs: list[str] = []

    def poisoned(table: Any, action: Any) -> Any:
        targets = real(table, action)
        if targets is not None and targets.perform is not None:
            targets.perform = lambda: performs.append(type(action).__name__)
        return targets

    monkeypatch.setattr(RummyTable, "hint_targets", poisoned)
    window = make_window(qtbot)
    lessons = load_lessons("rummy")
    chosen = [lesson for lesson in lessons if lesson.id in ("declare", "packing")]
    runner = LessonRunner(window, chosen, None, autoplay=True)
    finished: list[bool] = []
    failures: list[str] = []
    runner.finished.connect(finished.append)
    runner.failed.connect(failures.append)
    kinds: list[str] = []
    runner.stepShown.connect(lambda _i: kinds.append(runner.step.kind))
    runner.start()
    qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    assert finished == [True], failures
    assert performs == [] and "refused" in kinds and "group" in kinds


def test_a_result_waits_on_its_sheet_until_the_person_goes_on(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("pokdeng", "mustdraw"), only=True)
    number = next(i for i, s in enumerate(runner.lesson.steps, 1) if s.kind == "result")
    _click_to_step(qtbot, runner, number)
    table = window.table
    assert table.hold.holding and table.hold.sheet_shown
    qtbot.wait(600)  # nobody goes on for the person
    assert table.hold.holding and runner.index == number - 1 and runner.shown
    assert runner.bubble.next_button.isVisible()
    finished: list[bool] = []
    runner.finished.connect(finished.append)
    qtbot.mouseClick(table.hold.sheet.button, Qt.MouseButton.LeftButton)  # the sheet's Next
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    assert finished == [True]


def test_a_result_no_step_talks_about_is_an_interlude_the_person_goes_on_from(
    qtbot: Any,
) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("pokdeng", "bank"), only=True)
    while not runner.interlude:
        assert not runner.done
        wait_shown(qtbot, runner)
        if runner.interlude:
            break
        qtbot.waitUntil(lambda: not runner.table.scene.animator.busy, timeout=10_000)
        target = clicks.next_click(runner)
        if target is not None:
            person_click(qtbot, runner.table, target)
        qtbot.wait(10)
    index = runner.index
    qtbot.wait(600)
    assert runner.interlude and window.table.hold.holding and runner.index == index
    assert "sheet" in runner.bubble.text.text() and runner.overlay.holes
    qtbot.mouseClick(runner.bubble.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not runner.interlude, timeout=5000)
    assert not window.table.hold.holding


def test_an_anti_tribute_lesson_plays_the_jokers_being_shown(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("guandan", "antitribute"), only=True)
    wait_shown(qtbot, runner)
    assert [sorted(str(c) for c in jokers) for jokers in window.table.reveal_log] == [["RJ", "RJ"]]


def test_the_person_chooses_a_reading_and_a_wrong_one_is_refused(qtbot: Any) -> None:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("guandan", "bombs"), only=True)
    number = next(i for i, s in enumerate(runner.lesson.steps, 1) if s.choose)
    _click_to_step(qtbot, runner, number)
    table = window.table
    assert table.selected_cards() == []  # the person picks the cards
    for _ in range(5):  # the five ringed cards, clicked one by one
        target = clicks.next_click(runner)
        assert target is not table.panel.buttons["play"]
        person_click(qtbot, table, target)
    assert clicks.next_click(runner) is table.panel.buttons["play"]
    person_click(qtbot, table, table.panel.buttons["play"])  # the readings open
    assert len(table.choices) == 2
    right = clicks.reading_button(table, runner.expected)
    wrong = next(
        table.panel.buttons[f"reading{i}"]
        for i in range(2)
        if table.panel.buttons[f"reading{i}"] is not right
    )
    before = window.session.state.to_dict()
    person_click(qtbot, table, wrong)
    qtbot.waitUntil(lambda: "higher reading" in runner.bubble.refusal.text(), timeout=3000)
    assert runner.index == number - 1 and window.session.state.to_dict() == before


def test_the_bubble_is_tall_enough_for_every_lesson_text(qtbot: Any, in_language: str) -> None:
    """The bubble's words are never cut, in any language: its label gets the height its
    wrapped text needs, and the bubble fits the smallest window's table (1024×580)."""
    from PySide6.QtWidgets import QWidget as Parent

    from cardtable_qt.tutorial.runner import lesson_text
    from cardtable_qt.ui.tutorial_overlay import SpeechBubble

    language = in_language
    parent = Parent()
    qtbot.addWidget(parent)
    parent.resize(1024, 580)
    bubble = SpeechBubble(parent)
    parent.show()
    for lesson in all_lessons():
        for step in lesson.steps:
            text = lesson_text(step.text)
            assert language == "en" or text != step.text or not step.text, step.text
            bubble.say(lesson_text(lesson.title), text, waits=step.waits_for_action, can_back=True)
            bubble.resize(bubble.sizeHint())
            bubble.show()
            qtbot.wait(1)
            label = bubble.text
            assert label.height() >= label.heightForWidth(label.width()), text
            assert bubble.height() <= 580 - 2 * 12, (bubble.height(), text)


def test_the_bubble_leaves_the_pile_and_the_wild_card_in_sight(qtbot: Any) -> None:
    """Beside your ringed hand the bubble takes the place that covers fewest cards: the
    Rummy lesson's first words talk of your hand, and its prompt of the pile's 5♣ and the
    turned-up wild card, which stay in sight."""
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson("rummy", "declare"), only=True)
    wait_shown(qtbot, runner)
    table = window.table
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    runner._place()
    bubble = runner.bubble
    assert bubble is not None and bubble.isVisible()
    wild = [runner._item_rect(item) for item in table.wild_pile.items]
    assert wild and not any(bubble.geometry().intersects(r) for r in wild)
    hand = [runner._item_rect(item) for item in table.my_cards()]
    assert not any(bubble.geometry().intersects(r) for r in hand)
