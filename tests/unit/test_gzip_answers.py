"""The gzip a client receives: any gzip reader inflates it to the plain answer, the same body always gives the same
bytes (one representation, one ETag, in every process), and neither the small window taken for answers up to
SMALL_BODY nor ISA-L's fast deflate for answers sent once costs the client more than a few per cent on the wire."""

import gzip
import json
import pathlib

import pytest

from adapters.http.compression import SMALL_BODY, compress


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
@pytest.mark.parametrize("keep", [False, True], ids=["sent once (ISA-L)", "kept (zlib)"])
def test_a_gzipped_answer_inflates_to_the_answer_and_is_the_same_bytes_every_time(items, keep):
    body = a_page(items)
    packed = compress(body, keep)
    assert gzip.decompress(packed) == body
    assert compress(body, keep) == packed
    assert packed[:3] == b"\x1f\x8b\x08"  # a gzip member, deflate
    assert packed[4:8] == b"\x00\x00\x00\x00"  # no modification time: equal bodies, equal bytes


def test_the_catalogues_json_costs_no_more_on_the_wire_than_the_standard_librarys_gzip():
    """Catalogue JSON (the test catalogue's file, as records read): sent once within a few per cent of zlib's
    fastest level, kept within a few per cent of its default level."""
    body = (pathlib.Path(__file__).parents[2] / "fixtures/test-catalogue/united-kingdom.json").read_bytes()
    assert len(body) <= SMALL_BODY
    assert len(compress(body, keep=False)) <= 1.05 * len(gzip.compress(body, compresslevel=1, mtime=0))
    assert len(compress(body)) <= 1.05 * len(gzip.compress(body, compresslevel=6, mtime=0))
