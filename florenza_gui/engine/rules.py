"""The rule ids the engine names (RULES.md): a mistyped id is a name error,
and ``tests/engine/test_rule_ids.py`` checks every id here against RULES.md."""

from __future__ import annotations

from enum import StrEnum


class Rule(StrEnum):
    D1 = "D1"
    D3 = "D3"
    D4 = "D4"
    D5 = "D5"
    D6 = "D6"
    D9 = "D9"
    D10 = "D10"
    D13 = "D13"
    R7_1 = "R7.1"
    R7_1A = "R7.1a"
    R7_1B = "R7.1b"
    R7_1C = "R7.1c"
    R7_1D = "R7.1d"
    R7_1E = "R7.1e"
    R7_2 = "R7.2"
    R7_2A = "R7.2a"
    R7_2B = "R7.2b"
    R7_2C = "R7.2c"
    R7_2D = "R7.2d"
    R7_2E = "R7.2e"
    R7_2F = "R7.2f"
    R7_3 = "R7.3"
    R7_4 = "R7.4"
    R7_5 = "R7.5"
    R8_1 = "R8.1"
    R8_2 = "R8.2"
    R8_3 = "R8.3"
    R8_4 = "R8.4"
    R8_5 = "R8.5"
    R8_6 = "R8.6"
    R8_7 = "R8.7"
    R8_8 = "R8.8"
    R9_1 = "R9.1"
    R9_2 = "R9.2"
    R9_3 = "R9.3"
    G1 = "G1"
    G2 = "G2"
    G3 = "G3"
    G4 = "G4"
    M1 = "M1"
    M2 = "M2"
    M3 = "M3"
    M4 = "M4"
    M5 = "M5"
    M6 = "M6"
    M7 = "M7"
    M8 = "M8"
    M9 = "M9"
    M10 = "M10"


# The ids as module constants too (``from .rules import R7_1``): an end of a
# round names dozens, and in Python 3.11 reading a member off an Enum class
# (``Rule.R7_1``) takes the slow path through ``EnumType.__getattr__``, several
# times the cost of reading a global. tests/engine/test_rule_ids.py checks
# that each constant is its member and that none is missing.
D1 = Rule.D1
D3 = Rule.D3
D4 = Rule.D4
D5 = Rule.D5
D6 = Rule.D6
D9 = Rule.D9
D10 = Rule.D10
D13 = Rule.D13
R7_1 = Rule.R7_1
R7_1A = Rule.R7_1A
R7_1B = Rule.R7_1B
R7_1C = Rule.R7_1C
R7_1D = Rule.R7_1D
R7_1E = Rule.R7_1E
R7_2 = Rule.R7_2
R7_2A = Rule.R7_2A
R7_2B = Rule.R7_2B
R7_2C = Rule.R7_2C
R7_2D = Rule.R7_2D
R7_2E = Rule.R7_2E
R7_2F = Rule.R7_2F
R7_3 = Rule.R7_3
R7_4 = Rule.R7_4
R7_5 = Rule.R7_5
R8_1 = Rule.R8_1
R8_2 = Rule.R8_2
R8_3 = Rule.R8_3
R8_4 = Rule.R8_4
R8_5 = Rule.R8_5
R8_6 = Rule.R8_6
R8_7 = Rule.R8_7
R8_8 = Rule.R8_8
R9_1 = Rule.R9_1
R9_2 = Rule.R9_2
R9_3 = Rule.R9_3
G1 = Rule.G1
G2 = Rule.G2
G3 = Rule.G3
G4 = Rule.G4
M1 = Rule.M1
M2 = Rule.M2
M3 = Rule.M3
M4 = Rule.M4
M5 = Rule.M5
M6 = Rule.M6
M7 = Rule.M7
M8 = Rule.M8
M9 = Rule.M9
M10 = Rule.M10
