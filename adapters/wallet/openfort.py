"""Openfort's backend API: the player's embedded-wallet accounts, listed with the project secret key."""

from __future__ import annotations

import requests
from eth_utils import is_address, to_checksum_address

from adapters.wallet.http import call, json_of
from domain.wallet import Wallet
from ports.errors import ProviderUnavailable

SERVICE = "wallet provider"


class OpenfortProvider:
    def __init__(self, base_url: str, secret_key: str, timeout: float) -> None:
        self._url = base_url.rstrip("/")
        self._timeout = timeout
        self._http = requests.Session()
        self._http.headers["Authorization"] = f"Bearer {secret_key}"

    def __repr__(self) -> str:
        return f"OpenfortProvider({self._url!r})"

    def wallet_of(self, account_id: str, chain_id: int) -> Wallet | None:
        response = call(
            self._http,
            "GET",
            f"{self._url}/v1/accounts",
            service=SERVICE,
            timeout=self._timeout,
            params={"player": account_id, "chainId": chain_id},
        )
        if response.status_code == 404:  # Openfort does not know the player yet
            return None
        entries = json_of(response, service=SERVICE).get("data")
        if not isinstance(entries, list):
            raise ProviderUnavailable("the wallet provider sent an unexpected account list")
        on_chain = [entry for entry in entries if isinstance(entry, dict) and entry.get("chainId") == chain_id]
        return _wallet(on_chain[0], chain_id) if on_chain else None


def _wallet(entry: dict, chain_id: int) -> Wallet:
    address = entry.get("address")
    if not isinstance(address, str) or not is_address(address):
        raise ProviderUnavailable("the wallet provider sent an account without a valid address")
    return Wallet(address=to_checksum_address(address), chain_id=chain_id)


def from_settings(settings) -> OpenfortProvider:
    """The provider over the configured secret (config.registry builds it only when the secret is set)."""
    return OpenfortProvider(settings.wallet_provider_url, settings.wallet_provider_secret, settings.provider_timeout)
