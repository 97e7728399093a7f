"""Case- and accent-insensitive search: words of titles and catalogue numbers, indexed by prefix."""

from __future__ import annotations

import functools
import re
import typing
import unicodedata

from adapters.storage.catalogue.models import SearchTerm

WORD = re.compile(r"[a-z0-9]+")
# a fraction ("1/10" of "1/10 oz") is a word of its own too: as its two numbers, "1" and "10" each start tens of
# thousands of tokens at 100k types, and "1/10 oz" walked ~750 "1 oz" types in title order before its page
FRACTION = re.compile(r"[0-9]+/[0-9]+")
PAST_LAST_WORD_CHAR = "{"  # the character after "z": "km" ≤ every "km…" token < "km{"
# one word of a query, checked for the type whose id is `owner` through the (type, token) index
HAS_WORD = "EXISTS (SELECT 1 FROM search_term st WHERE st.coin_type_id = {owner} AND st.token >= ? AND st.token < ?)"


def normalise(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.casefold().replace("ß", "ss")


def words(text: str) -> list[str]:
    return WORD.findall(normalise(text))[:20]


def type_text(title: str, references, catalogue_id) -> str:
    """The text of a type that search indexes: its title, catalogue references and external catalogue id."""
    return " ".join([title, *references, str(catalogue_id or "")])


def fractions(text: str) -> set[str]:
    """The fractions of a text, each whole ("1/10"), as the index keeps them."""
    return {fraction[:64] for fraction in FRACTION.findall(normalise(text))}


def tokens(text: str) -> set[str]:
    """What the index keeps of a text: its words, and each fraction in it whole."""
    return {word[:64] for word in words(text)} | fractions(text)


def index_type(type_id: int, coin_type: dict) -> None:
    SearchTerm.delete().where(SearchTerm.coin_type == type_id).execute()
    found = tokens(type_text(coin_type["title"], coin_type["references"], coin_type["externalCatalogueId"]))
    if found:
        keys = {
            "coin_type": type_id,
            "title": coin_type["title"],
            "min_year": coin_type["minYear"],
            "weight": coin_type["weight"],
        }
        SearchTerm.insert_many([{"token": t, **keys} for t in sorted(found)]).execute()


def query_words(q: str) -> list[str]:
    return list(_query_words(q))


@functools.lru_cache(maxsize=1024)  # a pure function of q, run on every search request (~20 µs of it)
def _query_words(q: str) -> tuple[str, ...]:
    """The distinct words of q, a fraction as one word ("1/10 oz": "1/10" and "oz", which a type matches when
    its text holds the fraction, or one the fraction starts: "1/100"; not "10 Ducat 1 oz", as the numbers
    alone did), likeliest to be rare first when nothing better is known: fractions and numbers, then the
    longest."""
    text = normalise(q)
    found = [*FRACTION.findall(text), *words(FRACTION.sub(" ", text))][:20]
    return tuple(sorted(set(found), key=lambda word: (not word.replace("/", "").isdigit(), -len(word), word)))


def span(word: str) -> tuple[str, str]:
    """The token range a word of a query matches: every token it starts."""
    return word, word + PAST_LAST_WORD_CHAR


class Word(typing.NamedTuple):
    """A word of a query as the index sees it: its first and last token (equal when it starts exactly one,
    None when it starts none) and how many entries it has, counted up to RARITY_CAP."""

    text: str
    first: str | None
    last: str | None
    entries: int

    @property
    def one_token(self) -> bool:
        return self.first is not None and self.first == self.last


RARITY_CAP = 10_000
# min and max as separate subqueries, so each is one index probe ("1" starts 56k tokens: 88 ms as one scan)
WORD_SPAN = (
    "SELECT (SELECT min(token) FROM search_term WHERE token >= ? AND token < ?), "
    "(SELECT max(token) FROM search_term WHERE token >= ? AND token < ?), "
    "(SELECT count(*) FROM (SELECT 1 FROM search_term WHERE token >= ? AND token < ? LIMIT ?) capped)"
)


def looked_up(q: str, one) -> list[Word]:
    """The query's words, rarest first; `one` runs WORD_SPAN (the caller's memo)."""
    found = [
        Word(word, *one(WORD_SPAN, (*span(word), *span(word), *span(word), RARITY_CAP))) for word in query_words(q)
    ]
    return sorted(found, key=lambda word: word.entries)  # stable: ties keep query_words' order


def add_matching(where, found: list[str]) -> None:
    """Every word of the query (`found`, likeliest to be rare first) starts some word of the type's title or
    references.

    Listing the matches first: the first word lists the candidates through the token index, and each other
    word is checked per candidate. Walking the sort order (a word found in many types): every word, that one
    too, is checked per row passed through the (type, token) index, so the cost follows the page and not the
    number of matches; "km" is in every type of a catalogue that cites Krause numbers, and listing 100,000
    candidates before the first row took 36 ms at 100k types.
    """
    if not found:
        where.add("1 = 0")
        return
    driver, *others = found
    where.add(
        "t.id IN (SELECT coin_type_id FROM search_term WHERE token >= ? AND token < ?)",
        *span(driver),
        walked=HAS_WORD.format(owner="t.id"),
    )
    add_words(where, others)


def add_words(where, found, owner: str = "t.id") -> None:
    """Each word of `found` starts a word of the type whose id is `owner`."""
    for word in found:
        where.add(HAS_WORD.format(owner=owner), *span(word))
