"""Florenza Table: a digital board for the end of each round of *Florenza*."""

__version__ = "0.1.0"
