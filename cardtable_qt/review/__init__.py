"""The post-hand review (``review_hand``) and its command, ``cardtable-review FILE --seat N``."""

from .core import Cancelled, Decision, Review, choices, review_hand, reviewer_for

__all__ = ["Cancelled", "Decision", "Review", "choices", "review_hand", "reviewer_for"]
