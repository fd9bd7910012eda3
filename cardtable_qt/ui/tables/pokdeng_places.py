"""Where the small things of a crowded Pok Deng felt go: each bet's amount and each cut-in's
caption takes, of a few places round its hand, the one lying on the least of what else is there.

At seven to nine seats eighteen places crowd one ring: a caption above a hand on the side of
the table lies on the result tag of the hand above it, and two bets aimed at the deck from
neighbouring hands write their amounts into one another. So each is placed by trying its
candidates against the things it must not cover (other hands' cards, their result tags, the
other bets, the plates, the felt's edge), each weighted by how bad covering it is.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

# how bad covering each thing is, per square scene unit covered
ON_CARDS = 10.0
ON_BET = 8.0
ON_PLATE = 8.0
ON_TAG = 3.0
OFF_FELT = 10.0
HIT = 1e6  # more than any overlap's area: touching at all is worse
# costs this close are alike, and the preferred place of them wins (a bet does not creep off
# its place for a sliver less of a tag under it)
QUANTUM = 2000.0
FAR = 20.0  # per scene unit a bet lies from its first place: a card's width away, a QUANTUM

Obstacle = tuple[QRectF, float]


def cover(rect: QRectF, obstacles: Sequence[Obstacle], room: QRectF | None = None) -> float:
    """How badly ``rect`` lies on ``obstacles`` (and out of ``room``, when given)."""
    total = 0.0
    for box, weight in obstacles:
        common = rect.intersected(box)
        if common.width() > 0 and common.height() > 0:
            total += weight * common.width() * common.height()
            if weight >= ON_BET and min(common.width(), common.height()) > 1:
                total += HIT  # words or chips on a bet or on cards, however little: seen
    if room is not None:
        inside = rect.intersected(room)
        outside = rect.width() * rect.height() - max(0.0, inside.width() * inside.height())
        total += OFF_FELT * max(0.0, outside)
    return total


def least_covered(
    candidates: Sequence[QRectF], obstacles: Sequence[Obstacle], room: QRectF | None = None
) -> int:
    """The index of the candidate lying on the least (the first of equals: the preferred)."""
    costs = [rank(cover(rect, obstacles, room)) for rect in candidates]
    return min(range(len(costs)), key=lambda i: (costs[i], i))


def rank(cost: float) -> int:
    return int(cost // QUANTUM)


def box_at(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def caption_candidates(
    cards: QRectF,
    tag_zone: QRectF,
    width: float,
    height: float,
    outward: QPointF,
    gap: float,
    unit: float,
) -> list[QRectF]:
    """A caption ``width`` × ``height`` beside a hand's ``cards``: above them (as at a roomy
    table), else on the side away from the middle (``outward``, away from the deck: the
    neighbours lie along the ring, not across it), below its result tag (``tag_zone``), or on
    the side towards the middle; then each of those slid along the hand a little (``unit``: a
    card's width in scene units)."""
    above = QPointF(cards.center().x(), cards.top() - gap - height / 2)
    below = QPointF(cards.center().x(), tag_zone.bottom() + gap + height / 2)
    left = QPointF(cards.left() - gap - width / 2, cards.center().y())
    right = QPointF(cards.right() + gap + width / 2, cards.center().y())
    side_out, side_in = (right, left) if outward.x() > 0 else (left, right)
    if abs(outward.x()) > abs(outward.y()):
        order = [above, side_out, below, side_in]
    else:
        order = [above, below, side_out, side_in]
    out = [box_at(p, width, height) for p in order]
    # then each slid along its hand a little, either way (between two plates, say)
    for step in SLIDES:
        for p in order:
            along = QPointF(0, step * unit) if p in (left, right) else QPointF(step * unit, 0)
            out += [box_at(p + along, width, height), box_at(p - along, width, height)]
    return out


SLIDES = (0.1, 0.2, 0.35, 0.5)  # how far a caption may slide along its hand, in card widths


# how much further or nearer than just clear of its cards a bet may lie, best first
REACHES = (1.0, 0.85, 1.15, 0.7, 1.3, 1.5)


def place_bets(
    hands: Sequence[QRectF],
    tags: Sequence[Obstacle],
    plates: Sequence[QRectF],
    ways: Sequence[Sequence[tuple[QPointF, QPointF]]],
    chips: QRectF,
    amount: QRectF,
    left_first: Sequence[bool],
) -> tuple[list[QPointF], list[bool]]:
    """Each hand's bet: where its chips lie and whether its amount is written left of them.

    ``ways[i]`` are the ways hand i's bet may lie, best first: each a point just clear of its
    cards and the hand's centre (the bet may lie a little nearer or further along that line,
    ``REACHES``); ``chips`` and ``amount`` are a
    stack's chips and its widest amount written on the right, round the stack's centre;
    ``left_first`` the side each amount goes when that lies on nothing; ``tags`` where each
    hand's result tag goes, weighted by how likely that hand is to be there. A few rounds: each bet
    in turn takes its best place given where the others lie now."""
    count = len(ways)
    mirrored = QRectF(-amount.right(), amount.top(), amount.width(), amount.height())
    fixed: list[Obstacle] = [(box, ON_CARDS) for box in hands]
    fixed += [(box, ON_PLATE) for box in plates]
    # another hand's result tag lies over a bet by it (its weight: how likely that hand is)
    tag_cover = [(box, weight) for box, weight in tags]
    points = [way[0][0] for way in ways]
    sides = list(left_first)

    def drawn(i: int) -> tuple[QRectF, QRectF]:
        at_ = points[i]
        words = (mirrored if sides[i] else amount).translated(at_)
        return chips.translated(at_), words

    for _ in range(6):
        changed = False
        for i in range(count):
            others: list[Obstacle] = []
            for o in range(count):
                if o != i:
                    disc, words = drawn(o)
                    others += [(disc, ON_BET), (words, ON_BET)]
            own_tag = [(tags[i][0], ON_BET)]  # a hand's result tag never hides its amount
            best: tuple[int, QPointF, bool] | None = None
            first = ways[i][0][0]
            for (clear, centre), reach in itertools.product(ways[i], REACHES):
                point = centre + (clear - centre) * reach
                # far from its first place a bet is less plainly its hand's: that costs too
                away = FAR * ((point.x() - first.x()) ** 2 + (point.y() - first.y()) ** 2) ** 0.5
                for side in (left_first[i], not left_first[i]):
                    words = (mirrored if side else amount).translated(point)
                    near = [t for o, t in enumerate(tag_cover) if o != i]
                    cost = away + cover(words, fixed + others + own_tag + near)
                    cost += cover(chips.translated(point), fixed + others + near)
                    if best is None or rank(cost) < best[0]:
                        best = (rank(cost), point, side)
            assert best is not None
            if (best[1], best[2]) != (points[i], sides[i]):
                points[i], sides[i], changed = best[1], best[2], True
        if not changed:
            break
    return points, sides
