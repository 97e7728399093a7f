"""What a child process the tests start is given."""

from __future__ import annotations

import os


def child_environment(**extra: str) -> dict[str, str]:
    """This process's environment without its GOLDCOINS_ settings, plus `extra`: the child starts from the
    defaults and only what the test sets, whatever the shell that runs the tests exports."""
    return {**{key: value for key, value in os.environ.items() if not key.startswith("GOLDCOINS_")}, **extra}
