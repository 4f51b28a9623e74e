"""The in-place working copy: the engine's one fast module."""
