"""The paths each endpoint group cycles through, chosen from the catalogue the server holds.

The same shapes at every size: list pages and filters, types spread over the whole id range, the deepest
root issuers, words and catalogue numbers taken from real titles, and every sitemap page (up to ten).
"""

from __future__ import annotations

import json
from urllib.parse import quote

from bench.servers import get

SITEMAP = "/v1/sitemap/types?pageSize=10000"


def discover(base: str) -> dict[str, list[str]]:
    def fetch(path: str) -> dict:
        status, body = get(base + path, timeout=120)
        if status != 200:
            raise SystemExit(f"bench: {path} answered {status}: {body[:200]!r}")
        return json.loads(body)

    roots = [i["slug"] for i in fetch("/v1/issuers?sort=depth_desc&pageSize=10")["data"]]
    mints = [m["slug"] for m in fetch("/v1/mints?pageSize=100")["data"] if m["seriesCount"] or m["issueCount"]]
    first = fetch(SITEMAP)
    identities = [
        row
        for page in range(1, first["totalPages"] + 1)
        for row in (first if page == 1 else fetch(f"{SITEMAP}&page={page}"))["data"]
    ]
    step = max(1, len(identities) // 40)
    types = [f"/v1/types/{t['issuerSlug']}/{t['seriesSlug']}/{t['slug']}" for t in identities[::step][:40]]
    sample = [fetch(path) for path in types[:20]]
    groups = {
        "types list": _lists(roots, mints),
        "type detail": types,
        "issuers": [
            "/v1/issuers",
            "/v1/issuers?sort=depth_desc",
            "/v1/issuers?page=2",
            "/v1/issuers?roots=false&pageSize=24",
        ],
        "issuer detail": [f"/v1/issuers/{slug}" for slug in roots],
        "search q": _searches(sample),
        "sitemap 10000": [f"{SITEMAP}&page={page}" for page in range(1, min(first["totalPages"], 10) + 1)],
    }
    if get(base + "/v1/spot")[0] == 200:
        groups["spot"] = ["/v1/spot"]
    return groups


def _lists(roots: list[str], mints: list[str]) -> list[str]:
    page = "/v1/types?pageSize=24"
    return [
        page,
        f"{page}&page=2",
        f"{page}&page=40",
        f"{page}&sort=newest",
        f"{page}&sort=weight_desc&page=3",
        f"{page}&issuer={roots[0]}",
        f"{page}&issuer={roots[1]}&page=2",
        f"{page}&size=1oz",
        f"{page}&purity=24k&sort=newest",
        f"{page}&mint={mints[0]}",
        f"{page}&yearFrom=1850&yearTo=1900",
        f"{page}&size=1%2F10oz&sort=oldest",
    ]


NUMERALS = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"}
BROAD = {"Bullion", "oz"}


def _searches(sample: list[dict]) -> list[str]:
    """What people type: a ruler with his numeral, a catalogue number, a distinctive name, the first letters
    of one, a series name; and broad words for the worst cases: a currency (clustered by country in title
    order), the catalogue's prefix alone ("KM", in every type), a bullion size ("1/10 oz") and common words only
    ("gold coin": issue 44 asks that it, too, answer within the search target)."""
    rulers = [" ".join(t["title"].split()[-2:]) for t in sample if t["title"].split()[-1] in NUMERALS]
    currencies = {t["currency"] for t in sample}
    names = [
        word
        for t in sample
        for word in t["title"].split()[1:]
        if len(word) >= 6 and word not in BROAD | currencies | NUMERALS and not word[0].isdigit()
    ]
    numbers = [t["references"][0] for t in sample if t["references"]]
    series = [t["series"]["name"] for t in sample if t["series"]["name"].endswith("Bullion")]
    currency = next((t["currency"] for t in sample if t["currency"]), "Ducat")
    prefix = next((number.split()[0] for number in numbers), "KM#")
    queries = [
        *rulers[:2],
        *numbers[:2],
        *names[:2],
        *(name[:5] for name in names[2:3]),
        *series[:1],
        currency,
        prefix,
        "1/10 oz",
        "gold coin",
    ]
    return [f"/v1/types?q={quote(q)}&pageSize=24" for q in queries]
