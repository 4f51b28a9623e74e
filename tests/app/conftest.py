"""GUI tests share their fixtures (a real QApplication offscreen, qasync, a window)."""

from tests.guifixtures import driver, loop, pass_curtain, private_settings, three_humans, window  # noqa: F401
