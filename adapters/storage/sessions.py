"""Sessions in the database, keyed by the SHA-256 of their token."""

from __future__ import annotations

import datetime as dt
import hashlib

import peewee

from adapters.storage.db import database, naive_utc, translate_errors
from domain.sessions import Session, new_token


class SessionRow(peewee.Model):
    token_digest = peewee.CharField(max_length=64, primary_key=True)
    account_id = peewee.CharField(max_length=200, index=True)
    role = peewee.CharField(max_length=50)
    created_at = peewee.DateTimeField()
    expires_at = peewee.DateTimeField(index=True)

    class Meta:
        database = database
        table_name = "session"


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _aware(moment) -> dt.datetime:
    if isinstance(moment, str):  # SQLite hands back text
        moment = dt.datetime.fromisoformat(moment)
    return moment.replace(tzinfo=dt.timezone.utc) if moment.tzinfo is None else moment


def _session(row: SessionRow) -> Session:
    return Session(
        account_id=row.account_id, role=row.role, created_at=_aware(row.created_at), expires_at=_aware(row.expires_at)
    )


class PeeweeSessionStore:
    @translate_errors
    def open(self, session: Session) -> str:
        token = new_token()
        with database.atomic():
            SessionRow.create(
                token_digest=digest(token),
                account_id=session.account_id,
                role=session.role,
                created_at=naive_utc(session.created_at),
                expires_at=naive_utc(session.expires_at),
            )
        return token

    @translate_errors
    def find(self, token: str, now: dt.datetime) -> Session | None:
        row = SessionRow.get_or_none(SessionRow.token_digest == digest(token))
        if row is None:
            return None
        session = _session(row)
        return session if session.is_live(now) else None

    @translate_errors
    def revoke(self, token: str) -> bool:
        with database.atomic():
            return SessionRow.delete().where(SessionRow.token_digest == digest(token)).execute() > 0

    @translate_errors
    def revoke_account(self, account_id: str) -> int:
        with database.atomic():
            return SessionRow.delete().where(SessionRow.account_id == account_id).execute()

    @translate_errors
    def purge(self, now: dt.datetime) -> int:
        with database.atomic():
            return SessionRow.delete().where(SessionRow.expires_at <= naive_utc(now)).execute()
