"""The API version registry: which prefixes are served, which is current, which are winding down."""

from __future__ import annotations

import datetime as dt
from email.utils import format_datetime

import attrs

from config.errors import ConfigError

MIN_NOTICE_DAYS = 183  # six months
# The release: one number for the package (setup.cfg reads it), the API description's info.version and the
# generated clients, raised as the description is (an added field or operation: the minor; wording: the patch).
# CHANGELOG.md says what each release added; `make release` tags it.
RELEASE = "1.1.0"


@attrs.frozen
class ApiVersion:
    name: str
    current: bool = False
    announced: dt.date | None = None
    sunset: dt.date | None = None
    successor: str | None = None

    @property
    def winding_down(self) -> bool:
        return self.sunset is not None

    @property
    def sunset_http_date(self) -> str:
        moment = dt.datetime.combine(self.sunset, dt.time(0, 0), tzinfo=dt.timezone.utc)
        return format_datetime(moment, usegmt=True)


def parse_versions(names: str, current: str | None, deprecations: str) -> tuple[ApiVersion, ...]:
    served = [n.strip() for n in names.split(",") if n.strip()]
    if not served:
        raise ConfigError("GOLDCOINS_API_VERSIONS: name at least one version, e.g. v1")
    current = current or served[-1]
    if current not in served:
        raise ConfigError(f"GOLDCOINS_API_CURRENT: {current!r} is not one of {', '.join(served)}")
    windows = _parse_deprecations(deprecations, served)
    versions = []
    for index, name in enumerate(served):
        announced, sunset = windows.get(name, (None, None))
        successor = served[index + 1] if announced and index + 1 < len(served) else None
        versions.append(ApiVersion(name, name == current, announced, sunset, successor))
    return tuple(versions)


def _parse_deprecations(text: str, served: list[str]) -> dict:
    key = "GOLDCOINS_API_DEPRECATIONS"
    windows = {}
    for entry in filter(None, (e.strip() for e in text.split(","))):
        try:
            name, dates = entry.split("=")
            announced, sunset = (dt.date.fromisoformat(d.strip()) for d in dates.split("/"))
        except ValueError as exc:
            raise ConfigError(f"{key}: expected 'v1=ANNOUNCED/SUNSET' (ISO dates), got {entry!r}") from exc
        if name not in served:
            raise ConfigError(f"{key}: {name!r} is not a served version")
        if (sunset - announced).days < MIN_NOTICE_DAYS:
            raise ConfigError(f"{key}: sunset of {name} must be at least six months after {announced}")
        if name == served[-1]:
            raise ConfigError(f"{key}: {name} is winding down but has no successor version")
        windows[name] = (announced, sunset)
    return windows
