"""PyInstaller entry point for the Florenza Table bundle.

A plain script (not ``python -m``) so PyInstaller can analyse its imports;
it just hands over to the installed app's ``main``.
"""

import sys

from florenza_gui.app.main import main

if __name__ == "__main__":
    sys.exit(main())
