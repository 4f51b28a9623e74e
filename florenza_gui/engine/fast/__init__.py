"""The engine's fast part: the in-place working copy (``working``), the
invariants followed step by step (``watcher``) and the random player of
whole games (``randomplayer``)."""
