"""Card faces: the corner index, pips for A-10, the court figures and the two jokers."""

from __future__ import annotations

from glyphs import IndexFont, placed
from palette import EDGE, GOLD, INK, PAPER, RED, SKIN, court_secondary
from suits import SUIT_PATHS
from svg import CENTRE_X, CENTRE_Y, document, paper, turned, use

RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"} | {r: str(r) for r in range(2, 11)}

# The corner index is large (cap height 44 of the card's 350) and sits in the leftmost 23% of the
# card so it stays readable when a hand of 27 is fanned with only that strip showing.
INDEX_X = 31
INDEX_TOP = 13
INDEX_CAP = 44
INDEX_WIDTH = 48
INDEX_SUIT_Y = 90
INDEX_SUIT_SCALE = 0.33

PIP_SCALE = 0.41
PIP_COLUMNS = (CENTRE_X - 40, CENTRE_X, CENTRE_X + 40)
PIP_TOP, PIP_BOTTOM = 74.0, 276.0


def _suit_defs(suit: str, colour: str) -> str:
    paths = "".join(f'<path d="{d}"/>' for d in SUIT_PATHS[suit])
    return f'<g id="suit" fill="{colour}">{paths}</g>\n'


def _index_defs(font: IndexFont, rank: int, colour: str) -> str:
    outline = font.outline(RANK_TEXT[rank])
    where = placed(outline, INDEX_X, INDEX_TOP, INDEX_CAP, INDEX_WIDTH)
    suit = f"translate({INDEX_X} {INDEX_SUIT_Y}) scale({INDEX_SUIT_SCALE})"
    return (
        f'<g id="index"><path fill="{colour}" transform="{where}" d="{outline.path}"/>'
        f"{use('suit', suit).strip()}</g>\n"
    )


def pip_positions(rank: int) -> list[tuple[float, float]]:
    """Where the pips of a 2-10 go: the usual layout of French-suited cards."""
    left, mid, right = PIP_COLUMNS
    top, bottom = PIP_TOP, PIP_BOTTOM
    height = bottom - top
    centre = top + height / 2

    def row(frac: float) -> float:
        return top + height * frac

    sides: list[float]
    middles: list[float]
    if rank in (2, 3):
        sides, middles = [], [top, bottom] + ([centre] if rank == 3 else [])
    elif rank in (4, 5):
        sides, middles = [top, bottom], [centre] if rank == 5 else []
    elif rank in (6, 7, 8):
        sides = [top, centre, bottom]
        middles = {6: [], 7: [row(0.25)], 8: [row(0.25), row(0.75)]}[rank]
    else:
        sides = [top, row(1 / 3), row(2 / 3), bottom]
        middles = [centre] if rank == 9 else [row(1 / 6), row(5 / 6)]
    spots = [(x, y) for y in sides for x in (left, right)] + [(mid, y) for y in middles]
    return sorted(spots, key=lambda p: (p[1], p[0]))


def _pips(rank: int) -> str:
    out = []
    for x, y in pip_positions(rank):
        # Pips below the middle stand upside down, as on a printed card.
        turn = " rotate(180)" if y > CENTRE_Y + 1 else ""
        out.append(use("suit", f"translate({x:g} {y:g}){turn} scale({PIP_SCALE})"))
    return "".join(out)


def _ace(suit: str, colour: str) -> str:
    if suit == "S":
        # The ace of spades is traditionally the ornate one: a large pip inside a thin ring.
        ring = (
            f'<circle cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" r="74" fill="none" '
            f'stroke="{colour}" stroke-width="2.5"/>\n'
            f'<circle cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" r="67" fill="none" '
            f'stroke="{GOLD}" stroke-width="3"/>\n'
        )
        return ring + use("suit", f"translate({CENTRE_X:g} {CENTRE_Y:g}) scale(1.1)")
    return use("suit", f"translate({CENTRE_X:g} {CENTRE_Y:g}) scale(1.05)")


def pip_card(font: IndexFont, rank: int, suit: str, colour: str) -> str:
    defs = _suit_defs(suit, colour) + _index_defs(font, rank, colour)
    body = paper(PAPER, EDGE) + use("index") + turned("index")
    body += _ace(suit, colour) if rank == 14 else _pips(rank)
    return document(body, defs, f"{RANK_TEXT[rank]}{suit}")


# --- Court cards -------------------------------------------------------------------------------
# A double-ended bust in a frame: the upper half is drawn once and shown again turned about the
# centre. Each rank has its own headwear and emblem so J, Q and K differ at a glance.
FRAME = (66.0, 40.0, 184.0, 310.0)  # left, top, right, bottom: clear of both corner indices
STROKE = 'stroke="#2a2a2a" stroke-width="1.6" stroke-linejoin="round"'


def _robe(primary: str, secondary: str) -> str:
    return (
        f'<path {STROKE} fill="{primary}" d="M78,175C80,150 88,136 104,130L125,140L146,130'
        'C162,136 170,150 172,175Z"/>'
        f'<path {STROKE} fill="{secondary}" d="M112,134L125,140L138,134L132,175L118,175Z"/>'
        f'<path {STROKE} fill="{GOLD}" d="M104,130L125,140L146,130L146,137L125,148L104,137Z"/>'
    )


def _face(hair: str = "") -> str:
    return (
        hair
        + f'<ellipse {STROKE} fill="{SKIN}" cx="125" cy="104" rx="17" ry="20"/>'
        + '<circle cx="119" cy="101" r="1.9" fill="#2a2a2a"/>'
        + '<circle cx="131" cy="101" r="1.9" fill="#2a2a2a"/>'
        + '<path d="M120,113Q125,116 130,113" fill="none" stroke="#8a3b2b" stroke-width="1.6"/>'
    )


def _king(primary: str, secondary: str) -> str:
    crown = (
        f'<path {STROKE} fill="{GOLD}" d="M104,88L101,58L113,72L125,52L137,72L149,58L146,88Z"/>'
        f'<circle cx="125" cy="52" r="3.5" fill="{secondary}" {STROKE}/>'
        f'<circle cx="101" cy="58" r="3" fill="{secondary}" {STROKE}/>'
        f'<circle cx="149" cy="58" r="3" fill="{secondary}" {STROKE}/>'
        f'<rect x="104" y="80" width="42" height="8" fill="{primary}" {STROKE}/>'
    )
    beard = (
        f'<path {STROKE} fill="#7a4a22" d="M108,108C108,126 116,134 125,134'
        'C134,134 142,126 142,108C136,118 114,118 108,108Z"/>'
    )
    sword = (
        f'<rect x="167" y="56" width="5" height="92" fill="#d9dde3" {STROKE}/>'
        f'<rect x="158" y="146" width="23" height="6" rx="2" fill="{GOLD}" {STROKE}/>'
        f'<rect x="166.5" y="152" width="6" height="16" fill="{secondary}" {STROKE}/>'
    )
    return _robe(primary, secondary) + _face() + beard + crown + sword


def _queen(primary: str, secondary: str) -> str:
    hair = (
        f'<path {STROKE} fill="#5b3418" d="M104,104C102,80 112,74 125,74'
        'C138,74 148,80 146,104L150,140L100,140Z"/>'
    )
    tiara = (
        f'<path {STROKE} fill="{GOLD}" d="M105,84C108,70 116,64 125,62'
        'C134,64 142,70 145,84C138,80 112,80 105,84Z"/>'
        f'<circle cx="125" cy="69" r="4" fill="{secondary}" {STROKE}/>'
    )
    petals = "".join(
        f'<circle cx="{86 + dx:g}" cy="{74 + dy:g}" r="6" fill="{secondary}" {STROKE}/>'
        for dx, dy in ((0, -8), (8, 0), (0, 8), (-8, 0))
    )
    flower = (
        '<path d="M86,80L92,150" stroke="#2f7a3a" stroke-width="3" fill="none"/>'
        + petals
        + f'<circle cx="86" cy="74" r="5" fill="{GOLD}" {STROKE}/>'
    )
    return hair + _robe(primary, secondary) + _face() + tiara + flower


def _jack(primary: str, secondary: str) -> str:
    hair = (
        f'<path {STROKE} fill="#9a5a26" d="M106,104C104,86 112,80 125,80'
        'C138,80 146,86 144,104L146,118L104,118Z"/>'
    )
    cap = (
        f'<path {STROKE} fill="{primary}" d="M100,88C100,68 114,62 128,62'
        'C142,62 152,70 152,86C140,80 112,80 100,88Z"/>'
        f'<path {STROKE} fill="{GOLD}" d="M100,88C112,80 140,80 152,86L152,92'
        'C140,86 112,86 100,94Z"/>'
        f'<path {STROKE} fill="{secondary}" '
        'd="M140,66C150,50 166,46 176,48C166,54 156,62 148,72Z"/>'
    )
    staff = (
        f'<rect x="82" y="66" width="4.5" height="104" fill="#8a5a2b" {STROKE}/>'
        f'<path {STROKE} fill="#d9dde3" d="M84,48L94,68L84,74L74,68Z"/>'
    )
    return staff + hair + _robe(primary, secondary) + _face() + cap


COURT_FIGURES = {11: _jack, 12: _queen, 13: _king}


def court_card(font: IndexFont, rank: int, suit: str, colour: str) -> str:
    secondary = court_secondary(colour)
    left, top, right, bottom = FRAME
    figure = COURT_FIGURES[rank](colour, secondary)
    emblem = use("suit", f"translate({right - 17:g} {top + 90:g}) scale(0.2)")
    defs = (
        _suit_defs(suit, colour)
        + _index_defs(font, rank, colour)
        + f'<g id="half">{figure}{emblem.strip()}</g>\n'
    )
    frame = (
        f'<rect x="{left:g}" y="{top:g}" width="{right - left:g}" height="{bottom - top:g}" '
        f'rx="6" fill="#fbf3e2" stroke="{colour}" stroke-width="2.2"/>\n'
    )
    divider = (
        f'<path d="M{left:g},{CENTRE_Y:g}L{right:g},{CENTRE_Y:g}" stroke="{colour}" '
        'stroke-width="2.2"/>\n'
    )
    body = paper(PAPER, EDGE) + use("index") + turned("index") + frame
    body += use("half") + turned("half") + divider
    return document(body, defs, f"{RANK_TEXT[rank]}{suit}")


# --- Jokers ------------------------------------------------------------------------------------
# The big (red) joker is a large full-colour jester filling the card; the small (black) joker is
# the same jester half the size in black and grey: different colour AND a different size.
JOKER_LETTERS = "JOKER"


def _joker_index(font: IndexFont, colour: str) -> str:
    parts = []
    for i, letter in enumerate(JOKER_LETTERS):
        outline = font.outline(letter)
        where = placed(outline, 27, 14 + i * 28, 21, 27)
        parts.append(f'<path transform="{where}" d="{outline.path}"/>')
    star = _star(27, 14 + 5 * 28 + 14, 12, 5)
    return f'<g id="index" fill="{colour}">{"".join(parts)}<path d="{star}"/></g>\n'


def _star(cx: float, cy: float, outer: float, inner: float) -> str:
    import math

    points = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.pi * k / 5 - math.pi / 2
        points.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return "M" + "L".join(points) + "Z"


def _jester(main: str, second: str, trim: str, skin: str) -> str:
    """A jester, x -100..100 and y -106..178: three-pointed hat with bells, ruff, tunic."""
    s = 'stroke="#2a2a2a" stroke-width="2.4" stroke-linejoin="round"'
    hat = (
        f'<path {s} fill="{main}" d="M-40,-30C-60,-50 -80,-56 -92,-40C-76,-42 -62,-30 -54,-12Z"/>'
        f'<path {s} fill="{second}" d="M-36,-28C-30,-70 -10,-96 6,-98C-2,-80 8,-52 30,-28Z"/>'
        f'<path {s} fill="{main}" d="M36,-30C56,-52 78,-58 92,-42C76,-42 62,-30 54,-12Z"/>'
        f'<path {s} fill="{trim}" d="M-56,-14C-30,-36 30,-36 56,-14L56,-2C30,-24 -30,-24 -56,-2Z"/>'
        f'<circle {s} fill="{trim}" cx="-92" cy="-40" r="8"/>'
        f'<circle {s} fill="{trim}" cx="6" cy="-98" r="8"/>'
        f'<circle {s} fill="{trim}" cx="92" cy="-42" r="8"/>'
    )
    face = (
        f'<ellipse {s} fill="{skin}" cx="0" cy="14" rx="34" ry="38"/>'
        '<path d="M-18,4Q-12,-2 -6,4M6,4Q12,-2 18,4" fill="none" stroke="#2a2a2a" '
        'stroke-width="2.6" stroke-linecap="round"/>'
        f'<circle cx="-22" cy="22" r="6" fill="{main}" opacity="0.35"/>'
        f'<circle cx="22" cy="22" r="6" fill="{main}" opacity="0.35"/>'
        '<path d="M-16,28Q0,44 16,28" fill="none" stroke="#2a2a2a" stroke-width="2.6" '
        'stroke-linecap="round"/>'
    )
    ruff_points = []
    for k in range(13):
        x = -64 + k * (128 / 12)
        y = 58 if k % 2 == 0 else 74
        ruff_points.append(f"{x:.1f},{y}")
    ruff = f'<path {s} fill="{trim}" d="M-64,50L{"L".join(ruff_points)}L64,50Z"/>'
    tunic = (
        f'<path {s} fill="{main}" d="M-40,62C-62,66 -72,82 -74,104L-64,170L64,170L74,104'
        'C72,82 62,66 40,62L0,70Z"/>'
    )
    # A harlequin column of diamonds down the front, with pompoms between them.
    for y in (96, 126, 156):
        tunic += f'<path {s} fill="{second}" d="M0,{y - 15}L15,{y}L0,{y + 15}L-15,{y}Z"/>'
    for y in (111, 141):
        tunic += f'<circle {s} fill="{trim}" cx="0" cy="{y}" r="5"/>'
    sleeves = (
        f'<path {s} fill="{second}" d="M-74,104C-84,124 -86,146 -82,162L-64,166L-60,120Z"/>'
        f'<path {s} fill="{second}" d="M74,104C84,124 86,146 82,162L64,166L60,120Z"/>'
        f'<circle {s} fill="{skin}" cx="-74" cy="168" r="10"/>'
        f'<circle {s} fill="{skin}" cx="74" cy="168" r="10"/>'
    )
    body = tunic + sleeves
    return f"{body}{ruff}{face}{hat}"


def joker_card(font: IndexFont, big: bool) -> str:
    if big:
        colour, figure = RED, _jester(RED, GOLD, GOLD, SKIN)
        place = f"translate({CENTRE_X:g} {CENTRE_Y - 26:g}) scale(0.8)"
        glow = f'<path d="{_star(CENTRE_X, CENTRE_Y - 30, 96, 46)}" fill="{GOLD}" opacity="0.3"/>\n'

    else:
        colour, figure = INK, _jester(INK, "#8c8c8c", "#d8d8d8", "#ececec")
        place = f"translate({CENTRE_X:g} {CENTRE_Y - 14:g}) scale(0.46)"
        glow = ""
    defs = _joker_index(font, colour)
    body = paper(PAPER, EDGE) + use("index") + turned("index") + glow
    body += f'<g transform="{place}">{figure}</g>\n'
    return document(body, defs, "RJ" if big else "BJ")
