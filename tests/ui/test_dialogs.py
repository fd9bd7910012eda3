"""The shell's dialogs and models: new game, options, settings, statistics, saves list, help."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QLabel, QSpinBox, QTabWidget

from cardtable_qt.engine import registry
from cardtable_qt.engine.match import option_specs
from cardtable_qt.engine.pokdeng import Leave, Options
from cardtable_qt.session.controller import GameSession
from cardtable_qt.session.models import SaveListModel, StatsTableModel
from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings, rule_options_for
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.dialogs.help import HelpDialog, licence_texts, rules_file
from cardtable_qt.ui.dialogs.new_game import NewGameConfig, NewGameDialog
from cardtable_qt.ui.dialogs.options_form import OptionsForm, is_stake, valid_value
from cardtable_qt.ui.dialogs.results_chart import ResultsChart, chart_points
from cardtable_qt.ui.dialogs.settings_dialog import SettingsDialog
from cardtable_qt.ui.dialogs.statistics import StatisticsDialog
from cardtable_qt.ui.start_screen import StartScreen

from .test_app import make_window

POKDENG_SPECS = [s for s in option_specs(Options) if s.name != "players"]


def pokdeng_payload(seed: int = 3, *, with_cards: bool = False) -> dict[str, Any]:
    """A real session's payload; with cards dealt if asked (played on by the engine)."""
    seats = [SeatConfig("human", "You"), SeatConfig("ai", "Somchai"), SeatConfig("ai", "Malee")]
    session = GameSession("pokdeng", Options(players=3), seats, seed)
    try:
        state = session.state
        while with_cards and not any(h.card_count for h in state.view(0).hands):
            state.apply(next(a for a in state.legal_actions() if not isinstance(a, Leave)))
        return session.to_payload()
    finally:
        session.shutdown()


# --- rule options ---------------------------------------------------------------------------------


def test_options_form_shows_every_option_with_its_default_and_help(qtbot: Any) -> None:
    form = OptionsForm(POKDENG_SPECS)
    qtbot.addWidget(form)
    assert form.values() == {s.name: s.default for s in POKDENG_SPECS}
    for spec in POKDENG_SPECS:
        widget = form.widget_for(spec.name)
        help_label = form.findChild(QLabel, f"help_{spec.name}")
        assert help_label is not None and help_label.text() == spec.help
        assert spec.help in widget.toolTip()
        if spec.kind is bool:
            assert isinstance(widget, QCheckBox)
        elif spec.choices:
            assert isinstance(widget, QComboBox)
        else:
            assert isinstance(widget, QSpinBox)


def test_options_form_takes_valid_values_and_ignores_invalid_ones(qtbot: Any) -> None:
    form = OptionsForm(POKDENG_SPECS, {"min_bet": 25, "catch_two": False, "max_bet": -4})
    qtbot.addWidget(form)
    values = form.values()
    assert values["min_bet"] == 25 and values["catch_two"] is False
    assert values["max_bet"] == 100  # -4 is below its minimum: the default
    assert values["rounds"] is None  # an optional number shows "Off"
    rounds = form.widget_for("rounds")
    assert isinstance(rounds, QSpinBox) and rounds.specialValueText() == "Off"
    rounds.setValue(12)
    assert form.values()["rounds"] == 12
    form.reset()
    assert form.values()["min_bet"] == 10


def test_valid_value_and_stakes() -> None:
    specs = {s.name: s for s in POKDENG_SPECS}
    assert valid_value(specs["min_bet"], 10) and not valid_value(specs["min_bet"], 0)
    assert not valid_value(specs["forced_draw"], 1)  # a number is not a yes/no
    assert valid_value(specs["rounds"], None) and not valid_value(specs["rounds"], "5")
    assert {s.name for s in POKDENG_SPECS if is_stake(s)} == {
        "starting_chips",
        "min_bet",
        "max_bet",
    }


# --- the new-game dialog --------------------------------------------------------------------------


def test_new_game_dialog_builds_options_seats_and_seed(qtbot: Any) -> None:
    dialog = NewGameDialog("pokdeng", {"min_bet": 20, "players": 5}, "Anan")
    qtbot.addWidget(dialog)
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 9)
    assert dialog.seat_count.value() == 5
    assert dialog.stakes_form.values()["min_bet"] == 20
    dialog.seed_edit.setText("77")
    config = dialog.build_config()
    assert isinstance(config, NewGameConfig) and config.game_id == "pokdeng"
    assert config.options == Options(players=5, min_bet=20)
    assert config.seed == 77
    assert config.seats[0] == SeatConfig("human", "Anan")
    assert all(s.kind == "ai" and s.bot == "basic" for s in config.seats[1:])
    assert len(config.seats) == 5
    dialog.seed_edit.clear()
    dialog.seat_count.setValue(2)
    assert dialog.build_config().seed is None
    assert len(dialog.build_config().seats) == 2


def test_seat_one_may_be_an_ai_player_to_watch(qtbot: Any) -> None:
    dialog = NewGameDialog("pokdeng", {}, "You")
    qtbot.addWidget(dialog)
    row = dialog.seat_rows[0]
    assert not row.level.isVisibleTo(dialog)  # a person has no AI level
    row.kind.setCurrentIndex(row.kind.findData("ai"))
    assert row.level.isVisibleTo(dialog)
    seat = dialog.build_config().seats[0]
    assert seat.kind == "ai" and seat.name != "You"
    levels = [dialog.seat_rows[1].level.itemData(i) for i in range(row.level.count())]
    assert levels == ["easy", "basic", "hard"]  # random is a test bot, not a level


@pytest.mark.parametrize("game", ["pokdeng", "guandan", "xito", "rummy"])
def test_every_ai_seat_offers_easy_standard_hard_with_standard_first_chosen(
    qtbot: Any, game: str
) -> None:
    dialog = NewGameDialog(game, {}, "You")
    qtbot.addWidget(dialog)
    for row in dialog.seat_rows[1:]:
        labels = [row.level.itemText(i) for i in range(row.level.count())]
        assert labels == ["Easy", "Standard", "Hard"]
        assert row.level.currentData() == "basic"
        tips = [row.level.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(3)]
        assert all(tip and "\n" not in tip for tip in tips)  # one line each
    notes = dialog.level_notes.text().splitlines()
    assert [n.split(":")[0] for n in notes] == ["Easy", "Standard", "Hard"]
    assert "Beginner" not in dialog.level_notes.text()


def test_each_seat_keeps_the_level_chosen_for_it(qtbot: Any) -> None:
    dialog = NewGameDialog("xito", {}, "You")
    qtbot.addWidget(dialog)
    dialog.seat_count.setValue(4)
    for row, level in zip(dialog.seat_rows[1:4], ("easy", "hard", "basic"), strict=True):
        row.level.setCurrentIndex(row.level.findData(level))
    seats = dialog.build_config().seats
    assert [s.bot for s in seats[1:]] == ["easy", "hard", "basic"]
    assert seats[0].is_human


def test_options_that_do_not_go_together_are_explained_not_started(qtbot: Any) -> None:
    dialog = NewGameDialog("pokdeng", {}, "You")
    qtbot.addWidget(dialog)
    dialog.show()
    min_bet = dialog.stakes_form.widget_for("min_bet")
    assert isinstance(min_bet, QSpinBox)
    min_bet.setValue(500)  # above the dealer's maximum of 100
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    assert dialog.problem.isVisibleTo(dialog)
    assert "maximum" in dialog.problem.text()


def test_remembered_rules_start_the_next_new_game(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot)
    started: list[NewGameConfig] = []
    monkeypatch.setattr(window, "start_new_game", started.append)
    dialog = window.open_new_game_dialog("pokdeng")
    min_bet = dialog.stakes_form.widget_for("min_bet")
    assert isinstance(min_bet, QSpinBox)
    min_bet.setValue(30)
    dialog.remember.setChecked(True)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert started and started[0].options.min_bet == 30
    assert window.settings.rule_defaults["pokdeng"]["min_bet"] == 30
    again = window.open_new_game_dialog("pokdeng")
    assert again.stakes_form.values()["min_bet"] == 30
    again.reject()


# --- settings -------------------------------------------------------------------------------------


def test_settings_dialog_returns_changed_settings(qtbot: Any) -> None:
    original = Settings()
    dialog = SettingsDialog(original)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Mali")
    dialog.animation.setCurrentIndex(dialog.animation.findData("fast"))
    dialog.pace.setValue(3)
    dialog.face_style.setCurrentIndex(dialog.face_style.findData("four_colour"))
    dialog.card_back.setCurrentIndex(dialog.card_back.findData("red"))
    dialog.preset_buttons[1].click()
    form = dialog.rule_forms["pokdeng"]
    catch_two = form.widget_for("catch_two")
    assert isinstance(catch_two, QCheckBox)
    catch_two.setChecked(False)
    chosen = dialog.result_settings()
    assert chosen.player_name == "Mali"
    assert (chosen.animation_speed, chosen.ai_pace_ms) == ("fast", 300)
    assert (chosen.face_style, chosen.card_back) == ("four_colour", "red")
    assert chosen.table_colour == "#1d4a6b"
    assert chosen.rule_defaults["pokdeng"]["catch_two"] is False
    assert rule_options_for(chosen, "pokdeng").catch_two is False
    assert original == Settings()  # the dialog edits a copy
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()


def test_settings_dialog_leaves_untouched_rules_alone(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings(rule_defaults={"pokdeng": {"min_bet": 20}}))
    qtbot.addWidget(dialog)
    assert dialog.rule_forms["pokdeng"].values()["min_bet"] == 20
    assert dialog.result_settings().rule_defaults == {"pokdeng": {"min_bet": 20}}


def test_settings_dialog_refuses_rules_that_do_not_go_together(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    min_bet = dialog.rule_forms["pokdeng"].widget_for("min_bet")
    assert isinstance(min_bet, QSpinBox)
    min_bet.setValue(900)
    dialog.accept()
    assert dialog.isVisible() and dialog.rules_problem.isVisibleTo(dialog)
    assert "Pok Deng" in dialog.rules_problem.text()


# --- statistics -----------------------------------------------------------------------------------


def test_statistics_model_and_chart_show_the_recorded_results(qtbot: Any, tmp_path: Path) -> None:
    stats = StatsDB(tmp_path / "stats.sqlite3")
    nets = [30, -10, -20, 50, 40, 10] + [5] * 60
    for net in nets:
        stats.record("pokdeng", won=net > 0, net=net)
    stats.record("rummy", won=False, net=42)
    dialog = StatisticsDialog(stats, "pokdeng")
    qtbot.addWidget(dialog)
    model = dialog.model
    assert isinstance(model, StatsTableModel) and model.rowCount() == len(registry.GAMES)
    row = model.row_of("pokdeng")
    assert row is not None
    cells = {
        column: model.data(model.index(row, i), Qt.ItemDataRole.EditRole)
        for i, column in enumerate(model.COLUMNS)
    }
    assert cells["played"] == len(nets) and cells["won"] == len(nets) - 2
    assert cells["net"] == sum(nets)
    assert cells["best_streak"] == len(nets) - 3 and cells["current_streak"] == len(nets) - 3
    assert model.data(model.index(row, 0)) == "Pok Deng"
    assert len(dialog.chart.points) == 50  # the last 50
    assert all(p.value == 5 and p.won for p in dialog.chart.points)
    dialog.select_game("rummy")
    assert [(p.won, p.value) for p in dialog.chart.points] == [(False, -42)]  # penalty: down
    assert "penalty" in dialog.chart_note.text()
    assert not dialog.chart.grab().isNull()
    stats.close()


def test_chart_with_no_results_says_so(qtbot: Any) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.set_results("xito", [])
    assert chart.points == []
    assert not chart.grab().isNull()
    assert chart_points("guandan", []) == []


# --- saves ----------------------------------------------------------------------------------------


def test_save_list_model_lists_game_date_players_and_progress(qtbot: Any, tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    payload = pokdeng_payload()
    store.save("first", payload, meta={"players": ["You", "Somchai"], "progress": "Round 2"})
    store.save("second", payload, meta={"players": ["You"], "progress": "Round 9"})
    model = SaveListModel(store)
    assert model.rowCount() == 2
    names = set(model.names())
    assert names == {"first", "second"}
    row = model.row_of("first")
    assert row is not None
    index = model.index(row)
    assert model.data(index, SaveListModel.GameRole) == "Pok Deng"
    assert model.data(index, SaveListModel.PlayersRole) == "You, Somchai"
    assert model.data(index, SaveListModel.ProgressRole) == "Round 2"
    assert len(model.data(index, SaveListModel.DateRole)) == len("2026-01-01 12:00")
    store.delete("first")
    model.refresh()
    assert model.names() == ["second"]


# --- help and the start screen --------------------------------------------------------------------


def test_help_has_rules_for_every_game_shortcuts_and_licences(qtbot: Any) -> None:
    dialog = HelpDialog([("Save", "Ctrl+S"), ("Pause", "P")], "xito")
    qtbot.addWidget(dialog)
    assert dialog.rules_game.currentData() == "xito"
    assert "Thùng phá sảnh" in dialog.rules.toPlainText()
    for game_id, info in registry.GAMES.items():
        text = rules_file(game_id)
        assert text is not None and info.native_name in text
        thai = rules_file(game_id, "th")
        assert thai is not None and thai != text  # written for Thai players
        assert any("\u0e00" <= c <= "\u0e7f" for c in thai)
        assert rules_file(game_id, "xx") == text  # a language without rules: English
        dialog.show_rules(game_id)
        assert info.name in dialog.rules.toPlainText()
    keys = [
        (dialog.shortcut_table.item(r, 0).text(), dialog.shortcut_table.item(r, 1).text())
        for r in range(dialog.shortcut_table.rowCount())
    ]
    assert ("Save", "Ctrl+S") in keys and ("Pause", "P") in keys
    about = dialog.about_html()
    for words in ("LGPL", "PySide6", "platformdirs", "MIT", "Open Font License", "project's own"):
        assert words in about, words
    for label, text in licence_texts().items():
        assert (text() or "").strip(), label  # every licence's text is there to read
    fonts = dialog.licence_choice.findData("Noto fonts: SIL Open Font License 1.1")
    dialog.licence_choice.setCurrentIndex(fonts)
    assert "OPEN FONT LICENSE" in dialog.about_browser.toPlainText().upper()
    dialog.licence_choice.setCurrentIndex(0)
    assert "What CardTable ships" in dialog.about_browser.toPlainText()


def test_start_screen_continue_describes_the_autosave(qtbot: Any) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_continue("Pok Deng · Round 4")
    assert screen.continue_button.isEnabled()
    assert screen.continue_label.text() == "Pok Deng · Round 4"
    with qtbot.waitSignal(screen.continueRequested):
        qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)
    screen.set_continue(None)
    assert not screen.continue_button.isEnabled()
    with qtbot.waitSignal(screen.gameChosen) as chosen:
        qtbot.mouseClick(screen.tiles["rummy"], Qt.MouseButton.LeftButton)
    assert chosen.args == ["rummy"]


def test_statistics_read_a_reviewed_chance_in_percentage_points(qtbot: Any, tmp_path: Path) -> None:
    """A Guandan review's cost is a fraction of the chance to take the hand; the review reads it
    as percentage points (12.5), and so does Statistics (it said 0.125 percentage points)."""
    stats = StatsDB(tmp_path / "stats.sqlite3")
    stats.record("guandan", won=True, net=1)
    stats.record_review("guandan", "a" * 16, decisions=12, agreed=10, cost=0.125, unit="chance")
    dialog = StatisticsDialog(stats, "guandan")
    qtbot.addWidget(dialog)
    note = dialog.chart_note.text()
    assert "estimated cost of the other 2: 12.5 (percentage points of the chance" in note, note
    # many hands add up past a thousand points: a whole number, not "1.51e+03"
    stats.record_review("guandan", "b" * 16, decisions=30, agreed=2, cost=14.995, unit="chance")
    dialog.select_game("guandan")
    note = dialog.chart_note.text()
    assert "estimated cost of the other 30: 1,512 (percentage points" in note, note


def test_statistics_show_results_against_one_level(qtbot: Any, tmp_path: Path) -> None:
    stats = StatsDB(tmp_path / "stats.sqlite3")
    for net, level in ((30, "hard"), (-10, "basic"), (-20, "hard"), (50, "easy"), (5, None)):
        stats.record("xito", won=net > 0, net=net, level=level)
    stats.record("xito", won=True, net=1, level="mixed")
    dialog = StatisticsDialog(stats, "xito")
    qtbot.addWidget(dialog)
    model = dialog.model
    row = model.row_of("xito")
    assert row is not None
    played = model.COLUMNS.index("played")
    net = model.COLUMNS.index("net")

    def cell(column: int) -> Any:
        return model.data(model.index(row, column), Qt.ItemDataRole.EditRole)

    names = [dialog.level_filter.itemText(i) for i in range(dialog.level_filter.count())]
    assert names[0] == "All levels" and "Hard AI players" in names
    assert "AI players of mixed levels" in names  # a level found in the results is offered too
    assert (cell(played), cell(net)) == (6, 56)
    dialog.set_level("hard")
    assert dialog.level() == "hard" and dialog.current_game() == "xito"
    assert (cell(played), cell(net)) == (2, 10)
    assert [p.value for p in dialog.chart.points] == [30, -20]
    dialog.set_level("easy")
    assert (cell(played), cell(net)) == (1, 50)
    dialog.set_level(None)
    assert cell(played) == 6 and len(dialog.chart.points) == 6


# --- one button style: CardTable's icons, in the colour of each button's text -------------------


def icon_in(button: Any, colour: Any) -> bool:
    """Whether the button has an icon, every drawn pixel of it ``colour`` (give or take the
    rounding of antialiased edges)."""
    from PySide6.QtCore import QSize

    image = button.icon().pixmap(QSize(16, 16)).toImage()
    drawn = [
        image.pixelColor(x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 128
    ]
    want = (colour.red(), colour.green(), colour.blue())
    return bool(drawn) and all(
        max(abs(a - b) for a, b in zip((p.red(), p.green(), p.blue()), want, strict=True)) <= 3
        for p in drawn
    )


def test_dialog_buttons_carry_icons_in_their_text_colour(qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from cardtable_qt.ui import apply_theme, button_icons

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app)
    settings = SettingsDialog(Settings())
    qtbot.addWidget(settings)
    settings.show()
    qtbot.waitExposed(settings)
    box = settings.findChild(QDialogButtonBox)
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    # dark on the gold OK (not a theme's picture), light on the green Cancel
    assert icon_in(ok, button_icons.PRIMARY_INK)
    assert icon_in(cancel, button_icons.INK)
    helper = HelpDialog([], "xito", "en")
    qtbot.addWidget(helper)
    helper.show()
    qtbot.waitExposed(helper)
    close = helper.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert icon_in(close, button_icons.INK)  # not a dark × on dark green


def test_a_tinted_icon_fills_its_square_at_device_pixel_ratio_2(qtbot: Any) -> None:
    from PySide6.QtGui import QColor

    from cardtable_qt.ui.button_icons import SP, standard_icon, tinted

    shape = standard_icon(SP.SP_DialogCancelButton)  # a cross, corner to corner
    assert shape is not None
    image = tinted(shape, 16, QColor("red"), 2.0).pixmap(QSize(16, 16), 2.0).toImage()
    assert image.width() == 32
    inked = [
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).alpha() > 128
    ]
    assert inked and max(x for x, _ in inked) > 24 and max(y for _, y in inked) > 24


def test_option_labels_keep_a_gap_before_their_fields(qtbot: Any) -> None:
    """A Thai or Hindi label's last glyph stands past its advance: the gap must be a word's
    width, not the style's few pixels, or the label touches its box or tick."""
    dialogs: list[QDialog] = [NewGameDialog(game) for game in sorted(registry.GAMES)]
    settings = SettingsDialog(Settings())
    dialogs.append(settings)
    checked = 0
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tabs = dialog.findChildren(QTabWidget)
        for page in range(tabs[0].count()) if tabs else [0]:
            if tabs:
                tabs[0].setCurrentIndex(page)
            for label in dialog.findChildren(QLabel):
                field = label.buddy()
                if field is None or not label.isVisible() or not field.isVisible():
                    continue
                if field.parentWidget() is not label.parentWidget():
                    continue
                gap = field.geometry().left() - label.geometry().right()
                assert gap >= label.fontMetrics().horizontalAdvance("M"), (label.text(), gap)
                checked += 1
        dialog.close()
    assert checked >= 20  # every game's rules, the seats' count, the seed, the settings


def test_the_review_writes_a_loss_with_a_true_minus_and_keeps_its_numbers_together(
    qtbot: Any,
) -> None:
    """A negative estimate reads "−0.26" as every table writes a loss, and the words of the
    moves take the spare width, not the cost column (it put the cost at the far edge)."""
    from cardtable_qt.ui import i18n
    from cardtable_qt.ui.dialogs.review_dialog import amount_text

    locale = i18n.locale()
    assert amount_text(locale, -0.2629, "bets") == "−0.263"
    assert amount_text(locale, -1512.4, "chips") == "−1,512"
    assert amount_text(locale, 0.125, "chance") == "12.5"
    from cardtable_qt.ui.dialogs.review_dialog import ReviewDialog
    from tests.engine.test_handlog import play_hands

    review = ReviewDialog(play_hands("pokdeng", 1, seed=3)[0], 1)
    qtbot.addWidget(review)
    review.resize(860, 520)
    review.show()
    qtbot.waitUntil(lambda: review.review is not None, timeout=20_000)
    assert review.table.rowCount() > 0
    header = review.table.horizontalHeader()
    words = header.sectionSize(1) + header.sectionSize(2)
    assert header.sectionSize(5) < words, [header.sectionSize(c) for c in range(6)]
    values = [review.table.item(r, 3).text() for r in range(review.table.rowCount())]
    assert not any(v.startswith("-") for v in values), values
    # each value's unit in its header, and no raw index of the action log for a move
    headers = [review.table.horizontalHeaderItem(c).text() for c in range(6)]
    assert headers[0] == "When" and headers[3:] == [
        "Yours (% of your bet)",
        "The AI's (% of your bet)",
        "Cost (% of your bet)",
    ], headers
    moments = [review.table.item(r, 0).text() for r in range(review.table.rowCount())]
    assert all(m.startswith("Round ") or "forced" in m or "near-tie" in m for m in moments)


def test_a_costly_review_row_says_why_under_the_table(qtbot: Any) -> None:
    """The costly row chosen says why the AI's choice is better, in the Hint's words."""
    from cardtable_qt.ui.dialogs.review_dialog import ReviewDialog
    from tests.engine.test_handlog import play_hands

    review = ReviewDialog(play_hands("xito", 1, seed=3)[0], 0)
    qtbot.addWidget(review)
    review.resize(860, 520)
    review.show()
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    costly = [i for i, r in enumerate(review.rows) if r.costly]
    assert costly, review.rows
    assert review.why.isVisible()
    assert review.why.text() == review.rows[costly[0]].why
    assert review.why.text().startswith("The AI's choice is better: ")
    calm = next((i for i, r in enumerate(review.rows) if not r.costly), None)
    if calm is not None:
        review.table.selectRow(calm)
        assert not review.why.isVisible()
