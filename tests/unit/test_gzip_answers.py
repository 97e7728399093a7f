"""The gzip a client receives: any gzip reader inflates it to the plain answer, the same body always gives the same
bytes (one representation, one ETag, in every process), and the small window taken for answers up to SMALL_BODY
costs the client no more than a few per cent on the wire."""

import gzip
import json

import pytest

from adapters.http.compression import KEPT_LEVEL, PASSING_LEVEL, SMALL_BODY, compress


def a_page(items: int) -> bytes:
    return json.dumps(
        {
            "data": [
                {"slug": f"sovereign-{year}", "title": f"Sovereign {year}", "weight": 7.98805, "minYear": year}
                for year in range(1817, 1817 + items)
            ],
            "page": 1,
        }
    ).encode()


@pytest.mark.parametrize("items", [24, 100, 2000], ids=["list page", "100 items", "over SMALL_BODY"])
@pytest.mark.parametrize("level", [PASSING_LEVEL, KEPT_LEVEL])
def test_a_gzipped_answer_inflates_to_the_answer_and_is_the_same_bytes_every_time(items, level):
    body = a_page(items)
    packed = compress(body, level)
    assert gzip.decompress(packed) == body
    assert compress(body, level) == packed
    assert packed[:3] == b"\x1f\x8b\x08"  # a gzip member, deflate


def test_a_list_page_is_within_a_few_per_cent_of_the_standard_library_size():
    body = a_page(60)
    assert len(body) <= SMALL_BODY
    assert len(compress(body, PASSING_LEVEL)) <= 1.05 * len(gzip.compress(body, compresslevel=PASSING_LEVEL, mtime=0))
