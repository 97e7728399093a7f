"""Case- and accent-insensitive search: words of titles and catalogue numbers, indexed by prefix."""
from __future__ import annotations

import re
import unicodedata

from adapters.storage.catalogue_models import SearchTerm

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


def add_matching(where, q: str) -> None:
    """Every word of q starts some word of the type's title or references.

    The word likeliest to be rare (digits first, then the longest) lists the candidates through the
    (token, type) index; each other word is checked per candidate through the (type, token) index, so a
    common prefix such as "km" never materialises every type.
    """
    found = sorted(set(words(q)), key=lambda word: (not word.isdigit(), -len(word), word))
    if not found:
        where.add("1 = 0")
        return
    driver, *others = found
    where.add("{+}t.id IN (SELECT coin_type_id FROM search_term WHERE token >= ? AND token < ?)",
              driver, driver + PAST_LAST_WORD_CHAR)
    for word in others:
        where.add("EXISTS (SELECT 1 FROM search_term st WHERE st.coin_type_id = t.id AND st.token >= ? "
                  "AND st.token < ?)", word, word + PAST_LAST_WORD_CHAR)
