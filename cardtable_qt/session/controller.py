"""The game session: owns one match, drives the AI players, autosaves and records results.

The table binds to its signals: ``eventsReady`` carries the engine's events in order (the table
animates them and calls ``animations_finished`` when its queue drains, and only then does the next
AI player move, after the "AI pace" delay, so a person can follow), ``humanToAct`` asks the person
for a decision, ``handOver`` and ``matchOver`` report results, ``actionRefused`` explains a refused
action. ``aiThinking`` and ``aiDone`` bracket an AI player's thinking. Bots think off the GUI
thread, in a process of their own by default or on a worker thread (``bot_mode``, see
``bot_worker``); a decision is applied here, on the GUI thread, so the engine state is only ever
touched from one thread.

The table's Hint asks ``request_hint()``: the strongest bot's advice for the person, thought out
off the GUI thread like a bot's move, arrives as ``hintReady`` (a ``Hint``). A bot that fails
(raises, or answers with an action that is not legal) never stalls the table: the failure is
logged with the position and the basic bot decides that move, or gives that hint with a note
saying so (``fallback``).

The session keeps the current hand's starting snapshot and action log: ``undo`` takes back the
person's last decision of the hand in play (and every AI move since) by replaying the log through
the engine, ``stateReplaced`` then asks the table to re-lay itself; ``history`` holds a record of
each finished hand of the match (see ``timeline``), and the save carries them.

A table may keep presentation state of its own in the save (how the person arranged their hand):
it sets ``table_state_provider`` (returns a JSON-safe dict, stored as the payload's ``"table"``),
reads ``restored_table_state`` after a restore, and calls ``table_state_changed`` when that state
changes between actions, so the autosave follows it.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal

from .. import ai
from ..ai.advice import Advice
from ..engine import chance, registry
from ..engine.codec import StateDataError, encode
from ..engine.match import HandOver, IllegalAction, options_to_dict
from ..engine.rng import Rng
from ..engine_text import engine_text
from .advising import GENERIC, hint_bot_name
from .bot_worker import BotThinker
from .fallback import Fallback, log_failure
from .game_log import GameLog
from .levels import make_bot, opponents_level
from .models import progress_of, progress_words
from .payload import PAYLOAD_FORMAT, Restored, read_payload
from .seats import SeatConfig, human_seat
from .sight import SightLine, seen_by, sight_line
from .timeline import Timeline

if TYPE_CHECKING:
    from ..storage.saves import SaveStore
    from ..storage.stats import StatsDB

log = logging.getLogger(__name__)

MAX_AI_PACE_MS = 3000
TABLE_SAVE_DELAY_MS = 400  # a burst of regrouping makes one autosave
# Games where a seat's HandOver delta is a penalty (lower is better, 0 is a win).
_PENALTY_GAMES = frozenset({"rummy"})


@dataclasses.dataclass(frozen=True)
class Hint:
    """The advice for the person's decision after ``actions_at`` actions of this session."""

    advice: Advice
    actions_at: int
    # a few plain words the table shows with the advice (the strongest AI failed, say)
    note: str = ""

    @property
    def action(self) -> Any:
        return self.advice.action

    @property
    def has_reason(self) -> bool:
        """Whether the bot said why (a build without the hard bot only says what)."""
        return bool(self.advice.text) and self.advice.code != GENERIC


class GameSession(QObject):
    eventsReady = Signal(list)
    humanToAct = Signal(int)
    handOver = Signal(object)
    matchOver = Signal()
    actionRefused = Signal(str)
    # Additions for the table: an AI seat started thinking; a problem worth a status line.
    aiThinking = Signal(int)
    aiDone = Signal(int)  # the seat's decision is in (it may still wait for the AI pace)
    problem = Signal(str)
    hintReady = Signal(object)  # a Hint (a failed advising bot's stand-in's, with a note)
    # Undo replaced the state: the table re-lays itself from it (no events to animate).
    stateReplaced = Signal()
    # Whether undo or redo can be done may have changed (the table's button, the Game menu).
    undoChanged = Signal()
    # A replay of a finished hand (``ReplaySession``): nobody plays, the record decides.
    replaying = False

    def __init__(
        self,
        game_id: str,
        options: Any,
        seats: list[SeatConfig],
        seed: int | None = None,
        *,
        saves: SaveStore | None = None,
        stats: StatsDB | None = None,
        parent: QObject | None = None,
        bot_mode: str | None = None,
        allow_undo: bool = True,
        _restored: Restored | None = None,
    ) -> None:
        super().__init__(parent)
        self._game_id = game_id
        self._module = registry.load(game_id)
        if options is None:
            options = dataclasses.replace(self._module.Options(), players=len(seats))
        if options.players != len(seats):
            raise ValueError(f"{len(seats)} seats for a {options.players}-seat match")
        self._options = options
        self._seats = tuple(seats)
        # 63 random bits: too many seeds to try one by one against a bot's stream
        self._seed = secrets.randbits(63) if seed is None else seed
        self._saves = saves
        self._stats = stats
        self._bots: list[Any | None] = [
            None if s.is_human else make_bot(s.bot, game_id) for s in self._seats
        ]
        if _restored is None:
            self._state = self._module.new_match(seed=self._seed, options=options)
            # Each bot's generator is a stream of its own: it tells the bot nothing about the
            # cards (engine.chance).
            rngs = chance.bot_rngs(self._seed, len(self._seats))
            self._bot_rngs: list[Rng | None] = [
                None if s.is_human else r for s, r in zip(self._seats, rngs, strict=True)
            ]
            self._hands_played = 0
            self._hand_start: dict[str, Any] | None = None
            self._hand_log: list[tuple[int, Any]] = []
            self._restored_table_state: dict[str, Any] | None = None
        else:
            self._state = _restored.state
            self._bot_rngs = _restored.bot_rngs
            self._hands_played = _restored.hands_played
            self._hand_start = _restored.hand_start
            self._hand_log = _restored.hand_log
            self._restored_table_state = _restored.table_state
        self._allow_undo = allow_undo
        self._undo_used = False
        self._redo_action: Any = None  # the decision undo took back, while nothing else happened
        self._redo_at = -1
        self._timeline = Timeline(game_id, options, self._state, [s.name for s in self._seats])
        self._timeline.recorder.number = self._hands_played
        if _restored is not None:
            self._restore_timeline(_restored)
        # the cards the person sees now: a move after which they see more is never undone
        self._sight = seen_by(self._state, self.person_seat)
        # What happened, in words (the table's log panel): from the first deal on, kept in the save
        self.log = GameLog(game_id, self._log_name, self.person_seat, self)
        if _restored is None:
            self.log.add_events(getattr(self._state, "opening_events", ()))
        else:
            self.log.restore(_restored.game_log)
        # Set by the table: its own presentation state for the save (see the module docstring).
        self.table_state_provider: Callable[[], dict[str, Any] | None] | None = None
        # Set by the tutorial: sees each of the person's actions before the engine does and
        # returns the reason to refuse it (the state is then left as it is), or None to let it on.
        self.action_gate: Callable[[Any], str | None] | None = None

        self._ai_pace_ms = 700
        self._autosave_failing = False  # the last autosave failed (said once, retried each move)
        self._started = False
        self._closed = False
        self._paused = False
        self._awaiting_view = False
        self._over_reported = False
        self._prompted_at = -1  # action count at which the person was last asked to act
        self._actions = 0
        self._ticket = 0
        self._thinking_seat: int | None = None
        self._pending: tuple[int, Any, Rng] | None = None  # a decision waiting for pace/resume
        self._think_clock = QElapsedTimer()
        self._hint_ticket = 0
        self._hint_asked: tuple[int, int] | None = None  # (ticket, actions) of the open question
        self._hint_bot: Any = None
        self._fallback = Fallback(game_id)  # the basic bots that stand in for a failed one

        # "process" (default) or "thread": see bot_worker; no bot process for an all-human table
        if all(seat.is_human for seat in self._seats):
            bot_mode = "thread"
        self._thinker = BotThinker(game_id, bot_mode, self)
        self._thinker.decided.connect(self._on_decided)
        self._thinker.failed.connect(self._on_failed)
        self._thinker.advised.connect(self._on_advised)
        self._thinker.adviceFailed.connect(self._on_advice_failed)
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._play_pending)
        self._advance_soon = QTimer(self)
        self._advance_soon.setSingleShot(True)
        self._advance_soon.setInterval(0)
        self._advance_soon.timeout.connect(self._advance)
        self._table_save_timer = QTimer(self)
        self._table_save_timer.setSingleShot(True)
        self._table_save_timer.setInterval(TABLE_SAVE_DELAY_MS)
        self._table_save_timer.timeout.connect(self._autosave)

    # --- what the views read ---------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def state(self) -> Any:
        return self._state

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self._seats

    @property
    def human_seat(self) -> int | None:
        return human_seat(self._seats)

    @property
    def person_seat(self) -> int | None:
        """The seat the log and the table call "you": the person's (None in a demo)."""
        return human_seat(self._seats)

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Any:
        return self._options

    @property
    def module(self) -> Any:
        """The game's engine package (``decode_action``, rule functions…)."""
        return self._module

    @property
    def hands_played(self) -> int:
        return self._hands_played

    @property
    def actions_applied(self) -> int:
        """Actions applied since this session began (a restored one counts from its restore)."""
        return self._actions

    @property
    def is_paused(self) -> bool:
        return self._paused

    @property
    def ai_pace(self) -> int:
        return self._ai_pace_ms

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking_seat

    @property
    def opponents_level(self) -> str | None:
        """The AI players' level in one word (see ``levels.opponents_level``)."""
        return opponents_level(s.bot for s in self._seats if not s.is_human)

    @property
    def hint_pending(self) -> bool:
        return self._hint_asked is not None

    @property
    def restored_table_state(self) -> dict[str, Any] | None:
        """The table's own state from the save this session was restored from (None: none).
        The table checks it against the game before using it; it may be stale or damaged."""
        return self._restored_table_state

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` (default: the person's seat, or seat 0 in a demo) may see."""
        if seat is None:
            seat = self.human_seat if self.human_seat is not None else 0
        return self._state.view(seat)

    def is_human_turn(self) -> bool:
        seat = self._state.current_player
        return seat is not None and self._seats[seat].is_human

    def legal_actions(self) -> list[Any]:
        """The person's legal actions now (empty when it is not a person's turn)."""
        return self._state.legal_actions() if self.is_human_turn() else []

    def meta(self) -> dict[str, Any]:
        """The save's description: the players, and the progress both as what it is
        (``progress_of``, shown in the language in use when read) and in today's words (for
        older versions, which read only the text)."""
        progress = progress_of(self._game_id, self._hands_played, self._state.is_over)
        words = progress_words(progress) or ""
        return {
            "players": [s.name for s in self._seats],
            "progress": words,
            "progress_of": progress,
        }

    # --- driving the match -----------------------------------------------------------------

    def start(self) -> None:
        """Begin (or, after ``from_payload``, carry on with) the match."""
        if self._started or self._closed:
            return
        self._started = True
        if self._hand_start is None:
            self._hand_start = self._state.to_dict()
        self._advance()

    def submit(self, action: Any) -> str | None:
        """Apply the person's action: None if it was applied, else the reason it was refused."""
        if self._closed or not self._started:
            reason = QCoreApplication.translate("GameSession", "The game is not running.")
        elif self._state.is_over:
            reason = QCoreApplication.translate("GameSession", "The game is over.")
        elif not self.is_human_turn():
            reason = QCoreApplication.translate("GameSession", "It is not your turn.")
        elif self.action_gate is not None and (gated := self.action_gate(action)) is not None:
            reason = gated
        else:
            seat = self._state.current_player
            try:
                events = self._state.apply(action)
            except IllegalAction as exc:
                reason = engine_text(exc.message)  # in the player's language
            else:
                self._after_apply(seat, action, events, None)
                return None
        self.actionRefused.emit(reason)
        return reason

    def request_hint(self) -> bool:
        """Ask for the strongest bot's advice on the person's decision now; False when there is
        no such decision. The answer comes as ``hintReady`` unless the game moved on first."""
        if self._closed or not self._started or self._state.is_over or not self.is_human_turn():
            return False
        seat = self._state.current_player
        name = hint_bot_name(self._game_id)
        if self._hint_bot is None:
            self._hint_bot = make_bot(name, self._game_id)
        self._hint_ticket += 1
        self._hint_asked = (self._hint_ticket, self._actions)
        rng = self._hint_rng()
        self._thinker.request_advice(
            self._hint_ticket,
            seat,
            name,
            self._hint_bot,
            self._state.view(seat),
            self._state.legal_actions(),
            rng,
        )
        return True

    def _hint_rng(self) -> Rng:
        """The same position gets the same advice; no seat's own generator is touched."""
        return Rng(chance.stream_start(chance.match_key(self._seed), "hint", self._actions))

    def _still_asked(self, ticket: int) -> bool:
        """Whether the answer under ``ticket`` is to the hint asked about the position now."""
        asked = self._hint_asked
        if self._closed or asked is None or asked[0] != ticket:
            return False
        self._hint_asked = None
        # the person moved before the answer came: it is no longer about anything
        return asked[1] == self._actions and self.is_human_turn()

    def _on_advised(self, ticket: int, advice: Any, _seconds: float) -> None:
        if not self._still_asked(ticket):
            return
        if not isinstance(advice, Advice) or advice.action not in self._state.legal_actions():
            self._advise_instead(f"the advice is not a legal action: {advice!r}")
            return
        self.hintReady.emit(Hint(advice, self._actions))

    def _on_advice_failed(self, ticket: int, message: str) -> None:
        if self._still_asked(ticket):
            self._advise_instead(message)

    def _advise_instead(self, error: str) -> None:
        """The advising bot failed: the basic bot's advice, with a note saying so."""
        seat = self._state.current_player
        rng = self._hint_rng()
        log_failure(
            "hint",
            game_id=self._game_id,
            seat=seat,
            level=hint_bot_name(self._game_id),
            state=self._state,
            rng=rng,
            error=error,
        )
        advice = self._fallback.advise(seat, self._state, rng)
        note = QCoreApplication.translate(
            "GameSession", "The strongest AI could not decide: this is the Standard AI's advice."
        )
        self.hintReady.emit(Hint(advice, self._actions, note))

    def pause(self) -> None:
        self._paused = True
        if not self._closed:  # a closed session's timers may already be deleted
            self._pace_timer.stop()

    def resume(self) -> None:
        if not self._paused or self._closed:
            return
        self._paused = False
        if self._pending is not None:
            self._pace_timer.start(self._pace_remaining())
        else:
            self._advance()

    def set_ai_pace(self, ms: int) -> None:
        self._ai_pace_ms = max(0, min(MAX_AI_PACE_MS, int(ms)))

    def animations_finished(self) -> None:
        """The table's animation queue drained: the next AI player may move."""
        # A table taken off the screen may finish its animations after the session was shut
        # down and its timers deleted: nothing is left to do then.
        if self._closed:
            return
        if self._awaiting_view:
            self._awaiting_view = False
            # from the event loop, not from inside the table's handler of ``eventsReady``
            self._advance_soon.start()

    def table_state_changed(self) -> None:
        """The table's own state changed between actions: autosave soon (a burst makes one)."""
        if self._saves is None or self._closed or not self._started or self._state.is_over:
            return
        self._table_save_timer.start()

    def shutdown(self) -> None:
        """Stop the bots' thread; the session does nothing more after this."""
        if self._closed:
            return
        if self._table_save_timer.isActive():  # a change the table made just before closing
            self._table_save_timer.stop()
            if not self._state.is_over:
                self._autosave()
        self._closed = True
        self._pace_timer.stop()
        self._advance_soon.stop()
        self._ticket += 1
        self._thinker.shutdown()

    # --- internals -------------------------------------------------------------------------

    def _view_attached(self) -> bool:
        meta = self.metaObject()
        signal = meta.method(meta.indexOfSignal("eventsReady(QVariantList)"))
        return self.isSignalConnected(signal)

    def _advance(self) -> None:
        """Ask whoever is to act: the person through ``humanToAct``, a bot on the worker."""
        if self._closed or not self._started:
            return
        if self._state.is_over:
            if not self._over_reported:
                self._over_reported = True
                self.matchOver.emit()
            return
        if self._paused or self._awaiting_view:
            return
        if self._thinking_seat is not None or self._pending is not None:
            return
        seat = self._state.current_player
        if self._seats[seat].is_human:
            if self._prompted_at != self._actions:
                self._prompted_at = self._actions
                self.humanToAct.emit(seat)
            return
        self._ask_bot(seat)

    def _ask_bot(self, seat: int) -> None:
        rng = self._bot_rngs[seat]
        assert rng is not None
        # The bot works on a copy: a decision that is dropped leaves the seat's RNG untouched.
        work_rng = Rng.from_dict(rng.to_dict())
        self._ticket += 1
        self._thinking_seat = seat
        self._think_clock.start()
        self.aiThinking.emit(seat)
        view = self._state.view(seat)
        legal = self._state.legal_actions()
        self._thinker.request(
            self._ticket, seat, self._seats[seat].bot, self._bots[seat], view, legal, work_rng
        )

    def _pace_remaining(self) -> int:
        elapsed = self._think_clock.elapsed() if self._think_clock.isValid() else 0
        return max(0, self._ai_pace_ms - elapsed)

    def _on_decided(self, ticket: int, action: Any, rng: Any, _seconds: float) -> None:
        if ticket != self._ticket or self._closed or self._thinking_seat is None:
            return
        seat = self._thinking_seat
        self._thinking_seat = None
        self._pending = (seat, action, rng)
        self.aiDone.emit(seat)
        if not self._paused:
            self._pace_timer.start(self._pace_remaining())

    def _on_failed(self, ticket: int, message: str) -> None:
        if ticket != self._ticket or self._closed or self._thinking_seat is None:
            return
        seat = self._thinking_seat
        rng = self._seat_rng_copy(seat)
        action = self._choose_instead(seat, message, rng)
        self._on_decided(ticket, action, rng, 0.0)

    def _seat_rng_copy(self, seat: int) -> Rng:
        rng = self._bot_rngs[seat]
        assert rng is not None
        return Rng.from_dict(rng.to_dict())

    def _choose_instead(self, seat: int, error: str, rng: Rng) -> Any:
        """The seat's bot failed on this decision: logged with the position, said in a line,
        and the basic bot's choice played instead (``rng`` moves on as it is used)."""
        log_failure(
            "move",
            game_id=self._game_id,
            seat=seat,
            level=self._seats[seat].bot,
            state=self._state,
            rng=rng,
            error=error,
        )
        self.problem.emit(
            QCoreApplication.translate(
                "GameSession", "%1 hesitated: the Standard AI plays this move for it."
            ).replace("%1", self._seats[seat].name),
        )
        return self._fallback.choose(seat, self._state, rng)

    def _play_pending(self) -> None:
        if self._pending is None or self._paused or self._closed:
            return
        seat, action, rng = self._pending
        self._pending = None
        if self._state.current_player != seat:  # cannot happen unless the state was replaced
            self._advance()
            return
        try:
            events = self._state.apply(action)
        except IllegalAction as exc:
            rng = self._seat_rng_copy(seat)
            error = f"chose {action!r}, not a legal action: {exc.reason}"
            action = self._choose_instead(seat, error, rng)
            events = self._state.apply(action)
        before = self._bot_rngs[seat]
        self._bot_rngs[seat] = rng
        self._after_apply(seat, action, events, before)

    def _log_name(self, seat: int) -> str:
        if seat == self.person_seat:
            return QCoreApplication.translate("GameLog", "You")
        return self._seats[seat].name if 0 <= seat < len(self._seats) else str(seat)

    def _after_apply(
        self, seat: int, action: Any, events: list[Any], rng_before: Rng | None
    ) -> None:
        self._actions += 1
        # a hint asked for is about the position before this action: its answer, when it
        # comes, is dropped, and the next decision may ask at once
        self._hint_asked = None
        self.log.add_events(events)
        self._hand_log.append((seat, action))
        sight = seen_by(self._state, self.person_seat)
        self._timeline.moved(rng_before, self._sight, sight)
        self._sight = sight
        self._redo_action = None
        self._note_for_history(seat, action, events)
        overs = [e for e in events if isinstance(e, HandOver)]
        for over in overs:
            self._hands_played += 1
            self._record(over)
        if overs:
            self._hand_start = self._state.to_dict()
            self._hand_log = []
            self._timeline.hand_over()
        self._autosave()
        self.undoChanged.emit()
        if events and self._view_attached():
            self._awaiting_view = True
            self.eventsReady.emit(list(events))
        for over in overs:
            self.handOver.emit(over)
        self._advance()

    def _record(self, over: HandOver) -> None:
        seat = self.human_seat
        if self._stats is None or seat is None or seat >= len(over.deltas):
            return
        delta = over.deltas[seat]
        won = delta == 0 if self._game_id in _PENALTY_GAMES else delta > 0
        try:
            self._stats.record(
                self._game_id,
                won=won,
                net=delta,
                # the code and its parameters, so the result reads in any language
                detail=over.summary_message.to_data() if over.summary_message else None,
                level=self.opponents_level,
                undo_used=self._undo_used,
            )
            # Recording never raises; what went wrong (a file another program holds locked,
            # the result kept to be added later) is in ``problem``, said once here.
            problem = self._stats.problem
            if problem:
                self._stats.problem = None
                self.problem.emit(problem)
        except Exception as exc:  # statistics are never worth stopping a game for
            log.error("could not record a result: %s", exc)
            self.problem.emit(
                QCoreApplication.translate(
                    "GameSession", "The result could not be recorded in the statistics."
                )
            )

    def _autosave(self) -> None:
        self._table_save_timer.stop()  # this save carries the table's state too
        if self._saves is None:
            return
        try:
            self._saves.write_autosave(self.to_payload(), meta=self.meta())
        except Exception as exc:  # a full disk must not stop the game
            log.error("autosave failed: %s", exc)
            # Said once, not after every move; every move tries again.
            if not self._autosave_failing:
                self._autosave_failing = True
                self.problem.emit(
                    QCoreApplication.translate(
                        "GameSession",
                        "The game could not be autosaved: %1 CardTable keeps trying after "
                        "every move and says when it works again.",
                    ).replace("%1", str(exc))
                )
            return
        if self._autosave_failing:
            self._autosave_failing = False
            log.info("autosave works again")
            self.problem.emit(
                QCoreApplication.translate(
                    "GameSession", "Autosaving works again: the game is saved after every move."
                )
            )

    @property
    def autosave_failing(self) -> bool:
        """The last autosave failed (and the person was told)."""
        return self._autosave_failing

    # --- undo, redo and the hand history ---------------------------------------------------

    @property
    def history(self) -> list[Any]:
        """A ``HandRecord`` of each finished hand of this match still remembered, oldest first."""
        return self._timeline.history

    @property
    def allow_undo(self) -> bool:
        return self._allow_undo

    @property
    def undo_used(self) -> bool:
        """Undo was used in this match (its results are flagged in the statistics)."""
        return self._undo_used

    def _last_own_move(self) -> int | None:
        """Where in the hand's log the person's last decision is, if the log still holds it
        with the bots' generators (whether a card showed since is ``undo_refusal``'s)."""
        seat = self.human_seat
        if seat is None or not self._allow_undo or self._hand_start is None:
            return None
        first = self._timeline.undoable_from(len(self._hand_log))
        for i in range(len(self._hand_log) - 1, max(first, 0) - 1, -1):
            if self._hand_log[i][0] == seat:
                return i
        return None

    def undo_refusal(self) -> str | None:
        """Why undo cannot take anything back now, in the person's words (None: it can). The
        table shows it on the disabled Undo."""
        if not self._allow_undo:
            return QCoreApplication.translate("GameSession", "Undo is off in this game.")
        if not self._started or self._closed or self.human_seat is None:
            return QCoreApplication.translate("GameSession", "There is nothing to undo.")
        if self._state.is_over or (not self._hand_log and self._hands_played > 0):
            return QCoreApplication.translate(
                "GameSession", "A finished hand cannot be taken back."
            )
        index = self._last_own_move()
        if index is None:
            return QCoreApplication.translate("GameSession", "There is nothing to undo.")
        if not self._timeline.fair_back_to(index):
            # fair play: the person would choose again knowing a card they could not know
            return QCoreApplication.translate(
                "GameSession",
                "Your last decision cannot be taken back: you have seen a new card since.",
            )
        return None

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def can_redo(self) -> bool:
        return (
            self._redo_action is not None
            and self._redo_at == self._actions
            and not self._closed
            and self.is_human_turn()
        )

    def undo(self) -> str | None:
        """Take back the person's last decision and every AI move since: None when done, else
        why not (also said through ``actionRefused``)."""
        reason = self.undo_refusal()
        index = self._last_own_move()
        if reason is not None or index is None or self._hand_start is None:
            reason = reason or QCoreApplication.translate(
                "GameSession", "There is nothing to undo."
            )
            self.actionRefused.emit(reason)
            return reason
        kept = self._hand_log[:index]
        try:
            state = self._module.from_dict(self._hand_start)
            for _seat, action in kept:
                state.apply(action)
        except (IllegalAction, StateDataError) as exc:  # a log the engine no longer plays
            log.error("undo: the hand could not be replayed: %s", exc)
            reason = QCoreApplication.translate("GameSession", "This move cannot be undone.")
            self.actionRefused.emit(reason)
            return reason
        # whatever was under way (a bot thinking, a move waiting for the pace) is dropped
        self._ticket += 1
        self._thinking_seat = None
        self._pending = None
        self._hint_asked = None  # a hint on its way is about the position taken back
        self._pace_timer.stop()
        self._advance_soon.stop()
        self._awaiting_view = False
        # each bot goes back to the generator it had before its moves that are taken back
        rngs = self._timeline.rngs_before
        for j in range(len(self._hand_log) - 1, index - 1, -1):
            seat, before = self._hand_log[j][0], rngs[j]
            if before is not None and self._bot_rngs[seat] is not None:
                self._bot_rngs[seat] = Rng.from_dict(before)
        self._redo_action = self._hand_log[index][1]
        del self._hand_log[index:]
        self._timeline.take_back(index)
        self._state = state
        self._sight = seen_by(state, self.person_seat)
        self._timeline.recorder.replay(self._hand_start, kept)  # the history's hand, rewound
        self._undo_used = True
        self._redo_at = self._actions
        self._prompted_at = -1  # ask the person again
        # the log tells what happened, the taking back too (its lines before stay as they were)
        self.log.add_line(QCoreApplication.translate("GameLog", "You took back your last move."))
        self._autosave()
        self.stateReplaced.emit()
        self.undoChanged.emit()
        self._advance()
        return None

    def redo(self) -> str | None:
        """Play again the decision undo took back, while nothing else has happened."""
        if not self.can_redo():
            reason = QCoreApplication.translate("GameSession", "There is nothing to redo.")
            self.actionRefused.emit(reason)
            return reason
        return self.submit(self._redo_action)

    def _note_for_history(self, seat: int, action: Any, events: list[Any]) -> None:
        try:
            self._timeline.add(self._timeline.recorder.applied(seat, action, events, self._state))
        except Exception as exc:  # the history is never worth stopping a game for
            log.error("a hand was left out of the history: %s", exc)

    def _restore_timeline(self, restored: Restored) -> None:
        extra = restored.payload
        self._undo_used = extra.get("undo_used") is True
        self._timeline.restore_history(extra.get("history"))
        self._timeline.restore_rngs(extra.get("hand_log_rngs"), len(self._hand_log))
        moves = len(self._hand_log)
        if self._hand_start is not None:
            try:
                self._timeline.recorder.replay(self._hand_start, self._hand_log)
                line: SightLine | None = sight_line(
                    self._module,
                    self._hand_start,
                    [a for _s, a in self._hand_log],
                    self.person_seat,
                )
            except (IllegalAction, StateDataError) as exc:
                log.warning("the hand in play is left out of the history: %s", exc)
                self._timeline.recorder.restart(self._state)
                self._timeline.rngs_before = []
                line = None
            self._timeline.restore_sight(line, moves)
        else:
            self._timeline.restore_sight(None, moves)

    # --- saving and restoring --------------------------------------------------------------

    def to_payload(self) -> dict[str, Any]:
        """The JSON-safe session: what a save file's ``session`` holds."""
        payload = {
            "format": PAYLOAD_FORMAT,
            "game": self._game_id,
            "seed": self._seed,
            "options": options_to_dict(self._options),
            "seats": [s.to_dict() for s in self._seats],
            "state": self._state.to_dict(),
            "bots": [None if r is None else r.to_dict() for r in self._bot_rngs],
            "hands_played": self._hands_played,
            "hand_start": self._hand_start,
            "hand_log": [[seat, encode(action)] for seat, action in self._hand_log],
            "hand_log_rngs": self._timeline.rngs_payload(),
            "allow_undo": self._allow_undo,
            "undo_used": self._undo_used,
            "history": self._timeline.history_payload(),
        }
        payload["log"] = self.log.to_list()
        table = self._table_state()
        if table is not None:
            payload["table"] = table
        return payload

    def _table_state(self) -> dict[str, Any] | None:
        """The table's state for the save; kept as restored until a table provides its own.
        A failing or non-JSON provider costs only that part of the save, never the save."""
        provider = self.table_state_provider
        if provider is None:
            return self._restored_table_state
        try:
            table = provider()
            if table is None:
                return None
            if not isinstance(table, dict):
                raise TypeError(f"expected a dict, got {type(table).__name__}")
            json.dumps(table, allow_nan=False)
        except Exception as exc:  # the table's arrangement is never worth losing the game for
            log.error("the table's state was left out of the save: %s", exc)
            return None
        return table

    @classmethod
    def from_payload(
        cls,
        payload: Any,
        *,
        saves: SaveStore | None = None,
        stats: StatsDB | None = None,
        parent: QObject | None = None,
        bot_mode: str | None = None,
    ) -> GameSession:
        """Restore a session saved by ``to_payload``; anything malformed raises StateDataError."""
        game_id, options, seats, seed, restored = read_payload(payload)
        try:
            return cls(
                game_id,
                options,
                seats,
                seed,
                saves=saves,
                stats=stats,
                parent=parent,
                bot_mode=bot_mode,
                allow_undo=restored.payload.get("allow_undo") is not False,
                _restored=restored,
            )
        except ai.UnknownBot as exc:
            raise StateDataError(f"$.seats: {exc}") from None
