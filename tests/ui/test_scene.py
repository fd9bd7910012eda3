"""The shared card scene: the animator's order and speeds, piles, card moves, sharp rendering."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.ui import card_art
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table import (
    CARD_ASPECT,
    CARD_W,
    Animator,
    CardScene,
    ChipFlight,
    ChipStack,
    Motion,
    PileLayout,
    SeatPlate,
    TableView,
    TagItem,
    duration,
    timing,
)
from cardtable_qt.ui.table.chips import chips_for


class RecordingArt(CardArt):
    """The real card art, remembering the sizes it was asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[Card | None, int, float]] = []

    def pixmap(self, card: Card | None, width_px: int, dpr: float = 1.0) -> QPixmap:
        self.asked.append((card, width_px, dpr))
        return super().pixmap(card, width_px, dpr)


@pytest.fixture
def scene(qtbot: Any) -> CardScene:
    s = CardScene(RecordingArt(), 16, 10, speed="off")
    s.add_pile("deck", PileLayout(8, 5, scale=0.8))
    s.set_deck("deck")
    s.add_pile("south", PileLayout(8, 8.5, dx=0.3, face_up=True))
    s.add_pile("east", PileLayout(14, 5, dx=0.3, rotation=-90, scale=0.8))
    return s


def test_timing_scales_every_kind_by_speed() -> None:
    assert timing.SPEEDS == ("off", "fast", "normal", "slow")
    for kind in timing.DURATIONS:
        assert duration(kind, "off") == 0
        assert duration(kind, "fast") < duration(kind, "normal") < duration(kind, "slow")
    assert CARD_ASPECT == card_art.CARD_ASPECT


def test_animator_runs_steps_in_order_and_finish_all_ends_them(qtbot: Any) -> None:
    animator = Animator("normal")
    seen: list[tuple[str, float]] = []

    def step(name: str) -> Any:
        return lambda: [Motion(lambda t, n=name: seen.append((n, t)), "play")]

    for name in "abc":
        animator.add(step(name))
    assert animator.busy
    # only the first step has begun; the others wait for it
    assert {n for n, _ in seen} <= {"a"}
    with qtbot.waitSignal(animator.drained, timeout=3000):
        animator.finish_all()
    assert not animator.busy
    finals = [n for n, t in seen if t == 1.0]
    assert finals == ["a", "b", "c"]
    firsts = [next(i for i, (n, _) in enumerate(seen) if n == name) for name in "abc"]
    assert firsts == sorted(firsts)


def test_animator_plays_in_time_at_normal_speed(qtbot: Any) -> None:
    animator = Animator("fast")
    ticks: list[float] = []
    animator.add(lambda: [Motion(ticks.append, "play")])
    with qtbot.waitSignal(animator.drained, timeout=3000):
        pass
    assert ticks[-1] == 1.0
    assert len(ticks) >= 3  # intermediate frames were drawn, not just the end


def test_speed_off_is_instant_and_drains_at_once(qtbot: Any) -> None:
    animator = Animator("off")
    drained: list[bool] = []
    animator.drained.connect(lambda: drained.append(True))
    values: list[float] = []
    animator.add(lambda: [Motion(values.append, "deal"), Motion(values.append, "chips", 300)])
    assert values == [1.0, 1.0]
    assert drained == [True]
    assert not animator.busy


def test_deal_move_flip_and_collect_land_where_the_piles_say(scene: CardScene) -> None:
    south, east = scene.pile("south"), scene.pile("east")
    cards = parse_cards("AS 9H 5D")
    scene.deal([(cards[0], south, True), (None, east, False), (cards[1], south, True)])
    assert [i.card for i in south.items] == cards[:2]
    assert all(i.face_up for i in south.items)
    assert len(east) == 1 and not east.items[0].face_up and east.items[0].card is None
    for item, slot in south.targets():
        assert item.pos() == slot.pos and item.width == pytest.approx(CARD_W)
    assert east.items[0].rotation() == pytest.approx(-90)
    assert east.items[0].width == pytest.approx(CARD_W * 0.8)
    # the fan is centred on the pile and spaced by dx card widths
    xs = [i.pos().x() for i in south.items]
    assert xs[1] - xs[0] == pytest.approx(0.3 * CARD_W)
    assert (xs[0] + xs[1]) / 2 == pytest.approx(8 * CARD_W)

    scene.flip(east.items, True, [cards[2]])
    assert east.items[0].face_up and east.items[0].card == cards[2]

    scene.move([south.items[0]], east, "play")
    assert [i.card for i in east.items] == [cards[2], cards[0]]
    assert len(south) == 1 and south.items[0].pos() == south.slots()[0].pos

    scene.collect([south, east])
    assert len(south) == 0 and len(east) == 0
    assert not [i for i in scene.items() if hasattr(i, "card") and i.isVisible() and i.card]


def test_put_sets_a_pile_at_once_reusing_items(scene: CardScene) -> None:
    south = scene.pile("south")
    cards = parse_cards("2C 3C 4C")
    scene.put(south, cards, True)
    first = list(south.items)
    scene.put(south, [cards[1], cards[2]], True)
    assert south.items == first[1:]
    assert [i.card for i in south.items] == cards[1:]


def test_finish_all_mid_deal_shows_the_end_state(qtbot: Any) -> None:
    s = CardScene(RecordingArt(), 16, 10, speed="slow")
    s.add_pile("deck", PileLayout(8, 5))
    s.set_deck("deck")
    hand = s.add_pile("hand", PileLayout(8, 8.5, dx=0.3))
    s.deal([(c, hand, True) for c in parse_cards("AS KS QS")])
    assert s.animator.busy
    qtbot.wait(60)
    assert hand.items[-1].pos() != hand.slots()[-1].pos  # still on its way
    s.animator.finish_all()
    assert not s.animator.busy
    for item, slot in hand.targets():
        assert item.pos() == slot.pos and item.face_up


def test_cards_render_at_the_real_pixel_size_at_dpr_2(scene: CardScene) -> None:
    art = scene.art
    south = scene.pile("south")
    scene.put(south, parse_cards("QH"), True)
    scale = 0.64  # a 1024-wide window showing a 1600-unit scene
    for dpr in (1.0, 2.0):
        art.asked.clear()
        image = QImage(
            round(1600 * scale * dpr), round(1000 * scale * dpr), QImage.Format.Format_ARGB32
        )
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.black)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 1600 * scale, 1000 * scale))  # logical pixels
        painter.end()
        widths = {w for card, w, d in art.asked if card == parse_cards("QH")[0] and d == dpr}
        assert widths == {round(CARD_W * scale)}  # logical pixels, rendered at dpr
    # the face is drawn, not a back: the middle of the card is not the back's colour
    assert art.misses >= 2


def test_view_fits_the_scene_and_a_click_on_the_felt_skips(qtbot: Any, scene: CardScene) -> None:
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.sceneRect().adjusted(1, 1, -1, -1))
    with qtbot.waitSignal(view.skipRequested, timeout=1000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    with qtbot.waitSignal(view.skipRequested, timeout=1000):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    with qtbot.waitSignal(view.keyMoved, timeout=1000) as moved:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert moved.args == [1]


def test_clickable_cards_emit_clicked_through_the_view(qtbot: Any, scene: CardScene) -> None:
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    south = scene.pile("south")
    scene.put(south, parse_cards("7S 8S"), True)
    target = south.items[1]
    target.set_clickable(True)
    point = view.mapFromScene(target.scenePos())
    with qtbot.waitSignal(scene.cardClicked, timeout=1000) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked.args == [target]


def test_seat_plate_chips_and_tags(scene: CardScene) -> None:
    plate = SeatPlate(1, "Somchai")
    scene.addItem(plate)
    plate.set_chips(1250)
    plate.set_marker("Bank")
    plate.set_active(True)
    assert (plate.chips, plate.marker, plate.active) == (1250, "Bank", True)
    # the status pill under the plate and a long marker's puck lie inside its bounds: the
    # plate's device cache cuts what lies outside (the pill's lower half was cut off)
    plate.set_status("Double Dweller 双下")
    plate.set_marker("ผู้แจก 1st")
    assert plate.boundingRect().contains(plate.drawn_rect())
    tag = TagItem("Tong ×5", "ตอง", "win")
    scene.pop_in(tag, QPointF(400, 300))
    assert tag.scene() is scene and tag.opacity() == 1.0 and tag.pos() == QPointF(400, 300)
    assert chips_for(1230) == [0, 2, 2, 3, 4]
    assert chips_for(0) == []


def test_chip_flights_land_and_call_back(scene: CardScene) -> None:
    landed: list[int] = []
    left: list[int] = []
    scene.chips(
        [
            ChipFlight(50, QPointF(0, 0), QPointF(100, 100), lambda: landed.append(50)),
            ChipFlight(20, QPointF(0, 0), QPointF(9, 9), started=lambda: left.append(20)),
        ]
    )
    assert landed == [50] and left == [20]
    assert not [i for i in scene.items() if isinstance(i, ChipStack)]


_DPR_PROBE = """
import json
from PySide6.QtWidgets import QApplication
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table import CardScene, PileLayout, TableView
app = QApplication([])
asked = []
class Art(CardArt):
    def pixmap(self, card, width_px, dpr=1.0):
        asked.append([width_px, dpr])
        return super().pixmap(card, width_px, dpr)
scene = CardScene(Art(), 16, 10, speed="off")
scene.put(scene.add_pile("p", PileLayout(8, 5)), parse_cards("AS"), True)
view = TableView(scene)
view.resize(1600, 1000)
view.show()
app.processEvents()
grabbed = view.grab()
print(json.dumps({"dpr": view.devicePixelRatioF(), "scale": view.transform().m11(),
                  "asked": asked, "grabbed": grabbed.width()}))
"""


def test_a_real_view_at_dpr_2_asks_for_faces_at_the_device_size() -> None:
    """Through the view and its item cache, as a DPR-2 screen draws it (in a process of its
    own: Qt reads the scale factor when the application starts)."""
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", _DPR_PROBE], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    probe = json.loads(done.stdout.strip().splitlines()[-1])
    assert probe["dpr"] == 2.0
    logical = round(CARD_W * probe["scale"])
    # asked in logical pixels at DPR 2: CardArt renders 2 × that, the card's real size
    assert {tuple(a) for a in probe["asked"]} == {(logical, 2.0)}
    assert probe["grabbed"] == 3200  # the window's picture holds the device pixels
