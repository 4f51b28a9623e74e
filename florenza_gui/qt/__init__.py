"""The hallway between the engine and the views: the session, its timeline and the item models."""
