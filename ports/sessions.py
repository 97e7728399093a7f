import datetime as dt
import secrets
import typing

from domain.sessions import Session


TOKEN_PREFIX = "gcs_"


def new_token() -> str:
    """A new session token: 256 random bits, URL-safe, behind a fixed prefix.

    The prefix makes a leaked token recognisable to secret scanners, and it means no token starts with `-`, which
    a command line (`goldcoins session revoke TOKEN`) would take for an option.
    """
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


class SessionStore(typing.Protocol):
    """Server-side sessions. The store keeps only a digest of each token, never the token itself."""

    def open(self, session: Session) -> str:
        """Keep `session` and return its new token (`new_token`): the only moment the token exists in clear."""
        ...

    def find(self, token: str, now: dt.datetime) -> Session | None:
        """The live session behind `token`; None when it is unknown, revoked or expired at `now`."""
        ...

    def revoke(self, token: str) -> bool:
        """End one session; False when there was none."""
        ...

    def revoke_account(self, account_id: str) -> int:
        """End every session of an account; returns how many ended."""
        ...
