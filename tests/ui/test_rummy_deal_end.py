"""Indian Rummy on the real table at the end of a deal: the sheet's words, what goes with the
deal (the turn's light, Fast-forward, your count), Undo's clean slate, and a replay's end.

The other players here pack whenever they may (``fake_bots.PackingBot``, a short wait before
each move), so a deal ends at once, won by the last player left.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.engine import rummy as rm
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables.rummy import RummyTable
from cardtable_qt.ui.tables.rummy_results import card_name
from tests.ai.test_advice_text import CARD_CODE
from tests.engine.test_handlog import play_hands

from .helpers import press, show_focused
from .test_replay import replay_table
from .test_rummy_table import drag, item_of, select, show, wait_turn, winning_hand_to_draw

PACKER = "tests.ui.fake_bots:PackingBot"


@pytest.fixture
def tables(cleanup: list[RummyTable]) -> list[RummyTable]:
    return cleanup


def packers_session(players: int, first: int) -> GameSession:
    """You and ``players - 1`` players who pack at once; seat ``first`` plays first."""
    options = rm.Options(players=players)
    seed = next(s for s in range(500) if rm.new_match(s, options).turn == first)
    names = ["Arjun", "Priya", "Ravi"][: players - 1]
    seats = [SeatConfig("human", "You")] + [SeatConfig("ai", n, PACKER) for n in names]
    return GameSession(
        "rummy", options, seats, seed, saves=SaveStore(), stats=StatsDB(), bot_mode="thread"
    )


def test_a_deal_won_by_the_others_packing_names_who_packed_and_ends_the_turn(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Heads-up, Arjun packs on his first turn: the sheet says so ("Deal 1 of 6 · you win:
    Arjun packed", one colon); no plate keeps the turn's light, and your count (you won) is
    gone."""
    table = show(qtbot, tables, packers_session(2, first=1))
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    deals = table.session.options.deals
    assert table.sheet.title.text() == f"Deal 1 of {deals} · you win: Arjun packed"
    assert not any(plate.active for plate in table.plates)
    assert not table.count_tag.isVisible()
    # the Scores sheet after it names the deal the same way
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    wait_turn(qtbot, table, "draw")
    assert table.count_tag.isVisible()  # a new deal, a new count
    assert table.plates[0].active
    press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
    assert table.sheet.title.text().endswith(f"Deal 1 of {deals} · you win: Arjun packed")


def test_your_pack_heads_up_is_named_on_the_sheet(qtbot: Any, tables: list[RummyTable]) -> None:
    table = show(qtbot, tables, packers_session(2, first=0))
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.sheet.isVisible())
    deals = table.session.options.deals
    assert table.sheet.title.text() == f"Deal 1 of {deals} · Arjun wins: you packed"


def test_fast_forward_goes_when_the_deals_sheet_shows(qtbot: Any, tables: list[RummyTable]) -> None:
    """You pack at a table of three: Fast-forward is offered while the others play on; when
    the deal ends (Arjun packs too, Priya wins) the sheet holds the table and it is gone."""
    table = show(qtbot, tables, packers_session(3, first=0))
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.seat_status[0] == "packed")
    qtbot.waitUntil(lambda: table.ff_button.isVisible(), timeout=5000)
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    assert "Priya wins: everyone else packed" in table.sheet.title.text()
    assert not table.ff_button.isVisible()
    assert not any(plate.active for plate in table.plates)


def test_undo_takes_a_refused_declarations_words_away(qtbot: Any, tables: list[RummyTable]) -> None:
    session, table = winning_hand_to_draw(qtbot, tables)
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    extra = session.view(0).drawn
    assert extra is not None
    # declared with one group that is none: refused, and the reasons and the message say why,
    # naming the cards as the table writes them (9♠, not 9S)
    select(qtbot, table, "2H 3H 9S")
    press(qtbot, table, Qt.Key.Key_G, lambda: len(table.model.groups) == 1)
    drag(qtbot, table, table._item_of(extra), table.declare_spot.scenePos())  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: bool(table.reasons_shown), timeout=3000)
    shown = table.reasons_shown
    assert any(r.startswith("Group 1 (9♠ 2♥ 3♥) is not a valid group") for r in shown), "\n".join(
        shown
    )
    assert not any(CARD_CODE.search(r) for r in shown), shown
    assert "not valid" in table.panel.prompt.text()
    # fair play: the card drawn from the stock was seen, so the draw cannot be taken back
    assert not table.undo_button.isEnabled()
    assert "seen a new card" in table.undo_button.toolTip()


def test_undo_takes_a_refused_discards_words_away(qtbot: Any, tables: list[RummyTable]) -> None:
    session, table = winning_hand_to_draw(qtbot, tables)
    taken = session.view(0).pile_top
    assert taken is not None
    qtbot.mouseClick(table.rummy_panel.buttons["take"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, table, "discard")
    assert table.discard_card(taken) is not None  # the taken card may not go straight back
    assert f"You took {card_name(taken)} from the discard pile" in table.panel.prompt.text()
    assert not CARD_CODE.search(table.panel.prompt.text())
    # fair play: taking the discard shows the card under it, so it cannot be taken back
    assert not table.undo_button.isEnabled()
    assert "seen a new card" in table.undo_button.toolTip()


def test_a_replay_shows_no_arranging_buttons_and_its_sheet_only_hides(qtbot: Any) -> None:
    record = play_hands("rummy", 1, seed=3)[0]
    session, table = replay_table(qtbot, record)
    try:
        panel = table.rummy_panel
        for name in ("group", "ungroup", "auto"):
            assert not panel.buttons[name].isVisible(), name
        assert panel.buttons["scores"].isVisible()
        session.play()
        qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=30_000)
        assert table.sheet.button.text().startswith("Hide")
        # Rummy's word: a deal, never a hand
        assert table.panel.prompt.text() == (
            "The replay is at the deal's end. Back steps through it again."
        )
        for name in ("group", "ungroup", "auto"):
            assert not panel.buttons[name].isVisible(), name
        # Hide puts the sheet away: the table stays on the replayed deal's end, not on the
        # next deal the engine dealt after it (no hand of it shown, nobody "playing…")
        qtbot.mouseClick(table.sheet.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.sheet.isVisible(), timeout=3000)
        qtbot.wait(200)
        assert table.info.text().startswith("Deal 1 of ")
        assert not any(plate.active for plate in table.plates)
        assert "playing" not in table.panel.prompt.text()
    finally:
        session.shutdown()


def test_a_declaring_opponents_plate_goes_dark_on_the_sheet(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    from .test_rummy_table import opponent_declares

    table = opponent_declares(qtbot, tables, (1280, 800))
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert table.sheet.title.text().endswith(" · Arjun declared")
    assert not any(plate.active for plate in table.plates)


def test_no_count_comes_back_when_the_matchs_last_sheet_goes(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """A match of one deal, won as Arjun packs: closing its sheet brought "Your count: 100"
    back over a deal that is over."""
    options = rm.Options(players=2, deals=1)
    seed = next(s for s in range(500) if rm.new_match(s, options).turn == 1)
    seats = [SeatConfig("human", "You"), SeatConfig("ai", "Arjun", PACKER)]
    session = GameSession(
        "rummy", options, seats, seed, saves=SaveStore(), stats=StatsDB(), bot_mode="thread"
    )
    table = show(qtbot, tables, session)
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    assert session.state.is_over and not table.count_tag.isVisible()
    qtbot.mouseClick(table.sheet.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.sheet.isVisible(), timeout=5000)
    qtbot.wait(300)
    assert not table.count_tag.isVisible()
    assert "match is over" in table.panel.prompt.text()


def test_the_log_waits_with_the_next_deal_while_the_sheet_holds_the_table(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Arjun packs at once: the engine has dealt deal 2 behind the sheet of deal 1, but the
    log tells only what the table shows (deal 1 and its end) until Next deal."""
    table = show(qtbot, tables, packers_session(2, first=1))
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    log = table.session.log
    assert any(line.startswith("Deal 2") for line in log.lines)  # made, not yet told
    assert not any(line.startswith("Deal 2") for line in log.shown), log.shown
    assert any("pack" in line for line in log.shown), log.shown
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    wait_turn(qtbot, table, "draw")
    assert any(line.startswith("Deal 2") for line in log.shown), log.shown


def test_a_refused_declaration_says_the_ungrouped_card_once(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Auto-arranged, then declared laying a grouped card face down: the one card left out
    (the drawn one) is named once, not said again as "all 13 cards in groups; these hold 12"."""
    session, table = winning_hand_to_draw(qtbot, tables)
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    extra = session.view(0).drawn
    assert extra is not None
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.model.groups) == 4)
    assert table.declare(item_of(table, "2H").card) is not None
    assert table.reasons_shown == [
        f"Every card but the face-down one must be in a group; ungrouped: {card_name(extra)}."
    ]


def test_undo_disarms_a_pack_waiting_for_its_confirmation(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Pack pressed once at your second draw (it asks to be pressed again), then Undo (your
    discard): Pack is disarmed; the draw before it showed the stock's card, so Undo stops."""
    session, table = winning_hand_to_draw(qtbot, tables)
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    press(qtbot, table, Qt.Key.Key_D, lambda: session.view(0).phase != "discard")
    wait_turn(qtbot, table, "draw")
    pack = table.rummy_panel.buttons["pack"]
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    assert pack.base_text == "Confirm pack (40 points)"
    qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, table, "discard")
    assert not table.pack_armed
    # the stock's card was seen after the draw: undo goes no further back than the discard
    assert not table.undo_button.isEnabled()
    assert "seen a new card" in table.undo_button.toolTip()


def test_the_deals_sheet_offers_to_review_the_deal(qtbot: Any, tables: list[RummyTable]) -> None:
    """Rummy's word on its sheet's review button: a deal, not the other tables' hand."""
    table = show(qtbot, tables, packers_session(2, first=1))
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    assert table.sheet.review_button.isVisible()
    assert table.sheet.review_button.text() == "Review this deal"


@pytest.mark.parametrize("language", ["en", "hi", "zh_CN"])
def test_the_sheets_wild_note_names_the_mark_the_cards_carry(
    qapp: Any, built_translations: None, english_after: None, language: str
) -> None:
    """The sheet's "(marked W)" names the mark as the cards and the sheet draw it in the
    language in use (Hindi जो, Chinese 搭), never a W no card shows."""
    import re

    from cardtable_qt.ui import i18n
    from cardtable_qt.ui.table.card_mark import RUMMY_WILD, mark_words
    from cardtable_qt.ui.tables.rummy_results import wild_words

    assert i18n.current().use(language)
    mark = mark_words(RUMMY_WILD)
    words = wild_words(1, 5)
    assert mark in words, words
    if mark != "W":
        assert not re.search(r"\bW\b", words), words


def test_the_scores_sheet_names_the_deal_its_wild_cards_were_of(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Scores (C) in deal 2 shows deal 1's rows: their wild cards are deal 1's, not "this
    deal's" (the cards in your hand are marked for deal 2's wild rank)."""
    table = show(qtbot, tables, packers_session(2, first=1))
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    first_wild = table.wild_rank
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    wait_turn(qtbot, table, "draw")
    assert table.session.view(0).deal == 2
    press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
    from cardtable_qt.ui.tables.rummy_results import wild_words

    note = table.sheet.subtitle.text().split("\n")[0]
    assert note == wild_words(1, first_wild)
    assert note.startswith("Wild cards in deal 1: the ") and note.endswith("(marked W).")


def test_wild_aces_and_courts_are_named_in_words() -> None:
    """ "the As and the jokers" read as the word "as": the letters are named, numbers kept."""
    from cardtable_qt.ui.tables.rummy_results import wild_words

    assert wild_words(2, 14) == "Wild cards in deal 2: the aces and the jokers (marked W)."
    assert wild_words(1, 13).startswith("Wild cards in deal 1: the kings and")
    assert wild_words(1, 10).startswith("Wild cards in deal 1: the 10s and")


def test_the_panels_divider_shows_only_with_buttons_on_both_its_sides(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Your turn: the rule divides the arranging buttons from the turn's; the deal's sheet
    holding the table: no turn's buttons (nor Scores: the sheet shows the scoreboard), so no
    rule with nothing beside it."""
    table = show(qtbot, tables, packers_session(2, first=0))
    panel = table.rummy_panel
    wait_turn(qtbot, table, "draw")
    assert panel.buttons["scores"].isVisible() and panel.buttons["stock"].isVisible()
    assert panel._rule.isVisible()
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.sheet.isVisible())
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    assert table.holding and panel.current_group() is None
    assert not panel._rule.isVisible()


def test_scores_gives_way_to_the_deals_sheet_and_comes_back_with_the_next_deal(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """The deal's sheet shows the scoreboard itself: no Scores button beside it (nor C), and
    Scores is back once Next deal puts the sheet away."""
    table = show(qtbot, tables, packers_session(2, first=1))
    scores = table.rummy_panel.buttons["scores"]
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=10_000
    )
    assert table.holding and not scores.isVisible()
    qtbot.keyClick(table.view, Qt.Key.Key_C)
    assert table.sheet.isVisible() and table.sheet.button.isVisible()  # still the deal's
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    wait_turn(qtbot, table, "draw")
    assert scores.isVisible() and scores.isEnabled()


def test_a_replays_scores_come_back_once_its_sheet_is_hidden(qtbot: Any) -> None:
    """A replay's end: no Scores beside its sheet; Hide puts the sheet away and the table
    stays on the deal's end, and there Scores (and C) opens the scoreboard and closes it."""
    record = play_hands("rummy", 1, seed=3)[0]
    session, table = replay_table(qtbot, record)
    try:
        scores = table.rummy_panel.buttons["scores"]
        session.play()
        qtbot.waitUntil(
            lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=30_000
        )
        assert not scores.isVisible()
        qtbot.mouseClick(table.sheet.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.sheet.isVisible(), timeout=3000)
        assert table.holding  # still on the replayed deal's end
        assert scores.isVisible() and scores.isEnabled()
        qtbot.mouseClick(scores, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=3000)
        assert table.sheet.title.text().startswith("Scores after 1 deal")
        assert table.sheet.close_button.isVisible() and not table.sheet.button.isVisible()
        assert scores.isVisible()
        press(qtbot, table, Qt.Key.Key_C, lambda: not table.sheet.isVisible())
        press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
        qtbot.mouseClick(table.sheet.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.sheet.isVisible(), timeout=3000)
        assert table.info.isVisible() and scores.isVisible()
    finally:
        session.shutdown()


def test_after_you_pack_the_prompt_says_so_and_who_plays_on(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """You pack at a table of four while the others play on with no pause between their moves
    (AI pace 0): the prompt line is never blank meanwhile; it says you packed, and who is playing
    (shared ``GameTable.out_prompt``)."""
    session = packers_session(4, first=0)
    table = RummyTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.seat_status[0] == "packed")
    prompts: list[str] = []
    while not table.holding:
        prompt = table.panel.prompt.text()
        prompts.append(prompt)
        assert prompt.startswith("You packed: you are dealt in again next deal"), prompt
        qtbot.wait(10)
    assert any(p.endswith(" · Arjun is playing") for p in prompts), set(prompts)


def test_out_of_a_pool_match_the_prompt_says_so_and_who_plays_on(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Pool rummy, you at 95 points: your pack puts you out of the match. In the deals that
    follow, the prompt line says you are out and who is playing."""
    options = rm.Options(players=3, match_type="pool_101")
    seed = next(s for s in range(500) if rm.new_match(s, options).turn == 0)
    seats = [SeatConfig("human", "You")] + [SeatConfig("ai", n, PACKER) for n in ("Arjun", "Priya")]
    session = GameSession(
        "rummy", options, seats, seed, saves=SaveStore(), stats=StatsDB(), bot_mode="thread"
    )
    session.state.history = [(95, 0, 10)]
    session.state.totals = [95, 0, 10]
    session.state.deal_no = 2
    table = show(qtbot, tables, session)
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.sheet.isVisible())
    assert "out of the match" in table.sheet.subtitle.text()
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    prompts: list[str] = []
    for _ in range(1000):  # until the next deal's end
        if table.holding:
            break
        prompts.append(table.panel.prompt.text())
        qtbot.wait(10)
    assert session.view(0).seats[0].status == "out"
    playing = [p for p in prompts if p.startswith("You are out of the match · ")]
    assert playing and all(p.endswith(" is playing") for p in playing), prompts
