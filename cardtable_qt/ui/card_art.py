"""Card pictures for the table: the project's SVG art rendered at the real device-pixel size.

Faces and backs live in ``resources/cards`` (written by ``resources/cards/generate.py``). A pixmap
is rendered once per (face, width, device pixel ratio, style) and cached, so a table that redraws
a hand of 27 cards every frame never re-renders SVG; a window resize renders each size once.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import Card
from ..resources import resource_path

CARD_ASPECT = 1.4  # height / width, the proportions of a poker-size card (63 x 88 mm)
FACE_STYLES = ("standard", "four_colour")
BACKS = ("blue", "red")

# Enough for every face of a 54-card deck at three sizes and two ratios, plus both backs.
CACHE_LIMIT = 400

_CacheKey = tuple[str, int, float, str]


def card_file_name(card: Card | None) -> str:
    """``AS``, ``10H``, ``BJ``… for a face; the deck index does not change the picture."""
    if card is None:
        raise ValueError("a back has no face file")
    return str(card._replace(deck=0))


class CardArt:
    """Pixmaps of card faces in one face style and of one back colour."""

    def __init__(self, face_style: str = "standard", back: str = "blue") -> None:
        self._face_style = _checked(face_style, FACE_STYLES, "face style")
        self._back = _checked(back, BACKS, "back")
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._pixmaps: OrderedDict[_CacheKey, QPixmap] = OrderedDict()
        self.hits = 0
        self.misses = 0

    @property
    def face_style(self) -> str:
        return self._face_style

    @face_style.setter
    def face_style(self, value: str) -> None:
        self._face_style = _checked(value, FACE_STYLES, "face style")

    @property
    def back(self) -> str:
        return self._back

    @back.setter
    def back(self, value: str) -> None:
        self._back = _checked(value, BACKS, "back")

    def svg_path(self, card: Card | None) -> Path:
        """The SVG file drawn for ``card`` (``None``: the back) in the current style."""
        if card is None:
            return resource_path("cards", "backs", f"{self._back}.svg")
        return resource_path("cards", self._face_style, f"{card_file_name(card)}.svg")

    def pixmap(self, card: Card | None, width_px: int, dpr: float = 1.0) -> QPixmap:
        """``card`` (``None`` for the back) ``width_px`` logical pixels wide, sharp at ``dpr``.

        The pixmap holds ``round(width_px * dpr)`` device pixels and carries ``dpr`` as its
        device pixel ratio, so painting it at logical size uses every physical pixel.
        """
        if width_px < 1:
            raise ValueError(f"a card is at least 1 pixel wide, not {width_px}")
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        if card is None:
            key: _CacheKey = (f"back:{self._back}", width_px, dpr, "")
        else:
            key = (card_file_name(card), width_px, dpr, self._face_style)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self.hits += 1
            self._pixmaps.move_to_end(key)
            return cached
        self.misses += 1
        pixmap = self._render(self.svg_path(card), width_px, dpr)
        self._pixmaps[key] = pixmap
        if len(self._pixmaps) > CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear_cache(self) -> None:
        self._pixmaps.clear()

    def _renderer(self, path: Path) -> QSvgRenderer:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art missing or unreadable: {path}")
            self._renderers[path] = renderer
        return renderer

    def _render(self, path: Path, width_px: int, dpr: float) -> QPixmap:
        device_w = max(1, round(width_px * dpr))
        device_h = max(1, round(width_px * CARD_ASPECT * dpr))
        image = QImage(device_w, device_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._renderer(path).render(painter, QRectF(0, 0, device_w, device_h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap


def _checked(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"unknown card {what} {value!r}; choose from {', '.join(allowed)}")
    return value
