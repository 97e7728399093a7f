from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.session import Session
from ...models.sign_in import SignIn
from ...types import Response


def _get_kwargs(
    *,
    body: SignIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Session | None:
    if response.status_code == 201:
        response_201 = Session.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Session]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Response[Error | Session]:
    """Sign in with the wallet provider's access token

     Exchanges the wallet provider's player access token (a JWT the provider's SDK gives the signed-in
    player) for a session cookie. The token is checked against the provider's published keys (ES256),
    its expiry, issuer and audience; the account is the player id in it. Every sign-in mints a new
    session and ends the one the cookie carried. Same-site only: a cross-site request is 403, and the
    path answers no CORS. An invalid token is 401 `unauthorized`; its hint names the check only when the
    client can act on it (expired, not yet valid, another project). Failed sign-ins have a budget of
    their own per address (10 a minute): past it, 429 `rate_limited` with `Retry-After`. 503 while sign-
    in is not configured or the provider's keys cannot be read.

    Args:
        body (SignIn): The wallet provider's player access token, exactly as its SDK gives it. It
            is never stored, logged or sent back.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Session]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Error | Session | None:
    """Sign in with the wallet provider's access token

     Exchanges the wallet provider's player access token (a JWT the provider's SDK gives the signed-in
    player) for a session cookie. The token is checked against the provider's published keys (ES256),
    its expiry, issuer and audience; the account is the player id in it. Every sign-in mints a new
    session and ends the one the cookie carried. Same-site only: a cross-site request is 403, and the
    path answers no CORS. An invalid token is 401 `unauthorized`; its hint names the check only when the
    client can act on it (expired, not yet valid, another project). Failed sign-ins have a budget of
    their own per address (10 a minute): past it, 429 `rate_limited` with `Retry-After`. 503 while sign-
    in is not configured or the provider's keys cannot be read.

    Args:
        body (SignIn): The wallet provider's player access token, exactly as its SDK gives it. It
            is never stored, logged or sent back.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Session
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Response[Error | Session]:
    """Sign in with the wallet provider's access token

     Exchanges the wallet provider's player access token (a JWT the provider's SDK gives the signed-in
    player) for a session cookie. The token is checked against the provider's published keys (ES256),
    its expiry, issuer and audience; the account is the player id in it. Every sign-in mints a new
    session and ends the one the cookie carried. Same-site only: a cross-site request is 403, and the
    path answers no CORS. An invalid token is 401 `unauthorized`; its hint names the check only when the
    client can act on it (expired, not yet valid, another project). Failed sign-ins have a budget of
    their own per address (10 a minute): past it, 429 `rate_limited` with `Retry-After`. 503 while sign-
    in is not configured or the provider's keys cannot be read.

    Args:
        body (SignIn): The wallet provider's player access token, exactly as its SDK gives it. It
            is never stored, logged or sent back.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Session]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Error | Session | None:
    """Sign in with the wallet provider's access token

     Exchanges the wallet provider's player access token (a JWT the provider's SDK gives the signed-in
    player) for a session cookie. The token is checked against the provider's published keys (ES256),
    its expiry, issuer and audience; the account is the player id in it. Every sign-in mints a new
    session and ends the one the cookie carried. Same-site only: a cross-site request is 403, and the
    path answers no CORS. An invalid token is 401 `unauthorized`; its hint names the check only when the
    client can act on it (expired, not yet valid, another project). Failed sign-ins have a budget of
    their own per address (10 a minute): past it, 429 `rate_limited` with `Retry-After`. 503 while sign-
    in is not configured or the provider's keys cannot be read.

    Args:
        body (SignIn): The wallet provider's player access token, exactly as its SDK gives it. It
            is never stored, logged or sent back.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Session
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
