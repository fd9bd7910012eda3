"""A lesson's start and its walk-through without a window.

``start_state`` deals the lesson's opening: a match from its seed and options, then the scripted
cards (Pok Deng's ``preset_deck``) or a set position (``guandan.scenario.position``, and the
``scenario`` helpers of the other engines). ``session_payload`` wraps it the way a save holds a
session, so the real ``GameSession`` restores it and the real table shows it.

``walk`` plays a lesson headless with the same moves the table sees: each action step's expected
action for the person (seat 0), the seats' bots, with the same generators the session gives them,
for everyone else. It reports where a step's action is not legal when its step is reached.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..engine import chance, registry
from ..engine.cards import parse_cards
from ..engine.codec import StateDataError, encode
from ..engine.match import IllegalAction, options_to_dict
from ..engine.rng import Rng
from .model import Lesson

YOU = 0  # the person's seat in every lesson
BOT = "basic"  # the AI players of a lesson: deterministic for a seed


class LessonSetupError(ValueError):
    """A lesson whose start cannot be made (bad options, cards, position)."""


def lesson_options(lesson: Lesson) -> Any:
    module = registry.load(lesson.game)
    base = module.Options()
    known = {f.name for f in dataclasses.fields(base)}
    unknown = set(lesson.setup.options) - known
    if unknown:
        raise LessonSetupError(f"{lesson.key}: unknown options {', '.join(sorted(unknown))}")
    try:
        return dataclasses.replace(base, **lesson.setup.options)
    except (TypeError, ValueError) as exc:
        raise LessonSetupError(f"{lesson.key}: {exc}") from None


def start_state(lesson: Lesson) -> Any:
    """The engine state the lesson begins from (a new object each time)."""
    return start_and_events(lesson)[0]


def start_and_events(lesson: Lesson) -> tuple[Any, list[Any]]:
    """The lesson's start and the events that led to it, which the table plays on it (a new
    hand's anti-tribute, say: the person watches the jokers shown)."""
    module = registry.load(lesson.game)
    options = lesson_options(lesson)
    setup = lesson.setup
    events: list[Any] = []
    try:
        if setup.position is not None:
            scenario = getattr(module, "scenario", None)
            if scenario is None:
                raise LessonSetupError(f"{lesson.key}: {lesson.game} has no positions")
            where = dict(setup.position)
            if where.pop("next_hand", False):  # a new hand just dealt, at the tribute
                state, events = scenario.next_hand_position(
                    options=options, seed=setup.seed, **where
                )
            else:
                state = scenario.position(options=options, seed=setup.seed, **where)
        else:
            start = dict(setup.start)
            if isinstance(start.get("deal"), dict):  # JSON keys are texts: seats are numbers
                start["deal"] = {int(k): v for k, v in start["deal"].items()}
            state = module.new_match(seed=setup.seed, options=options, **start)
        if setup.deck is not None:
            state.preset_deck(setup.deck)
    except (TypeError, ValueError) as exc:
        raise LessonSetupError(f"{lesson.key}: {exc}") from None
    return state, list(events)


# The AI players' names at each game's lesson table (short, and the same in every lesson).
NAMES = {
    "pokdeng": ("You", "Somchai", "Malee", "Niran", "Ploy", "Anan"),
    "xito": ("You", "Minh", "Lan", "Tuấn", "Hoa", "Bảo"),
    "rummy": ("You", "Arjun", "Priya", "Ravi", "Meera", "Kiran"),
    "guandan": ("You", "Wei", "Lin", "Jun"),
}
# The same players as their own people write them, at a lesson in the game's own language (the
# demo's way: ``ui/dialogs/new_game.NATIVE_AI_NAMES``); the lessons' translations name them so.
NATIVE_NAMES = {
    ("pokdeng", "th"): ("You", "สมชาย", "มาลี", "นิรันดร์", "พลอย", "อนันต์"),
    ("rummy", "hi"): ("You", "अर्जुन", "प्रिया", "रवि", "मीरा", "किरण"),
    ("guandan", "zh_CN"): ("You", "李伟", "林静", "王军"),
}


# Pok Deng's phases before a round's deal: a later round's scripted cards may still be set
_BEFORE_DEAL = frozenset({"rebuy", "bank_offer", "bank_keep", "betting"})


def script_round(lesson: Lesson, state: Any) -> None:
    """Before the person's decision: the cards of the round about to be dealt, if the lesson
    scripts them (``setup.decks``; a preset only lasts one deal)."""
    decks = lesson.setup.decks
    if not decks or getattr(state, "phase", None) not in _BEFORE_DEAL:
        return
    cards = decks.get(getattr(state, "round", 0))
    if cards is not None:
        try:
            state.preset_deck(cards)
        except ValueError as exc:
            raise LessonSetupError(f"{lesson.key}: round {state.round}: {exc}") from None


def seat_names(lesson: Lesson, players: int, language: str = "en") -> list[str]:
    names = NATIVE_NAMES.get((lesson.game, language)) or NAMES.get(lesson.game, ())
    return [names[i] if i < len(names) else f"Player {i + 1}" for i in range(players)]


def session_payload(lesson: Lesson, state: Any, you: str, language: str = "en") -> dict[str, Any]:
    """The lesson's start as a session payload (``GameSession.from_payload`` reads it), the AI
    players named as ``language`` writes them."""
    players = state.players
    names = seat_names(lesson, players, language)
    seats = [{"kind": "human", "name": you, "bot": BOT}] + [
        {"kind": "ai", "name": names[i], "bot": BOT} for i in range(1, players)
    ]
    rngs = chance.bot_rngs(lesson.setup.seed, players)
    return {
        "format": 1,
        "game": lesson.game,
        "seed": lesson.setup.seed,
        "options": options_to_dict(lesson_options(lesson)),
        "seats": seats,
        "state": state.to_dict(),
        "bots": [None if i == YOU else rngs[i].to_dict() for i in range(players)],
        "hands_played": 0,
        "hand_start": None,
        "hand_log": [],
    }


def decode_action(game: str, data: dict[str, Any]) -> Any:
    module = registry.load(game)
    try:
        return module.decode_action(data)
    except StateDataError as exc:
        raise LessonSetupError(f"not an action of {game}: {exc}") from None


def resolve_action(game: str, data: dict[str, Any], state: Any) -> Any:
    """A step's action: the engine's action form, or (Guandan's plays, whose full form spells out
    the combination's reading) ``{"type": "Play", "cards": "5H 5S", "kind": "pair"}``, the legal
    play of exactly those cards (of that kind, and that reading's ranks, when given)."""
    if data.get("type") == "Play" and isinstance(data.get("cards"), str) and "combo" not in data:
        try:
            wanted = sorted(c.face for c in parse_cards(data["cards"]))
        except ValueError as exc:
            raise LessonSetupError(f"not cards: {exc}") from None
        kind = data.get("kind")
        for action in state.legal_actions():
            combo = getattr(action, "combo", None)
            if combo is None or sorted(c.face for c in combo.cards) != wanted:
                continue
            ranks = data.get("ranks")
            if (kind is None or combo.kind == kind) and (
                ranks is None or list(combo.ranks) == list(ranks)
            ):
                return action
        raise LessonSetupError(f"no legal play of {data['cards']} ({kind or 'any kind'}) here")
    return decode_action(game, data)


def action_form(action: Any) -> dict[str, Any]:
    encoded: dict[str, Any] = encode(action)
    return encoded


def same_action(a: Any, b: Any) -> bool:
    """Whether two actions do the same: equal, or (a Rummy declaration) the same groups in any
    order with the same card laid face down."""
    if a == b:
        return True
    if type(a) is type(b) and _same_cards(a, b):
        return True
    groups_a, groups_b = getattr(a, "groups", None), getattr(b, "groups", None)
    if type(a) is not type(b) or groups_a is None or groups_b is None:
        return False

    def shape(groups: Any) -> list[list[tuple[int, str | None]]]:
        return sorted(sorted(c.face for c in g) for g in groups)

    return bool(shape(groups_a) == shape(groups_b) and a.face_down.face == b.face_down.face)


def _same_cards(a: Any, b: Any) -> bool:
    """Two plays or one-card actions that differ only in which copy of a card (two decks) the
    person picked: the same to the person, so the same to the step."""
    combo_a, combo_b = getattr(a, "combo", None), getattr(b, "combo", None)
    if combo_a is not None and combo_b is not None:

        def reading(combo: Any) -> tuple[Any, list[tuple[Any, int]]]:
            return combo.kind, sorted(zip((c.face for c in combo.cards), combo.ranks, strict=True))

        return reading(combo_a) == reading(combo_b)
    card_a, card_b = getattr(a, "card", None), getattr(b, "card", None)
    if card_a is None or card_b is None or vars_without_card(a) != vars_without_card(b):
        return False
    return bool(card_a.face == card_b.face)


def vars_without_card(action: Any) -> dict[str, Any]:
    fields = getattr(action, "__dataclass_fields__", {})
    return {name: getattr(action, name) for name in fields if name != "card"}


def refusal(state: Any, action: Any) -> str | None:
    """The engine's own reason for refusing ``action`` now (None: it is legal), found on a copy
    so the state itself is never touched."""
    if action in state.legal_actions():
        return None
    module = registry.load(state_game(state))
    copy = module.from_dict(state.to_dict())
    try:
        copy.apply(action)
    except IllegalAction as exc:
        return str(exc.reason)
    return None


def state_game(state: Any) -> str:
    for game in registry.GAMES:
        module = registry.load(game)
        if isinstance(state, module.State):
            return game
    raise LessonSetupError(f"no game plays {type(state).__name__}")


@dataclass
class WalkProblem:
    step: int  # 1-based, as the person counts
    message: str


@dataclass
class Walker:
    """A lesson played headless: ``state`` after the bots' moves up to the person's turn."""

    lesson: Lesson
    state: Any
    bots: list[Any]
    rngs: list[Rng | None]

    @classmethod
    def begin(cls, lesson: Lesson) -> Walker:
        from ..session.levels import make_bot

        state = start_state(lesson)
        n = state.players
        rngs: list[Rng | None] = list(chance.bot_rngs(lesson.setup.seed, n))
        rngs[YOU] = None
        bots = [None if i == YOU else make_bot(BOT, lesson.game) for i in range(n)]
        walker = cls(lesson, state, bots, rngs)
        walker.run_bots()
        script_round(lesson, state)
        return walker

    def run_bots(self, limit: int = 10_000) -> None:
        state = self.state
        for _ in range(limit):
            seat = state.current_player
            if seat is None or seat == YOU:
                return
            rng = self.rngs[seat]
            assert rng is not None
            work = Rng.from_dict(rng.to_dict())
            action = self.bots[seat].choose(state.view(seat), state.legal_actions(), work)
            state.apply(action)
            self.rngs[seat] = work
        raise LessonSetupError(f"{self.lesson.key}: the AI players never gave the turn back")

    def play(self, action: Any) -> None:
        self.state.apply(action)
        self.run_bots()
        script_round(self.lesson, self.state)


def walk(lesson: Lesson) -> list[WalkProblem]:
    """Play the lesson headless; every step whose action is not legal when reached."""
    problems: list[WalkProblem] = []
    try:
        walker = Walker.begin(lesson)
    except LessonSetupError as exc:
        return [WalkProblem(0, str(exc))]
    for number, step in enumerate(lesson.steps, 1):
        if step.action is None:
            continue
        state = walker.state
        try:
            action = resolve_action(lesson.game, step.action, state)
        except LessonSetupError as exc:
            problems.append(WalkProblem(number, str(exc)))
            return problems
        if state.current_player != YOU:
            problems.append(WalkProblem(number, "it is not the person's turn at this step"))
            return problems
        reason = refusal(state, action)  # the engine's word: a declaration need not be listed
        if reason is not None:
            problems.append(WalkProblem(number, f"{encode(action)} is not legal: {reason}"))
            return problems
        walker.play(action)
    return problems
