"""Every failure leaves as our JSON error shape, whatever the Accept header says."""

from __future__ import annotations

import logging
import urllib.parse

import falcon
import orjson

from domain.errors import CoinTypeMoved, NotFound
from ports.errors import NotConfigured, Unavailable
from ports.identity import TokenRejected

log = logging.getLogger("goldcoins.http")

CODE_BY_STATUS = {
    400: "invalid_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "invalid_request",
    429: "rate_limited",
    500: "internal_error",
    503: "unavailable",
}
# What a rejected access token's 401 says: a reason the client can act on, or nothing that would help forge one.
REJECTIONS = {
    "expired": (
        "The access token has expired.",
        "Get a fresh access token from the wallet provider's SDK and sign in again.",
    ),
    "not_yet_valid": (
        "The access token is not valid yet.",
        "Check the device's clock, then get a fresh access token and sign in again.",
    ),
    "wrong_audience": (
        "The access token was issued for another project.",
        "Sign in through this site's own wallet provider project.",
    ),
}
UNVERIFIED = (
    "The access token could not be verified.",
    "Sign in with the wallet provider's SDK again and send the access token it gives, unchanged.",
)
DOWN_RETRY = 30  # seconds: a dependency that is down is tried again after about this long (services.prices)
NOT_CONFIGURED_RETRY = 3600
NOT_CONFIGURED_HINT = (
    "This deployment does not configure what this answer needs, so retrying will not help: its operator sets it "
    "in the environment (docs/configuration.md)."
)
MESSAGES = {
    404: "No resource lives at this path.",
    405: "This path does not accept that method.",
    500: "The server failed to answer; it is safe to retry with backoff.",
}


class ApiError(falcon.HTTPError):
    """An HTTP error carrying our stable `error` code and an optional `hint`."""

    def __init__(
        self,
        status,
        error: str,
        message: str | None = None,
        hint: str | None = None,
        headers=None,
        parameter: str | None = None,
    ) -> None:
        super().__init__(status, title=error, description=message, headers=headers)
        self.error = error
        self.hint = hint
        self.parameter = parameter  # the query parameter refused, named in the request's access line


def invalid(message: str, hint: str | None = None, parameter: str | None = None) -> ApiError:
    return ApiError(falcon.HTTP_400, "invalid_request", message, hint, parameter=parameter)


def rate_limited(message: str, retry_after: int, before: str) -> ApiError:
    """429 with Retry-After; `before` ends the hint: "Wait N s (Retry-After) before <before>."."""
    return ApiError(
        falcon.HTTP_429,
        "rate_limited",
        message,
        f"Wait {retry_after} s (Retry-After) before {before}.",
        headers={"Retry-After": str(retry_after)},
    )


def error_body(exc: falcon.HTTPError, docs_base: str) -> dict:
    status = exc.status_code
    code = (
        getattr(exc, "error", None)
        or CODE_BY_STATUS.get(status)
        or ("invalid_request" if status < 500 else "internal_error")
    )
    body = {"error": code, "message": exc.description or MESSAGES.get(status) or exc.title}
    hint = getattr(exc, "hint", None)
    if hint is None and status == 405:
        hint = "Use one of the methods in the Allow header."
    if hint is None and status == 404 and code == "not_found":
        hint = "Check the path against the API description at /v1/openapi.json."
    if hint:
        body["hint"] = hint
    body["docs"] = f"{docs_base}/v1/docs#errors-{code}"
    return body


def install(app: falcon.App, docs_base: str) -> None:
    def serialize(req, resp, exc):
        req.context.parameter = getattr(exc, "parameter", None)  # for the access line (observability.RequestLog)
        resp.data = orjson.dumps(error_body(exc, docs_base))
        resp.content_type = falcon.MEDIA_JSON
        resp.append_header("Vary", "Accept")

    def not_found(req, resp, exc, params):
        raise ApiError(
            falcon.HTTP_404,
            "not_found",
            str(exc) or "The resource does not exist.",
            exc.hint,
        )

    def moved(req, resp, exc, params):
        """A type asked for at an address it had: a permanent redirect to where it is now, the same version."""
        version = getattr(req.context, "version", None)
        path = "/".join(urllib.parse.quote(part, safe="") for part in exc.address)
        location = f"{docs_base}/{version.name if version else 'v1'}/types/{path}"
        resp.status = falcon.HTTP_301
        resp.location = location
        resp.cache_control = ["public", "max-age=300"]
        resp.data = b""

    def unavailable(req, resp, exc, params):
        log.warning("dependency unavailable on %s %s: %s", req.method, req.path, exc, exc_info=exc.__cause__)
        if isinstance(exc, NotConfigured):
            # retrying cannot help until the operator configures it: say what, and ask for no retry soon
            hint, retry_after = exc.hint or NOT_CONFIGURED_HINT, NOT_CONFIGURED_RETRY
        else:
            retry_after = exc.retry_after if exc.retry_after is not None else DOWN_RETRY
            hint = exc.hint or f"A dependency this answer needs is down: retry in {retry_after} s (Retry-After)."
        raise ApiError(
            falcon.HTTP_503,
            "unavailable",
            str(exc) or "A dependency is unavailable.",
            hint,
            headers={"Retry-After": str(retry_after)},
        )

    def rejected(req, resp, exc, params):
        message, hint = REJECTIONS.get(exc.reason, UNVERIFIED)
        raise ApiError(falcon.HTTP_401, "unauthorized", message, hint)

    def unexpected(req, resp, exc, params):
        if isinstance(exc, falcon.HTTPError):
            raise exc
        log.exception("unhandled error on %s %s", req.method, req.path)
        raise ApiError(falcon.HTTP_500, "internal_error", MESSAGES[500])

    app.set_error_serializer(serialize)
    app.add_error_handler(Exception, unexpected)
    app.add_error_handler(NotFound, not_found)
    app.add_error_handler(CoinTypeMoved, moved)
    app.add_error_handler(Unavailable, unavailable)
    app.add_error_handler(TokenRejected, rejected)
