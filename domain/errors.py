"""Facts the domain can state about a request it cannot satisfy."""

import typing


class NotFound(Exception):
    """The thing asked for does not exist."""


class IssuerNotFound(NotFound):
    pass


class SeriesNotFound(NotFound):
    pass


class CoinTypeNotFound(NotFound):
    pass


class MintNotFound(NotFound):
    pass


class TokenNotFound(NotFound):
    pass


class WalletNotCreated(NotFound):
    """The player's browser has not created the embedded wallet yet."""


class InvalidCatalogue(ValueError):
    """An imported catalogue breaks a rule; `problems` lists (file, record, field, message)."""

    def __init__(self, problems: typing.Iterable[tuple[str, str, str, str]]) -> None:
        self.problems = list(problems)
        first = self.problems[0] if self.problems else ("", "", "", "invalid catalogue")
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        super().__init__(f"{first[0]}: {first[1]}: {first[2]}: {first[3]}{more}")
