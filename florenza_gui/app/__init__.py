"""The desktop app: main window, dialogs and menus (wiring only)."""
