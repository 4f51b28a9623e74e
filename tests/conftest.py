"""Shared test set-up: Qt runs offscreen, set by the tests themselves."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
