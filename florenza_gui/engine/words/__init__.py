"""Every sentence the engine makes, in English and Italian, for a viewer."""
