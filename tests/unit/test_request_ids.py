"""Generated request ids: unique within a process, and a forked worker (the cluster's, gunicorn's) never shares the
parent's or a sibling's prefix, so two processes behind one proxy never log the same id."""

import os

from adapters.http.observability import request_id


def test_a_process_never_gives_the_same_id_twice():
    ids = [request_id({}, None) for _ in range(1000)]
    assert len(set(ids)) == 1000
    assert all(len(rid) == 32 and int(rid, 16) >= 0 for rid in ids)


def test_a_forked_child_draws_its_own_prefix():
    parent = request_id({}, None)
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the child
        os.write(writing, request_id({}, None).encode())
        os._exit(0)
    os.close(writing)
    os.waitpid(child, 0)
    theirs = os.read(reading, 64).decode()
    os.close(reading)
    assert len(theirs) == 32
    assert theirs[:16] != parent[:16]
    assert request_id({}, None)[:16] == parent[:16]
