"""Signing in, seeing who is signed in, signing out, and forgetting sessions that have ended."""

from __future__ import annotations

import attrs

from domain.sessions import Session
from ports.clock import Clock
from ports.identity import PlayerTokens
from ports.sessions import SessionStore
from services.wallet import required


@attrs.frozen
class SignedIn:
    token: str  # the new session token: it exists in clear only here, on its way into the cookie
    session: Session


@attrs.frozen(kw_only=True)
class SessionService:
    """Collaborators left None are not configured: the use cases that need them raise NotConfigured."""

    store: SessionStore | None
    tokens: PlayerTokens | None
    clock: Clock
    ttl_seconds: int

    def sign_in(self, access_token: str, carried: list[str]) -> SignedIn:
        """A new session for the player the provider's access token names (TokenRejected otherwise). The
        sessions the browser's cookie carried end first: a sign-in never reuses or keeps an old token."""
        store = required(self.store, "session store")
        player = required(self.tokens, "wallet provider sign-in").player_of(access_token)
        for token in carried:
            store.revoke(token)
        session = Session.starting(player, self.clock.now(), self.ttl_seconds)
        return SignedIn(store.open(session), session)

    def current(self, token: str) -> Session | None:
        return required(self.store, "session store").find(token, self.clock.now())

    def sign_out(self, carried: list[str]) -> None:
        store = required(self.store, "session store")
        for token in carried:
            store.revoke(token)

    def purge(self) -> int:
        return required(self.store, "session store").purge(self.clock.now())
