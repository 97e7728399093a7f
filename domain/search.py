"""Search as collectors type it: the words of a query and what they mean, and the order of the matches.

Pure. The databases' engines (SQLite FTS5, PostgreSQL full text search) find the candidates: every type
holding one of the query's words. This module decides what a query means and ranks those candidates, so
both databases answer the same query in the same order (docs/decisions/0007-search-relevance.md).

- Text is compared as `normalise` leaves it (accents and case folded) and in `stem`'s forms: plural and
  singular forms of a denomination are one word (`lire` and `lira`, `kronen` and `krone`), `st` is
  `saint`, a number in words is its digits.
- A query's four-digit year (1700-2100) means "struck that year"; a size in words or units (`quarter
  ounce`, `1oz`, `30g`, `1/10`) means the coin's gold content; `$20`, `£5` or `20 francs` mean a face value;
  a catalogue prefix followed by its number (`KM 18`, `km#18`, `km18`) is one catalogue number.
- The other words are matched against a type's title, its aliases and its other names (series, issuers,
  ruler, face value, catalogue numbers), with Meilisearch's typo budget: one edit from five letters, two
  from nine, none on numbers; the last word also matches as a prefix from two characters (the person may still be typing).
- Matches are ordered by Meilisearch's rules, in its order: words (more of the query's terms matched
  first), typo (fewer corrected words), proximity (the words close together and in order), attribute (title
  before aliases before other names, and earlier in it), exactness (whole words before prefixes). One rule is
  moved up: a type one of whose names is exactly the words typed comes right after the typo rule (`napoleon`
  finds the coins called "Napoléon" before those whose title merely holds the word); right after it, of the
  coins within a size's tolerance, those of the weight typed (to its last digit: `8.06g`, fine or gross) come
  first, then the nearest. Ties go first to the coin
  struck in the larger known numbers (the sum of its issues' known mintages: `20 mark 1913` means Prussia's
  millions), then to the one struck in more years, then to the heavier, as a popularity rule would (a bare
  `vreneli` means the 20 francs struck for fifty years, not the 100 francs of 1925; `maple leaf` the ounce), then
  to the title and the id, so paging never repeats or skips a row.
- A word the index does not know that is two words it knows run together (`mapleleaf`) is read as both.
"""

from __future__ import annotations

import functools
import math
import re
import typing
import unicodedata
from fractions import Fraction

import attrs

from domain.labels import SIZE_TOLERANCE, TROY_OUNCE_GRAMS

MAX_WORDS = 12
YEARS = (1700, 2100)
SORT_TITLE_LENGTH = 300  # characters of a sort key: a title's own bound, which decomposing (NFKD) may exceed
# a field's words are stored space-separated; a type's aliases are separated by ALIAS_BREAK
ALIAS_BREAK = " | "
FIELD_RANKS = {"title": 0, "alias": 1, "other": 2}
FAR = 8  # Meilisearch's proximity cap: words farther apart (or in different names) count as this far

TOKEN = re.compile(r"[0-9]+|[^\W\d_]+")
FRACTION = re.compile(r"([0-9]+)\s*[/⁄]\s*([0-9]+)")
SYMBOL_VALUE = re.compile(r"([$£€¥])\s*([0-9]+(?:[.,][0-9]+)?)")
DECIMAL = re.compile(r"([0-9]+)[.,]([0-9]+)")
SYMBOLS = {"$": "dollar", "£": "pound", "€": "euro", "¥": "yen"}

NUMBER_WORDS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "twelve": "12",
    "fifteen": "15",
    "twenty": "20",
    "twentyfive": "25",
    "fifty": "50",
    "hundred": "100",
}
# forms of one word as one: plurals and other spellings of denominations, abbreviations people type
FORMS = {
    "st": "saint",
    "ste": "sainte",
    "francs": "franc",
    "frs": "franc",
    "fr": "franc",
    "frcs": "franc",
    "francos": "franco",
    "lire": "lira",
    "kronen": "krone",
    "kroner": "krone",
    "kronor": "krona",
    "kronur": "krona",
    "koronas": "korona",
    "coronas": "corona",
    "dukaten": "dukat",
    "dukatow": "dukat",
    "drachmai": "drachma",
    "drachmae": "drachma",
    "drachmes": "drachma",
    "markkaa": "markka",
    "marka": "markka",
    "soles": "sol",
    "reis": "real",
    "reales": "real",
    "lei": "leu",
    "leva": "lev",
    "zlotych": "zloty",
    "zlote": "zloty",
    "zlotys": "zloty",
    "rubel": "ruble",
    "roubles": "rouble",
    "rubles": "ruble",
    "guldens": "gulden",
    "pfund": "pound",
    "escudo": "escudo",
    "pesos": "peso",
    "sovereigns": "sovereign",
    "ozs": "oz",
    "grams": "gram",
    "gramm": "gram",
    "gr": "gram",
    "g": "gram",
    "ounces": "ounce",
    "unze": "ounce",
    "unzen": "ounce",
    "once": "ounce",
    "onza": "ounce",
    "onzas": "ounce",
    **NUMBER_WORDS,
}
KEEP_S = ("ss", "us", "is", "os")  # no plural to drop: Louis, Paris, Marcus, Carlos, Moss
CATALOGUES = frozenset({"km", "j", "jaeger", "fr", "friedberg", "f", "gad", "s", "sp", "spink", "y", "c", "uzd", "n"})
OUNCE_UNITS = frozenset({"oz", "ounce", "troy"})
GRAM_UNITS = frozenset({"gram"})
OUNCE_FRACTIONS = {
    "whole": Fraction(1),
    "one": Fraction(1),
    "1": Fraction(1),
    "half": Fraction(1, 2),
    "quarter": Fraction(1, 4),
    "fifth": Fraction(1, 5),
    "tenth": Fraction(1, 10),
    "twentieth": Fraction(1, 20),
    "twentyfifth": Fraction(1, 25),
    "fiftieth": Fraction(1, 50),
    "2": Fraction(2),
    "5": Fraction(5),
    "10": Fraction(10),
}


@functools.lru_cache(maxsize=8192)
def normalise(text: str) -> str:
    """Case- and accent-insensitive text: `Napoléon` and `napoleon` are one, `Straße` is `strasse`."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.casefold()


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """One form for the forms of a word: `lire` → `lira`, `sovereigns` → `sovereign`, `ten` → `10`."""
    if word in FORMS:
        return FORMS[word]
    if len(word) >= 4 and word.endswith("s") and not word.endswith(KEEP_S) and not word[0].isdigit():
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """The words of a name as the index keeps them: normalised, stemmed, numbers apart from letters."""
    return [stem(token) for token in TOKEN.findall(normalise(text).replace("ß", "ss"))]


def field_text(text: str) -> str:
    return " ".join(words(text))


def reference_words(reference: str) -> list[str]:
    """A catalogue number as searched: `KM# 73.1` → `km73`, `km73x1`, `73`; `KM 73` and `km#73` are `km73`
    too, and a number without its prefix is itself."""
    found = TOKEN.findall(normalise(reference))
    letters = [w for w in found if not w.isdigit()]
    numbers = [w for w in found if w.isdigit()]
    if not numbers:
        return [stem(w) for w in found]
    if not letters:
        return [numbers[0]]
    joined = f"{letters[0]}{numbers[0]}"
    return [joined, *([f"{joined}x{numbers[1]}"] if len(numbers) > 1 else []), numbers[0]]


@attrs.frozen
class Size:
    """A gold content asked for: `grams`, fine or gross, within the size labels' tolerance; `rounding`, half a
    unit of the last digit typed (`8.06g`: 0.005 g), within which a weight is the one typed."""

    grams: float
    rounding: float = 0.0

    def matches(self, fine_weight: float | None, weight: float | None) -> bool:
        return any(
            value is not None and abs(value - self.grams) <= self.grams * SIZE_TOLERANCE
            for value in (fine_weight, weight)
        )

    def distance(self, fine_weight: float | None, weight: float | None) -> float:
        """How far the nearer of the two weights is from the one typed, beyond its rounding (0: the same)."""
        return min(
            (max(0.0, abs(value - self.grams) - self.rounding) for value in (fine_weight, weight) if value is not None),
            default=math.inf,
        )


@attrs.frozen
class Value:
    """A face value asked for: the number and, where typed, the denomination's word (`dollar`)."""

    number: float
    unit: str | None


@attrs.frozen
class Word:
    """A word of the query: its form, its corrections (filled by the caller from the index's vocabulary),
    and whether it is the last word, which also matches as a prefix."""

    text: str
    last: bool = False

    @property
    def is_number(self) -> bool:
        return self.text.isdigit()

    @property
    def typo_budget(self) -> int:
        """Meilisearch's defaults: one typo from five letters, two from nine, none on numbers."""
        if any(c.isdigit() for c in self.text):
            return 0
        return 2 if len(self.text) >= 9 else 1 if len(self.text) >= 5 else 0

    @property
    def prefix(self) -> bool:
        """The last word also matches as the start of a word, from two characters (one letter starts a large
        share of the catalogue's words and says little of what is meant), never a number."""
        return self.last and not self.is_number and len(self.text) >= 2


@attrs.frozen
class Query:
    """What a query asks for: words to match, and the years, sizes and face values it names."""

    words: tuple[Word, ...] = ()
    years: tuple[int, ...] = ()
    sizes: tuple[Size, ...] = ()
    values: tuple[Value, ...] = ()

    @property
    def terms(self) -> int:
        return len(self.words) + len(self.years) + len(self.sizes) + len(self.values)

    @property
    def empty(self) -> bool:
        return self.terms == 0

    def key(self) -> tuple[typing.Any, ...]:
        return (self.words, self.years, self.sizes, self.values)


FRACTION_MARK = "\x00"  # where a fraction stood: it takes the unit after it
DECIMAL_POINT = "\x01"  # a decimal's point, kept inside its one token
QUERY_TOKEN = re.compile(r"\x00|[0-9]+\x01[0-9]+|[0-9]+|[^\W\d_]+")
Term = typing.Union[str, int, Size, Value]  # a word to match, a year, a gold content, a face value


@functools.lru_cache(maxsize=2048)
def understand(q: str) -> Query:
    """What `q` asks for (see the module's docstring): its face values written with a symbol, its fractions,
    then each token read as a term, the words kept."""
    values, text = _symbol_values(_folded(q))
    fractions, text = _fractions(text)
    terms = _terms(_query_tokens(text), fractions)
    values += [term for term in terms if isinstance(term, Value)]
    kept = _without_repeated_units([term for term in terms if isinstance(term, str)], values)
    return Query(
        words=_words(kept),
        years=tuple(dict.fromkeys(term for term in terms if isinstance(term, int))),
        sizes=tuple(dict.fromkeys(term for term in terms if isinstance(term, Size))),
        values=tuple(dict.fromkeys(values)),
    )


def _folded(q: str) -> str:
    """The query normalised, its ß and its vulgar fractions spelled out."""
    return normalise(q).replace("ß", "ss").replace("½", " 1/2").replace("¼", " 1/4")


def _symbol_values(text: str) -> tuple[list[Value], str]:
    """The face values written with a currency symbol (`$20`, `£5`), and the text without them."""
    values = [Value(float(amount.replace(",", ".")), SYMBOLS[symbol]) for symbol, amount in SYMBOL_VALUE.findall(text)]
    return values, SYMBOL_VALUE.sub(" ", text)


def _fractions(text: str) -> tuple[list[Fraction], str]:
    """The fractions (`1/10`), in order, and the text with FRACTION_MARK where each stood."""
    fractions = [Fraction(int(top), int(bottom)) for top, bottom in FRACTION.findall(text) if int(bottom) != 0]
    return fractions, FRACTION.sub(f" {FRACTION_MARK} ", text)


def _query_tokens(text: str) -> list[str]:
    """The tokens of the text, each word in its one form (stem); a decimal is one token (DECIMAL_POINT)."""
    text = DECIMAL.sub(lambda m: f" {m[1]}{DECIMAL_POINT}{m[2]} ", text)
    return [t if t == FRACTION_MARK or DECIMAL_POINT in t else stem(t) for t in QUERY_TOKEN.findall(text)]


def _terms(tokens: list[str], fractions: list[Fraction]) -> list[Term]:
    """Each term the tokens stand for, in order: a term takes its token and, where it names a unit or a
    number, the one after it."""
    terms: list[Term] = []
    i = 0
    while i < len(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        term: Term
        if tokens[i] == FRACTION_MARK:
            term, taken = _fraction_size(fractions.pop(0) if fractions else Fraction(1), following)
        else:
            term, taken = _term(tokens[i], following)
        terms.append(term)
        i += taken
    return terms


def _fraction_size(fraction: Fraction, unit: str | None) -> tuple[Size, int]:
    """A fraction is a size: grams when `gram` follows, else troy ounces (`oz` after it is taken too)."""
    if unit in GRAM_UNITS:
        return Size(float(fraction)), 2
    return Size(TROY_OUNCE_GRAMS * float(fraction)), 2 if unit in OUNCE_UNITS else 1


def _term(token: str, following: str | None) -> tuple[Term, int]:
    """The term `token` stands for, and how many tokens it takes: a size in words (`quarter oz`) or grams, a
    year, a catalogue number (`km 18`), a decimal face value, else a word."""
    if following in OUNCE_UNITS and token in OUNCE_FRACTIONS:
        return Size(TROY_OUNCE_GRAMS * float(OUNCE_FRACTIONS[token])), 2
    if following in GRAM_UNITS and (token.isdigit() or DECIMAL_POINT in token):
        typed = token.replace(DECIMAL_POINT, ".")
        decimals = len(typed.partition(".")[2])
        return Size(float(typed), 0.5 * 10.0**-decimals), 2
    if token.isdigit() and len(token) == 4 and YEARS[0] <= int(token) <= YEARS[1]:
        return int(token), 1
    if token in CATALOGUES and following is not None and following[0].isdigit():
        return token + following.replace(DECIMAL_POINT, "x"), 2
    if DECIMAL_POINT in token:  # a decimal: a face value (2.5 dollars), its unit if one follows
        unit = following if following is not None and not following[0].isdigit() else None
        return Value(float(token.replace(DECIMAL_POINT, ".")), unit), 2 if unit else 1
    return token, 1


def _without_repeated_units(kept: list[str], values: list[Value]) -> list[str]:
    """A unit typed after a symbol's amount (`$20 dollars`) is the same unit, not a word of its own."""
    kept = list(kept)
    for value in values:
        if value.unit is not None and kept and kept[0] == value.unit:
            kept.pop(0)
    return kept


def _words(kept: list[str]) -> tuple[Word, ...]:
    """The words to match, each once, at most MAX_WORDS; the last typed also matches as a prefix."""
    unique = list(dict.fromkeys(kept))[:MAX_WORDS]
    return tuple(Word(word, last=(n == len(unique) - 1 and kept[-1] == word)) for n, word in enumerate(unique))


@attrs.frozen
class Document:
    """What ranking reads of a type: its names' words (`fields`: the title's, each alias's, the other
    names'), its years, gold content and face value, and the sort keys of the tie-break."""

    id: int
    title: tuple[str, ...]
    aliases: tuple[tuple[str, ...], ...]
    other: tuple[str, ...]
    min_year: int | None
    max_year: int | None
    issue_years: frozenset[int]
    fine_weight: float | None
    weight: float | None
    value: float | None
    sort_title: str
    mintage: int = 0  # the sum of its issues' known mintages: of two coins alike, the one struck in millions first

    @classmethod
    def of(
        cls,
        row_id: int,
        title_words: str,
        alias_words: str,
        other_words: str,
        sort_title: str,
        min_year: int | None,
        max_year: int | None,
        issue_years: str,
        fine_weight: float | None,
        weight: float | None,
        value: float | None,
        mintage: int | None = 0,
    ) -> Document:
        """From the columns the index stores (adapters.storage.catalogue.search)."""
        return cls(
            id=int(row_id),
            title=tuple(title_words.split()),
            aliases=tuple(tuple(a.split()) for a in alias_words.split(ALIAS_BREAK.strip()) if a.strip()),
            other=tuple(other_words.split()),
            min_year=min_year,
            max_year=max_year,
            issue_years=frozenset(int(y) for y in issue_years.split()),
            fine_weight=fine_weight,
            weight=weight,
            value=value,
            sort_title=sort_title,
            mintage=int(mintage or 0),
        )

    def struck_in(self, year: int) -> bool:
        if year in self.issue_years:
            return True
        if self.min_year is None:
            return False
        return self.min_year <= year <= (self.max_year if self.max_year is not None else YEARS[1])

    def has_value(self, value: Value) -> bool:
        if self.value is None or abs(self.value - value.number) > 1e-9:
            return False
        return value.unit is None or value.unit in self.other or value.unit in self.title


class Match(typing.NamedTuple):
    typos: int
    field: int  # FIELD_RANKS
    name: int  # which name of the field (an alias's index)
    position: int
    prefix: bool


def best_match(word: Word, corrections: typing.Mapping[str, int], document: Document) -> Match | None:
    """Where `word` matches the document best: fewest typos, then title before aliases before other names,
    then earliest, then whole word before prefix."""
    names = [(0, 0, document.title), *((1, n, alias) for n, alias in enumerate(document.aliases))]
    names.append((2, 0, document.other))
    for field, name, tokens in names:  # no typo first: the first name with such a match holds the best one
        found = []
        if word.text in tokens:
            found.append(Match(0, field, name, tokens.index(word.text), False))
        if word.prefix:
            position = next((n for n, token in enumerate(tokens) if token.startswith(word.text)), None)
            if position is not None:
                found.append(Match(0, field, name, position, position != found[0].position if found else True))
        if found:
            return min(found)
    corrected = [
        Match(corrections[token], field, name, position, False)
        for field, name, tokens in names
        for position, token in enumerate(tokens)
        if token in corrections
    ]
    return min(corrected, default=None)


def _proximity(matches: list[Match | None]) -> int:
    """Meilisearch's proximity: for each pair of consecutive query words, how far apart in one name (one more
    when out of order), FAR when not in the same name; summed."""
    total = 0
    for before, after in zip(matches, matches[1:]):
        if before is None or after is None:
            continue
        if (before.field, before.name) != (after.field, after.name):
            total += FAR
            continue
        distance = after.position - before.position
        total += min(FAR, distance if distance > 0 else 1 - distance)
    return total


def rank_key(
    query: Query, corrections: typing.Mapping[str, typing.Mapping[str, int]], document: Document
) -> tuple[typing.Any, ...]:
    """The document's place among the matches of `query`, lowest first (the module's docstring)."""
    matches = [best_match(word, corrections.get(word.text, {}), document) for word in query.words]
    found = [match for match in matches if match is not None]
    matched = (
        len(found)
        + sum(document.struck_in(year) for year in query.years)
        + sum(size.matches(document.fine_weight, document.weight) for size in query.sizes)
        + sum(document.has_value(value) for value in query.values)
    )
    typos = sum(match.typos for match in found)
    attribute = min(((m.field, m.position) for m in found), default=(FIELD_RANKS["other"] + 1, 0))
    typed = tuple(word.text for word in query.words)
    whole = bool(typed) and typed in (document.title, *document.aliases)
    prefixes = sum(match.prefix for match in found)
    heavier = -(document.weight or 0.0)
    return (
        -matched,
        typos,
        not whole,
        _nearness(query, document),
        _proximity(matches),
        attribute,
        prefixes,
        -document.mintage,
        -len(document.issue_years),
        heavier,
        document.sort_title,
        document.id,
    )


def _nearness(query: Query, document: Document) -> float:
    """Of the sizes asked, how far the document's weights are from them (0: within the rounding typed), so that
    of the coins within a size's tolerance the one of the weight typed comes first, then the nearest."""
    return round(sum(min(size.distance(document.fine_weight, document.weight), 1e6) for size in query.sizes), 6)


def ranked(
    query: Query, corrections: typing.Mapping[str, typing.Mapping[str, int]], documents: typing.Iterable[Document]
) -> list[int]:
    """The ids of the documents that match at least one term of the query, best first."""
    keyed = ((rank_key(query, corrections, document), document.id) for document in documents)
    return [document_id for key, document_id in sorted(keyed) if key[0] < 0]


def respelled(
    query: Query, known: typing.Callable[[str], bool], corrections: typing.Mapping[str, typing.Mapping[str, int]]
) -> Query:
    """`query` with each word the index does not know (`known`), nor within a typo of a word it knows
    (`corrections`), but that splits into two it knows (`mapleleaf`: `maple`, `leaf`) read as those two, as
    Meilisearch splits words."""
    words: list[Word] = []
    for word in query.words:
        split = None
        if not word.is_number and len(word.text) >= 6 and not known(word.text) and not corrections.get(word.text):
            split = next(
                (
                    (word.text[:n], word.text[n:])
                    for n in range(2, len(word.text) - 1)
                    if known(word.text[:n]) and known(word.text[n:])
                ),
                None,
            )
        if split is None:
            words.append(word)
        else:
            words.extend([Word(stem(split[0])), Word(stem(split[1]), last=word.last)])
    return query if len(words) == len(query.words) else attrs.evolve(query, words=tuple(words))


@attrs.frozen
class Reading:
    """A query read against the index's vocabulary: its terms, a word run together read as two (`respelled`),
    and for each word with a typo budget the vocabulary's words within it (`corrections`)."""

    query: Query
    corrections: typing.Mapping[str, typing.Mapping[str, int]]


def read(
    q: str, known: typing.Callable[[str], bool], near: typing.Callable[[Word], typing.Mapping[str, int]]
) -> Reading:
    """What `q` asks for, read against the index's vocabulary: `known` says whether the index holds a word,
    `near` gives its words within a word's typo budget (each asked only where a rule needs it)."""
    query = understand(q)
    corrections = corrected(query, near)
    again = respelled(query, known, corrections)
    return Reading(query, corrections) if again is query else Reading(again, corrected(again, near))


def corrected(
    query: Query, near: typing.Callable[[Word], typing.Mapping[str, int]]
) -> dict[str, typing.Mapping[str, int]]:
    """For each word of the query with a typo budget (Word.typo_budget), the vocabulary's words within it."""
    return {word.text: near(word) for word in query.words if word.typo_budget}


def sort_title(title: str) -> str:
    """The title as titles compare: case- and accent-insensitive (`Gold dollar` before `Gold Ducat`), on its
    first SORT_TITLE_LENGTH characters (decomposing may lengthen a title 18 times: `ﷺ`; the key is indexed)."""
    return normalise(title)[:SORT_TITLE_LENGTH]
