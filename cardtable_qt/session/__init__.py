"""The Qt side of the model: the game session (one match, its bots, autosave) and its seats."""

from .controller import GameSession
from .seats import SeatConfig, human_seat

__all__ = ["GameSession", "SeatConfig", "human_seat"]
