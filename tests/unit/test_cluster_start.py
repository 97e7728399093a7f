"""`python -m tools.cluster` starting: what it says when a dependency cannot be used."""

import pytest

from tests.support.http_server import unused_port
from tools.cluster.__main__ import ensure_database


def test_a_database_server_that_cannot_be_reached_stops_the_start_in_one_line_naming_it():
    """`python -m tools.cluster` prints a RuntimeError as one line and exits 1: a refused or silent PostgreSQL is
    such an error, within the connection's deadline, not a traceback or a wait without end."""
    port = unused_port()
    with pytest.raises(RuntimeError, match=f"PostgreSQL at 127.0.0.1:{port} cannot be used"):
        ensure_database(f"postgresql://postgres@127.0.0.1:{port}/test")
