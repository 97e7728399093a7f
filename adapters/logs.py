"""Every line a `goldcoins` process writes to stderr through `logging` is one JSON object, like the access lines
(adapters/http/observability.py): `{time, level, logger, event, message}`, `request_id` when the line was written while
a request was being answered, `exception` with the traceback when there is one. The stdlib's logging with one
formatter over orjson (docs/decisions/0010-json-logs.md): waitress's lines, Python's warnings and an uncaught
exception in any thread come out the same way.

The lines go into the same buffer as the access lines (one writer, so a line is never cut by another), flushed
after each log line: they are few, and one written at start-up or before a crash must not wait for the flusher.
"""

from __future__ import annotations

import atexit
import contextvars
import io
import logging
import sys
import threading
import time
import typing

import orjson

# the id of the request the current thread is answering: set and cleared by the request log middleware
REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("goldcoins_request_id", default=None)


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
        line: dict[str, typing.Any] = {
            "time": f"{stamp}.{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": None,  # every line has the keys the access lines have; a line that names its event says it
            "message": record.getMessage(),
        }
        line.update(getattr(record, "fields", None) or {})  # `extra={"fields": {...}}`: named values of the line
        request_id = REQUEST_ID.get()
        if request_id is not None:
            line["request_id"] = request_id
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return orjson.dumps(line, default=str).decode()


class LineHandler(logging.Handler):
    """One JSON line per record into a binary stream, written whole and flushed at once. Without a stream given,
    stderr as it is at each line (its buffer shared with the access lines)."""

    def __init__(self, stream: typing.BinaryIO | None = None) -> None:
        super().__init__()
        self.stream = stream
        self.setFormatter(JsonLines())

    def emit(self, record: logging.LogRecord) -> None:
        try:
            stream = self.stream if self.stream is not None else stderr_buffer()
            if stream is not None:
                stream.write(self.format(record).encode() + b"\n")
                stream.flush()
        except (OSError, ValueError):  # stderr closed: nothing left to tell
            pass
        except Exception:
            self.handleError(record)


def stderr_buffer() -> typing.BinaryIO | None:
    """stderr behind the buffer the access lines share (below)."""
    return buffered(getattr(sys.stderr, "buffer", None))


def buffered(stream: typing.BinaryIO | None) -> typing.BinaryIO | None:
    """`stream` with a buffer of our own when it has none: Python's stderr.buffer is an unbuffered file, and a
    write system call per answer releases the GIL (measured: +45 µs of server CPU a request). Lines then
    reach the file when the buffer fills or once a second (Flusher)."""
    if stream is None or isinstance(stream, io.BufferedIOBase):
        return stream
    if isinstance(stream, io.RawIOBase):
        with _WRAPPED_LOCK:  # one buffer a file, kept for the process: a collected BufferedWriter closes its file
            wrapped = _WRAPPED.get(id(stream))
            if wrapped is None or wrapped.raw is not stream:
                wrapped = _WRAPPED[id(stream)] = io.BufferedWriter(stream, buffer_size=1 << 16)
                atexit.register(_flush_quietly, wrapped)
        return typing.cast(typing.BinaryIO, wrapped)
    return stream


_WRAPPED: dict[int, io.BufferedWriter] = {}
_WRAPPED_LOCK = threading.Lock()


def flush_buffers() -> None:
    """Every log buffer to its file now (the Flusher does this once a second; tests and shutdown call it)."""
    for stream in list(_WRAPPED.values()):
        _flush_quietly(stream)


def _flush_quietly(stream: io.BufferedWriter) -> None:
    try:
        stream.flush()
    except (OSError, ValueError):
        pass


def configure(level: str | int = logging.INFO, stream: typing.BinaryIO | None = None) -> None:
    """The root logger writes JSON lines to `stream` (stderr's shared buffer by default), at `level`; warnings
    and uncaught exceptions go through it. Called again, it only replaces the handler and the level."""
    root = logging.getLogger()
    for handler in [each for each in root.handlers if isinstance(each, LineHandler)]:
        root.removeHandler(handler)
    root.addHandler(LineHandler(stream))
    root.setLevel(level)
    logging.captureWarnings(True)
    sys.excepthook = _uncaught
    threading.excepthook = _uncaught_in_thread


def _uncaught(kind, value, traceback) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, traceback)
        return
    logging.getLogger("goldcoins").critical("uncaught %s", kind.__name__, exc_info=(kind, value, traceback))


def _uncaught_in_thread(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit or args.exc_value is None:
        return
    where = args.thread.name if args.thread is not None else "a thread"
    logging.getLogger("goldcoins").critical(
        "uncaught %s in %s", args.exc_type.__name__, where, exc_info=(args.exc_type, args.exc_value, args.exc_traceback)
    )
