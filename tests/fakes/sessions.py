"""In-memory sessions that keep the token as given (the real store keeps only its digest)."""

from __future__ import annotations

import datetime as dt
import secrets

from domain.sessions import Session


class FakeSessionStore:
    def __init__(self) -> None:
        self.sessions: dict[str, Session] = {}

    def open(self, session: Session) -> str:
        token = "gcs_" + secrets.token_urlsafe(32)
        self.sessions[token] = session
        return token

    def find(self, token: str, now: dt.datetime) -> Session | None:
        session = self.sessions.get(token)
        return session if session is not None and session.is_live(now) else None

    def revoke(self, token: str) -> bool:
        return self.sessions.pop(token, None) is not None

    def revoke_account(self, account_id: str) -> int:
        ended = [token for token, s in self.sessions.items() if s.account_id == account_id]
        for token in ended:
            del self.sessions[token]
        return len(ended)

    def purge(self, now: dt.datetime) -> int:
        ended = [token for token, s in self.sessions.items() if not s.is_live(now)]
        for token in ended:
            del self.sessions[token]
        return len(ended)
