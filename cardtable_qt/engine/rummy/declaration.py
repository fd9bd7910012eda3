"""A valid declaration: the rules a finished hand of 13 grouped cards must meet.

- all 13 cards are in valid groups;
- at least one pure sequence and a second sequence, pure or mixed;
- the seed's rule: that pure sequence and the second sequence hold 6 or 7 cards together
  (3 + 3 or 3 + 4). The rules file's D-R5 reads this line as a description only; the seed states
  it as a requirement, so it is the default, and the ``sequences_hold_6_or_7`` option turns it off;
- at most two trios (groups that are a trio and not a sequence).

A group is read the way most favourable to the player (see ``groups``): any group that can be a
sequence counts as one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import Card, TooManyCopies, parse_hands, parse_rank
from ..messages import Message, msg
from ..words import card_param, cards_param
from .groups import readings, why_not_a_group_message

HAND_SIZE: Final = 13
MAX_TRIOS: Final = 2
MAX_DECKS: Final = 3  # the most a deal uses (D-R1)

NEED_PURE: Final = msg("rummy.no_pure_sequence").english()
NEED_SECOND: Final = msg("rummy.no_second_sequence").english()
NEED_COVER: Final = msg("rummy.sequences_6_or_7").english()


def validate(
    groups: Iterable[str | Iterable[Card]],
    wild_rank: int | str,
    *,
    cover_rule: bool = True,
    decks: int = MAX_DECKS,
) -> list[str]:
    """Every rule these groups break, each as a sentence; an empty list means a valid declaration.

    ``cover_rule`` is the seed's "the two sequences hold 6–7 cards" requirement (D-R5). Groups in
    notation number the copies of a card across all groups (``"QH"`` in two groups is both Q♥
    of two decks); ``decks`` is how many the deal uses, so no card may appear more often.
    English; ``validate_messages`` gives the same as messages the shell translates.
    """
    found = validate_messages(groups, wild_rank, cover_rule=cover_rule, decks=decks)
    return [m.english() for m in found]


def validate_messages(
    groups: Iterable[str | Iterable[Card]],
    wild_rank: int | str,
    *,
    cover_rule: bool = True,
    decks: int = MAX_DECKS,
) -> list[Message]:
    """``validate`` as messages."""
    wild = parse_rank(wild_rank)
    given = [g if isinstance(g, str) else list(g) for g in groups]
    reasons: list[Message] = []
    try:
        parsed = parse_hands(given, decks=decks)
    except TooManyCopies as error:
        reasons.append(_copies(error))
        parsed = parse_hands(given)
    total = sum(len(g) for g in parsed)
    if total != HAND_SIZE:
        reasons.append(msg("rummy.not_all_cards", size=HAND_SIZE, total=total))
    repeated = _repeated(parsed)
    if repeated:
        reasons.append(msg("rummy.card_twice", cards=cards_param(repeated)))
    kinds = []
    for number, group in enumerate(parsed, 1):
        found = readings(group, wild)
        if not found:
            why = why_not_a_group_message(group, wild)
            reasons.append(
                msg("rummy.group_invalid", number=number, cards=cards_param(group), why=why)
            )
        kinds.append(found)
    sizes = [len(g) for g in parsed]
    pure = [i for i, k in enumerate(kinds) if "pure" in k]
    sequences = [i for i, k in enumerate(kinds) if "pure" in k or "mixed" in k]
    if not pure:
        reasons.append(msg("rummy.no_pure_sequence"))
    if len(sequences) < 2:
        reasons.append(msg("rummy.no_second_sequence"))
    elif pure and cover_rule and not _covers(pure, sequences, sizes):
        reasons.append(msg("rummy.sequences_6_or_7"))
    trios = sum(1 for k in kinds if k == {"trio"})
    if trios > MAX_TRIOS:
        reasons.append(msg("rummy.too_many_trios", n=trios))
    return reasons


def _copies(error: TooManyCopies) -> Message:
    n = error.times
    times = msg("rummy.once" if n == 1 else "rummy.twice") if n <= 2 else msg("rummy.times", n=n)
    if error.decks == 1:
        return msg("rummy.too_many_copies_one_deck", card=card_param(error.card), times=times)
    return msg("rummy.too_many_copies", card=card_param(error.card), times=times, decks=error.decks)


def _covers(pure: Sequence[int], sequences: Sequence[int], sizes: Sequence[int]) -> bool:
    return any(sizes[i] + sizes[j] in (6, 7) for i in pure for j in sequences if j != i)


def _repeated(groups: Sequence[Sequence[Card]]) -> list[Card]:
    seen: set[Card] = set()
    repeated: list[Card] = []
    for group in groups:
        for card in group:
            if card in seen and card not in repeated:
                repeated.append(card)
            seen.add(card)
    return repeated


@dataclass(frozen=True, slots=True)
class FeatureScheme:
    """How the exact solver tracks the sequences a declaration needs, as one small int.

    With the cover rule it counts pure sequences of 3 (up to 2) and of 4, and mixed ones of 3 and
    of 4 (longer ones never pair up to 6–7 cards); without it, whether there is a pure sequence
    and how many sequences (up to 2).
    """

    cover_rule: bool
    size: int
    merge: tuple[tuple[int, ...], ...]
    valid: tuple[bool, ...]

    def of_run(self, pure: bool, size: int) -> int:
        if not self.cover_rule:
            return 3 if pure else 2
        if size == 3:
            return 1 if pure else 6
        if size == 4:
            return 3 if pure else 12
        return 0


def _cover_parts(f: int) -> tuple[int, int, int, int]:
    return f % 3, (f // 3) % 2, (f // 6) % 2, f // 12


def _cover_valid(f: int) -> bool:
    p3, p4, m3, m4 = _cover_parts(f)
    return p3 >= 2 or (p3 >= 1 and (p4 + m3 + m4) > 0) or (p4 >= 1 and m3 >= 1)


def _cover_merge(a: int, b: int) -> int:
    pa, pb = _cover_parts(a), _cover_parts(b)
    p3 = min(2, pa[0] + pb[0])
    p4, m3, m4 = (min(1, x + y) for x, y in zip(pa[1:], pb[1:], strict=True))
    return p3 + 3 * p4 + 6 * m3 + 12 * m4


def _plain_merge(a: int, b: int) -> int:
    return min(1, a % 2 + b % 2) + 2 * min(2, a // 2 + b // 2)


def _scheme(cover_rule: bool) -> FeatureScheme:
    size = 24 if cover_rule else 6
    merge_fn = _cover_merge if cover_rule else _plain_merge
    merge = tuple(tuple(merge_fn(a, b) for b in range(size)) for a in range(size))
    if cover_rule:
        valid = tuple(_cover_valid(f) for f in range(size))
    else:
        valid = tuple(f % 2 == 1 and f // 2 >= 2 for f in range(size))
    return FeatureScheme(cover_rule, size, merge, valid)


SCHEMES: Final = {True: _scheme(True), False: _scheme(False)}
