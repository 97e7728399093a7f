import errno
import gc
import logging
import os
import socket

from adapters.cli import affinity
from adapters.cli.graceful import GracefulStop, Outcome, closing_channel
from adapters.cli.stopping import stopped
from adapters.http.observability import FLUSHER
from adapters.http.server_errors import json_error_channel, use_channel


def add(commands) -> None:
    serve = commands.add_parser(
        "serve",
        help="serve the API with waitress",
        description="Serve the API with waitress. The flags stand for their settings; every other setting comes "
        "from the environment (GOLDCOINS_*) or GOLDCOINS_CONFIG, as `goldcoins --help` says.",
    )
    serve.add_argument("--host", help="the address to listen on (GOLDCOINS_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="the port to listen on (GOLDCOINS_PORT, default 8000)")
    serve.set_defaults(handler=serve_command, settings=_flag_settings, log_lines=True)


def _flag_settings(args) -> dict[str, str]:
    flags = {"GOLDCOINS_HOST": args.host, "GOLDCOINS_PORT": args.port}
    return {name: str(value) for name, value in flags.items() if value is not None}


def serve_command(args, root) -> int:
    import waitress

    settings = root.settings
    # first: a bad value stops start-up before anything is built, and every thread started later inherits it
    cpus = affinity.apply(settings.cpu_affinity, settings.port)
    app = root.app()
    # everything built so far (modules, the app, generated converters) lives as long as the process: kept out
    # of the collector's generations, a full collection no longer walks it (a 10,000-row sitemap page makes
    # enough objects to trigger one; p99 105 → 36 ms in process at 100k)
    gc.freeze()
    # waitress warns on every queued request under load; a full queue is visible in latency, not in logs
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    try:  # binds the socket: "serving on" is said only once it is true
        server = waitress.create_server(
            app,
            host=settings.host,
            port=settings.port,
            threads=settings.threads,
            connection_limit=settings.connection_limit,
            ident="",
            max_request_body_size=settings.max_request_body_size,
            max_request_header_size=settings.max_request_header_size,
            channel_timeout=settings.channel_timeout,
            clear_untrusted_proxy_headers=False,
            # a response larger than this is spooled through a temporary file; a 10,000-row sitemap page is
            # ~1.2 MB, over waitress' 1 MB default
            outbuf_overflow=settings.output_buffer_bytes,
        )
    except OSError as exc:
        return stopped(args, cannot_listen(settings.host, settings.port, exc))
    where = f" on CPU {affinity.span(cpus)}" if cpus else ""
    logging.getLogger("goldcoins").info(
        "serving on http://%s:%s%s", settings.host, settings.port, where, extra={"fields": {"event": "serving"}}
    )
    graceful = GracefulStop(server, settings.shutdown_grace_seconds)
    # waitress's own refusals (malformed request, 413, 431) in the API's JSON error shape, and every answer
    # with `Connection: close` once the process is stopping
    current = next(version.name for version in settings.versions if version.current)
    errors = json_error_channel(current, settings.public_base_url.rstrip("/"), getattr(app, "limiter", None))
    use_channel(server, closing_channel(errors, graceful))
    graceful.install()
    outcome = graceful.run()
    FLUSHER.flush_now()  # the access log's last lines and the last counts, before the goodbye
    say_goodbye(outcome, settings.shutdown_grace_seconds)
    if outcome.cut:
        # a thread still inside a dependency's call would hold the exit past the grace period (the outbound
        # executors' threads are joined at exit): everything is written, so leave now
        os._exit(0)
    return 0


def cannot_listen(host: str, port: int, exc: OSError) -> str:
    """Why the server could not listen on host:port, and what to change, in one line."""
    where = f"{host}:{port}"
    if exc.errno == errno.EADDRINUSE:
        return (
            f"cannot listen on {where}: port {port} is taken by another process; stop it, or serve on a free port "
            "(--port or GOLDCOINS_PORT)"
        )
    if exc.errno == errno.EACCES:
        return f"cannot listen on {where}: not permitted (ports below 1024 need privileges); choose a port above 1023"
    if exc.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT) or isinstance(exc, socket.gaierror):
        return f"cannot listen on {where}: {host} is not an address of this machine (--host or GOLDCOINS_HOST)"
    return f"cannot listen on {where}: {exc.strerror or exc}"


def say_goodbye(outcome: Outcome, grace: float) -> None:
    """One line, the process's last: why it stopped and what it did with the requests it held (its figures also
    as fields of the JSON line)."""
    logger = logging.getLogger("goldcoins")
    line = f"stopped on {outcome.signal_name} in {outcome.seconds:.1f} s: {outcome.finished} requests in hand finished"
    fields = {
        "event": "stopped",
        "signal": outcome.signal_name,
        "seconds": round(outcome.seconds, 3),
        "finished": outcome.finished,
        "cut": outcome.cut,
    }
    if outcome.cut:
        logger.warning("%s, %d cut at the %g s grace period", line, outcome.cut, grace, extra={"fields": fields})
    else:
        logger.info("%s, none cut", line, extra={"fields": fields})
    logging.shutdown()
