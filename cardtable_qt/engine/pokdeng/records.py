"""Quicker construction for this package's frozen records (events and views).

``dataclass(frozen=True)`` stores every field through ``object.__setattr__``, several times
slower than a plain assignment; a simulated round builds some hundred of these records, and
their construction alone took about a third of the time. ``fast_init`` gives a frozen slotted
dataclass an ``__init__`` with the same parameters that stores straight through the slots'
descriptors. The class stays the same frozen dataclass: equality, hashing, ``repr``,
immutability and the codec are untouched.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def fast_init(cls: type[T]) -> type[T]:
    """Class decorator, applied above ``@dataclass(frozen=True, slots=True)``."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if any(
        not f.init
        or f.default is not dataclasses.MISSING
        or f.default_factory is not dataclasses.MISSING
        for f in fields
    ) or hasattr(cls, "__post_init__"):
        raise TypeError(f"fast_init: {cls.__name__} has defaults or a __post_init__")
    names = [f.name for f in fields]
    env: dict[str, Any] = {f"_set_{n}": getattr(cls, n).__set__ for n in names}
    body = "".join(f"    _set_{n}(self, {n})\n" for n in names) or "    pass\n"
    namespace: dict[str, Any] = {}
    # built from the field names only, the way dataclasses builds its own __init__
    exec(f"def __init__(self, {', '.join(names)}):\n{body}", env, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 - a method replaced on purpose
    return cls
