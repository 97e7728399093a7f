"""Shield, Openfort's key custody: encryption sessions for the browser's automatic recovery."""

from __future__ import annotations

import requests

from adapters.wallet.http import call, json_of
from ports.errors import ProviderUnavailable

SERVICE = "key-custody service"


class ShieldCustody:
    def __init__(self, base_url: str, api_key: str, api_secret: str, encryption_part: str, timeout: float) -> None:
        self._url = base_url.rstrip("/")
        self._timeout = timeout
        self._encryption_part = encryption_part
        self._http = requests.Session()
        self._http.headers.update({"x-api-key": api_key, "x-api-secret": api_secret})

    def __repr__(self) -> str:
        return f"ShieldCustody({self._url!r})"

    def encryption_session(self) -> str:
        response = call(
            self._http,
            "POST",
            f"{self._url}/project/encryption-session",
            service=SERVICE,
            timeout=self._timeout,
            json={"encryption_part": self._encryption_part},
        )
        if response.status_code == 404:
            raise ProviderUnavailable("the key-custody service does not know this project")
        session_id = json_of(response, service=SERVICE).get("session_id")
        if not isinstance(session_id, str) or not session_id:
            raise ProviderUnavailable("the key-custody service sent no session id")
        return session_id


def from_settings(settings) -> ShieldCustody:
    """The custody client over the configured key parts (config.registry builds it only when all three are set)."""
    parts = (settings.key_custody_api_key, settings.key_custody_api_secret, settings.key_custody_encryption_part)
    return ShieldCustody(settings.key_custody_url, *parts, timeout=settings.provider_timeout)
