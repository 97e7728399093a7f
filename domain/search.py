"""Search as collectors type it: the words of a query and what they mean (domain.ranking orders the matches,
domain.finding puts the steps together).

Pure. The databases' engines (SQLite FTS5, PostgreSQL full text search) find the candidates: every type
holding one of the query's words. This module decides what a query means, so both databases answer the same
query in the same order (docs/decisions/0007-search-relevance.md).

- Text is compared as `normalise` leaves it (accents and case folded) and in `stem`'s forms: plural and
  singular forms of a denomination are one word (`lire` and `lira`, `kronen` and `krone`), `st` is
  `saint`, a number in words is its digits.
- A query's four-digit year (1700-2100) means "struck that year"; a size in words or units (`quarter
  ounce`, `1oz`, `30g`, `1/10`) means the coin's gold content; `$20`, `£5` or `20 francs` mean a face value;
  a catalogue prefix followed by its number (`KM 18`, `km#18`, `km18`) is one catalogue number.
- The other words are matched against a type's title, its aliases and its other names (series, issuers,
  ruler, face value, catalogue numbers), with Meilisearch's typo budget: one edit from five letters, two
  from nine, none on numbers; the last word also matches as a prefix from two characters (the person may still be typing).
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
# a field's words are stored space-separated; a type's aliases are separated by ALIAS_BREAK, and in its other names
# (domain.ranking.Document.of) its issuers' and series' names from the mints that struck it and its catalogue
# numbers, and those from its sides' descriptions, by PART_BREAK (the same mark: no word holds it)
ALIAS_BREAK = " | "
PART_BREAK = ALIAS_BREAK

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


# Chinese, Japanese and Korean are written without spaces: a run of their characters is read as its pairs of
# neighbours (the engines' n-gram tokenizers do the same), so `金貨` is found inside `新20円金貨` and `熊猫` inside
# `熊猫金币`. A run of one or two characters is itself.
CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]{3,}")


def grams(token: str) -> list[str]:
    """The token as searched: itself, or, a run of three or more CJK characters, its pairs of neighbours."""
    if not CJK_RUN.fullmatch(token):
        return [token]
    return [token[n : n + 2] for n in range(len(token) - 1)]


def words(text: str) -> list[str]:
    """The words of a name as the index keeps them: normalised, stemmed, numbers apart from letters, runs of CJK
    characters as their pairs (grams)."""
    return [gram for token in TOKEN.findall(normalise(text).replace("ß", "ss")) for gram in grams(stem(token))]


def words_of(texts: typing.Iterable[str]) -> tuple[str, ...]:
    """The words of several names (an issuer's name and aliases), each once, in order."""
    return tuple(dict.fromkeys(word for text in texts for word in words(text)))


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
    return [
        gram
        for t in QUERY_TOKEN.findall(text)
        for gram in ([t] if t == FRACTION_MARK or DECIMAL_POINT in t else grams(stem(t)))
    ]


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


# Words people add to a search that say nothing of which coin they mean (`old British gold coin`, `pièce d'or`,
# `moneta d'oro`), nor do the words of a question about its price (`gold sovereign value`, `how much is a
# krugerrand worth`: the Panda's "no face value" title is not what was asked), as words() leaves them: always
# common (domain.finding), whatever the index's frequencies say, so they never outrank a word that names the coin.
# The index's own common words (in more than half of the types, `gold` in every one) join them per catalogue.
EVERYDAY = frozenset(
    words(
        "a an and the of with for from my old coin coins piece pieces gold "
        "how much is what value worth price prices cost buy sell "
        "munze munzen goldmunze goldmunzen monnaie moneta monete moneda monedas munt munten mynt "
        "der die das von und de du des la le les di del della el en et"
    )
)
