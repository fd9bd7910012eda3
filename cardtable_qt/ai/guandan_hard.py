"""The hard Guandan bot: plays a whole-hand plan, counts the cards still out, plays for its partner.

- The plan (`guandan_plan`): the hand split into the cheapest set of plays. Leading, it plays a
  group of the plan: when at most one group would lose its trick, it cashes the sure winners
  first and goes out with the last; otherwise it leads its weakest group (runs and full houses
  first among equals), never what an opponent about to go out can answer.
- Card counting: from the cards played (the view's public history) and its own hand it knows
  what is still out, so it knows which of its singles, pairs and triples nobody can beat.
- Partner: it never overtakes its partner (except to go out); with the lead and a partner down to
  one or two cards it feeds it a low single or pair it can beat.
- Following an opponent, it plays when the play fits its plan (it gets rid of a group that costs
  turns) or when the opponent is close to going out; bombs are spent by the plan: to stop an
  opponent about to go out, or when the lead the bomb wins lets it finish.
- Tribute and return: the card whose loss costs the plan least.
- Following when every seat is down to a few cards (the plan's guesses matter most and a
  play-out is cheap), pass and the plan's two best plays are settled by determinized play-outs:
  the hidden cards dealt at random (as many as each seat holds), the rest of the hand played by
  the basic bot, a fixed number of samples (work, not time: the same seed, the same game).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..engine.cards import Card, make_deck
from ..engine.guandan import (
    Combo,
    CutDeck,
    GuandanView,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    power,
)
from ..engine.rng import Rng
from . import guandan_appraise as appraise
from .advice import Advice
from .guandan_basic import BasicBot
from .guandan_plan import Group, plan, plan_cost, signature
from .guandan_reasons import DECK, closest_opponent, reason, shape

DANGER = 4  # an opponent with this many cards or fewer may go out soon: stop it
FEED = 2  # a partner with this many cards or fewer is fed at the lead
SEARCH_CARDS = 10  # play-outs only when the seat and every player in the hand hold at most this
SAMPLES = 12  # determinizations per option weighed by play-outs


class HardBot:
    def __init__(self) -> None:
        self._basic = BasicBot()

    def choose(self, view: GuandanView, legal_actions: list[Any], rng: Rng) -> Any:
        # Playing needs only the choice: the leads are weighed only when advice is asked.
        return self._advise(view, legal_actions, rng, weigh=False).action

    def advise(self, view: GuandanView, legal_actions: list[Any], rng: Rng) -> Advice:
        return self._advise(view, legal_actions, rng, weigh=True)

    def appraise(
        self, view: GuandanView, legal_actions: list[Any], played: Any, rng: Rng
    ) -> Advice:
        """The advice, with its choice and ``played`` both valued in one unit for the review:
        the chance the team takes the hand, over the same play-outs (``guandan_appraise``)."""
        advice = self._advise(view, legal_actions, rng, weigh=True)
        if isinstance(legal_actions[0], CutDeck):
            return replace(advice, estimates=((advice.action, 0.0), (played, 0.0)), unit="chance")
        options = [advice.action] if played == advice.action else [advice.action, played]
        values = appraise.chances(view, options, rng)
        return replace(advice, estimates=tuple(zip(options, values, strict=True)), unit="chance")

    def _advise(self, view: GuandanView, legal_actions: list[Any], rng: Rng, weigh: bool) -> Advice:
        first = legal_actions[0]
        if isinstance(first, CutDeck):
            return reason(first, "cut", count=DECK)
        if len(legal_actions) == 1 and isinstance(first, Pass | Play):
            return _only(view, first)
        if isinstance(first, PayTribute):
            return self._tribute(view, legal_actions, pay=True)
        if isinstance(first, ReturnTribute):
            return self._tribute(view, legal_actions, pay=False)
        plays = [a for a in legal_actions if isinstance(a, Play)]
        for action in plays:
            if len(action.combo.cards) == len(view.hand):
                return reason(
                    action, "go_out", play=action.combo, estimates=((action, 1.0),), unit="chance"
                )
        if view.to_beat is None:
            return self._lead(view, plays, rng, weigh)
        return self._follow(view, plays, legal_actions, rng)

    # --- tribute --------------------------------------------------------------------------------

    def _tribute(self, view: GuandanView, actions: list[Any], *, pay: bool) -> Advice:
        to_partner = not pay and any(
            t.receiver == view.seat and t.returned is None and t.giver == view.partner
            for t in view.tributes
        )
        if to_partner:
            action = self._basic.choose(view, actions, Rng(0))
            return reason(action, "return_partner", card=action.card)
        hand = list(view.hand)
        scored = []
        for action in actions:
            rest = list(hand)
            rest.remove(action.card)
            scored.append((plan_cost(rest, view.level), action))
        scored.sort(key=lambda s: (s[0], s[1].card))
        _cost, action = scored[0]
        rest = list(hand)
        rest.remove(action.card)
        return reason(
            action,
            "tribute_plan" if pay else "return_plan",
            card=action.card,
            after=shape(rest, view.level),
            estimates=tuple((a, -c) for c, a in scored),
            unit="plan",
        )

    # --- leading --------------------------------------------------------------------------------

    def _lead(self, view: GuandanView, plays: list[Play], rng: Rng, weigh: bool) -> Advice:
        level = view.level
        _cost, groups = plan(view.hand, level)
        out = _Outstanding(view)
        by_sig: dict[tuple[str, tuple[int, ...]], Play] = {}
        for action in plays:
            combo = action.combo
            sig = signature(combo)
            if sig in by_sig and not by_sig[sig].combo.substitutes():
                continue
            if sig not in by_sig or not combo.substitutes():
                by_sig[sig] = action
        # Every distinct lead weighed by what is left of the plan after it (the review compares
        # a person's lead with the bot's in this unit); the bot's own choice uses more than this.
        hand = list(view.hand)
        weighed = [
            (a, -plan_cost(_without(hand, a.combo.cards), level))
            for a in (by_sig.values() if weigh else ())
        ]

        def say(action: Play, code: str, **why: Any) -> Advice:
            rest = _without(hand, action.combo.cards)
            if all(a != action for a, _ in weighed):
                value = -plan_cost(rest, level)
                estimates = [*weighed, (action, value)]
            else:
                estimates = weighed
            if code in ("cash", "last", "weakest"):
                why["after"] = shape(rest, level)
            if code == "cash":
                why["count"] = out.total
            return reason(
                action, f"lead_{code}", play=action.combo, estimates=estimates, unit="plan", **why
            )

        options: list[tuple[Group, Play]] = []
        for group in groups:
            found = by_sig.get((group.kind, group.ranks))
            if found is not None:
                options.append((group, found))
        if not options:
            action = self._basic.choose(view, [*plays], rng)
            return reason(
                action,
                "lead_any",
                play=action.combo,
                after=shape(_without(hand, action.combo.cards), level),
            )
        losers = [(g, a) for g, a in options if not a.combo.tier and not out.safe(a.combo)]
        partner_cards = view.counts[view.partner]
        danger = _opponent_low(view)
        # Cash the sure winners, then go out with the last group.
        if len(losers) <= 1 and len(options) == len(groups):
            winners = [(g, a) for g, a in options if (g, a) not in losers and not a.combo.tier]
            if winners:
                _g, action = max(winners, key=lambda o: len(o[1].combo.cards))
                return say(action, "cash")
            if losers:
                _g, action = losers[0]
                return say(action, "last")
        # Feed a partner about to go out, when no opponent is closer.
        if (
            partner_cards is not None
            and 0 < partner_cards <= FEED
            and view.partner not in view.finished
            and (danger is None or danger > partner_cards)
        ):
            feed = self._feed(plays, partner_cards)
            if feed is not None:
                return say(feed, "feed", count=partner_cards)
        pool = (
            [(g, a) for g, a in losers if not a.combo.tier]
            or [(g, a) for g, a in options if not a.combo.tier]
            or options
        )

        def weakness(option: tuple[Group, Play]) -> tuple[float, int]:
            g, a = option
            score = float(
                min(a.combo.ranks) if g.kind in ("straight", "tube", "plate") else g.value
            )
            if len(a.combo.cards) >= 5:
                score -= 3
            elif len(a.combo.cards) >= 2:
                score -= 1
            if danger is not None and _answerable(a.combo, danger, out):
                score += 30
            return (score, -len(a.combo.cards))

        _g, action = min(pool, key=weakness)
        if danger is not None:
            low = closest_opponent(view)
            why = "forced" if _answerable(action.combo, danger, out) else "safe"
            return say(action, why, seat=low, count=danger)
        return say(action, "weakest")

    @staticmethod
    def _feed(plays: list[Play], partner_cards: int) -> Play | None:
        kind = "single" if partner_cards == 1 else "pair"
        low = [a for a in plays if a.combo.kind == kind and not a.combo.substitutes()]
        if not low:
            return None
        return min(low, key=lambda a: a.combo.value)

    # --- following ------------------------------------------------------------------------------

    def _follow(self, view: GuandanView, plays: list[Play], legal: list[Any], rng: Rng) -> Advice:
        passing = next(a for a in legal if isinstance(a, Pass))
        top = view.to_beat
        assert top is not None
        if view.to_beat_seat == view.partner:
            return reason(
                passing,
                "pass_partner",
                top=top,
                estimates=((passing, 0.0),),
                unit="plan",
            )
        level = view.level
        hand = list(view.hand)
        base = plan_cost(hand, level)
        out = _Outstanding(view)
        leader_cards = view.counts[view.to_beat_seat] if view.to_beat_seat is not None else None
        danger = _opponent_low(view)
        urgent = (leader_cards is not None and leader_cards <= DANGER) or (
            danger is not None and danger <= 2
        )
        scored: list[tuple[float, Play]] = []
        for action in plays:
            rest = _without(hand, action.combo.cards)
            after = plan_cost(rest, level)
            gain = base - after
            combo = action.combo
            if combo.tier:
                gain += _bomb_bonus(view, rest, level, urgent)
            elif out.safe(combo):
                gain += 3.0  # it wins the trick: the lead is ours
            scored.append((gain, action))
        estimates = [(passing, 0.0), *((a, g) for g, a in scored)]
        threshold = -4.0 if urgent else 1.0
        if len(hand) > 18 and not urgent:
            threshold = 2.5
        best = max(scored, key=lambda s: (s[0], -s[1].combo.tier), default=None)
        if best is not None and self._searchable(view):
            contenders = sorted(scored, key=lambda s: -s[0])[:2]
            return self._search(view, [passing, *(a for _, a in contenders)], rng, estimates)
        if best is None:
            return reason(passing, "pass_cannot", top=top, estimates=estimates, unit="plan")
        if best[0] < threshold:
            return reason(
                passing,
                "pass_plan",
                top=top,
                after=shape(hand, level),
                estimates=estimates,
                unit="plan",
            )
        _gain, action = best
        combo = action.combo
        left = shape(_without(hand, combo.cards), level)
        said: dict[str, Any] = {"play": combo, "estimates": estimates, "unit": "plan"}
        # The one to stop: the opponent leading the trick when it is close, else the closest.
        stop = view.to_beat_seat if leader_cards is not None and leader_cards <= DANGER else None
        if stop is None and danger is not None:
            stop = closest_opponent(view)
        if combo.tier:
            if urgent and stop is not None:
                return reason(action, "bomb_urgent", seat=stop, count=view.counts[stop], **said)
            return reason(action, "bomb_finish", after=left, **said)
        if out.safe(combo):
            return reason(action, "follow_win", count=out.total, after=left, **said)
        if urgent and stop is not None:
            return reason(action, "follow_stop", seat=stop, count=view.counts[stop], **said)
        wild = next((combo.cards[i] for i in combo.substitutes()), None)
        if wild is not None:
            return reason(action, "follow_wild", card=wild, after=left, **said)
        return reason(action, "follow_shed", after=left, **said)

    # --- determinized play-outs ---------------------------------------------------------------

    @staticmethod
    def _searchable(view: GuandanView) -> bool:
        if len(view.hand) > SEARCH_CARDS:
            return False
        return all(n is not None and n <= SEARCH_CARDS for n in view.counts)

    def _search(
        self,
        view: GuandanView,
        options: list[Any],
        rng: Rng,
        plan_estimates: list[tuple[Any, float]],
    ) -> Advice:
        """The option with the best chance that the team takes the hand, over sampled deals."""
        wins = [0] * len(options)
        team = view.seat % 2
        for _ in range(SAMPLES):
            hands = _sample_hands(view, rng)
            if hands is None:
                break
            for i, option in enumerate(options):
                wins[i] += _playout(view, hands, option, team, self._basic)
        else:
            chances = [w / SAMPLES for w in wins]
            best = max(range(len(options)), key=lambda i: (chances[i], -i))
            action = options[best]
            pct = round(chances[best] * 100)
            estimates = tuple(zip(options, chances, strict=True))
            said: dict[str, Any] = {"count": SAMPLES, "chance": pct, "estimates": estimates}
            if isinstance(action, Pass):
                runner = max(chances[1:], default=0.0)
                return reason(
                    action, "pass_search", other=round(runner * 100), unit="chance", **said
                )
            other = round(chances[0] * 100)  # options[0] is the pass
            return reason(
                action, "play_search", play=action.combo, other=other, unit="chance", **said
            )
        # No consistent deal (should not happen): the plan's choice.
        gain_action = max(plan_estimates, key=lambda e: e[1])[0]
        cards = getattr(getattr(gain_action, "combo", None), "cards", ())
        return reason(
            gain_action,
            "keep_plan",
            after=shape(_without(list(view.hand), cards), view.level),
            estimates=plan_estimates,
            unit="plan",
        )


class _Outstanding:
    """The cards this seat has not seen: two decks less its hand and every card played (jokers
    counted under their ranks, as the play-outs read them; the table's card counter,
    ``engine.guandan.counting``, shows the person the same cards with the jokers apart)."""

    def __init__(self, view: GuandanView) -> None:
        seen = Counter(c.face for c in view.hand)
        seen.update(c.face for c in view.played)
        counts: Counter[int] = Counter()
        wild = 0
        for card in make_deck(2, jokers=True):
            if seen[card.face]:
                seen[card.face] -= 1
                continue
            if card.rank == view.level and card.suit == "H":
                wild += 1
            else:
                counts[card.rank] += 1
        self.level = view.level
        self.ranks = counts
        self.wilds = wild
        self.total = wild + sum(counts.values())  # the cards still out, in others' hands

    def safe(self, combo: Combo) -> bool:
        """Whether no unseen cards make a higher play of the same kind (bombs aside)."""
        size = {"single": 1, "pair": 2, "triple": 3}.get(combo.kind)
        if size is None:
            return combo.kind in ("straight", "tube", "plate") and combo.value >= 13
        for rank, n in self.ranks.items():
            if power(rank, self.level) <= combo.value:
                continue
            extra = self.wilds if rank < 15 else 0
            if n + extra >= size:
                return False
        return True


def _without(hand: list[Card], cards: tuple[Card, ...]) -> list[Card]:
    gone = set(cards)
    return [c for c in hand if c not in gone]


def _opponent_low(view: GuandanView) -> int | None:
    low = [
        n
        for s, n in enumerate(view.counts)
        if s % 2 != view.seat % 2 and n is not None and 0 < n <= DANGER
    ]
    return min(low) if low else None


def _only(view: GuandanView, action: Pass | Play) -> Advice:
    """The reason for the one legal move: a pass when nothing beats the trick."""
    if isinstance(action, Play):
        goes_out = len(action.combo.cards) == len(view.hand)
        return reason(action, "go_out" if goes_out else "only_play", play=action.combo)
    assert view.to_beat is not None
    return reason(action, "pass_cannot", top=view.to_beat)


def _answerable(combo: Combo, cards: int, out: _Outstanding) -> bool:
    """Whether an opponent holding ``cards`` cards might answer this lead."""
    if out.safe(combo):
        return False
    size = len(combo.cards)
    return size <= cards


def _bomb_bonus(view: GuandanView, rest: list[Card], level: int, urgent: bool) -> float:
    """What the lead a bomb wins is worth: stopping an opponent, or finishing ourselves."""
    if urgent:
        return 12.0
    _, groups = plan(rest, level)
    if len([g for g in groups if g.cost > 3]) <= 1:
        return 8.0  # with the lead, at most one group needs a lead: we finish
    return -6.0


def _sample_hands(view: GuandanView, rng: Rng) -> list[list[Card]] | None:
    """The other seats' hands dealt at random from the unseen cards, each its own count."""
    known = {*view.hand, *view.played}
    unseen = [c for c in make_deck(2, jokers=True) if c not in known]
    rng.shuffle(unseen)
    hands: list[list[Card]] = [[] for _ in range(4)]
    hands[view.seat] = list(view.hand)
    for seat in range(4):
        if seat == view.seat:
            continue
        n = view.counts[seat]
        if n is None:
            return None
        hands[seat] = unseen[:n]
        del unseen[:n]
    return hands


def _playout(
    view: GuandanView, hands: list[list[Card]], option: Any, team: int, bot: BasicBot
) -> int:
    """1 when the team takes the hand after ``option``, the rest played by the basic bot."""
    assert team == view.seat % 2
    return appraise.play_out(view, hands, option, bot)
