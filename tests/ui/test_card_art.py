"""The card art: every face and back renders, at the real device-pixel size, cached."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QApplication

from cardtable_qt.engine.cards import BLACK_JOKER, RED_JOKER, Card, make_deck, parse_cards
from cardtable_qt.resources import resource_path
from cardtable_qt.ui.card_art import BACKS, CARD_ASPECT, FACE_STYLES, CardArt

FACES = make_deck(1, jokers=True)  # the 54 faces
SIZES = (24, 71, 150)
INDEX_STRIP = 0.22  # the part of a card left showing in a tightly fanned hand


@pytest.fixture()
def art(qapp: QApplication) -> CardArt:
    return CardArt()


def image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def colours(img: QImage) -> list[QColor]:
    return [img.pixelColor(x, y) for y in range(img.height()) for x in range(img.width())]


def is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 100


def is_ink(c: QColor) -> bool:
    return c.alpha() == 255 and (c.value() < 120 or c.saturation() > 100)


def share(img: QImage, test: object) -> float:
    pixels = colours(img)
    return sum(1 for c in pixels if test(c)) / len(pixels)  # type: ignore[operator]


def picture(img: QImage) -> bytes:
    return bytes(img.constBits())


def test_the_art_files_are_all_there() -> None:
    for style in FACE_STYLES:
        names = {p.stem for p in resource_path("cards", style).glob("*.svg")}
        assert names == {str(card) for card in FACES}
    assert {p.stem for p in resource_path("cards", "backs").glob("*.svg")} == set(BACKS)
    assert "GPL" not in resource_path("cards", "LICENSE").read_text(encoding="utf-8")


@pytest.mark.parametrize("style", FACE_STYLES)
def test_every_face_renders_at_every_size(qapp: QApplication, style: str) -> None:
    art = CardArt(style)
    for card in FACES:
        for width in SIZES:
            pixmap = art.pixmap(card, width)
            assert (pixmap.width(), pixmap.height()) == (width, round(width * CARD_ASPECT))
            img = image(pixmap)
            # Opaque in the middle, transparent outside the rounded corner, ink somewhere.
            assert img.pixelColor(width // 2, img.height() // 2).alpha() == 255
            assert img.pixelColor(0, 0).alpha() < 128
            if width == SIZES[1]:  # counting pixels in Python is slow: one size is enough
                assert share(img, is_ink) > 0.005, card


@pytest.mark.parametrize("back", BACKS)
def test_backs_render_in_their_colour(qapp: QApplication, back: str) -> None:
    img = image(CardArt(back=back).pixmap(None, 60))
    pixels = [c for c in colours(img) if c.alpha() == 255 and c.saturation() > 100]
    assert len(pixels) > 0.5 * img.width() * img.height()
    hues = [c.hue() for c in pixels]
    mean_hue = sum(hues) / len(hues)
    assert 190 < mean_hue < 240 if back == "blue" else (mean_hue < 20 or mean_hue > 330)


def test_the_two_backs_and_all_faces_look_different(art: CardArt) -> None:
    seen = {picture(image(art.pixmap(card, 60))) for card in FACES}
    art.back = "red"
    seen.add(picture(image(art.pixmap(None, 60))))
    art.back = "blue"
    seen.add(picture(image(art.pixmap(None, 60))))
    assert len(seen) == len(FACES) + 2


@pytest.mark.parametrize("style", FACE_STYLES)
def test_the_index_alone_tells_every_card_apart(qapp: QApplication, style: str) -> None:
    # In a fanned Guandan hand only the left strip of a card shows: it must name the card.
    art = CardArt(style)
    width = 90
    strips = set()
    for card in FACES:
        img = image(art.pixmap(card, width))
        strips.add(picture(img.copy(0, 0, int(width * INDEX_STRIP), img.height())))
    assert len(strips) == len(FACES)


def test_big_red_joker_and_small_black_joker_differ_clearly(art: CardArt) -> None:
    big = image(art.pixmap(Card(RED_JOKER, None), 80))
    small = image(art.pixmap(Card(BLACK_JOKER, None), 80))
    red_big, red_small = share(big, is_red), share(small, is_red)
    assert red_big > 0.08
    assert red_small < 0.002

    # The big joker's figure covers far more of the card than the small one's.
    def covered(img: QImage) -> float:
        return share(img, lambda c: c.alpha() == 255 and (c.saturation() > 60 or c.value() < 200))

    assert covered(big) > 2 * covered(small)


def test_four_colour_style_gives_each_suit_its_colour(qapp: QApplication) -> None:
    four, standard = CardArt("four_colour"), CardArt("standard")

    def mean_hue(art: CardArt, card: Card) -> float:
        pixels = [c for c in colours(image(art.pixmap(card, 60))) if c.saturation() > 120]
        return sum(c.hue() for c in pixels) / len(pixels)

    diamond, club, heart = parse_cards("9D 9C 9H")
    assert 200 < mean_hue(four, diamond) < 235  # blue
    assert 110 < mean_hue(four, club) < 160  # green
    assert mean_hue(four, heart) > 330 or mean_hue(four, heart) < 20  # red
    assert mean_hue(standard, diamond) > 330 or mean_hue(standard, diamond) < 20
    spades = image(four.pixmap(parse_cards("9S")[0], 60))
    assert share(spades, lambda c: c.saturation() > 120) < 0.002  # black


def test_device_pixel_ratio_two_gives_twice_the_pixels(art: CardArt) -> None:
    card = parse_cards("QH")[0]
    one = art.pixmap(card, 70, 1.0)
    two = art.pixmap(card, 70, 2.0)
    assert (two.width(), two.height()) == (2 * one.width(), 2 * one.height())
    assert two.devicePixelRatio() == 2.0
    assert two.deviceIndependentSize().toSize() == one.size()
    odd = art.pixmap(card, 70, 1.5)
    assert (odd.width(), odd.height()) == (105, 147)


def test_pixmaps_are_cached_by_face_size_ratio_and_style(art: CardArt) -> None:
    ace, ace_copy = parse_cards("AS AS")
    first = art.pixmap(ace, 80)
    assert (art.hits, art.misses) == (0, 1)
    assert art.pixmap(ace_copy, 80).cacheKey() == first.cacheKey()  # deck index: same face
    assert (art.hits, art.misses) == (1, 1)
    art.pixmap(ace, 81)
    art.pixmap(ace, 80, 2.0)
    art.face_style = "four_colour"
    art.pixmap(ace, 80)
    assert (art.hits, art.misses) == (1, 4)
    art.face_style = "standard"
    assert art.pixmap(ace, 80).cacheKey() == first.cacheKey()
    back = art.pixmap(None, 80)
    art.back = "red"
    assert art.pixmap(None, 80).cacheKey() != back.cacheKey()
    assert (art.hits, art.misses) == (2, 6)


def test_unknown_styles_and_sizes_are_refused(art: CardArt) -> None:
    with pytest.raises(ValueError, match="face style"):
        CardArt("gold")
    with pytest.raises(ValueError, match="back"):
        art.back = "green"
    with pytest.raises(ValueError):
        art.pixmap(None, 0)
    with pytest.raises(ValueError):
        art.pixmap(None, 10, 0.0)
