"""The signed-in player's wallet, pulls and holdings. Identity comes only from the session cookie."""

from __future__ import annotations

import falcon

from adapters.http.sessions import SessionGuard, authenticate
from services.wallet import WalletService


class _WalletResource:
    def __init__(self, guard: SessionGuard, service: WalletService, converter) -> None:
        self.guard = guard
        self._service = service
        self._converter = converter

    def _reply(self, resp: falcon.Response, result) -> None:
        resp.media = self._converter.unstructure(result)


def _account(req: falcon.Request) -> str:
    return req.context.session.account_id


@falcon.before(authenticate)
class WalletResource(_WalletResource):
    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        self._reply(resp, self._service.wallet(_account(req)))

    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        self._reply(resp, self._service.create_wallet(_account(req)))


@falcon.before(authenticate)
class EncryptionSessionResource(_WalletResource):
    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.media = {"session": self._service.encryption_session()}


@falcon.before(authenticate)
class PullsResource(_WalletResource):
    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        self._reply(resp, self._service.pulls(_account(req)))


@falcon.before(authenticate)
class HoldingsResource(_WalletResource):
    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        self._reply(resp, self._service.holdings(_account(req)))
