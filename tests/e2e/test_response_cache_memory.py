"""The response cache holds what its setting says (GOLDCOINS_RESPONSE_CACHE_MEGABYTES), measured: the bytes
Python frees when the cache lets go of everything it keeps, after more distinct answers than fit."""

import gc
import tracemalloc

from adapters.storage import db
from ports.catalogue import TYPE_SORTS
from tests.conftest import make_settings, memory_limiter
from tests.support.storage import storage_roles

MEGABYTE = 1024 * 1024


def test_the_cache_holds_no_more_bytes_than_its_setting_and_fills_it(catalogue_db, make_client):
    db.bind(catalogue_db)
    settings = make_settings(response_cache_megabytes=1, response_cache_entries=100_000)
    client = make_client(settings, **storage_roles(), limiter=memory_limiter("100000/60"))
    tracemalloc.start()
    try:
        served = 0
        for size in range(20, 101):  # every answer a new key: ~2 MB of distinct answers, each kept once
            for sort in TYPE_SORTS:
                result = client.simulate_get("/v1/types", query_string=f"pageSize={size}&sort={sort}")
                served += len(result.content) if result.status_code == 200 else 0
        assert served > 1.5 * MEGABYTE, "the answers must overflow the cache"
        gc.collect()
        holding = tracemalloc.get_traced_memory()[0]
        client.app.store.clear()
        gc.collect()
        held = holding - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    # filled: the store counts every string of an entry, also the header names and fixed values its answers share
    # with the code and with each other (the plain reads lay out a head once per shape of answer), which stay when it
    # lets go: a few kilobytes of each front entry
    assert 0.65 * MEGABYTE < held <= MEGABYTE, f"{held} bytes held"
