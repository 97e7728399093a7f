import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.series_page import SeriesPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    issuer_slug: str,
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    params["q"] = q

    json_updated_since: str | Unset = UNSET
    if not isinstance(updated_since, Unset):
        json_updated_since = updated_since.isoformat()
    params["updatedSince"] = json_updated_since

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/issuers/{issuer_slug}/series".format(
            issuer_slug=quote(str(issuer_slug), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SeriesPage | None:
    if response.status_code == 200:
        response_200 = SeriesPage.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SeriesPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    issuer_slug: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Error | SeriesPage]:
    """Series of an issuer

     Series filed under the root issuer or any issuer beneath it.

    Args:
        issuer_slug (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeriesPage]
    """

    kwargs = _get_kwargs(
        issuer_slug=issuer_slug,
        page=page,
        page_size=page_size,
        q=q,
        updated_since=updated_since,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    issuer_slug: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Error | SeriesPage | None:
    """Series of an issuer

     Series filed under the root issuer or any issuer beneath it.

    Args:
        issuer_slug (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeriesPage
    """

    return sync_detailed(
        issuer_slug=issuer_slug,
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        updated_since=updated_since,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    issuer_slug: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Error | SeriesPage]:
    """Series of an issuer

     Series filed under the root issuer or any issuer beneath it.

    Args:
        issuer_slug (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeriesPage]
    """

    kwargs = _get_kwargs(
        issuer_slug=issuer_slug,
        page=page,
        page_size=page_size,
        q=q,
        updated_since=updated_since,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    issuer_slug: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Error | SeriesPage | None:
    """Series of an issuer

     Series filed under the root issuer or any issuer beneath it.

    Args:
        issuer_slug (str):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeriesPage
    """

    return (
        await asyncio_detailed(
            issuer_slug=issuer_slug,
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            updated_since=updated_since,
            if_none_match=if_none_match,
        )
    ).parsed
