"""A signed-in session: who the caller is, for how long. The token itself never lives here."""

from __future__ import annotations

import datetime as dt
import secrets

import attrs

DEFAULT_ROLE = "player"
TOKEN_PREFIX = "gcs_"


def new_token() -> str:
    """A new session token: 256 random bits, URL-safe, behind a fixed prefix.

    The prefix makes a leaked token recognisable to secret scanners, and it means no token starts with `-`, which
    a command line (`goldcoins session revoke TOKEN`) would take for an option.
    """
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


@attrs.frozen(kw_only=True)
class Session:
    account_id: str
    role: str
    created_at: dt.datetime
    expires_at: dt.datetime

    @classmethod
    def starting(cls, account_id: str, now: dt.datetime, ttl_seconds: int, role: str = DEFAULT_ROLE) -> Session:
        if not account_id:
            raise ValueError("a session needs an account id")
        if ttl_seconds <= 0:
            raise ValueError("a session needs a positive lifetime")
        return cls(account_id=account_id, role=role, created_at=now, expires_at=now + dt.timedelta(seconds=ttl_seconds))

    def is_live(self, now: dt.datetime) -> bool:
        return now < self.expires_at
