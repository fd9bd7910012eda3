"""Positions set up from given cards: for tutorial lessons, puzzles and tests.

`position` makes a hand in play where each seat holds the cards named for it; every other card
of the two decks counts as played earlier in the hand. A play of the current trick is given by
its cards (read as G-7 names them first) or as the `Combo` it was played as (its reading kept:
a search rebuilding a position from a view must start from the trick exactly as played).
`next_hand_position` makes a new hand just dealt, at the tribute. Repeated cards get the next
free copy (``"5H 5H"`` is both copies of 5♥), across all seats and the trick
(``cards.parse_hands``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, card_code, make_deck, parse_hands
from ..codec import encode
from ..match import Event
from .combo import Combo, is_wild, power_table
from .deal import HAND_SIZE, SEATS
from .events import HandResult
from .options import Options
from .readings import classify
from .scoring import climb, places, team_of
from .serial import from_dict
from .state import State, new_match
from .tribute import tribute_payers

Cards = str | Sequence[Card]
Turn = tuple[int, Cards | Combo | None]  # (seat, cards or the combo played), (seat, None): a pass
DECKS = 2


def position(
    hands: Sequence[Cards],
    *,
    leader: int = 0,
    trick: Sequence[Turn] = (),
    finished: Sequence[int] = (),
    team_levels: tuple[int, int] = (2, 2),
    level_team: int | None = None,
    hand_no: int = 1,
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A hand in play: ``hands[s]`` is what seat s holds; ``leader`` led the current trick.

    ``trick`` lists the turns already taken in the current trick, (seat, cards) or (seat, combo)
    for a play and (seat, None) for a pass; the next seat holding cards is to act. A combo must
    be a reading of its cards at the level (ValueError otherwise). ``finished`` names the seats
    already out, in order. The level is ``team_levels[level_team]`` (2 when no team's level is
    played yet, as in the first hand).
    """
    if len(hands) != SEATS:
        raise ValueError(f"Guandan needs {SEATS} hands, got {len(hands)}")
    played_now = [_cards_of(play) for _, play in trick if play is not None]
    lots = parse_hands([*hands, *played_now], decks=DECKS)
    held, in_trick = lots[:SEATS], iter(lots[SEATS:])
    turns = [(seat, next(in_trick) if play is not None else None) for seat, play in trick]
    level = team_levels[level_team] if level_team is not None else 2
    given = [play if isinstance(play, Combo) else None for _, play in trick]
    state = new_match(seed, options)
    data = state.to_dict()
    on_table = {c for _, cards in turns if cards for c in cards}
    in_hands = {c for h in held for c in h}
    played = [c for c in make_deck(DECKS, jokers=True) if c not in in_hands and c not in on_table]
    played += [c for _, cards in turns if cards for c in cards]
    encoded_trick = []
    for (seat, cards), as_played in zip(turns, given, strict=True):
        if cards is None:
            encoded_trick.append([seat, None])
            continue
        combo = as_played or classify(cards, level)
        if combo is None:
            raise ValueError(f"seat {seat}'s cards in the trick are not a combination")
        encoded_trick.append([seat, encode(combo)])  # from_dict checks it is a reading
    current = leader
    if turns:
        last = turns[-1][0]
        current = next(
            (last + step) % SEATS for step in range(1, SEATS + 1) if held[(last + step) % SEATS]
        )
    data.update(
        phase="play",
        hand_no=hand_no,
        team_levels=list(team_levels),
        level_team=level_team,
        level=level,
        current=current,
        deck=[],
        hands=[[card_code(c) for c in h] for h in held],
        leader=leader,
        trick=encoded_trick,
        finished=list(finished),
        played=[card_code(c) for c in played],
    )
    return from_dict(data)


def _cards_of(play: Cards | Combo) -> Cards:
    return list(play.cards) if isinstance(play, Combo) else play


def next_hand_position(
    hands: Sequence[Cards],
    finish: Sequence[int],
    *,
    team_levels: tuple[int, int] = (3, 2),
    level_team: int = 0,
    hand_no: int = 2,
    options: Options | None = None,
    seed: int = 0,
) -> tuple[State, list[Event]]:
    """A new hand just dealt after a hand that ended with ``finish`` (the seats in the order
    they went out: two partners, or three seats), ready for tribute or, G-5, already in play.

    Each seat holds the cards named for it, topped up to 27: the payers first, with the lowest
    cards left (so the named cards decide their tribute), then the other seats in seat order.
    The previous hand's result (``last_hand`` in the views) is read from ``finish`` and
    ``team_levels``. Returns the state and the tribute events so far (an anti-tribute, if any).
    """
    if len(hands) != SEATS:
        raise ValueError(f"Guandan needs {SEATS} hands, got {len(hands)}")
    level = team_levels[level_team]
    held = parse_hands(hands, decks=DECKS)
    named = {c for h in held for c in h}
    strength = power_table(level)
    spare = sorted(
        (c for c in make_deck(DECKS, jokers=True) if c not in named and not is_wild(c, level)),
        key=lambda c: (strength[c.rank], c),
    )
    spare += [c for c in make_deck(DECKS, jokers=True) if c not in named and is_wild(c, level)]
    payers = tribute_payers(finish)
    for seat in (*payers, *(s for s in range(SEATS) if s not in payers)):
        need = HAND_SIZE - len(held[seat])
        if need < 0:
            raise ValueError(f"seat {seat} holds more than {HAND_SIZE} cards")
        held[seat].extend(spare[:need])
        del spare[:need]
    data = new_match(seed, options).to_dict()
    data.update(
        phase="play",  # replaced by open_tribute below; play needs no deck
        hand_no=hand_no,
        team_levels=list(team_levels),
        level_team=level_team,
        level=level,
        current=0,
        deck=[],
        hands=[[card_code(c) for c in h] for h in held],
        leader=0,
        trick=[],
        finished=[],
        played=[],
    )
    state = from_dict(data)
    winners = team_of(finish[0])
    state.last_result = HandResult(
        hand_no=hand_no - 1,
        places=places(finish),
        banker=finish[0],
        winning_team=winners,
        climb=climb(finish),
        team_levels=team_levels,
        game_won=False,
        dropped_back=(),
        next_level=team_levels[winners],
        next_level_team=winners,
    )
    events = state.open_tribute(finish)
    return state, events
