import datetime as dt
import typing

from domain.sessions import Session


class SessionStore(typing.Protocol):
    """Server-side sessions. The store keeps only a digest of each token, never the token itself."""

    def open(self, session: Session) -> str:
        """Keep `session` and return its new token (domain.sessions.new_token): the only moment the token exists in clear."""
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

    def purge(self, now: dt.datetime) -> int:
        """Forget every session that has expired at `now` (a revoked one is already gone); returns how many."""
        ...
