from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.series_detail import SeriesDetail
from ...types import UNSET, Response, Unset


def _get_kwargs(
    issuer_slug: str,
    series_slug: str,
    *,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(if_modified_since, Unset):
        headers["If-Modified-Since"] = if_modified_since

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/issuers/{issuer_slug}/series/{series_slug}".format(
            issuer_slug=quote(str(issuer_slug), safe=""),
            series_slug=quote(str(series_slug), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SeriesDetail | None:
    if response.status_code == 200:
        response_200 = SeriesDetail.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | SeriesDetail]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    issuer_slug: str,
    series_slug: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Response[Error | SeriesDetail]:
    """Series detail

    Args:
        issuer_slug (str):
        series_slug (str):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeriesDetail]
    """

    kwargs = _get_kwargs(
        issuer_slug=issuer_slug,
        series_slug=series_slug,
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
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Error | SeriesDetail | None:
    """Series detail

    Args:
        issuer_slug (str):
        series_slug (str):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeriesDetail
    """

    return sync_detailed(
        issuer_slug=issuer_slug,
        series_slug=series_slug,
        client=client,
        if_none_match=if_none_match,
        if_modified_since=if_modified_since,
    ).parsed


async def asyncio_detailed(
    issuer_slug: str,
    series_slug: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Response[Error | SeriesDetail]:
    """Series detail

    Args:
        issuer_slug (str):
        series_slug (str):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeriesDetail]
    """

    kwargs = _get_kwargs(
        issuer_slug=issuer_slug,
        series_slug=series_slug,
        if_none_match=if_none_match,
        if_modified_since=if_modified_since,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    issuer_slug: str,
    series_slug: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    if_modified_since: str | Unset = UNSET,
) -> Error | SeriesDetail | None:
    """Series detail

    Args:
        issuer_slug (str):
        series_slug (str):
        if_none_match (str | Unset):
        if_modified_since (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeriesDetail
    """

    return (
        await asyncio_detailed(
            issuer_slug=issuer_slug,
            series_slug=series_slug,
            client=client,
            if_none_match=if_none_match,
            if_modified_since=if_modified_since,
        )
    ).parsed
