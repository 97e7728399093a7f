import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.type_change_page import TypeChangePage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    since: datetime.datetime,
    page: int | Unset = 1,
    page_size: int | Unset = 5000,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_since = since.isoformat()
    params["since"] = json_since

    params["page"] = page

    params["pageSize"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/changes",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TypeChangePage | None:
    if response.status_code == 200:
        response_200 = TypeChangePage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

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
) -> Response[Error | TypeChangePage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime,
    page: int | Unset = 1,
    page_size: int | Unset = 5000,
) -> Response[Error | TypeChangePage]:
    """What changed since a moment

     The change feed a mirror follows between two exports: every type an import `created` or `changed`
    (upsert it: its record is at its address) or `removed` (drop it, by id) at or after `since`, in the
    order to apply them: by time, a removal before the rest at the same moment (a database may give a
    removed type's id again), then by id. A type's time moves with its record, issues, pictures and
    sources, not when a series or issuer it names is renamed. Not kept by the response cache.

    Args:
        since (datetime.datetime):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 5000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TypeChangePage]
    """

    kwargs = _get_kwargs(
        since=since,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime,
    page: int | Unset = 1,
    page_size: int | Unset = 5000,
) -> Error | TypeChangePage | None:
    """What changed since a moment

     The change feed a mirror follows between two exports: every type an import `created` or `changed`
    (upsert it: its record is at its address) or `removed` (drop it, by id) at or after `since`, in the
    order to apply them: by time, a removal before the rest at the same moment (a database may give a
    removed type's id again), then by id. A type's time moves with its record, issues, pictures and
    sources, not when a series or issuer it names is renamed. Not kept by the response cache.

    Args:
        since (datetime.datetime):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 5000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TypeChangePage
    """

    return sync_detailed(
        client=client,
        since=since,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime,
    page: int | Unset = 1,
    page_size: int | Unset = 5000,
) -> Response[Error | TypeChangePage]:
    """What changed since a moment

     The change feed a mirror follows between two exports: every type an import `created` or `changed`
    (upsert it: its record is at its address) or `removed` (drop it, by id) at or after `since`, in the
    order to apply them: by time, a removal before the rest at the same moment (a database may give a
    removed type's id again), then by id. A type's time moves with its record, issues, pictures and
    sources, not when a series or issuer it names is renamed. Not kept by the response cache.

    Args:
        since (datetime.datetime):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 5000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TypeChangePage]
    """

    kwargs = _get_kwargs(
        since=since,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime,
    page: int | Unset = 1,
    page_size: int | Unset = 5000,
) -> Error | TypeChangePage | None:
    """What changed since a moment

     The change feed a mirror follows between two exports: every type an import `created` or `changed`
    (upsert it: its record is at its address) or `removed` (drop it, by id) at or after `since`, in the
    order to apply them: by time, a removal before the rest at the same moment (a database may give a
    removed type's id again), then by id. A type's time moves with its record, issues, pictures and
    sources, not when a series or issuer it names is renamed. Not kept by the response cache.

    Args:
        since (datetime.datetime):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 5000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TypeChangePage
    """

    return (
        await asyncio_detailed(
            client=client,
            since=since,
            page=page,
            page_size=page_size,
        )
    ).parsed
