"""What the wallet provider and key-custody adapters share: one way to call, one way to fail.

Each call runs through its service's Bulkhead (adapters/outbound.py): the whole exchange within `timeout`, at
most two in flight per service, so a provider that hangs answers 503 in time and holds no server thread."""

from __future__ import annotations

import requests

from adapters.outbound import shared_bulkhead
from ports.errors import ProviderUnavailable


def call(
    session: requests.Session, method: str, url: str, *, service: str, timeout: float, **kwargs
) -> requests.Response:
    """Send one request; a refused credential, a server fault or silence become ProviderUnavailable."""

    def exchange() -> requests.Response:
        try:
            return session.request(method, url, timeout=timeout, allow_redirects=False, **kwargs)
        except requests.RequestException as exc:
            raise ProviderUnavailable(f"the {service} did not answer") from exc

    bulkhead = shared_bulkhead(service, deadline=timeout, unavailable=ProviderUnavailable, limit=2)
    response = bulkhead.call(exchange)
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
