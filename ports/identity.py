import typing

REASONS = ("expired", "not_yet_valid", "wrong_audience", "wrong_issuer", "invalid")


class TokenRejected(Exception):
    """The access token is not one the provider vouches for.

    `reason` is one of REASONS: the first three a client can act on (get a fresh token, fix its clock, sign in
    to the right project); "wrong_issuer" and "invalid" (bad signature, unknown key, wrong algorithm, malformed,
    missing claims) say nothing more, so a rejection never helps anyone forge a token."""

    def __init__(self, reason: str) -> None:
        if reason not in REASONS:
            raise ValueError(f"unknown rejection reason {reason!r}")
        super().__init__(reason)
        self.reason = reason


class PlayerTokens(typing.Protocol):
    """The wallet provider's player access tokens, checked against the keys the provider publishes."""

    def player_of(self, access_token: str) -> str:
        """The player id the token was issued to. Raises TokenRejected for a token it does not vouch for, and
        ProviderUnavailable when the published keys cannot be read in time."""
        ...
