"""The hard Xì tố player: equity against ranges read from the bets, pot odds and stack depth.

Each decision (``xito_ranges`` for the reading of the bets):

- **Equity** ``e``: ``SAMPLES`` weighted completions of the unseen cards, each opponent's hole
  card weighted by how well it explains that opponent's bets and calls this hand, given how
  aggressive the opponent has shown itself (this bot remembers every seat's moves across the
  hands it sees; an always-raise opponent's raises therefore carry no weight), and how big
  each bet or raise was (a bet of the limit reads as a stronger card than the least one).
- **Facing a bet**: the call costs ``C`` into a pot ``P``; it calls when ``e`` beats the pot
  odds ``C / (P + C)`` (``STREET_MARGIN`` can ask more per street still to come), raises for
  value when ``e`` is well above its fair share, and never folds the nuts (no hole card an
  opponent may hold beats it).
- **Opening a round** (bet or fold): bets by ``e``; with a hand too weak to bet for value it
  bluffs at the frequency that makes a caller indifferent, ``b / (P + 2b)`` for a bet ``b``,
  when its face-up cards are the strongest showing (a bluff that tells a consistent story),
  otherwise bets the minimum when that bet's own pot odds allow it and ``e`` is at least
  ``OPEN_FLOOR`` of the fair share (after the first round half of it: a big pot is not given
  up for the least bet), and folds below.
- **Sizing** (heads-up, ``_best_size``): a value bet or raise takes the amount with the best
  expected value if the opponent calls as a pot-odds caller would with each hole card it may
  hold (its own chance with that card, as it sees the table, against the odds the amount
  gives it; never less often than its observed aggression), weighted by the range read from
  its bets: the limit against a player who calls anything, a small bet against one who only
  calls a big bet with the hands that beat it.
- The stack: when what is left is small beside the pot (less than the pot), a hand with better
  than even equity puts it all in rather than call and fold later.

Measured against ``basic`` on duplicate deals (``bench/ai_strength.py --game xito``), paired
against the previous version on the same deals: the bet-size reading +0.08 ± 0.07 ante per
hand (1500 deals), the sizing +0.30 ± 0.16 (1200), the lower opening floor +0.22 ± 0.13 (1000).
Tried and not kept (no significant gain, more variance): raising whenever the caller model
prefers a raise to a call (+0.19 ± 0.45) and opening by the caller model alone (+0.10 ± 0.40).
All together, ``bench/ai_strength.py --game xito --deals 4000 --seed 1``: heads-up +1.68
[+1.46, +1.90] ante per hand (the version before, on the same deals: +1.12 [+0.91, +1.32]),
6 seats +1.73 [+0.81, +2.65] (400 deals), against always-raise +17.4 [+15.0, +19.7] (800).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.messages import msg
from ..engine.rng import Rng
from ..engine.xito import Action, Bet, Call, Fold, Move, Raise, Rebuy, XitoView
from . import xito_ranges as ranges
from .advice import Advice
from .xito_basic import showing_best

SAMPLES = 1500
UNIT = "chips"
# Extra equity a call needs per street still to come, and the value lines' step per street:
# both tried at 0.025-0.05 against basic (bench/ai_strength.py) and found to cost chips, so 0.
STREET_MARGIN = 0.0
STEP = 0.0
# Value lines on the strength s = (e - fair share) / (1 - fair share), 0 = fair, 1 = sure win.
RAISE_AT, RAISE_MOST_AT = 0.3, 0.6
BET_AT, BET_MOST_AT = 0.2, 0.5
# Heads-up, value bets and raises take the amount with the best expected value against a
# pot-odds caller holding the range read from its bets (``_best_size``).
EV_SIZING = True
# Opening a round with a hand too weak to bet for value: the cheapest bet rather than a fold
# when the chance of winning is at least this share of the fair share (per street) and beats
# that bet's own pot odds.
OPEN_FLOOR = (0.8, 0.5, 0.5, 0.5)


class HardBot:
    def __init__(self, samples: int = SAMPLES) -> None:
        self.samples = samples
        # seat -> [aggressive moves, moves] from hands already seen (this hand's come from the
        # view itself); updated once per hand, when a new hand number appears.
        self.memory: dict[int, list[float]] = {}
        self._hand_seen: object = None
        self._last_history: tuple[Move, ...] = ()
        self._min_bet = 0
        self._streets: ranges.StreetCache = {}  # this hand's street equities, see xito_ranges
        # This decision's [weight, weight won] per hole card of a lone opponent (ranges.equity).
        self._by_hole: dict[int, list[float]] = {}

    def choose(self, view: XitoView, legal_actions: Sequence[Action], rng: Rng) -> Action:
        action: Action = self.advise(view, legal_actions, rng).action
        return action

    def _remember(self, view: XitoView) -> None:
        """Fold the previous hand's moves into the memory when a new hand starts."""
        # A new hand: a new hand number, or (a new match) new cards.
        key = (view.hand, view.hole, tuple(up[:1] for up in view.upcards))
        if key != self._hand_seen:
            for move in self._last_history:
                if move.action == "fold":
                    continue
                entry = self.memory.setdefault(move.seat, [0.0, 0.0])
                entry[1] += 1
                if ranges.is_aggressive(move.action, move.amount, self._min_bet):
                    entry[0] += 1
            self._hand_seen = key
            self._streets = {}
        self._last_history = view.history
        self._min_bet = view.options.min_bet

    def advise(self, view: XitoView, legal_actions: Sequence[Action], rng: Rng) -> Advice:
        for action in legal_actions:
            if isinstance(action, Rebuy):
                return Advice(action, msg("advice.xito.rebuy"), "xito.rebuy")
        self._remember(view)
        bets = [a for a in legal_actions if isinstance(a, Bet)]
        raises = [a for a in legal_actions if isinstance(a, Raise)]
        can_call = any(isinstance(a, Call) for a in legal_actions)
        nuts = ranges.is_nuts(view)
        self._by_hole = {}
        e = (
            1.0
            if nuts
            else ranges.equity(
                view, rng, self.samples, self.memory, cache=self._streets, by_hole=self._by_hole
            )
        )
        pot, to_call = view.pot, view.to_call
        stack = view.stacks[view.seat]
        left = 4 - view.betting_round  # streets still to come
        fair = 1.0 / max(1, len(view.live))
        params: dict[str, object] = {"equity": round(e, 3), "pot": pot, "to_call": to_call}
        if bets:
            return self._open(view, bets, e, fair, nuts, pot, stack, left, rng, params)
        call_value = e * (pot + to_call) - to_call
        estimates: list[tuple[Action, float]] = [(Fold(), 0.0)]
        if can_call:
            estimates.append((Call(), call_value))
        odds = to_call / (pot + to_call) if to_call else 0.0
        short = stack - to_call < pot
        if raises:
            s = _strength(e, fair)
            if nuts or s >= RAISE_AT + STEP * left or (short and e > 0.5 and e > odds):
                top = nuts or s >= RAISE_MOST_AT + STEP * left or short
                size = raises[-1] if top else _middle(raises)
                if EV_SIZING and not nuts and not short:
                    size = self._best_size(view, raises, to_call) or size
                estimates.append((size, call_value + e * size.amount - (1 - e) * size.amount))
                text = msg("advice.xito.raise", win=_pct(e))
                if nuts:
                    text = msg("advice.xito.raise_nuts")
                return Advice(size, text, "xito.raise_value", params, tuple(estimates), UNIT)
        need = odds + STREET_MARGIN * left
        if can_call and (nuts or e >= need):
            win, needed = _pcts(e, odds)
            text = msg("advice.xito.call", win=win, need=needed)
            return Advice(Call(), text, "xito.call", params, tuple(estimates), UNIT)
        win, needed = _pcts(e, need)
        text = msg("advice.xito.fold_to_bets", win=win, need=needed)
        return Advice(Fold(), text, "xito.fold", params, tuple(estimates), UNIT)

    def _open(
        self,
        view: XitoView,
        bets: list[Bet],
        e: float,
        fair: float,
        nuts: bool,
        pot: int,
        stack: int,
        left: int,
        rng: Rng,
        params: dict[str, object],
    ) -> Advice:
        def ev(b: Bet) -> float:  # if called: win the pot and the bet, or lose the bet
            return e * (pot + b.amount) - (1 - e) * b.amount

        estimates: list[tuple[Action, float]] = [(Fold(), 0.0)] + [(b, ev(b)) for b in bets]
        short = stack < pot
        s = _strength(e, fair)
        if nuts or s >= BET_MOST_AT + STEP * left or (short and e > 0.5):
            most: Bet | Raise = bets[-1]
            if EV_SIZING and not nuts and not short:
                most = self._best_size(view, bets, 0) or most
            key = "advice.xito.bet_most" if most == bets[-1] else "advice.xito.bet_middle"
            return Advice(
                most,
                msg(key, win=_pct(e)),
                "xito.bet_value",
                params,
                tuple(estimates),
                UNIT,
            )
        if s >= BET_AT + STEP * left:
            size = _middle(bets)
            if EV_SIZING:
                size = self._best_size(view, bets, 0) or size
            key = "advice.xito.bet_most" if size == bets[-1] else "advice.xito.bet_middle"
            return Advice(
                size,
                msg(key, win=_pct(e)),
                "xito.bet_value",
                params,
                tuple(estimates),
                UNIT,
            )
        bluff = _middle(bets)
        if showing_best(view):
            share = bluff.amount / (pot + 2 * bluff.amount)
            if rng.random() < share:
                return Advice(
                    bluff,
                    msg("advice.xito.bluff"),
                    "xito.bluff",
                    params,
                    tuple(estimates),
                    UNIT,
                )
        cheapest = bets[0]
        floor = OPEN_FLOOR[min(3, max(0, view.betting_round - 1))] * fair
        if e >= max(floor, cheapest.amount / (pot + cheapest.amount)):
            return Advice(
                cheapest,
                msg("advice.xito.bet_least", win=_pct(e)),
                "xito.bet_small",
                params,
                tuple(estimates),
                UNIT,
            )
        return Advice(
            Fold(),
            msg("advice.xito.fold_open", win=_pct(e)),
            "xito.fold",
            params,
            tuple(estimates),
            UNIT,
        )

    def _best_size(
        self, view: XitoView, options: Sequence[Bet] | Sequence[Raise], to_call: int
    ) -> Bet | Raise | None:
        """Heads-up: the bet or raise with the best expected value (against folding now) if
        the opponent calls or folds as a pot-odds caller would with each hole card it may
        hold, weighted by how well that card explains its bets (``ranges.call_chance``);
        None at a fuller table or without the per-hole-card figures."""
        others = [s for s in view.live if s != view.seat]
        if len(others) != 1 or not self._by_hole:
            return None
        opp = others[0]
        key = (view.hand, opp, view.betting_round)
        if key not in self._streets:
            self._streets[key] = ranges.street_equities(view, opp, view.betting_round)
        own = self._streets[key]
        stick = ranges.aggression(view, self.memory)[opp]
        pot = view.pot
        best: tuple[float, Bet | Raise] | None = None
        for option in options:
            b = option.amount
            # What the opponent must call, into what (this seat's call and raise both in).
            odds = b / (pot + to_call + 2 * b)
            total = value = 0.0
            for hole, (w, won) in self._by_hole.items():
                if w <= 0.0:
                    continue
                win = won / w
                c = ranges.call_chance(own.get(hole, 0.0), odds, stick)
                called = win * (pot + b) - (1.0 - win) * (to_call + b)
                value += w * (c * called + (1.0 - c) * pot)
                total += w
            ev = value / total if total else 0.0
            if best is None or ev > best[0]:
                best = (ev, option)
        return best[1] if best else None


def _pct(share: float, decimals: int = 0) -> str:
    """A chance as the reasons print it (``54%``)."""
    return f"{share:.{decimals}%}"


def _pcts(win: float, need: float) -> tuple[str, str]:
    """The chance of winning and the chance a call needs, printed as far as they differ: a fold
    because "you win about 26% and calling needs 26%" reads as no reason (25.8% and 26.2%)."""
    for decimals in (0, 1):
        shown = _pct(win, decimals), _pct(need, decimals)
        if shown[0] != shown[1] or win == need:
            return shown
    return _pct(win, 2), _pct(need, 2)


def _strength(e: float, fair: float) -> float:
    return (e - fair) / (1.0 - fair) if fair < 1.0 else 1.0


def _middle(options: Sequence[Bet] | Sequence[Raise]) -> Bet | Raise:
    return options[len(options) // 2]
