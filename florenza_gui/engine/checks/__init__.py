"""The invariants every state keeps, Phase 7's postconditions, and broken
invariants as data."""
