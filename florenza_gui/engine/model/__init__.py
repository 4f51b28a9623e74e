"""The game's data: its vocabulary, the board's numbers, places and pieces, the
state, events, changes, moves as data and the rule ids."""
