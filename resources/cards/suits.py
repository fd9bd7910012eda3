"""The four suit symbols, drawn for this project as paths in a 100-unit box centred on 0,0."""

from __future__ import annotations


def _circle(cx: float, cy: float, r: float) -> str:
    # Two arcs with the same sweep: every circle winds the same way, so overlaps fill solid.
    return f"M{cx - r:g},{cy:g}a{r:g},{r:g} 0 1,0 {2 * r:g},0a{r:g},{r:g} 0 1,0 {-2 * r:g},0Z"


HEART = (
    "M0,46C-9,34 -50,8 -50,-18C-50,-38 -36,-48 -23,-48C-12,-48 -4,-41 0,-32"
    "C4,-41 12,-48 23,-48C36,-48 50,-38 50,-18C50,8 9,34 0,46Z"
)
SPADE = (
    "M0,-50C12,-30 50,-14 50,12C50,30 38,38 26,38C16,38 8,33 4,26"
    "C5,36 9,44 18,50L-18,50C-9,44 -5,36 -4,26C-8,33 -16,38 -26,38"
    "C-38,38 -50,30 -50,12C-50,-14 -12,-30 0,-50Z"
)
DIAMOND = "M0,-50C10,-32 24,-16 38,0C24,16 10,32 0,50C-10,32 -24,16 -38,0C-24,-16 -10,-32 0,-50Z"
# Separate pieces, each filled on its own: overlapping parts never cancel out.
CLUB = (
    _circle(0, -24, 23),
    _circle(-25, 12, 23),
    _circle(25, 12, 23),
    "M-10,-4L10,-4L10,16L-10,16Z",
    "M-4,10C-4,30 -9,42 -19,50L19,50C9,42 4,30 4,10Z",
)

SUIT_PATHS: dict[str, tuple[str, ...]] = {
    "S": (SPADE,),
    "H": (HEART,),
    "D": (DIAMOND,),
    "C": CLUB,
}
