"""Reading an enum's member from its class at the speed of any class attribute.

The rules name enum members where they use them (``Rule.R8_6``,
``EventKind.CARD_SHIFTED``, ``Seat.GHOST``), some 130 times an end of round.
On CPython 3.11, ``enum.EnumType`` defines ``__getattr__``, and a metaclass
with a ``__getattr__`` in Python sends every attribute read of its classes
through a slower path (``__getattribute__`` called as a bound method, then
the hook if that fails): a member read from its class costs about ten times
a module constant's read. Since 3.11 every member is also an entry of its
class's ``__dict__``, so the hook only ever answers names that are not
members; CPython 3.12 removed it.

``read_members_directly`` removes it on 3.11 as well, once, for the whole
process: a member is then read from the class's ``__dict__`` as on 3.12,
and a name that is neither a member nor an attribute raises
``AttributeError`` as before (``tests/engine/fast/test_enum_reads.py``).
On 3.12 and later there is nothing to remove.
"""

from __future__ import annotations

import enum
import sys


def read_members_directly() -> bool:
    """Remove ``EnumType.__getattr__`` where the interpreter still has it;
    whether it was there to remove."""
    if sys.version_info >= (3, 12) or "__getattr__" not in vars(enum.EnumType):
        return False
    del enum.EnumType.__getattr__  # type: ignore[attr-defined,misc,unused-ignore]
    return True
