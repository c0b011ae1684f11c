"""Checks of the integer and yes/no arguments taken on the Python side
(batch sizes, strides, counts, flags), by the rules the native module's
converters follow:

- any ``int`` or object with ``__index__`` (NumPy integers included) is
  accepted whatever its size and judged by range; ``bool``, floats, strings
  and ``None`` are a ``TypeError`` naming the argument;
- a value outside the allowed range is a ``ValueError`` naming the argument
  and the range (``every must be in range 1..=18446744073709551615, got
  0``), never an ``OverflowError``; its ``argument`` attribute holds the
  argument's name, as a ``GoError``'s does;
- a flag is a ``bool`` or NumPy's ``bool_``; anything else (``None``, an
  int) is a ``TypeError`` naming the argument.
"""

from __future__ import annotations

import operator
import sys

import numpy as np

__all__ = ["SIZE_MAX", "USIZE_MAX", "flag", "integer"]

#: The largest length or count of this platform (NumPy's ``intp``).
SIZE_MAX = sys.maxsize

#: The largest unsigned machine word (the native module's ``usize``).
USIZE_MAX = 2 * sys.maxsize + 1


def integer(value: object, name: str, low: int, high: int, argument: str | None = None) -> int:
    """``value`` as an ``int`` in ``low..=high``: raises ``TypeError`` for a
    ``bool`` or a value without ``__index__``, ``ValueError`` for one out of
    range; both messages name ``name`` (the argument, or a part of it such
    as ``dead x``), and the ``ValueError``'s ``argument`` attribute is
    ``argument`` (default: ``name``)."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        n = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None
    if not low <= n <= high:
        error = ValueError(f"{name} must be in range {low}..={high}, got {n}")
        error.argument = name if argument is None else argument  # type: ignore[attr-defined]
        raise error
    return n


def is_flag(value: object) -> bool:
    """Whether ``value`` is a yes/no value: a ``bool`` or NumPy's ``bool_``."""
    return isinstance(value, (bool, np.bool_))


def type_name(value: object) -> str:
    """The name of ``value``'s type for a message: its full name outside
    the builtins, so that NumPy's ``bool_`` never reads as ``bool``."""
    kind = type(value)
    return kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"


def flag(value: object, name: str) -> bool:
    """``value`` as a yes/no option (:func:`is_flag`), else ``TypeError``
    naming ``name`` and the type given (:func:`type_name`)."""
    if not is_flag(value):
        raise TypeError(f"{name} must be a bool, not {type_name(value)}")
    return bool(value)
