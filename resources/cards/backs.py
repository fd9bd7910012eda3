"""Card backs: a diagonal lattice in the back's colour with a medallion of the four suits."""

from __future__ import annotations

from palette import BackColours
from suits import SUIT_PATHS
from svg import CENTRE_X, CENTRE_Y, HEIGHT, WIDTH, document, paper

MARGIN = 11.0
STEP = 18.0


def _lattice(left: float, top: float, right: float, bottom: float) -> str:
    """Both diagonals every STEP units, cut to the rectangle (QtSvg has no <pattern>)."""
    segments = []
    span = (right - left) + (bottom - top)
    k = 0.0
    while k <= span:
        # Lines x - y = left - bottom + k (down-right) and x + y = left + top + k (up-right).
        for direction in (1, -1):
            pts = []
            for t in (0.0, 1.0):
                pts.append(t)
            if direction == 1:
                c = left - bottom + k
                x0, y0 = max(left, c + top), max(top, left - c)
                x1, y1 = min(right, c + bottom), min(bottom, right - c)
            else:
                c = left + top + k
                x0, y0 = max(left, c - bottom), min(bottom, c - left)
                x1, y1 = min(right, c - top), max(top, c - right)
            if x1 > x0:
                segments.append(f"M{x0:.1f},{y0:.1f}L{x1:.1f},{y1:.1f}")
        k += STEP
    return "".join(segments)


def _medallion(colours: BackColours) -> str:
    out = [
        f'<circle cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" r="50" fill="{colours.base}" '
        f'stroke="{colours.light}" stroke-width="4"/>',
        f'<circle cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" r="42" fill="none" '
        f'stroke="{colours.lattice}" stroke-width="2"/>',
    ]
    for suit, (dx, dy) in zip("SHDC", ((0, -20), (20, 0), (0, 20), (-20, 0)), strict=True):
        paths = "".join(f'<path d="{d}"/>' for d in SUIT_PATHS[suit])
        where = f"translate({CENTRE_X + dx:g} {CENTRE_Y + dy:g}) scale(0.16)"
        out.append(f'<g fill="{colours.light}" transform="{where}">{paths}</g>')
    return "\n".join(out) + "\n"


def back_card(name: str, colours: BackColours) -> str:
    left, top = MARGIN, MARGIN
    right, bottom = WIDTH - MARGIN, HEIGHT - MARGIN
    panel = (
        f'<rect x="{left:g}" y="{top:g}" width="{right - left:g}" height="{bottom - top:g}" rx="8" '
        f'fill="{colours.base}"/>\n'
        f'<path d="{_lattice(left, top, right, bottom)}" stroke="{colours.lattice}" '
        'stroke-width="2.6" fill="none"/>\n'
        f'<rect x="{left + 7:g}" y="{top + 7:g}" width="{right - left - 14:g}" '
        f'height="{bottom - top - 14:g}" rx="5" fill="none" stroke="{colours.light}" '
        'stroke-width="2.5"/>\n'
    )
    body = paper("#ffffff", "#a3a3a3") + panel + _medallion(colours)
    return document(body, "", f"back ({name})")
