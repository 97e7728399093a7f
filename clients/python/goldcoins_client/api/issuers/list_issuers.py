import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.issuer_page import IssuerPage
from ...models.issuer_sort import IssuerSort
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    roots: bool | Unset = True,
    sort: IssuerSort | Unset = UNSET,
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

    params["roots"] = roots

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/issuers",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | IssuerPage | None:
    if response.status_code == 200:
        response_200 = IssuerPage.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | IssuerPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    roots: bool | Unset = True,
    sort: IssuerSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Error | IssuerPage]:
    """List issuers

     Root issuers by default; `roots=false` lists every node of every tree. `q` finds an issuer by any
    name in its tree, other names (`aliases`) included ("brit" finds the United Kingdom through the
    United Kingdom of Great Britain and Ireland, "deutschland" finds Germany): every word must start a
    word of those names, or be one of them with Meilisearch's typo budget (one typo from five letters,
    two from nine). With `q` and no `sort`, the order is `relevance`: the issuers whose own names (name
    and aliases) hold every word first, then those found through an issuer beneath them; more types
    first, then by name. A page of a search says, in `match`, which issuer of each item's tree matched.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        roots (bool | Unset):  Default: True.
        sort (IssuerSort | Unset): Issuer orders: by name, by catalogue depth (types in the
            subtree), or by relevance to `q` (the default with `q`; by name without it).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | IssuerPage]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        updated_since=updated_since,
        roots=roots,
        sort=sort,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    roots: bool | Unset = True,
    sort: IssuerSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Error | IssuerPage | None:
    """List issuers

     Root issuers by default; `roots=false` lists every node of every tree. `q` finds an issuer by any
    name in its tree, other names (`aliases`) included ("brit" finds the United Kingdom through the
    United Kingdom of Great Britain and Ireland, "deutschland" finds Germany): every word must start a
    word of those names, or be one of them with Meilisearch's typo budget (one typo from five letters,
    two from nine). With `q` and no `sort`, the order is `relevance`: the issuers whose own names (name
    and aliases) hold every word first, then those found through an issuer beneath them; more types
    first, then by name. A page of a search says, in `match`, which issuer of each item's tree matched.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        roots (bool | Unset):  Default: True.
        sort (IssuerSort | Unset): Issuer orders: by name, by catalogue depth (types in the
            subtree), or by relevance to `q` (the default with `q`; by name without it).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | IssuerPage
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        updated_since=updated_since,
        roots=roots,
        sort=sort,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    roots: bool | Unset = True,
    sort: IssuerSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Error | IssuerPage]:
    """List issuers

     Root issuers by default; `roots=false` lists every node of every tree. `q` finds an issuer by any
    name in its tree, other names (`aliases`) included ("brit" finds the United Kingdom through the
    United Kingdom of Great Britain and Ireland, "deutschland" finds Germany): every word must start a
    word of those names, or be one of them with Meilisearch's typo budget (one typo from five letters,
    two from nine). With `q` and no `sort`, the order is `relevance`: the issuers whose own names (name
    and aliases) hold every word first, then those found through an issuer beneath them; more types
    first, then by name. A page of a search says, in `match`, which issuer of each item's tree matched.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        roots (bool | Unset):  Default: True.
        sort (IssuerSort | Unset): Issuer orders: by name, by catalogue depth (types in the
            subtree), or by relevance to `q` (the default with `q`; by name without it).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | IssuerPage]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        updated_since=updated_since,
        roots=roots,
        sort=sort,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    roots: bool | Unset = True,
    sort: IssuerSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Error | IssuerPage | None:
    """List issuers

     Root issuers by default; `roots=false` lists every node of every tree. `q` finds an issuer by any
    name in its tree, other names (`aliases`) included ("brit" finds the United Kingdom through the
    United Kingdom of Great Britain and Ireland, "deutschland" finds Germany): every word must start a
    word of those names, or be one of them with Meilisearch's typo budget (one typo from five letters,
    two from nine). With `q` and no `sort`, the order is `relevance`: the issuers whose own names (name
    and aliases) hold every word first, then those found through an issuer beneath them; more types
    first, then by name. A page of a search says, in `match`, which issuer of each item's tree matched.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        updated_since (datetime.datetime | Unset):
        roots (bool | Unset):  Default: True.
        sort (IssuerSort | Unset): Issuer orders: by name, by catalogue depth (types in the
            subtree), or by relevance to `q` (the default with `q`; by name without it).
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | IssuerPage
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            updated_since=updated_since,
            roots=roots,
            sort=sort,
            if_none_match=if_none_match,
        )
    ).parsed
