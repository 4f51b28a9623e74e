"""The hallway between the engine and the views: the controller and the item models."""
