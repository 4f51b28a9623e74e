"""The board: a QGraphicsScene whose items show what the engine decided."""
