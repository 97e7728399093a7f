"""The service's log lines as a log shipper reads them: one JSON object a line, whatever wrote it (our loggers,
a library's, Python's warnings, an exception no code caught), with the request id while a request is answered."""

from __future__ import annotations

import io
import json
import logging
import sys
import threading
import warnings

import pytest

from adapters import logs


@pytest.fixture
def written():
    root = logging.getLogger()
    kept = (root.level, list(root.handlers), sys.excepthook, threading.excepthook)
    stream = io.BytesIO()
    logs.configure("INFO", stream)
    yield lambda: [json.loads(line) for line in stream.getvalue().decode().splitlines()]
    root.setLevel(kept[0])
    for handler in [each for each in root.handlers if each not in kept[1]]:
        root.removeHandler(handler)
    sys.excepthook, threading.excepthook = kept[2], kept[3]
    logging.captureWarnings(False)


def test_a_line_written_while_a_request_is_answered_carries_its_id_and_one_outside_none(written):
    token = logs.REQUEST_ID.set("abc123")
    logging.getLogger("goldcoins.http").warning("dependency unavailable on %s", "GET /spot")
    logs.REQUEST_ID.reset(token)
    logging.getLogger("waitress").info("a library's line")
    inside, outside = written()
    assert inside["request_id"] == "abc123" and inside["level"] == "warning"
    assert inside["message"] == "dependency unavailable on GET /spot" and inside["logger"] == "goldcoins.http"
    assert "request_id" not in outside and outside["logger"] == "waitress"


def test_a_python_warning_is_a_json_line(written):
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("an old way", DeprecationWarning, stacklevel=1)
    (line,) = written()
    assert line["logger"] == "py.warnings" and "DeprecationWarning: an old way" in line["message"]


def test_an_exception_no_code_caught_in_a_thread_is_one_json_line_with_its_traceback(written):
    def fails() -> None:
        raise RuntimeError("lost")

    thread = threading.Thread(target=fails, name="worker-7")
    thread.start()
    thread.join()
    (line,) = written()
    assert line["level"] == "critical" and line["message"] == "uncaught RuntimeError in worker-7"
    assert "RuntimeError: lost" in line["exception"] and "Traceback" in line["exception"]


def test_named_values_become_fields_of_the_line(written):
    logging.getLogger("goldcoins").info("stopped", extra={"fields": {"event": "stopped", "cut": 0}})
    (line,) = written()
    assert (line["event"], line["cut"], line["message"]) == ("stopped", 0, "stopped")
