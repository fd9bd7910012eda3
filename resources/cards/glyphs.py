"""Index letters as SVG paths, outlined from the shipped OFL font Noto Sans Bold.

Outlining keeps the card files free of any font dependency: they look the same whatever fonts a
machine has, and QSvgRenderer needs no font lookup.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT = Path(__file__).resolve().parent.parent / "fonts" / "NotoSans-Bold.ttf"


@dataclass(frozen=True)
class Outline:
    """A glyph run in font units: its path data (y up) and its ink box."""

    path: str
    x_min: float
    x_max: float
    cap_height: float


class IndexFont:
    def __init__(self, path: Path = FONT) -> None:
        self._font = TTFont(str(path))
        self._glyphs = self._font.getGlyphSet()
        self._cmap = self._font.getBestCmap()
        self.cap_height = float(self._font["OS/2"].sCapHeight)

    def _ink(self, char: str) -> tuple[str, tuple[float, float, float, float]]:
        glyph = self._glyphs[self._cmap[ord(char)]]
        bounds = BoundsPen(self._glyphs)
        glyph.draw(bounds)
        assert bounds.bounds is not None
        return self._cmap[ord(char)], bounds.bounds

    def outline(self, text: str, gap: float = 40.0) -> Outline:
        """The characters set side by side by their ink, ``gap`` font units apart.

        Setting by ink rather than advance widths keeps "10" as narrow as a court letter.
        """
        pen = SVGPathPen(self._glyphs, ntos=lambda v: f"{v:.1f}".rstrip("0").rstrip("."))
        x = 0.0
        for i, char in enumerate(text):
            name, (x0, _y0, x1, _y1) = self._ink(char)
            shift = x - x0
            self._glyphs[name].draw(TransformPen(pen, (1, 0, 0, 1, shift, 0)))
            x += x1 - x0 + (gap if i < len(text) - 1 else 0.0)
        return Outline(pen.getCommands(), 0.0, x, self.cap_height)


def placed(outline: Outline, centre_x: float, top: float, cap: float, max_width: float) -> str:
    """SVG transform attribute putting ``outline`` with its cap height ``cap`` units tall, its
    cap line at ``top``, centred on ``centre_x`` and squeezed sideways to ``max_width``."""
    scale = cap / outline.cap_height
    width = (outline.x_max - outline.x_min) * scale
    squeeze = min(1.0, max_width / width) if width else 1.0
    sx = scale * squeeze
    left = centre_x - width * squeeze / 2
    baseline = top + cap
    return f"matrix({sx:.5f} 0 0 {-scale:.5f} {left - outline.x_min * sx:.3f} {baseline:.3f})"
