"""Saved games and scenarios: reading untrusted files, their schema, codecs,
limits and checks, and the scenario editor's free placement."""
