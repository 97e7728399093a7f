"""`make bench`'s generated catalogues import as any catalogue must: no file over the import's bound.

A root issuer and its whole tree are one file; the generator's long tail once gave two of the 100k catalogue's 250
roots 21 and 27 MB, and the import refused the catalogue (it holds at most MAX_FILE_BYTES a file)."""

import json
import random

from bench.generate import FORMAT, MAX_ROOT_TYPES, Generator, _split
from services.catalogue_format.parse import MAX_FILE_BYTES


def test_the_largest_root_the_generator_makes_fits_one_catalogue_file():
    generator = Generator(100_000, seed=9)
    tree = generator.tree(MAX_ROOT_TYPES)
    text = json.dumps({"format": FORMAT, "issuers": [tree]}, separators=(",", ":"), ensure_ascii=False)
    assert len(text.encode()) < MAX_FILE_BYTES * 0.9  # a margin for another seed's longer names


def test_the_100k_split_keeps_its_total_and_long_tail_under_the_cap():
    capped_some = False
    for seed in range(20):
        uncapped = _split(100_000, 250, random.Random(seed))
        shares = _split(100_000, 250, random.Random(seed), cap=MAX_ROOT_TYPES)
        assert sum(shares) == 100_000 and min(shares) >= 1 and max(shares) <= MAX_ROOT_TYPES
        assert sorted(shares)[len(shares) // 2] < 400  # still long-tailed: most roots are small
        if max(uncapped) > MAX_ROOT_TYPES:
            capped_some = True
            assert max(shares) == MAX_ROOT_TYPES  # the roots the tail made larger are capped, not dropped
    assert capped_some, "no seed's long tail reached the cap: the test would not see it work"
