"""Whole random games nobody watches: the random player, the headless game and
the checked simulation."""
