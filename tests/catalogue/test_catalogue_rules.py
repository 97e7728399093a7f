"""The rules of docs/catalogue-format.md that a machine can check, swept over every type of the bundled catalogue.

A published range of striking sets a type's years even where only some dates are listed; catalogue numbers are
written the way collectors search for them, Krause first, and rest on a source; a mint the sources do not name is
not filled in from the series. Pure Python over the JSON (tests/catalogue/bundled.py loads it).
"""

from __future__ import annotations

import pathlib
import re

from tests.catalogue.bundled import TYPES, failing, issues_of, type_id

# A year range as comments write it: 1875-1889, 1875–89, 1893 to 1911.
RANGE = re.compile(r"\b(1[789]\d\d|20\d\d)\s*(?:-|–|—|to|bis)\s*(1[789]\d\d|20\d\d|\d\d)\b")

# Ranges a type's comment quotes that are not its own striking, each with what it is. A range missing here that
# is wider than the type's years is the narrowing the sweep of issue 33 removed: the type's years are wrong.
NOT_THE_TYPES_OWN_RANGE = {
    "australia/kangaroo/kangaroo-1-20oz-nugget-legend": "2008-2009 coins carry the new legend: another type",
    "austria/corona/100-corona-franz-joseph": "an open type: the originals' total over 1908-1914",
    "austria/schilling-gold-1935/100-schilling-madonna": "the standard's earlier coin, 1926-1934",
    "austria/schilling-gold-1935/25-schilling-saint-leopold": "the standard's earlier coin, 1926-1934",
    "canada/maple-leaf/maple-leaf-1-15oz": "a third source's range, quoted as not followed",
    "hungary/korona/100-korona-1907-coronation": "the jubilee dates on the coin, 1867-1907",
    "mexico/centenario/50-pesos-centenario": "the centenary commemorated, 1821-1921",
    "netherlands/10-gulden/10-gulden-wilhelmina-1892": "when the 1897-dated coins were struck (1898-1900)",
    "russia/nicholas-ii-gold/10-roubles-nicholas-ii": "Soviet restrikes of 1925-1926 with the old date",
    "switzerland/helvetia-20-francs/20-francs-helvetia-reeded-edge": "the reeded edge's span in its source",
    "united-kingdom/sovereign/sovereign-edward-vii": "the branch mints' whole spans",
    "czechoslovakia/st-wenceslas-ducats/5-ducats-st-wenceslas": "the span of the four values; this one from 1929",
    "germany/prussia-wilhelm-i-10-mark/10-mark-wilhelm-i-1874": "a page title's span, and the earlier type's years",
    "germany/prussia-20-mark/20-mark-wilhelm-ii": "the second eagle's coins (another type), and Krause's span",
    "germany/saxony-albert-10-mark/10-mark-albert-1874": "the new eagle's 10 mark, a type of its own",
    "germany/wurttemberg-karl-10-mark/10-mark-karl-1874": "a dealer's span for Karl's 10 mark of both eagles",
    "germany/hesse-ludwig-iii-20-mark/20-mark-ludwig-iii-hesse-1874": "Ludwig III's 20 mark of both kinds",
    "germany/lubeck-10-mark/10-mark-lubeck": "every Lübeck coin struck at Berlin, silver included",
    "poland/zlote-krolewskie/50-zlotych-1819-1823": "the years a mintage was reported for, not struck in",
    "poland/chrobry-gold/20-zlotych-1925": "the mint's reporting years",
    "south-africa/union-gold-pound/pound-george-vi": "the Pretoria branch's sovereigns, British coins",
    "south-africa/union-gold-pound/half-pound-george-vi": "the Pretoria branch's sovereigns, British coins",
    "south-africa/union-gold-pound/pound-elizabeth-ii": "the Pretoria branch's sovereigns, British coins",
    "south-africa/union-gold-pound/half-pound-elizabeth-ii": "the Pretoria branch's sovereigns, British coins",
    "turkey/abdulmecid-gold/100-kurus-abdulmecid": "the sultan's reign, quoted as a dealer's span",
    "united-states/liberty-head-eagle/eagle-liberty-motto": "a count of both Liberty eagle types together",
    "united-states/liberty-head-half-eagle/half-eagle-liberty-no-motto": "a branch mint's years of operation",
    "united-states/liberty-head-quarter-eagle/quarter-eagle-liberty-head": "branch mints' spans, Classic Heads in",
    "united-states/capped-head-quarter-eagle/quarter-eagle-capped-head-1821": "both Capped Head diameters",
    "united-states/early-half-eagle/half-eagle-capped-head-large-diameter": "the earlier type whose standard it kept",
}
# The span of a series a type belongs to ("the series Musical instruments (2018-2022)") is not the type's.
SERIES_SPAN = re.compile(r"\bseries\b", re.IGNORECASE)
# Comments that quote a range of years in which the type was *not* struck ("none were struck 1995-1999").
NEGATED = re.compile(r"\b(?:none|no coins?|not) (?:were |was )?struck\b[^.;]*$", re.IGNORECASE)

# Standard catalogue numbers as collectors write them: Krause (KM#, or Y# and C# where Krause numbers so),
# Friedberg, Jaeger, Spink, Gadoury, Le Franc, Pagani, Bitkin, Uzdenikov, the Swiss HMZ, Calicó, Herinek, Schön,
# and the Japan Numismatic Dealers Association's catalogue (JNDA: chapter-number, as Japanese dealers cite it).
REFERENCE = re.compile(
    r"(?:KM# [A-Z]{0,2}\d+(?:\.\d+)?[a-z]?"
    r"|Y# [A-Z]?\d+(?:\.\d+)?[a-z]?|C# \d+(?:\.\d+)?[a-z]?"
    r"|Fr\. [A-Z]?\d+[a-z]?|J\. \d+[a-z]?|S\. [A-Z]?\d+[A-Z]?|Gad\. \d+[a-z]?|F\. \d+(?:/\d+)?"
    r"|Pag\. \d+[a-z]?|Bit\. \d+[a-z]?|Uzd\. \d+|HMZ \d-\d+[a-z]?|Cal\. \d+[a-z]?|Her\. \d+[a-z]?"
    r"|Schön \d+[a-z]?|Sch\. \d+[a-z]?|JNDA \d{2}-\d+[A-Z]?)"
)
KRAUSE = ("KM# ", "Y# ", "C# ")

# Types no read source gives a standard catalogue number for (docs/bundled-catalogue.md, Known gaps).
GAPS = pathlib.Path(__file__).with_name("catalogue_numbers_gaps.txt")
WITHOUT_NUMBERS = {line for line in GAPS.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")}

UNSOURCED_MINT = re.compile(r"\bmint (?:is |was )?(?:not sourced|unsourced|not named|unknown)", re.IGNORECASE)


def _ranges(text):
    for match in RANGE.finditer(text or ""):
        first, last = int(match.group(1)), match.group(2)
        last = int(last) if len(last) == 4 else int(match.group(1)[:2] + last)
        clause = text[: match.start()].rsplit(".", 1)[-1]
        if first < last and not NEGATED.search(clause) and not SERIES_SPAN.search(clause):
            yield match.group(0), first, last


def _a_type_comment_quotes_no_range_of_striking_wider_than_its_years(entry):
    coin = entry["type"]
    if type_id(entry) in NOT_THE_TYPES_OWN_RANGE:
        return
    low, high = coin["minYear"], coin["maxYear"] or 9999
    wider = [text for text, first, last in _ranges(coin["comments"]) if first < low or last > high]
    assert wider == [], f"the comment gives {wider} but the type's years are {coin['minYear']}-{coin['maxYear']}"


def test_a_type_comment_quotes_no_range_of_striking_wider_than_its_years():
    assert failing(_a_type_comment_quotes_no_range_of_striking_wider_than_its_years) == []


def test_the_explained_ranges_are_still_in_their_comments():
    by_id = {type_id(entry): entry["type"] for entry in TYPES}
    stale = [key for key in NOT_THE_TYPES_OWN_RANGE if key not in by_id or not any(_ranges(by_id[key]["comments"]))]
    assert stale == []


def _a_types_years_cover_every_listed_issue(entry):
    coin = entry["type"]
    years = [issue["gregorianYear"] or issue["minYear"] for issue in issues_of(entry)]
    years = [year for year in years if year is not None]
    if years:
        assert coin["minYear"] <= min(years)
        assert coin["maxYear"] is None or max(years) <= coin["maxYear"]


def test_a_types_years_cover_every_listed_issue():
    assert failing(_a_types_years_cover_every_listed_issue) == []


def _catalogue_numbers_are_written_in_a_standard_form_krause_first(entry):
    coin = entry["type"]
    references = coin["references"] + [r for issue in issues_of(entry) for r in issue["references"]]
    assert [r for r in references if not REFERENCE.fullmatch(r)] == []
    assert len(set(coin["references"])) == len(coin["references"])
    krause = [i for i, r in enumerate(coin["references"]) if r.startswith(KRAUSE)]
    if krause:
        assert krause[0] == 0, "Krause's number comes first"


def test_catalogue_numbers_are_written_in_a_standard_form_krause_first():
    assert failing(_catalogue_numbers_are_written_in_a_standard_form_krause_first) == []


def _catalogue_numbers_rest_on_a_source_covering_references(entry):
    coin = entry["type"]
    if coin["references"]:
        assert any("references" in source["covers"] for source in coin["sources"])


def test_catalogue_numbers_rest_on_a_source_covering_references():
    assert failing(_catalogue_numbers_rest_on_a_source_covering_references) == []


def test_every_type_carries_its_catalogue_numbers_or_is_a_listed_gap():
    without = {type_id(entry) for entry in TYPES if not entry["type"]["references"]}
    assert sorted(without - WITHOUT_NUMBERS) == []
    assert sorted(WITHOUT_NUMBERS - without) == [], "a listed gap now has numbers: take it off the list"


def _a_type_whose_mint_is_unsourced_takes_none_from_its_series(entry):
    coin = entry["type"]
    if UNSOURCED_MINT.search(coin["comments"] or ""):
        assert entry["series"]["mint"] is None
        assert all(issue["mint"] is None for issue in issues_of(entry))


def test_a_type_whose_mint_is_unsourced_takes_none_from_its_series():
    assert failing(_a_type_whose_mint_is_unsourced_takes_none_from_its_series) == []


# -- the catalogue data rules of DECISIONS.md, each swept over every record in one test -------------------------------
# A limit or an estimate as editors write it in an issue's comment: "limited to 5,000", "maximal 1500", "about 300".
LIMIT = re.compile(
    r"\b(?:at most|up to|limited to|limit of|maximum(?: of)?|max\.?|maximal|about|approximately|ca\.|circa)"
    r"\s+([\d][\d,. ]*\d|\d)",
    re.IGNORECASE,
)


def _striking_years(issue):
    """The years an issue was struck in: its own range where it has one, else the date on the coin."""
    low = issue["minYear"] if issue["minYear"] is not None else issue["gregorianYear"]
    high = issue["maxYear"] if issue["maxYear"] is not None else issue["gregorianYear"]
    return low, high


def test_fine_weight_never_exceeds_weight_times_fineness():
    over = [
        f"{type_id(entry)}: {entry['type']['fineWeight']} g > {entry['type']['weight']} g x {entry['type']['fineness']}"
        for entry in TYPES
        if entry["type"]["fineWeight"] > entry["type"]["weight"] * entry["type"]["fineness"] + 0.005
    ]
    assert over == []


def test_a_face_value_and_its_currency_come_together():
    apart = [
        f"{type_id(entry)}: value {entry['type']['value']!r}, currency {entry['type']['currency']!r}"
        for entry in TYPES
        if (entry["type"]["value"] is None) != (entry["type"]["currency"] is None)
        or (entry["type"]["valueNumeric"] is not None and entry["type"]["value"] is None)
    ]
    assert apart == []


def test_year_ranges_run_forward_and_every_issue_is_struck_within_its_types_years():
    wrong = []
    for entry in TYPES:
        coin = entry["type"]
        if coin["minYear"] is not None and coin["maxYear"] is not None and coin["minYear"] > coin["maxYear"]:
            wrong.append(f"{type_id(entry)}: {coin['minYear']}-{coin['maxYear']}")
        for issue in issues_of(entry):
            low, high = _striking_years(issue)
            if issue["minYear"] is not None and issue["maxYear"] is not None and issue["minYear"] > issue["maxYear"]:
                wrong.append(f"{type_id(entry)} {issue['year']}: struck {issue['minYear']}-{issue['maxYear']}")
            if low is not None and coin["minYear"] is not None and low < coin["minYear"]:
                wrong.append(f"{type_id(entry)} {issue['year']}: struck {low}, before the type's {coin['minYear']}")
            if high is not None and coin["maxYear"] is not None and high > coin["maxYear"]:
                wrong.append(f"{type_id(entry)} {issue['year']}: struck {high}, after the type's {coin['maxYear']}")
    assert wrong == []


def test_a_mintage_is_never_a_limit_or_an_estimate_the_comment_quotes():
    """A figure the comment calls a limit or an estimate stays out of `mintage` (DECISIONS, Catalogue data rules)."""
    taken = []
    for entry in TYPES:
        for issue in issues_of(entry):
            if issue["mintage"] is None:
                continue
            for match in LIMIT.finditer(issue["comment"] or ""):
                digits = re.sub(r"[^\d]", "", match.group(1))
                if digits and int(digits) == issue["mintage"]:
                    taken.append(f"{type_id(entry)} {issue['year']}: {match.group(0)!r} is its mintage")
    assert taken == []


def test_a_mintage_is_a_count_and_rests_on_a_source_covering_mintages():
    wrong = [
        type_id(entry)
        for entry in TYPES
        if any(issue["mintage"] is not None for issue in issues_of(entry))
        and not any("mintages" in source["covers"] for source in entry["type"]["sources"])
    ]
    negative = [
        f"{type_id(entry)} {issue['year']}"
        for entry in TYPES
        for issue in issues_of(entry)
        if issue["mintage"] is not None and issue["mintage"] < 0
    ]
    assert (wrong, negative) == ([], [])
