"""The animation queue: steps run one after another, the motions inside a step together.

A step is a function that builds its motions when the step *begins* (so a card starts from where
the previous step left it, not from where it was when the step was queued). A motion maps a
progress ``t`` from 0 to 1 onto the scene (a card's position, a chip stack's opacity…); its length
is a kind from ``timing`` scaled by the animation speed. With speed "off", or after
``finish_all()`` (a click or Space), every motion jumps to ``t = 1`` at once, so what is on the
table is always the end state the engine reached.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

from . import timing

Apply = Callable[[float], None]


@dataclass
class Motion:
    """``apply(t)`` for t in [0, 1]; ``kind`` names its duration in ``timing.DURATIONS``.

    ``delay`` (a kind, or milliseconds at normal speed) shifts its start inside the step;
    ``done`` runs once after ``apply(1.0)`` (to remove a transient item, update a label…).
    """

    apply: Apply
    kind: str
    delay: int = 0
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    done: Callable[[], None] | None = None
    # set while running
    _finished: bool = False

    def finish(self) -> None:
        if not self._finished:
            self._finished = True
            self.apply(1.0)
            if self.done is not None:
                self.done()


StepBuilder = Callable[[], Iterable[Motion] | None]


def hold(kind: str) -> Motion:
    """A motion that does nothing for ``kind``'s duration: the table pauses on a result."""
    return Motion(lambda _t: None, kind, easing=QEasingCurve.Type.Linear)


class Animator(QObject):
    """Runs queued steps in order. ``drained`` is emitted each time the queue runs empty."""

    drained = Signal()

    def __init__(self, speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._speed = speed
        self._queue: deque[StepBuilder] = deque()
        self._running: list[tuple[Motion, float, float, QEasingCurve]] = []
        self._clock: QVariantAnimation | None = None
        self._instant = 0
        self._batching = 0
        self._pumping = False
        self._busy = False
        self.steps_run = 0  # for tests and benchmarks

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        self._speed = speed if speed in timing.SPEEDS else "normal"

    @property
    def busy(self) -> bool:
        return self._busy

    def add(self, build: StepBuilder) -> None:
        """Queue a step; it begins when every step before it has ended."""
        self._queue.append(build)
        self._busy = True
        self._pump()

    def call(self, action: Callable[[], None]) -> None:
        """Queue a plain action, run in order with the animations (no duration)."""

        def build() -> None:
            action()

        self.add(build)

    def pause(self, kind: str) -> None:
        """Queue a pause of ``kind``'s duration (a result stays in view before play goes on)."""
        self.add(lambda: [hold(kind)])

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Queue several steps before any of them begins (so "off" runs them all in order)."""
        self._batching += 1
        try:
            yield
        finally:
            self._batching -= 1
            if not self._batching:
                self._pump()

    def finish_all(self) -> None:
        """Show the end of every running and queued animation now (a click or Space)."""
        self._instant += 1
        try:
            self._end_current()
            self._pump()
        finally:
            self._instant -= 1

    # --- the clock ---------------------------------------------------------------------------

    def _ms(self, kind_or_ms: str | int) -> float:
        base = timing.DURATIONS[kind_or_ms] if isinstance(kind_or_ms, str) else kind_or_ms
        return base * timing.speed_factor(self._speed)

    def _pump(self) -> None:
        if self._pumping or self._batching:  # the loop below (or the batch's end) takes it
            return
        self._pumping = True
        try:
            while self._clock is None and self._queue:
                build = self._queue.popleft()
                self.steps_run += 1
                motions = list(build() or ())
                if not motions:
                    continue
                timed = []
                total = 0.0
                for m in motions:
                    start = self._ms(m.delay)
                    length = self._ms(m.kind)
                    timed.append((m, start, length, QEasingCurve(m.easing)))
                    total = max(total, start + length)
                if self._instant or total < 1.0:
                    for m in motions:
                        m.finish()
                    continue
                self._running = timed
                clock = QVariantAnimation(self)
                clock.setStartValue(0.0)
                clock.setEndValue(total)
                clock.setDuration(max(1, round(total)))
                clock.valueChanged.connect(self._tick)
                clock.finished.connect(self._clock_finished)
                self._clock = clock
                clock.start()
        finally:
            self._pumping = False
        if self._clock is None and not self._queue and self._busy:
            self._busy = False
            self.drained.emit()

    def _tick(self, value: object) -> None:
        now = float(value)  # type: ignore[arg-type]
        for m, start, length, curve in self._running:
            if m._finished or now <= start:
                continue
            if now >= start + length:
                m.finish()
            else:
                m.apply(curve.valueForProgress((now - start) / length))

    def _end_current(self) -> None:
        clock, running = self._clock, self._running
        self._clock, self._running = None, []
        if clock is not None:
            clock.blockSignals(True)
            clock.stop()
            clock.deleteLater()
        for m, *_ in running:
            m.finish()

    def _clock_finished(self) -> None:
        self._end_current()
        self._pump()
