from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/export/catalogue.tar",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | None:
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Error]:
    """The catalogue files, as a tar

     The whole catalogue in its import format (`/schema/catalogue.json`, the repository's docs/catalogue-
    format.md), as a POSIX tar: `_catalogue.json` (the mints and the highlighted issuers), one
    `{rootIssuerSlug}.json` a root issuer tree, and `pictures/…`, the large copy of each picture its
    records name. Unpacked into a folder, `goldcoins import FOLDER` gives the same catalogue (a
    picture's stored copies are made again, so their URLs are the importing service's own). Streamed a
    file at a time, gzipped when the client accepts gzip (`curl --compressed`), one request of the rate
    budget; files are dated 1970-01-01 so one catalogue version is always the same bytes. One ETag per
    catalogue version: `If-None-Match` answers 304 until an import changes something. An import landing
    while the answer streams cuts it short (no last chunk, no tar end blocks), so a mirror never keeps a
    mixture of two catalogues: ask again. A server process sends one export at a time: another asked
    meanwhile is a 503 with `Retry-After`.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Error | None:
    """The catalogue files, as a tar

     The whole catalogue in its import format (`/schema/catalogue.json`, the repository's docs/catalogue-
    format.md), as a POSIX tar: `_catalogue.json` (the mints and the highlighted issuers), one
    `{rootIssuerSlug}.json` a root issuer tree, and `pictures/…`, the large copy of each picture its
    records name. Unpacked into a folder, `goldcoins import FOLDER` gives the same catalogue (a
    picture's stored copies are made again, so their URLs are the importing service's own). Streamed a
    file at a time, gzipped when the client accepts gzip (`curl --compressed`), one request of the rate
    budget; files are dated 1970-01-01 so one catalogue version is always the same bytes. One ETag per
    catalogue version: `If-None-Match` answers 304 until an import changes something. An import landing
    while the answer streams cuts it short (no last chunk, no tar end blocks), so a mirror never keeps a
    mixture of two catalogues: ask again. A server process sends one export at a time: another asked
    meanwhile is a 503 with `Retry-After`.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return sync_detailed(
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Error]:
    """The catalogue files, as a tar

     The whole catalogue in its import format (`/schema/catalogue.json`, the repository's docs/catalogue-
    format.md), as a POSIX tar: `_catalogue.json` (the mints and the highlighted issuers), one
    `{rootIssuerSlug}.json` a root issuer tree, and `pictures/…`, the large copy of each picture its
    records name. Unpacked into a folder, `goldcoins import FOLDER` gives the same catalogue (a
    picture's stored copies are made again, so their URLs are the importing service's own). Streamed a
    file at a time, gzipped when the client accepts gzip (`curl --compressed`), one request of the rate
    budget; files are dated 1970-01-01 so one catalogue version is always the same bytes. One ETag per
    catalogue version: `If-None-Match` answers 304 until an import changes something. An import landing
    while the answer streams cuts it short (no last chunk, no tar end blocks), so a mirror never keeps a
    mixture of two catalogues: ask again. A server process sends one export at a time: another asked
    meanwhile is a 503 with `Retry-After`.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Error | None:
    """The catalogue files, as a tar

     The whole catalogue in its import format (`/schema/catalogue.json`, the repository's docs/catalogue-
    format.md), as a POSIX tar: `_catalogue.json` (the mints and the highlighted issuers), one
    `{rootIssuerSlug}.json` a root issuer tree, and `pictures/…`, the large copy of each picture its
    records name. Unpacked into a folder, `goldcoins import FOLDER` gives the same catalogue (a
    picture's stored copies are made again, so their URLs are the importing service's own). Streamed a
    file at a time, gzipped when the client accepts gzip (`curl --compressed`), one request of the rate
    budget; files are dated 1970-01-01 so one catalogue version is always the same bytes. One ETag per
    catalogue version: `If-None-Match` answers 304 until an import changes something. An import landing
    while the answer streams cuts it short (no last chunk, no tar end blocks), so a mirror never keeps a
    mixture of two catalogues: ask again. A server process sends one export at a time: another asked
    meanwhile is a 503 with `Retry-After`.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return (
        await asyncio_detailed(
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
