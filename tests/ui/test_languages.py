"""The languages: --lang, the start screen in each language, switching without a restart (start
screen and an open table), engine messages translated by code, and the .ts files' placeholders
and glyphs."""

from __future__ import annotations

import contextlib
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel
from pytestqt.exceptions import TimeoutError as WaitTimeout

from cardtable_qt import __main__ as entry
from cardtable_qt import app as app_module
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine.messages import msg
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui import i18n
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.main_window import MainWindow
from cardtable_qt.ui.tables.pokdeng import PokDengTable

from .conftest import LANGUAGES
from .helpers import show_focused, wait_turn

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
FONTS = ROOT / "resources" / "fonts"
sys.path.insert(0, str(I18N))
import update  # noqa: E402  (resources/i18n/update.py)

# The line under each tile's native name: the game's name in the language, or nothing where
# the player reads the native name as their own (no English name beside it).
TILE_LINES = {
    "th": {"guandan": "กวนตั้น", "pokdeng": "", "xito": "โป๊กเกอร์เวียดนาม", "rummy": "รัมมี่อินเดีย"},
    "vi": {
        "guandan": "Guandan",
        "pokdeng": "Pok Deng",
        "xito": "Poker Việt Nam",
        "rummy": "Rummy Ấn Độ",
    },
    "hi": {"guandan": "ग्वानदान", "pokdeng": "पोक डेंग", "xito": "शी तो", "rummy": ""},
    "zh_CN": {"guandan": "", "pokdeng": "博定", "xito": "越南梭哈", "rummy": "印度拉米"},
}
START_SCREEN = {
    "th": "เล่นต่อ",
    "vi": "Chơi tiếp",
    "hi": "जारी रखें",
    "zh_CN": "继续",
}


pytestmark = pytest.mark.usefixtures("built_translations")


def _compile(tmp_path: Path, language: str, contexts: str) -> Path:
    ts = tmp_path / f"cardtable_{language}.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        f'<TS version="2.1" language="{language}" sourcelanguage="en">{contexts}</TS>\n',
        encoding="utf-8",
    )
    qm = ts.with_suffix(".qm")
    update.release(ts)
    return qm


# --- the command line -----------------------------------------------------------------------


def test_an_unknown_language_prints_the_list_and_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert entry.main(["--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert "'xx'" in err
    for code, name in i18n.NATIVE_NAMES.items():
        assert code in err and name in err
    assert entry.main(["--demo", "pokdeng", "--lang", "klingon"]) == 2
    assert "zh_CN" in capsys.readouterr().err


def test_lang_reaches_the_app_and_the_demo(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    monkeypatch.setattr(app_module, "run", lambda qt_args, language: seen.append(language) or 0)
    monkeypatch.setattr(
        app_module, "run_demo", lambda game, **kw: seen.append((game, kw["language"])) or 0
    )
    assert entry.main(["--lang", "th"]) == 0
    assert entry.main(["--lang", "zh", "--demo", "xito"]) == 0  # "zh" is Chinese too
    assert seen == ["th", ("xito", "zh_CN")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_started_in_a_language_the_start_screen_is_translated(
    qtbot: Any, language: str, english_after: None
) -> None:
    started = app_module.build(language=language)
    window = started.window
    qtbot.addWidget(window)
    screen = window.start_screen
    assert screen.continue_button.text() == START_SCREEN[language]
    english = ("Four traditional card games against AI players — choose one", "Statistics")
    assert screen.subtitle.text() not in english and screen.statistics_button.text() not in english
    assert screen.tiles["pokdeng"].status_text() != "Play"
    assert {g: tile.english_line() for g, tile in screen.tiles.items()} == TILE_LINES[language]
    for game_id in ("pokdeng", "rummy"):  # the new-game dialog's title says the same
        dialog = window.open_new_game_dialog(game_id)
        shown = dialog.findChild(QLabel, "gameName")
        wanted = TILE_LINES[language][game_id]
        assert (shown.text() if shown is not None else "") == wanted
        dialog.reject()
    assert window.settings.language == "en"  # --lang is for this run only
    assert i18n.language_name(language) == i18n.NATIVE_NAMES[language]  # in its own words


def test_the_first_start_takes_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QLocale

    assert i18n.system_language(QLocale("th_TH")) == "th"
    assert i18n.system_language(QLocale("vi_VN")) == "vi"
    assert i18n.system_language(QLocale("hi_IN")) == "hi"
    assert i18n.system_language(QLocale("zh_CN")) == "zh_CN"
    assert i18n.system_language(QLocale("zh_TW")) == "en"  # traditional: not offered
    assert i18n.system_language(QLocale("de_DE")) == "en"
    monkeypatch.setattr(i18n, "system_language", lambda: "vi")
    try:
        started = app_module.build()
        assert started.window.settings.language == "vi"
        assert started.window.start_screen.continue_button.text() == "Chơi tiếp"
        started.window.close()
        started.window.deleteLater()
    finally:
        i18n.current().use("en")


# --- changing the language without a restart --------------------------------------------------


def test_changing_the_language_retranslates_the_start_screen_at_once(
    qtbot: Any, english_after: None
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    screen = window.start_screen
    assert screen.continue_button.text() == "Continue"
    window.apply_settings(Settings(language="vi"), save=False)
    qtbot.waitUntil(lambda: screen.continue_button.text() == "Chơi tiếp", timeout=3000)
    assert screen.continue_label.text() == "Không có ván nào đang chơi"
    window.apply_settings(Settings(language="zh_CN"), save=False)
    qtbot.waitUntil(lambda: screen.continue_button.text() == "继续", timeout=3000)
    assert screen.settings_button.text() == "设置"
    window.apply_settings(Settings(language="en"), save=False)
    qtbot.waitUntil(lambda: screen.continue_button.text() == "Continue", timeout=3000)
    assert window.new_action.text() == "&New game…" and window.game_menu.title() == "&Game"


def test_changing_the_language_retranslates_the_menus(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_after: None
) -> None:
    qm = _compile(
        tmp_path,
        "th",
        "<context><name>MainWindow</name>"
        "<message><source>&amp;Game</source><translation>เ&amp;กม</translation></message>"
        "<message><source>Paused — press P to carry on</source>"
        "<translation>หยุดพัก</translation></message></context>",
    )
    monkeypatch.setattr(i18n, "translation_file", lambda lang: qm)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    i18n.current().use("th")
    qtbot.waitUntil(lambda: window.game_menu.title() == "เ&กม", timeout=3000)
    assert window.paused_label.text() == "หยุดพัก"


def test_changing_the_language_retranslates_an_open_table(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_after: None
) -> None:
    qm = _compile(
        tmp_path,
        "th",
        "<context><name>PokDengTable</name>"
        "<message><source>Dealer</source><translation>เจ้ามือ</translation></message>"
        "</context>",
    )
    monkeypatch.setattr(i18n, "translation_file", lambda lang: qm)
    seats = [SeatConfig("human", "You"), SeatConfig("ai", "Somchai"), SeatConfig("ai", "Malee")]
    options = pd.Options(players=3)
    session = GameSession("pokdeng", options, seats, 7, saves=SaveStore(), stats=StatsDB())
    table = PokDengTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table)
    dealer = table.plates[table.session.view(0).dealer]
    wait_turn(qtbot, table)  # nothing moves on the table until the person acts
    assert dealer.marker == "Dealer"
    actions = session.actions_applied
    i18n.current().use("th")
    qtbot.waitUntil(lambda: dealer.marker == "เจ้ามือ", timeout=5000)
    assert session.actions_applied == actions  # the words changed, not the game
    i18n.current().use("en")
    qtbot.waitUntil(lambda: dealer.marker == "Dealer", timeout=5000)


# --- engine messages by code ------------------------------------------------------------------


def test_engine_messages_are_translated_by_code_with_plurals(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_after: None
) -> None:
    app_module.create_application()
    qm = _compile(
        tmp_path,
        "th",
        "<context><name>engine</name>"
        '<message numerus="yes"><source>%n points</source><comment>pokdeng.points</comment>'
        "<translation><numerusform>%n แต้ม</numerusform></translation></message>"
        "<message><source>{base}, two deng ×2</source><comment>pokdeng.two_deng</comment>"
        "<translation>{base} สองเด้ง ×2</translation></message>"
        "<message><source>Pok {n}</source><comment>pokdeng.pok</comment>"
        "<translation>ป๊อก {wrong}</translation></message>"
        "</context>",
    )
    monkeypatch.setattr(i18n, "translation_file", lambda lang: qm)
    two = msg("pokdeng.two_deng", base=msg("pokdeng.points", n=3))
    assert i18n.engine_text(two) == "3 points, two deng ×2"  # English: the engine's words
    assert i18n.engine_text(msg("pokdeng.points", n=1)) == "1 point"
    assert i18n.current().use("th")
    assert i18n.engine_text(two) == "3 แต้ม สองเด้ง ×2"
    assert i18n.engine_text(msg("pokdeng.points", n=1)) == "1 แต้ม"
    # a translation whose placeholders do not fit falls back to English
    assert i18n.engine_text(msg("pokdeng.pok", n=9)) == "Pok 9"
    # a refusal the session shows is translated the same way
    assert QCoreApplication.translate("engine", "%n points", "pokdeng.points", 2) == "2 แต้ม"


# --- the .ts files ------------------------------------------------------------------------------


PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_]\w*\}")


def _finished(language: str) -> Iterator[tuple[str, str, list[str]]]:
    """(context, source, translated forms) of every finished message of a language."""
    root = ET.parse(I18N / f"cardtable_{language}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished"):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            yield name, message.findtext("source") or "", forms


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_sources_placeholders(language: str) -> None:
    count = 0
    for context, source, forms in _finished(language):
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for form in forms:
            assert form.strip(), f"{context}: {source!r} has an empty translation"
            assert sorted(set(PLACEHOLDER.findall(form))) == wanted, (context, source, form)
        count += 1
    assert count >= 20  # the start screen and the language names at least


def test_ai_players_are_named_as_their_people_write_them_in_the_games_language() -> None:
    from cardtable_qt.ui.dialogs.new_game import ai_name

    assert ai_name("pokdeng", 0, "th") == "สมชาย" and ai_name("pokdeng", 0, "en") == "Somchai"
    assert ai_name("guandan", 1, "zh_CN") == "王芳" and ai_name("guandan", 1, "th") == "Wang Fang"
    assert ai_name("rummy", 0, "hi") == "अर्जुन" and ai_name("xito", 2, "vi") == "Tuấn"
    assert ai_name("pokdeng", 9, "th") == "สมชาย 2"  # more seats than names: numbered


# --- a save's progress, in the language in use ------------------------------------------------


def test_the_continue_caption_and_saves_list_say_the_progress_in_the_language_in_use(
    qtbot: Any, english_after: None
) -> None:
    from cardtable_qt.session.models import SaveListModel

    app_module.create_application()
    i18n.current().use("vi")  # the game is saved by a Vietnamese player…
    seats = [SeatConfig("human", "Bạn"), SeatConfig("ai", "Minh")]
    store = SaveStore()
    session = GameSession("xito", registry_options("xito"), seats, 7, saves=store, stats=StatsDB())
    store.write_autosave(session.to_payload(), meta=session.meta())
    store.save("Ván tối", session.to_payload(), meta=session.meta())
    store.save("older", session.to_payload(), meta={"players": ["Bạn"], "progress": "Ván 9"})
    assert session.meta()["progress"] == "Ván 1"
    session.shutdown()
    i18n.current().use("th")  # …and read by a Thai one
    window = MainWindow(Settings(language="th"), saves=store, stats=StatsDB())
    qtbot.addWidget(window)
    window.show_start_screen()
    assert window.start_screen.continue_label.text() == "Xì tố · มือที่ 1"
    model = SaveListModel(store)
    model.refresh()
    shown = {
        model.data(model.index(row), SaveListModel.NameRole): model.data(
            model.index(row), SaveListModel.ProgressRole
        )
        for row in range(model.rowCount())
    }
    assert shown == {"Ván tối": "มือที่ 1", "older": "Ván 9"}  # an older save: its own words
    window.apply_settings(Settings(language="zh_CN"), save=False)
    label = window.start_screen.continue_label
    qtbot.waitUntil(lambda: label.text() == "越南梭哈 · 第 1 手", timeout=3000)


def registry_options(game: str) -> Any:
    from cardtable_qt.engine import registry

    return registry.load(game).Options(players=2)


# --- numbers as the language in use groups them ------------------------------------------------

# (the net of 1,234,567 won and 1,000 lost, a hand's result of 1,234,567, hand number 1234)
GROUPED = {
    "en": ("+1,233,567", "+1,234,567", "1,234"),
    "vi": ("+1.233.567", "+1.234.567", "1.234"),
    "hi": ("+12,33,567", "+12,34,567", "1,234"),
    "zh_CN": ("+1,233,567", "+1,234,567", "1,234"),
}


@pytest.mark.parametrize("language", sorted(GROUPED))
def test_statistics_and_history_group_numbers_as_the_language_does(
    qtbot: Any, tmp_path: Path, language: str, english_after: None
) -> None:
    from cardtable_qt.engine.handlog import HandRecord
    from cardtable_qt.ui.dialogs.hand_history import HandHistoryDialog
    from cardtable_qt.ui.dialogs.statistics import StatisticsDialog

    app_module.create_application()
    assert i18n.current().use(language)
    net, result, number = GROUPED[language]
    stats = StatsDB(tmp_path / "stats.sqlite3")
    stats.record("pokdeng", won=True, net=1_234_567)
    stats.record("pokdeng", won=False, net=-1_000)
    dialog = StatisticsDialog(stats, "pokdeng")
    qtbot.addWidget(dialog)
    model = dialog.model
    row = model.row_of("pokdeng")
    assert model.data(model.index(row, model.COLUMNS.index("net"))) == net
    assert model.data(model.index(row, model.COLUMNS.index("played"))) == "2"
    history = HandHistoryDialog(None, Settings(), CardArt())
    qtbot.addWidget(history)
    record = HandRecord("pokdeng", 1234, "ab" * 8, pd.Options(), {}, (), (1_234_567, -1_234_567))
    history.records, history.seat, history.names = [record], 0, ["You", "Somchai"]
    history._fill()
    assert history.table.item(0, 3).text() == result
    assert history.table.item(0, 0).text() == number
    stats.close()


# --- the real app in each language: the start screen, every game's table, a lesson -----------

# A letter of each language's own script (Vietnamese: a Latin letter with its marks).
SCRIPTS = {
    "th": lambda c: "\u0e00" <= c <= "\u0e7f",
    "hi": lambda c: "\u0900" <= c <= "\u097f",
    "zh_CN": lambda c: "\u4e00" <= c <= "\u9fff",
    "vi": lambda c: (
        c in "ăâđêôơưĂÂĐÊÔƠƯ" or "\u1ea0" <= c <= "\u1ef9" or c in "àáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụ"
    ),
}


def _in_script(language: str, text: str) -> bool:
    return any(SCRIPTS[language](c) for c in text)


def _table_words(window: MainWindow) -> dict[str, str]:
    """The words the person reads at the table: the panel's prompt and its shown buttons."""
    panel = window.table.panel  # type: ignore[union-attr]
    words = {}
    for name, button in panel.buttons.items():
        label = button.text().split("\n")[0].split("   ")[0]  # without its key ("Fold   F")
        if button.isVisible() and any(c.isalpha() for c in label):
            words[name] = label
    if panel.prompt.isVisible() and panel.prompt.text():
        words["prompt"] = panel.prompt.text()
    return words


def _real_app(qtbot: Any, language: str) -> MainWindow:
    from cardtable_qt.storage.settings import SettingsStore

    from .test_app import QUICK

    app_module.create_application()
    SettingsStore().save(Settings(**QUICK, language=language))  # chosen in Settings before
    window = app_module.build().window
    qtbot.addWidget(window)
    window.resize(1280, 800)
    with qtbot.waitExposed(window):
        window.show()
    return window


def _switch(qtbot: Any, window: MainWindow, language: str) -> None:
    from .test_app import QUICK

    window.apply_settings(Settings(**QUICK, language=language), save=False)
    qtbot.waitUntil(lambda: i18n.current().language == language, timeout=3000)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_real_app_speaks_the_language_at_every_table_and_in_a_lesson(
    qtbot: Any, language: str, english_after: None
) -> None:
    from cardtable_qt.engine import registry
    from cardtable_qt.tutorial.model import load_lessons

    from .test_app import wait_for_person
    from .test_undo_ui import start

    window = _real_app(qtbot, language)
    assert window.start_screen.continue_button.text() == START_SCREEN[language]
    for game in sorted(registry.GAMES):
        start(window, game)  # a quick start: the default rules, AI players
        wait_for_person(qtbot, window)
        words = _table_words(window)
        # the prompt in the language's script (a Vietnamese button may be plain ASCII: "xu")
        assert _in_script(language, words.get("prompt", "")), (game, words)
        assert sum(_in_script(language, text) for text in words.values()) > len(words) / 2
        # the language changed at the open table: its prompt follows, the game does not move
        actions = window.session.actions_applied  # type: ignore[union-attr]
        _switch(qtbot, window, "en")
        prompt = window.table.panel.prompt  # type: ignore[union-attr]
        shown = words["prompt"]
        qtbot.waitUntil(lambda p=prompt: not _in_script(language, p.text()), timeout=5000)
        assert prompt.text() and prompt.text() != shown
        _switch(qtbot, window, language)
        qtbot.waitUntil(lambda p=prompt, w=shown: p.text() == w, timeout=5000)
        assert window.session.actions_applied == actions  # type: ignore[union-attr]
    window.close_session()
    window.show_start_screen()
    lesson = load_lessons("pokdeng")[0]
    runner = window.start_lessons(lesson, only=True)
    qtbot.waitUntil(lambda: runner.shown, timeout=20_000)
    text = runner.bubble.text.text()
    assert text and text != lesson.steps[0].text and _in_script(language, text)
    assert _in_script(language, runner.bubble.next_button.text())


# the words of an item on the felt: a tag's two lines, a note, a place, a seat plate's lines
FELT_WORDS = ("text", "subtitle", "full_text", "label", "name", "marker", "status", "note")


def _every_word(window: MainWindow) -> dict[tuple[int, str, str], str]:
    """Every word shown at the open table, by (the object showing it, its kind, which of its
    words): the text and tooltip of each shown control of the table (the panel's buttons, Hint,
    Undo, the amount's label, the game log's strip) and the words of each shown item on the
    felt (tags, notes, places, seat plates)."""
    from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QWidget

    table = window.table
    assert table is not None
    words: dict[tuple[int, str, str], str] = {}
    for widget in table.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, (QAbstractButton, QLabel)):
            words[(id(widget), type(widget).__name__, "text")] = widget.text()
        words[(id(widget), type(widget).__name__, "tooltip")] = widget.toolTip()
    for item in table.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            words[(id(item), type(item).__name__, "text")] = item.text()
        words[(id(item), type(item).__name__, "tooltip")] = item.toolTip()
        for name in FELT_WORDS:
            if isinstance(getattr(type(item), name, None), property):
                words[(id(item), type(item).__name__, name)] = str(getattr(item, name))
    return {key: text for key, text in words.items() if text}


@pytest.mark.parametrize("game", ["guandan", "pokdeng", "rummy", "xito"])
def test_every_word_at_an_open_table_follows_a_language_change(
    qtbot: Any, game: str, english_after: None
) -> None:
    from .test_app import wait_for_person
    from .test_undo_ui import start

    window = _real_app(qtbot, "th")
    start(window, game)
    wait_for_person(qtbot, window)
    thai = _table_words(window)
    shown = _every_word(window)
    in_thai = {key for key, text in shown.items() if _in_script("th", text)}
    # the words set once (the buttons, Undo, the felt's tags) as well as those of the moment
    assert len(in_thai) > len(thai), (game, shown)
    _switch(qtbot, window, "en")
    try:
        qtbot.waitUntil(lambda: _table_words(window).keys() == thai.keys(), timeout=3000)

        def left_in_thai() -> dict[str, str]:
            """What is not in English yet: a Thai word still shown, or one no longer shown (a
            thing the table makes again from the state, a note say, counts by its kind)."""
            now = _every_word(window)
            kinds = Counter(key[1:] for key in now)
            gone = {}
            for key, count in Counter(key[1:] for key in in_thai).items():
                if kinds[key] < count:
                    gone[str(key)] = "(no longer shown)"
            thai_now = {
                shown.get(key, "(new)"): text for key, text in now.items() if _in_script("th", text)
            }
            return gone | thai_now

        with contextlib.suppress(WaitTimeout):
            qtbot.waitUntil(lambda: not left_in_thai(), timeout=3000)
        assert not left_in_thai(), (game, left_in_thai())
    finally:
        window.close_session()


def test_lists_of_games_name_them_without_english_for_a_thai_player(
    qtbot: Any, english_after: None
) -> None:
    from cardtable_qt.ui.dialogs.help import HelpDialog
    from cardtable_qt.ui.dialogs.settings_dialog import SettingsDialog

    app_module.create_application()
    assert i18n.current().use("th")
    wanted = ["掼蛋  กวนตั้น", "ป๊อกเด้ง", "Xì tố", "इंडियन रमी  รัมมี่อินเดีย"]
    help_dialog = HelpDialog([], None, "th")
    settings = SettingsDialog(Settings(language="th"))
    for dialog in (help_dialog, settings):
        qtbot.addWidget(dialog)
        combo = dialog.rules_game
        shown = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
        assert shown == dict(zip(["guandan", "pokdeng", "xito", "rummy"], wanted, strict=True))


def test_every_action_of_every_game_has_its_words_for_the_review_and_the_replay(
    english_after: None,
) -> None:
    import dataclasses
    import importlib

    from cardtable_qt.engine import registry
    from cardtable_qt.ui.replay_bar import ACTION_WORDS, POKDENG_ACTION_CODES, action_words

    app_module.create_application()
    for game in registry.GAMES:
        module = importlib.import_module(f"cardtable_qt.engine.{game}.actions")
        kinds = [
            v.__name__
            for v in vars(module).values()
            if isinstance(v, type)
            and dataclasses.is_dataclass(v)
            and v.__module__ == module.__name__
        ]
        assert kinds, game
        for kind in kinds:  # enumerated from the engine, so a new action cannot be forgotten
            known = (
                kind in POKDENG_ACTION_CODES if game == "pokdeng" else (game, kind) in ACTION_WORDS
            )
            assert known, (game, kind)
    assert action_words(pd.NoCatch()) == "decline to catch"
    assert i18n.current().use("th")
    assert action_words(pd.NoCatch()) == "ไม่จับ"  # the engine's own words, by their code


# --- nothing cut in the dialogs, in any language ----------------------------------------------


def _cut_texts(dialog: Any) -> list[str]:
    """The visible buttons, tick boxes and one-line labels whose text does not fit."""
    from PySide6.QtWidgets import QAbstractButton, QCheckBox

    from .test_every_size import cut_buttons

    cut = cut_buttons(dialog)
    for label in dialog.findChildren(QLabel):
        text = label.text()
        if not label.isVisible() or label.wordWrap() or not text or "<" in text:
            continue
        need = max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
        room = label.contentsRect().width() - 2 * label.margin() - max(0, label.indent())
        if need > room:
            cut.append(f"{text!r}: needs {need}, has {room}")
    for box in dialog.findChildren(QAbstractButton):
        if isinstance(box, QCheckBox) and box.isVisible() and box.text():
            if box.width() < box.sizeHint().width():
                cut.append(f"{box.text()!r}: needs {box.sizeHint().width()}, has {box.width()}")
    return cut


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_no_text_is_cut_in_the_dialogs_in_any_language(
    qtbot: Any, language: str, english_after: None
) -> None:
    from PySide6.QtWidgets import QTabWidget

    from cardtable_qt.engine import registry
    from cardtable_qt.ui.dialogs.lessons import LessonChooser
    from cardtable_qt.ui.dialogs.review_dialog import ReviewDialog
    from tests.engine.test_handlog import play_hands

    window = _real_app(qtbot, language)
    window.resize(1024, 640)  # the smallest window
    qtbot.wait(10)
    cut: list[str] = [f"start screen: {c}" for c in _cut_texts(window)]
    opened: list[tuple[str, Any]] = [
        (f"new game {g}", window.open_new_game_dialog(g)) for g in registry.GAMES
    ]
    review = ReviewDialog(play_hands("pokdeng", 1, seed=3)[0], 1, window)
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    opened += [
        ("settings", window.open_settings()),
        ("statistics", window.open_statistics()),
        ("help", window.open_help(0)),
        ("load", window.open_load_dialog()),
        ("lessons", LessonChooser(window.tutorial_progress(), window)),
        ("hand history", window.open_hand_history()),
        ("review", review),
    ]
    for name, dialog in opened:
        dialog.show()
        qtbot.waitExposed(dialog)
        tabs = dialog.findChild(QTabWidget)
        for page in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                tabs.setCurrentIndex(page)
            qtbot.wait(10)
            cut += [f"{name}/{page}: {c}" for c in _cut_texts(dialog)]
        dialog.reject()
    assert cut == []


def test_the_cut_text_check_finds_a_cut_label_button_and_tick_box(qtbot: Any) -> None:
    from PySide6.QtWidgets import QCheckBox, QDialog, QPushButton, QVBoxLayout

    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    words = "ความเร็วภาพเคลื่อนไหวของไพ่ทุกใบบนโต๊ะ"
    for widget in (QLabel(words), QPushButton(words), QCheckBox(words)):
        widget.setFixedWidth(60)
        layout.addWidget(widget)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(_cut_texts(dialog)) == 3


def test_a_result_sheet_shown_follows_a_language_change_and_the_table_stays_on_it(
    qtbot: Any, english_after: None, cleanup: list[Any]
) -> None:
    from .test_results import POK_SEATS, play_pokdeng_round_by_clicks, pok_table

    table = pok_table(qtbot, POK_SEATS)
    cleanup.append(table)
    play_pokdeng_round_by_clicks(qtbot, table)
    sheet = table.hold.sheet
    english = (sheet.title.text(), sheet.button.base_text, table.panel.prompt.text())
    moves = table.session.actions_applied
    shown_items = [item for item in table.scene.items() if item.isVisible()]
    assert i18n.current().use("th")
    qtbot.waitUntil(lambda: _in_script("th", sheet.title.text()), timeout=3000)
    # the sheet's words, its button and the prompt under it: all in Thai now
    thai = (sheet.title.text(), sheet.button.base_text, table.panel.prompt.text())
    assert all(_in_script("th", text) for text in thai), thai
    assert _in_script("th", sheet.review_button.text())
    # still held on the same hand: no next deal shown under the sheet, nobody moved
    assert table.hold.holding and sheet.isVisible()
    assert table.panel.current_group() is None
    assert table.session.actions_applied == moves
    assert [item for item in table.scene.items() if item.isVisible()] == shown_items
    assert i18n.current().use("en")
    qtbot.waitUntil(lambda: sheet.title.text() == english[0], timeout=3000)
    assert (sheet.title.text(), sheet.button.base_text, table.panel.prompt.text()) == english


def test_rummys_deal_sheet_follows_a_language_change_and_the_table_stays_on_it(
    qtbot: Any, english_after: None, cleanup: list[Any]
) -> None:
    from .test_rummy_table import opponent_declares

    table = opponent_declares(qtbot, cleanup, (1280, 800))
    sheet = table.sheet
    english = (sheet.title.text(), sheet.subtitle.text(), sheet.button.base_text)
    shown_items = [item for item in table.scene.items() if item.isVisible()]
    deal = table.session.state.deal_no
    assert i18n.current().use("th")
    qtbot.waitUntil(lambda: _in_script("th", sheet.title.text()), timeout=3000)
    thai = (sheet.subtitle.text(), sheet.button.base_text, table.panel.prompt.text())
    assert all(_in_script("th", text) for text in thai), thai
    assert any(_in_script("th", row.status) for row in sheet.rows)
    # still held on the deal: its cards stay, the next deal is not shown under the sheet
    assert table.holding and sheet.isVisible() and table.panel.current_group() is None
    assert [item for item in table.scene.items() if item.isVisible()] == shown_items
    assert table.session.state.deal_no == deal
    assert i18n.current().use("en")
    qtbot.waitUntil(lambda: sheet.title.text() == english[0], timeout=3000)
    assert (sheet.title.text(), sheet.subtitle.text(), sheet.button.base_text) == english


# words on the felt made once but shown later in the hand (not at the first decision)
LATER_WORDS = {
    "guandan": lambda table: [tag.text for tag in table.turned_tags.values()],
    "rummy": lambda table: [table.declare_spot.label],
}


@pytest.mark.parametrize("game", sorted(LATER_WORDS))
def test_words_the_felt_shows_later_follow_a_language_change_too(
    qtbot: Any, game: str, english_after: None
) -> None:
    from .test_app import wait_for_person
    from .test_undo_ui import start

    window = _real_app(qtbot, "th")
    start(window, game)
    wait_for_person(qtbot, window)
    words = LATER_WORDS[game]
    try:
        assert all(_in_script("th", text) for text in words(window.table)), words(window.table)
        _switch(qtbot, window, "en")
        qtbot.waitUntil(
            lambda: not any(_in_script("th", text) for text in words(window.table)), timeout=3000
        )
        assert all(words(window.table))
    finally:
        window.close_session()


def test_rummys_scores_sheet_opened_by_hand_follows_a_language_change(
    qtbot: Any, english_after: None, cleanup: list[Any]
) -> None:
    """After a deal, the person opens Scores (C): a language change makes its title, the last
    deal's rows and the scoreboard's headings again, and the sheet stays open."""
    from PySide6.QtCore import Qt

    from .helpers import press
    from .test_rummy_table import opponent_declares

    table = opponent_declares(qtbot, cleanup, (1280, 800))
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    qtbot.waitUntil(lambda: not table.holding and table.is_my_turn(), timeout=20_000)
    press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
    sheet, board = table.sheet, table.scoreboard

    def headings() -> list[str]:
        return [
            str(board.headerData(s, o))
            for o, n in ((Qt.Orientation.Horizontal, 2), (Qt.Orientation.Vertical, 2))
            for s in range(n)
        ]

    english = (sheet.title.text(), sheet.subtitle.text(), [r.status for r in sheet.rows])
    assert english[0].startswith("Scores after 1 deal —") and english[2]  # not "deal(s)"
    english_headings = headings()
    assert "You" in english_headings and "Total" in english_headings
    assert i18n.current().use("th")
    qtbot.waitUntil(lambda: _in_script("th", sheet.title.text()), timeout=3000)
    assert sheet.isVisible() and not table.holding
    assert _in_script("th", sheet.subtitle.text())
    assert any(_in_script("th", row.status) for row in sheet.rows)
    # the players' names ("You"); the rows' headings come from the Scoreboard context, which
    # lupdate collects since its calls are literal (not translated yet when this was written)
    thai_headings = headings()
    assert _in_script("th", thai_headings[0]), thai_headings
    assert i18n.current().use("en")
    qtbot.waitUntil(lambda: sheet.title.text() == english[0], timeout=3000)
    assert (sheet.title.text(), sheet.subtitle.text(), [r.status for r in sheet.rows]) == english
    assert headings() == english_headings
