"""A synthetic scale catalogue in the import format (docs/catalogue-format.md), the same for the same seed.

Proportions follow a real gold catalogue: about 400 types per root issuer (long-tailed: the largest trees
hold a tenth of everything), trees two or three levels deep, eight types per series on average, 4–5 issues
per type (most types have one to three, bullion and long-running circulation types have dozens), one to
three mints per country and a few branch issues at its own or a neighbour's mints, obverse and reverse
pictures on most types, one or two catalogue references per type. Names come from a small generated vocabulary, so search tokens repeat as real titles do.

    python -m bench.generate 100000 /tmp/catalogue-100k
"""

from __future__ import annotations

import itertools
import json
import pathlib
import random
import sys

FORMAT = "goldcoins-catalogue/1"
SYLLABLES = (
    "al",
    "ber",
    "cor",
    "dan",
    "el",
    "fra",
    "gal",
    "hel",
    "is",
    "jor",
    "kal",
    "lor",
    "mar",
    "nor",
    "os",
    "pel",
    "quin",
    "ros",
    "sal",
    "tor",
    "ul",
    "ven",
    "wil",
    "xan",
    "yor",
    "zel",
    "an",
    "bre",
)
ENDINGS = ("ia", "land", "ovia", "aria", "stan", "mark", "ona", "")
GIVEN = (
    "Wilhelm",
    "Ludwig",
    "Franz",
    "Victoria",
    "George",
    "Edward",
    "Maria",
    "Carlos",
    "Isabel",
    "Pedro",
    "Friedrich",
    "Otto",
    "Leopold",
    "Albert",
    "Karl",
    "Louis",
    "Napoleon",
    "Umberto",
    "Alfonso",
    "Nicholas",
    "Elizabeth",
    "Charles",
    "Juliana",
    "Beatrix",
    "Gustav",
    "Oscar",
    "Christian",
    "Haakon",
    "Olav",
    "Mihai",
)
NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
CURRENCY = (
    "Mark",
    "Franc",
    "Lira",
    "Krone",
    "Ducat",
    "Pound",
    "Peso",
    "Dollar",
    "Rand",
    "Escudo",
    "Gulden",
    "Thaler",
    "Rouble",
    "Florin",
    "Dinar",
    "Rupee",
    "Yen",
    "Sol",
    "Real",
    "Lev",
)
TOPICS = (
    "Olympic Games",
    "Independence",
    "Coronation",
    "Wildlife",
    "Lunar Year",
    "Centenary",
    "Jubilee",
    "Maple Leaf",
    "Eagle",
    "Lion",
    "Bear",
    "Owl",
    "Ship",
    "Castle",
    "Cathedral",
    "Explorer",
    "Railway",
    "Constitution",
    "Republic",
    "Union",
    "Liberty",
    "Buffalo",
    "Panda",
    "Kangaroo",
    "Philharmonic",
)
# (ounce fraction label, troy-ounce fraction) for bullion sizes; fineness 0.9999 or 0.9167
BULLION = (("1 oz", 1), ("1/2 oz", 1 / 2), ("1/4 oz", 1 / 4), ("1/10 oz", 1 / 10), ("1/20 oz", 1 / 20))
TROY = 31.1034768
FINISHES = ("circulation", "uncirculated", "proof", "burnished", "prooflike")


def slugify(text: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    return "-".join(part for part in out.split("-") if part)


# the import asks every type for a specification source; these types are made up, and say so
SYNTHETIC_SOURCES = [
    {
        "title": "Synthetic benchmark catalogue (bench/generate.py): not real coins",
        "url": "https://bench.invalid/",
        "covers": ["specification"],
    }
]


class Generator:
    def __init__(self, types: int, seed: int) -> None:
        self.rng = random.Random(f"goldcoins-bench/{seed}/{types}")
        self.types = types
        self.roots = max(8, types // 400)
        self.mints: list[dict] = []
        self.used_names: set[str] = set()
        self.catalogue_number = 1000
        self.topics = list(TOPICS) + [self.word().title() for _ in range(max(50, types // 200))]

    def word(self, parts=(2, 3)) -> str:
        return "".join(self.rng.choice(SYLLABLES) for _ in range(self.rng.randint(*parts)))

    def unique_name(self) -> str:
        while True:
            name = (self.word() + self.rng.choice(ENDINGS)).title()
            if name not in self.used_names:
                self.used_names.add(name)
                return name

    def mint(self, country: str) -> str:
        name = f"{self.unique_name()} Mint"
        letters = "ABCDEFGHJKMNOPRSTUWZ"
        letter = self.rng.choice(letters) if self.rng.random() < 0.7 else None
        self.mints.append({"slug": slugify(name), "name": f"{name}, {country}", "letter": letter})
        return self.mints[-1]["slug"]

    def write(self, folder: pathlib.Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        per_root = _split(self.types, self.roots, self.rng, cap=MAX_ROOT_TYPES)
        roots = []
        for index, count in enumerate(per_root):
            tree = self.tree(count)
            roots.append(tree["slug"])
            _dump(folder / f"{index:04d}-{tree['slug']}.json", {"format": FORMAT, "issuers": [tree]})
        _dump(folder / "mints.json", {"format": FORMAT, "mints": self.mints})
        _dump(folder / "editorial.json", {"format": FORMAT, "editorial": {"highlighted": roots[:6]}})
        _draw_pictures(folder / "pictures")

    def tree(self, type_count: int) -> dict:
        country = self.unique_name()
        neighbours = [m["slug"] for m in self.mints[-2:]]  # a few foreign (e.g. colonial) branch mints
        mints = [self.mint(country) for _ in range(self.rng.randint(1, 3))]
        branches = {m["slug"]: m for m in self.mints if m["slug"] in mints or m["slug"] in neighbours}
        era = self.rng.randint(1700, 1990)
        root = {"slug": slugify(country), "name": country, "children": [], "series": []}
        nodes = [root]
        for _ in range(self.rng.choice((0, 1, 2, 3))):
            child = self.issuer()
            root["children"].append(child)
            nodes.append(child)
            if self.rng.random() < 0.4:
                child["children"].append(self.issuer())
                nodes.append(child["children"][-1])
        rulers = [f"{self.given_name()} {self.rng.choice(NUMERALS)}" for _ in range(self.rng.randint(3, 12))]
        leaves = [node for node in nodes if not node["children"]]  # series are filed under leaf issuers
        for n, size in enumerate(_split(type_count, max(1, type_count // 8), self.rng)):
            node = self.rng.choice(leaves)
            node["series"].append(self.series(n, size, country, mints, list(branches.values()), rulers, era))
        return root

    def given_name(self) -> str:
        """A familiar name for a third of the rulers; the rest are local, as in a real catalogue."""
        return self.rng.choice(GIVEN) if self.rng.random() < 0.3 else self.word().title()

    def issuer(self) -> dict:
        name = self.unique_name()
        return {"slug": slugify(name), "name": name, "children": [], "series": []}

    def series(self, n: int, size: int, country: str, mints: list, branches: list, rulers: list, era: int) -> dict:
        bullion = self.rng.random() < 0.15
        if bullion:
            name = f"{self.rng.choice(self.topics)} Bullion"
        else:
            name = f"{self.rng.choice(CURRENCY)} {self.rng.choice(rulers)}"
        mint = self.rng.choice(mints) if self.rng.random() < 0.9 else None
        series = {"slug": slugify(f"{name}-{n}"), "name": name, "mint": mint, "types": []}
        slugs: set[str] = set()
        for _ in range(size):
            coin_type = self.bullion_type(name, era) if bullion else self.circulation_type(name, rulers, era)
            slug, k = slugify(coin_type["title"]), 2
            while slug in slugs:
                slug, k = f"{slugify(coin_type['title'])}-{k}", k + 1
            slugs.add(slug)
            coin_type["slug"] = slug
            coin_type["pictures"] = self.pictures(country, series["slug"], slug)
            coin_type["issues"] = self.issues(coin_type, branches)
            series["types"].append(coin_type)
        return series

    def references(self) -> list[str]:
        self.catalogue_number += self.rng.randint(1, 3)
        refs = [f"KM# {self.catalogue_number}"]
        if self.rng.random() < 0.4:
            refs.append(f"Fr# {self.rng.randint(1, 4000)}")
        return refs

    def base(self, title: str, category: str, fineness: float, weight: float, min_year: int) -> dict:
        rng = self.rng
        fine_weight = round(weight * fineness, 4)
        max_year = None if category == "bullion" and rng.random() < 0.5 else min_year + rng.choice((0, 0, 1, 3, 10, 25))
        return {
            "slug": "",
            "title": title,
            "externalCatalogueId": self.catalogue_number,
            "category": category,
            "ruler": None,
            "minYear": min_year,
            "maxYear": max_year,
            "value": None,
            "valueNumeric": None,
            "currency": None,
            "composition": "gold" if fineness > 0.99 else "gold_copper",
            "fineness": fineness,
            "weight": weight,
            "fineWeight": fine_weight,
            "size": round(10 + weight**0.5 * 4, 2),
            "thickness": round(rng.uniform(0.8, 3.0), 2),
            "shape": "round" if rng.random() < 0.95 else "polygonal",
            "technique": "milled",
            "orientation": rng.choice(("coin", "medal", None)),
            "references": self.references(),
            "tags": rng.sample(("gold", "bullion", "historic", "proof", "low mintage", "key date"), rng.randint(0, 2)),
            "commemoratedTopic": None,
            "comments": None,
            "demonetized": rng.random() < 0.5,
            "legalTender": rng.random() < 0.7,
            "sides": self.sides(title),
            "sources": SYNTHETIC_SOURCES,
        }

    def bullion_type(self, name: str, era: int) -> dict:
        label, fraction = self.rng.choice(BULLION)
        fineness = self.rng.choice((0.9999, 0.9167))
        weight = round(TROY * fraction / fineness, 4)
        coin = self.base(f"{label} {name}", "bullion", fineness, weight, self.rng.randint(max(era, 1967), 2025))
        coin["value"], coin["valueNumeric"] = f"{int(100 * fraction) or 5} Units", max(5, int(100 * fraction))
        return coin

    def circulation_type(self, name: str, rulers: list, era: int) -> dict:
        rng = self.rng
        ruler = rng.choice(rulers)
        currency = name.split(" ")[0]
        face = rng.choice((1, 2, 5, 10, 20, 25, 50, 100))
        commemorative = rng.random() < 0.2
        topic = rng.choice(self.topics) if commemorative else None
        title = f"{face} {currency} {topic or ruler}"
        fineness = rng.choice((0.9, 0.9, 0.9167, 0.986, 0.875, 0.585))
        coin = self.base(
            title,
            "commemorative" if commemorative else "circulation",
            fineness,
            round(rng.uniform(1.5, 40.0), 4),
            rng.randint(era, min(era + 150, 2025)),
        )
        coin.update(
            ruler=ruler, value=f"{face} {currency}", valueNumeric=face, currency=currency, commemoratedTopic=topic
        )
        return coin

    def sides(self, title: str) -> list:
        engraver = f"{self.rng.choice(GIVEN)} {self.unique_name()}"
        return [
            {
                "side": "obverse",
                "description": f"Portrait, {title}",
                "lettering": title.upper(),
                "unabridgedLegend": None,
                "letteringTranslation": None,
                "engravers": [engraver],
            },
            {
                "side": "reverse",
                "description": "Coat of arms",
                "lettering": None,
                "unabridgedLegend": None,
                "letteringTranslation": None,
                "engravers": [],
            },
        ]

    def pictures(self, country: str, series: str, slug: str) -> list:
        """A few shared generated files stand for every type's pictures (copied once at import); some obverses
        show no coin, so about 60 % of the thumbnails are crops."""
        if self.rng.random() < 0.15:
            return []
        n = self.rng.randrange(PICTURE_FILES)
        return [
            {
                "side": "obverse",
                "source": f"pictures/obverse-{n}.jpg",
                "copyright": "Bench",
                "copyrightUrl": None,
                "license": "CC BY-SA 4.0",
            },
            {
                "side": "reverse",
                "source": f"pictures/reverse-{n}.jpg",
                "copyright": None,
                "copyrightUrl": None,
                "license": "CC BY-SA 4.0",
            },
        ]

    def issues(self, coin: dict, branches: list) -> list:
        rng = self.rng
        roll = rng.random()
        count = (
            1
            if roll < 0.45
            else rng.randint(2, 3)
            if roll < 0.70
            else rng.randint(4, 8)
            if roll < 0.88
            else rng.randint(10, 25)
            if roll < 0.98
            else rng.randint(30, 60)
        )
        issues, year = [], coin["minYear"]
        for _ in range(count):
            mint = rng.choice(branches) if rng.random() < 0.15 else None
            issue = {
                "isDated": True,
                "year": year,
                "gregorianYear": year,
                "minYear": None,
                "maxYear": None,
                "finish": rng.choice(FINISHES),
                "mintLetter": (mint["letter"] or "") if mint else "",
                "mint": mint["slug"] if mint else None,
                "marks": [],
                "variety": "",
                "mintage": rng.choice((None, rng.randint(500, 5_000_000))),
                "references": [],
                "comment": None,
            }
            if rng.random() < 0.05:
                issue["marks"] = [rng.choice(TOPICS)]
            issues.append(issue)
            year += 1
        return issues


# A root and its tree are one file, and the import refuses a file over 16 MiB (about 2.2 kB a generated type):
# the largest root is capped below that, and what the long tail gave beyond the cap goes to the other roots.
MAX_ROOT_TYPES = 6000


def _split(total: int, parts: int, rng: random.Random, cap: int | None = None) -> list[int]:
    """total split into parts positive, uneven shares (long-tailed, as real catalogues are), none above cap."""
    weights = [rng.paretovariate(1.6) for _ in range(parts)]
    scale = (total - parts) / sum(weights)
    shares = [1 + int(w * scale) for w in weights]
    shares[0] += total - sum(shares)
    if cap is not None:
        if total > parts * cap:
            raise ValueError(f"{total} types do not fit {parts} roots of at most {cap}")
        excess = sum(max(0, share - cap) for share in shares)
        shares = [min(share, cap) for share in shares]
        for index in itertools.cycle(range(parts)):
            if not excess:
                break
            if shares[index] < cap:
                shares[index] += 1
                excess -= 1
    return shares


def _dump(path: pathlib.Path, document: dict) -> None:
    path.write_text(json.dumps(document, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")


PICTURE_FILES = 5


def _draw_pictures(folder: pathlib.Path) -> None:
    from tests.support.coin_photos import Scene, draw, jpeg  # Pillow and numpy: only when writing

    folder.mkdir(parents=True, exist_ok=True)
    for n in range(PICTURE_FILES):
        obverse = Scene(width=480, height=400, x=240, y=200, r=150, coin=n < 3, background="gradient", seed=n)
        (folder / f"obverse-{n}.jpg").write_bytes(jpeg(draw(obverse)))
        (folder / f"reverse-{n}.jpg").write_bytes(jpeg(draw(Scene(width=480, height=400, x=240, y=200, r=150, seed=n))))


def generate(types: int, folder, seed: int = 9) -> pathlib.Path:
    folder = pathlib.Path(folder)
    Generator(types, seed).write(folder)
    return folder


if __name__ == "__main__":
    generate(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 9)
