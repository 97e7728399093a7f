from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.coin_type import CoinType
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    issuer_slug: str,
    series_slug: str,
    slug: str,
    *,
    currency: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(if_modified_since, Unset):
        headers["If-Modified-Since"] = if_modified_since

    params: dict[str, Any] = {}

    params["currency"] = currency

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/types/{issuer_slug}/{series_slug}/{slug}".format(
            issuer_slug=quote(str(issuer_slug), safe=""),
            series_slug=quote(str(series_slug), safe=""),
            slug=quote(str(slug), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | CoinType | Error | None:
    if response.status_code == 200:
        response_200 = CoinType.from_dict(response.json())

        return response_200

    if response.status_code == 301:
        response_301 = cast(Any, None)
        return response_301

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | CoinType | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    issuer_slug: str,
    series_slug: str,
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    currency: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Response[Any | CoinType | Error]:
    """Type detail

     The full record with sides, pictures and every issue. A type keeps its id when it moves to another
    series or is renamed: an address it had answers 301 to where it is now.

    Args:
        issuer_slug (str):
        series_slug (str):
        slug (str):
        currency (str | Unset):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CoinType | Error]
    """

    kwargs = _get_kwargs(
        issuer_slug=issuer_slug,
        series_slug=series_slug,
        slug=slug,
        currency=currency,
        if_none_match=if_none_match,
        if_modified_since=if_modified_since,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    issuer_slug: str,
    series_slug: str,
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    currency: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Any | CoinType | Error | None:
    """Type detail

     The full record with sides, pictures and every issue. A type keeps its id when it moves to another
    series or is renamed: an address it had answers 301 to where it is now.

    Args:
        issuer_slug (str):
        series_slug (str):
        slug (str):
        currency (str | Unset):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CoinType | Error
    """

    return sync_detailed(
        issuer_slug=issuer_slug,
        series_slug=series_slug,
        slug=slug,
        client=client,
        currency=currency,
        if_none_match=if_none_match,
        if_modified_since=if_modified_since,
    ).parsed


async def asyncio_detailed(
    issuer_slug: str,
    series_slug: str,
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    currency: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Response[Any | CoinType | Error]:
    """Type detail

     The full record with sides, pictures and every issue. A type keeps its id when it moves to another
    series or is renamed: an address it had answers 301 to where it is now.

    Args:
        issuer_slug (str):
        series_slug (str):
        slug (str):
        currency (str | Unset):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CoinType | Error]
    """

    kwargs = _get_kwargs(
        issuer_slug=issuer_slug,
        series_slug=series_slug,
        slug=slug,
        currency=currency,
        if_none_match=if_none_match,
        if_modified_since=if_modified_since,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    issuer_slug: str,
    series_slug: str,
    slug: str,
    *,
    client: AuthenticatedClient | Client,
    currency: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Any | CoinType | Error | None:
    """Type detail

     The full record with sides, pictures and every issue. A type keeps its id when it moves to another
    series or is renamed: an address it had answers 301 to where it is now.

    Args:
        issuer_slug (str):
        series_slug (str):
        slug (str):
        currency (str | Unset):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CoinType | Error
    """

    return (
        await asyncio_detailed(
            issuer_slug=issuer_slug,
            series_slug=series_slug,
            slug=slug,
            client=client,
            currency=currency,
            if_none_match=if_none_match,
            if_modified_since=if_modified_since,
        )
    ).parsed
