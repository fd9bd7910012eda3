"""Where the tutorial's bubble goes: beside what a step rings, leaving the busy things (cards,
seats, tags, betting places) in sight; when no place beside is clear, the clear place nearest."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize

from cardtable_qt.tutorial.model import find_lesson
from cardtable_qt.tutorial.runner import LessonRunner
from cardtable_qt.ui.table.card_item import CardItem
from cardtable_qt.ui.tutorial_overlay import GAP, PAD, place_beside
from tests.ui.test_tutorial import make_window, wait_shown

BOUNDS = QRect(0, 0, 1280, 750)
SIZE = QSize(400, 150)


def placed(target: QRect | None, avoid: list[QRect]) -> QRect:
    return QRect(place_beside(target, SIZE, BOUNDS, avoid), SIZE)


def clear_of(rect: QRect, target: QRect | None, avoid: list[QRect]) -> bool:
    inner = BOUNDS.adjusted(GAP, GAP, -GAP, -GAP)
    near = target is not None and rect.intersects(target.adjusted(-PAD, -PAD, PAD, PAD))
    return inner.contains(rect) and not near and not any(rect.intersects(r) for r in avoid)


def test_a_clear_place_beside_the_target_is_taken_nearest_first() -> None:
    target = QRect(500, 500, 300, 120)
    avoid = [QRect(100, 100, 80, 80)]
    rect = placed(target, avoid)
    assert clear_of(rect, target, avoid)
    assert rect.bottom() == target.top() - GAP - PAD - 1  # just above it, centred
    assert abs(rect.center().x() - target.center().x()) <= 1


def test_when_every_place_beside_covers_something_a_clear_place_on_the_felt() -> None:
    """A sheet in the top right corner: a seat under it, another seat left of it; the empty
    middle is taken, as near the sheet as it can be."""
    sheet = QRect(930, 22, 240, 120)
    below = QRect(1000, 155, 170, 68)  # a seat right under the sheet
    left = QRect(540, 10, 170, 140)  # a seat and its cards left of the sheet
    avoid = [below, left]
    rect = placed(sheet, avoid)
    assert clear_of(rect, sheet, avoid)
    assert rect.top() < sheet.bottom() + 120 and rect.right() > left.right()  # still near


def test_a_tag_just_over_the_target_pushes_the_bubble_off_it() -> None:
    """Your cards at the bottom, a small tag right above them, no room to either side: the
    bubble goes above the tag, not over its edge."""
    hand = QRect(260, 535, 350, 120)
    tag = QRect(427, 505, 100, 34)
    right = QRect(640, 350, 640, 400)  # everything right of the hand is busy
    avoid = [tag, right]
    rect = placed(hand, avoid)
    assert clear_of(rect, hand, avoid)
    assert rect.bottom() < tag.top()


def test_with_no_clear_place_anywhere_the_least_covering_place_beside() -> None:
    target = QRect(500, 300, 200, 100)
    avoid = [QRect(0, 0, 1280, 290), QRect(0, 410, 1280, 340), QRect(0, 290, 490, 120)]
    rect = placed(target, avoid)
    assert not rect.intersects(target.adjusted(-PAD, -PAD, PAD, PAD))
    assert rect.left() > target.right()  # right of it, where only the felt's edge is


def test_with_no_target_the_clear_place_nearest_the_middle() -> None:
    deck = QRect(610, 340, 60, 70)  # in the middle of the felt
    avoid = [deck, QRect(580, 150, 95, 90), QRect(580, 480, 95, 90)]
    rect = placed(None, avoid)
    assert clear_of(rect, None, avoid)
    middle = BOUNDS.center()
    assert (rect.center() - middle).manhattanLength() < 350


def test_with_no_target_and_nothing_busy_the_middle() -> None:
    rect = placed(None, [])
    inner = BOUNDS.adjusted(GAP, GAP, -GAP, -GAP)
    assert rect.topLeft() == QPoint(inner.center().x() - 200, inner.center().y() - 75)


def shown_step(qtbot: Any, game: str, lesson: str) -> tuple[Any, LessonRunner]:
    window = make_window(qtbot)
    runner = window.start_lessons(find_lesson(game, lesson), only=True)
    wait_shown(qtbot, runner)
    table = window.table
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    runner._place()
    assert runner.bubble is not None and runner.bubble.isVisible()
    return table, runner


def test_the_tribute_lessons_bubble_leaves_weis_seat_in_sight(qtbot: Any) -> None:
    """Beside the result sheet every place covers a seat: the bubble goes to the felt's
    empty middle, clear of Wei's seat under the sheet."""
    table, runner = shown_step(qtbot, "guandan", "tribute")
    bubble = runner.bubble
    assert bubble is not None
    wei = next(p for p in table.plates if p.name == "Wei")
    assert not bubble.geometry().intersects(runner._item_rect(wei))
    assert not any(bubble.geometry().intersects(r) for r in runner._busy_rects())


def test_the_all_in_lessons_bubble_leaves_the_hole_card_tag_in_sight(qtbot: Any) -> None:
    """Above your cards every place beside covers the hole-card tag a little: the bubble
    goes up off it."""
    table, runner = shown_step(qtbot, "xito", "allin")
    bubble = runner.bubble
    assert bubble is not None and table.hole_tag.isVisible()
    assert not bubble.geometry().intersects(runner._item_rect(table.hole_tag))


def test_the_rummy_lessons_bubbles_leave_the_piles_in_sight(qtbot: Any) -> None:
    """No place beside your hand is clear of the stock, the wild card and the discard pile
    above it: the bubble goes to a clear place, the pile's top card in sight."""
    table, runner = shown_step(qtbot, "rummy", "turns")
    bubble = runner.bubble
    assert bubble is not None
    piles = [*table.discard.items, *table.stock.items, *table.wild_pile.items]
    assert table.discard.items
    assert not any(bubble.geometry().intersects(runner._item_rect(c)) for c in piles)


def test_a_step_without_a_ring_leaves_the_deck_in_sight(qtbot: Any) -> None:
    """Pok Deng's several-legs lesson starts with words about the whole table: the bubble
    takes the clear place nearest the middle, beside the deck there, not over it."""
    table, runner = shown_step(qtbot, "pokdeng", "legs")
    bubble = runner.bubble
    assert bubble is not None and not runner.target_rects()
    in_piles = table.scene.card_items()
    deck = [  # the backs the deck shows in the middle (in no pile: they never move)
        item
        for item in table.scene.items()
        if isinstance(item, CardItem) and item.isVisible() and item not in in_piles
    ]
    assert deck and not any(bubble.geometry().intersects(runner._item_rect(c)) for c in deck)
