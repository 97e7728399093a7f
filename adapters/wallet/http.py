"""What the wallet provider and key-custody adapters share: one way to call, one way to fail."""

from __future__ import annotations

import requests

from ports.errors import ProviderUnavailable


def call(
    session: requests.Session, method: str, url: str, *, service: str, timeout: float, **kwargs
) -> requests.Response:
    """Send one request; a refused credential, a server fault or silence become ProviderUnavailable."""
    try:
        response = session.request(method, url, timeout=timeout, allow_redirects=False, **kwargs)
    except requests.RequestException as exc:
        raise ProviderUnavailable(f"the {service} did not answer") from exc
    if response.status_code in (401, 403):
        raise ProviderUnavailable(f"the {service} refused our credentials (HTTP {response.status_code})")
    if response.status_code >= 300 and response.status_code != 404:
        raise ProviderUnavailable(f"the {service} failed (HTTP {response.status_code})")
    return response


def json_of(response: requests.Response, *, service: str) -> dict:
    try:
        body = response.json()
    except ValueError as exc:
        raise ProviderUnavailable(f"the {service} sent a body that is not JSON") from exc
    if not isinstance(body, dict):
        raise ProviderUnavailable(f"the {service} sent an unexpected body")
    return body
