"""Pok Deng's table in card units: the sizes of the hands, how far their cards fan, the felt's
middle, and the key under which the table remembers your last bet."""

from __future__ import annotations

HAND_SCALE = 0.74
MY_HAND_SCALE = 0.86
# The step from card to card, in card widths: the corner index (the leftmost quarter) and the
# left column of pips show on every card of a two- or three-card hand. A crowded table (up to
# 18 places) fans less, down to MIN_FAN, so neighbouring hands do not overlap.
FAN = 0.5
MIN_FAN = 0.36
TAG_GAP = 0.06  # between a hand's cards and its result tag (card units)
REMEMBER_KEY = "pokdeng.last_bet"
CENTRE = (8.0, 4.72)
# From seven seats the hands stand so close that bets aimed at the deck would crowd together in
# front of it (their amounts wrote into one another): there a bet lies straight in from its hand.
CROWDED = 7
# A bet's stack stands at most this many chips high: the bets are placed for stacks this low
# (``_chips_box``), and a taller one (a 20,000 bet: twelve chips) stood on the amount of the
# bet beside it at a crowded table. The amount says how much; the chips' colours say roughly.
BET_CHIPS = 3
