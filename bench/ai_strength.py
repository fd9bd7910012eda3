"""AI strength on duplicate deals, run by hand (figures go into the README):

    PYTHONPATH=. .venv/bin/python bench/ai_strength.py [--game pokdeng] [--deals N] [--seed S]

Finds ``bench/strength/<game>.py`` for each of guandan, pokdeng, xito, rummy that is present,
plays every pairing it lists on N duplicate deals (the same cards, the bots swapping seats) and
prints each figure with its 95 % confidence interval and whether the target's lower bound clears
it, then the same as a Markdown table. The machinery is ``bench/strength/harness.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make ``bench`` and ``cardtable_qt`` importable
    sys.path.insert(0, str(ROOT))

from bench.strength.harness import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
