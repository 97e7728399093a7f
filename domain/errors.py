"""Facts the domain can state about a request it cannot satisfy."""

import typing


class NotFound(Exception):
    """The thing asked for does not exist; `hint` says what the client can do about it."""

    hint = "Check the slugs or id; lists give the valid ones."


class IssuerNotFound(NotFound):
    hint = "Check the slug: a root issuer has a page (its tree holds the rest); /v1/issuers lists them."


class SeriesNotFound(NotFound):
    hint = "Check the slugs: /v1/issuers/{issuerSlug}/series lists the series of a root issuer's tree."


class CoinTypeNotFound(NotFound):
    hint = "Check the slugs: /v1/types lists every type with its issuer, series and slug."


class CoinTypeMoved(Exception):
    """The type asked for by an address it had is now at another: (issuer slug, series slug, slug)."""

    def __init__(self, issuer_slug: str, series_slug: str, slug: str) -> None:
        self.address = (issuer_slug, series_slug, slug)
        super().__init__(f"The type is now at {'/'.join(self.address)}.")


class MintNotFound(NotFound):
    hint = "Check the mint's slug: /v1/mints lists them."


class TokenNotFound(NotFound):
    hint = "Check the token id: /v1/machines lists the pool's tokens."


class WalletNotCreated(NotFound):
    """The player's browser has not created the embedded wallet yet."""

    hint = (
        "Create the wallet in the browser first, with the wallet provider's SDK, then POST /v1/wallet again to "
        "record it."
    )


class InvalidCatalogue(ValueError):
    """An imported catalogue breaks a rule; `problems` lists (file, record, field, message)."""

    def __init__(self, problems: typing.Iterable[tuple[str, str, str, str]]) -> None:
        self.problems = list(problems)
        first = self.problems[0] if self.problems else ("", "", "", "invalid catalogue")
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        super().__init__(f"{first[0]}: {first[1]}: {first[2]}: {first[3]}{more}")
