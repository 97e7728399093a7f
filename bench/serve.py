"""`goldcoins serve`, for a config that does not know the response cache settings yet.

The bench turns the cache off with GOLDCOINS_RESPONSE_CACHE_ENTRIES=0. Until config/settings.py declares
`response_cache_entries` and `response_cache_megabytes`, this adds them (same names, same defaults) and then
runs exactly what the `goldcoins` console script runs. Once config has them, the bench calls
`goldcoins serve` directly and this module is not used.
"""
from __future__ import annotations

import sys

import attrs

PENDING = {"response_cache_entries": 2048, "response_cache_megabytes": 64}


def missing_settings() -> dict:
    from config import settings

    known = attrs.fields_dict(settings.Settings)
    return {name: default for name, default in PENDING.items() if name not in known}


def declare_pending_settings() -> None:
    from config import settings

    missing = missing_settings()
    if missing:
        namespace = {"__annotations__": {name: "int" for name in missing}, **missing}
        settings.Settings = attrs.frozen(kw_only=True)(type("Settings", (settings.Settings,), namespace))


if __name__ == "__main__":
    declare_pending_settings()
    import app

    sys.exit(app.main(["serve"]))
