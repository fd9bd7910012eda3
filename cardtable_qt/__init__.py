"""CardTable: a desktop card table for Guandan, Pok Deng, Xì tố and Indian Rummy."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("cardtable")
except _metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.1.0"

APP_NAME = "CardTable"
