"""The game log: every event of a seeded hand is told in words, in order, newest last, shown once
the table has played it, kept in the save; the panel beside the table folds and remembers."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import registry, xito
from cardtable_qt.engine import rummy as rm
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.match import HandOver
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.session.log_words import describe
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables import table_class

from .helpers import show_focused

NAMES = ["You", "Somchai", "Malee", "Anan"]

# events told by nothing, on purpose: another seat's hidden cards, bookkeeping
SILENT: dict[str, tuple[type, ...]] = {
    "pokdeng": (pd.Deal, pd.BetsDone, HandOver),
    "xito": (xito.CardDealt, xito.AntePaid, HandOver),
    "guandan": (gd.DeckCut, HandOver),
    "rummy": (HandOver,),
}
# what a hand of each game must tell, at the least
MUST: dict[str, tuple[type, ...]] = {
    "pokdeng": (pd.Bet, pd.Reveal, pd.Settle),
    "xito": (xito.BetsCollected, xito.PotAwarded),
    "guandan": (gd.Played, gd.Passed, gd.PlayerOut, gd.HandResult),
    "rummy": (rm.Drew, rm.Discarded, rm.DealScored),
}


def name(seat: int) -> str:
    return NAMES[seat]


@pytest.mark.parametrize("game", ["pokdeng", "xito", "guandan", "rummy"])
def test_the_log_holds_every_event_of_a_seeded_hand(
    qtbot: Any, cleanup: list[Any], game: str
) -> None:
    module = registry.load(game)
    options = module.Options()
    seats = [SeatConfig("ai", NAMES[i]) for i in range(options.players)]
    session = GameSession(game, options, seats, 5, saves=SaveStore(), stats=StatsDB())
    cls = table_class(game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    events: list[Any] = list(getattr(session.state, "opening_events", ()))
    session.eventsReady.connect(events.extend)
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    qtbot.waitUntil(lambda: bool(overs), timeout=60_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    hand = events[: next(i for i, e in enumerate(events) if isinstance(e, HandOver)) + 1]
    # every event of the hand is told, but the silent kinds; each kind a hand needs is there
    told = [describe(game, e, name, None) for e in hand]
    for e, lines in zip(hand, told, strict=True):
        if not isinstance(e, SILENT[game]):
            assert lines, f"{type(e).__name__} is not in the log"
            assert all(line and "%" not in line for line in lines)
    kinds = {type(e) for e in hand}
    assert set(MUST[game]) <= kinds
    # the session's log is those lines, in order, and the table has shown them
    expected = [line for lines in told for line in lines]
    log = session.log
    assert log.lines[: len(expected)] == expected
    assert log.shown[: len(expected)] == expected
    assert log.rowCount() == len(log.shown) >= len(expected)
    # kept in the save
    again = GameSession.from_payload(session.to_payload())
    assert again.log.lines == log.lines
    again.shutdown()


def test_rummy_tells_the_discard_pile_and_hides_others_draws() -> None:
    you = 0
    seven = parse_cards("7H")[0]
    assert describe("rummy", rm.Drew(1, "stock", seven), name, you) == [
        "Somchai draws from the stock."
    ]
    assert describe("rummy", rm.Drew(0, "stock", seven), name, you) == [
        "You draw 7♥ from the stock."
    ]
    assert describe("rummy", rm.Drew(2, "discard", seven), name, you) == [
        "Malee picks up 7♥ from the discard pile."
    ]
    assert describe("rummy", rm.Discarded(0, seven), name, you) == ["You throw 7♥."]
    assert describe("rummy", rm.Packed(0, 20, True, (), False), name, you) == [
        "You pack: 20 points."
    ]


def test_the_log_panel_folds_opens_and_follows(qtbot: Any, cleanup: list[Any]) -> None:
    options = pd.Options(players=4, first_dealer=1)
    seats = [SeatConfig("human", "You")] + [SeatConfig("ai", n) for n in NAMES[1:]]
    session = GameSession("pokdeng", options, seats, 7, saves=SaveStore(), stats=StatsDB())
    settings = Settings(animation_speed="off", ai_pace_ms=0)
    cls = table_class("pokdeng")
    assert cls is not None
    table = cls(session, settings, CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    panel = table.log_panel
    assert panel is not None and not panel.is_open and not panel.list.isVisible()
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert panel.is_open and panel.list.isVisible()
    assert settings.remembered["log_open"] is True
    qtbot.waitUntil(lambda: session.log.rowCount() > 0, timeout=10_000)
    first = panel.list.model().index(0, 0).data()
    assert first == session.log.lines[0] and first.endswith(" bets 20.")


@pytest.mark.parametrize(
    ("language", "word", "turned"),
    [
        ("en", "Log", True),
        ("hi", "लॉग", True),  # लॉ + ग: two graphemes, one word
        ("th", "บันทึก", True),
        ("vi", "Nhật ký", True),
        ("zh_CN", "日志", False),  # upright, one character under the other
    ],
)
def test_the_folded_logs_tab_writes_its_word_whole(
    qtbot: Any,
    built_translations: None,
    english_after: None,
    language: str,
    word: str,
    turned: bool,
) -> None:
    """Folded, the strip's tab writes "Log" down its length: the whole word turned on its
    side (cut into graphemes one under another, लॉग fell apart into लॉ and ग), Chinese
    upright; all of it drawn inside the strip."""
    from PySide6.QtGui import QColor

    from cardtable_qt.session.game_log import GameLog
    from cardtable_qt.ui import i18n
    from cardtable_qt.ui.fonts import register_fonts
    from cardtable_qt.ui.table.log_panel import LogPanel

    register_fonts()
    assert i18n.current().use(language)
    panel = LogPanel(GameLog("rummy", str, 0))
    qtbot.addWidget(panel)
    panel.resize(30, 400)
    panel.show()
    qtbot.waitExposed(panel)
    tab = panel.button
    assert tab.accessibleName() == word
    assert tab.pieces == ([word] if turned else list(word))
    assert tab.turned == turned
    # the ink lies inside the tab, the turned word taller than wide, as long as it is written
    image = tab.grab().toImage()
    ink = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).lightness() > 120
    ]
    assert ink
    xs, ys = [x for x, _ in ink], [y for _, y in ink]
    assert 0 < min(xs) and max(xs) < image.width() - 1
    assert 0 < min(ys) and max(ys) < image.height() - 1
    if turned:
        metrics = tab.fontMetrics()
        assert max(ys) - min(ys) >= metrics.horizontalAdvance(word) * 0.8
    assert tab.height() >= tab.sizeHint().height()


def test_the_log_does_not_tell_the_next_deal_while_the_result_holds(
    qtbot: Any, cleanup: list[Any]
) -> None:
    options = xito.Options(players=3, turn_timer=None)
    seats = [SeatConfig("ai", n) for n in NAMES[:3]]
    session = GameSession("xito", options, seats, 5, saves=SaveStore(), stats=StatsDB())
    cls = table_class("xito")
    assert cls is not None
    # a person at the table would hold; an AI table goes on after a while: long enough here
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    qtbot.waitUntil(lambda: table.hold.holding and table.hold.sheet_shown, timeout=30_000)
    shown = session.log.shown
    assert not any(line.startswith("Hand 2") for line in shown)
    assert any(line.startswith("Hand 2") for line in session.log.lines)  # told on going on
    table.hold.go_on()
    assert any(line.startswith("Hand 2") for line in session.log.shown)


def test_a_guandan_play_says_its_cards_once() -> None:
    """A lone joker's name is its card ("Single small joker"): not said again after it; any
    other play names its cards after its combination."""
    from cardtable_qt.engine.guandan.readings import classify

    joker = classify(parse_cards("BJ"), 2)
    eight = classify(parse_cards("8S"), 2)
    assert joker is not None and eight is not None
    assert describe("guandan", gd.Played(1, joker, 26, True), name, 0) == [
        "Somchai plays Single small joker."
    ]
    assert describe("guandan", gd.Played(0, eight, 26, True), name, 0) == ["You play Single 8: 8♠."]


def test_a_guandan_return_between_others_is_a_card() -> None:
    """The card the Banker returns is passed face down: the log names it to its giver and its
    receiver only ("Malee returns 10♠ to Somchai." told you a card you never saw)."""
    ten = parse_cards("10S")[0]
    assert describe("guandan", gd.TributeReturned(2, 1, ten), name, 0) == [
        "Malee returns a card to Somchai."
    ]
    assert describe("guandan", gd.TributeReturned(2, 0, ten), name, 0) == [
        "Malee returns 10♠ to you."
    ]
    assert describe("guandan", gd.TributeReturned(0, 1, ten), name, 0) == [
        "You return 10♠ to Somchai."
    ]
    # the tribute itself is shown face up: named to everyone
    assert describe("guandan", gd.TributeTaken(1, 2, ten), name, 0) == [
        "Malee takes 10♠ in tribute from Somchai."
    ]
