"""Case- and accent-insensitive search: words of titles and catalogue numbers, indexed by prefix."""
from __future__ import annotations

import re
import unicodedata

from adapters.storage.catalogue_models import SearchTerm, TypeRow

WORD = re.compile(r"[a-z0-9]+")
PAST_LAST_WORD_CHAR = "{"  # the character after "z": "km" ≤ every "km…" token < "km{"


def normalise(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.casefold().replace("ß", "ss")


def words(text: str) -> list[str]:
    return WORD.findall(normalise(text))[:20]


def index_type(type_id: int, coin_type: dict) -> None:
    SearchTerm.delete().where(SearchTerm.coin_type == type_id).execute()
    text = " ".join([coin_type["title"], *coin_type["references"], str(coin_type["externalCatalogueId"] or "")])
    tokens = {word[:64] for word in words(text)}
    if tokens:
        SearchTerm.insert_many([{"token": t, "coin_type": type_id} for t in sorted(tokens)]).execute()


def matching(q: str):
    """A condition on TypeRow: every word of q starts some word of the type's title or references."""
    condition = None
    for word in words(q):
        hits = SearchTerm.select(SearchTerm.coin_type).where(
            (SearchTerm.token >= word) & (SearchTerm.token < word + PAST_LAST_WORD_CHAR))
        clause = TypeRow.id.in_(hits)
        condition = clause if condition is None else condition & clause
    return condition
