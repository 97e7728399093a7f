import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.category import Category
from ...models.error import Error
from ...models.purity_label import PurityLabel
from ...models.size_label import SizeLabel
from ...models.type_page import TypePage
from ...models.type_sort import TypeSort
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    issuer: str | Unset = UNSET,
    series: str | Unset = UNSET,
    mint: str | Unset = UNSET,
    size: SizeLabel | Unset = UNSET,
    purity: PurityLabel | Unset = UNSET,
    year_from: int | Unset = UNSET,
    year_to: int | Unset = UNSET,
    category: Category | Unset = UNSET,
    fine_weight_from: float | Unset = UNSET,
    fine_weight_to: float | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    currency: str | Unset = UNSET,
    sort: TypeSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    params["q"] = q

    params["id"] = id

    params["issuer"] = issuer

    params["series"] = series

    params["mint"] = mint

    json_size: str | Unset = UNSET
    if not isinstance(size, Unset):
        json_size = size.value

    params["size"] = json_size

    json_purity: str | Unset = UNSET
    if not isinstance(purity, Unset):
        json_purity = purity.value

    params["purity"] = json_purity

    params["yearFrom"] = year_from

    params["yearTo"] = year_to

    json_category: str | Unset = UNSET
    if not isinstance(category, Unset):
        json_category = category.value

    params["category"] = json_category

    params["fineWeightFrom"] = fine_weight_from

    params["fineWeightTo"] = fine_weight_to

    json_updated_since: str | Unset = UNSET
    if not isinstance(updated_since, Unset):
        json_updated_since = updated_since.isoformat()
    params["updatedSince"] = json_updated_since

    params["currency"] = currency

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/types",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TypePage | None:
    if response.status_code == 200:
        response_200 = TypePage.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | TypePage]:
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
    id: str | Unset = UNSET,
    issuer: str | Unset = UNSET,
    series: str | Unset = UNSET,
    mint: str | Unset = UNSET,
    size: SizeLabel | Unset = UNSET,
    purity: PurityLabel | Unset = UNSET,
    year_from: int | Unset = UNSET,
    year_to: int | Unset = UNSET,
    category: Category | Unset = UNSET,
    fine_weight_from: float | Unset = UNSET,
    fine_weight_to: float | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    currency: str | Unset = UNSET,
    sort: TypeSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Error | TypePage]:
    """Search types

     Filters combine; an unknown sort or label is 400 with the allowed values in `hint`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        id (str | Unset):
        issuer (str | Unset):
        series (str | Unset):
        mint (str | Unset):
        size (SizeLabel | Unset): Bullion size derived from fineWeight (within ±1 % of a troy-
            ounce fraction).
        purity (PurityLabel | Unset): 24k from 0.9999, 22k for crown gold (0.9166–0.9167).
        year_from (int | Unset):
        year_to (int | Unset):
        category (Category | Unset):
        fine_weight_from (float | Unset):
        fine_weight_to (float | Unset):
        updated_since (datetime.datetime | Unset):
        currency (str | Unset):
        sort (TypeSort | Unset): Type orders; ties are broken by id so paging is stable.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TypePage]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        id=id,
        issuer=issuer,
        series=series,
        mint=mint,
        size=size,
        purity=purity,
        year_from=year_from,
        year_to=year_to,
        category=category,
        fine_weight_from=fine_weight_from,
        fine_weight_to=fine_weight_to,
        updated_since=updated_since,
        currency=currency,
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
    id: str | Unset = UNSET,
    issuer: str | Unset = UNSET,
    series: str | Unset = UNSET,
    mint: str | Unset = UNSET,
    size: SizeLabel | Unset = UNSET,
    purity: PurityLabel | Unset = UNSET,
    year_from: int | Unset = UNSET,
    year_to: int | Unset = UNSET,
    category: Category | Unset = UNSET,
    fine_weight_from: float | Unset = UNSET,
    fine_weight_to: float | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    currency: str | Unset = UNSET,
    sort: TypeSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Error | TypePage | None:
    """Search types

     Filters combine; an unknown sort or label is 400 with the allowed values in `hint`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        id (str | Unset):
        issuer (str | Unset):
        series (str | Unset):
        mint (str | Unset):
        size (SizeLabel | Unset): Bullion size derived from fineWeight (within ±1 % of a troy-
            ounce fraction).
        purity (PurityLabel | Unset): 24k from 0.9999, 22k for crown gold (0.9166–0.9167).
        year_from (int | Unset):
        year_to (int | Unset):
        category (Category | Unset):
        fine_weight_from (float | Unset):
        fine_weight_to (float | Unset):
        updated_since (datetime.datetime | Unset):
        currency (str | Unset):
        sort (TypeSort | Unset): Type orders; ties are broken by id so paging is stable.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TypePage
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        id=id,
        issuer=issuer,
        series=series,
        mint=mint,
        size=size,
        purity=purity,
        year_from=year_from,
        year_to=year_to,
        category=category,
        fine_weight_from=fine_weight_from,
        fine_weight_to=fine_weight_to,
        updated_since=updated_since,
        currency=currency,
        sort=sort,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 24,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    issuer: str | Unset = UNSET,
    series: str | Unset = UNSET,
    mint: str | Unset = UNSET,
    size: SizeLabel | Unset = UNSET,
    purity: PurityLabel | Unset = UNSET,
    year_from: int | Unset = UNSET,
    year_to: int | Unset = UNSET,
    category: Category | Unset = UNSET,
    fine_weight_from: float | Unset = UNSET,
    fine_weight_to: float | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    currency: str | Unset = UNSET,
    sort: TypeSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Error | TypePage]:
    """Search types

     Filters combine; an unknown sort or label is 400 with the allowed values in `hint`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        id (str | Unset):
        issuer (str | Unset):
        series (str | Unset):
        mint (str | Unset):
        size (SizeLabel | Unset): Bullion size derived from fineWeight (within ±1 % of a troy-
            ounce fraction).
        purity (PurityLabel | Unset): 24k from 0.9999, 22k for crown gold (0.9166–0.9167).
        year_from (int | Unset):
        year_to (int | Unset):
        category (Category | Unset):
        fine_weight_from (float | Unset):
        fine_weight_to (float | Unset):
        updated_since (datetime.datetime | Unset):
        currency (str | Unset):
        sort (TypeSort | Unset): Type orders; ties are broken by id so paging is stable.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TypePage]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        id=id,
        issuer=issuer,
        series=series,
        mint=mint,
        size=size,
        purity=purity,
        year_from=year_from,
        year_to=year_to,
        category=category,
        fine_weight_from=fine_weight_from,
        fine_weight_to=fine_weight_to,
        updated_since=updated_since,
        currency=currency,
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
    id: str | Unset = UNSET,
    issuer: str | Unset = UNSET,
    series: str | Unset = UNSET,
    mint: str | Unset = UNSET,
    size: SizeLabel | Unset = UNSET,
    purity: PurityLabel | Unset = UNSET,
    year_from: int | Unset = UNSET,
    year_to: int | Unset = UNSET,
    category: Category | Unset = UNSET,
    fine_weight_from: float | Unset = UNSET,
    fine_weight_to: float | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    currency: str | Unset = UNSET,
    sort: TypeSort | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Error | TypePage | None:
    """Search types

     Filters combine; an unknown sort or label is 400 with the allowed values in `hint`.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 24.
        q (str | Unset):
        id (str | Unset):
        issuer (str | Unset):
        series (str | Unset):
        mint (str | Unset):
        size (SizeLabel | Unset): Bullion size derived from fineWeight (within ±1 % of a troy-
            ounce fraction).
        purity (PurityLabel | Unset): 24k from 0.9999, 22k for crown gold (0.9166–0.9167).
        year_from (int | Unset):
        year_to (int | Unset):
        category (Category | Unset):
        fine_weight_from (float | Unset):
        fine_weight_to (float | Unset):
        updated_since (datetime.datetime | Unset):
        currency (str | Unset):
        sort (TypeSort | Unset): Type orders; ties are broken by id so paging is stable.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TypePage
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            id=id,
            issuer=issuer,
            series=series,
            mint=mint,
            size=size,
            purity=purity,
            year_from=year_from,
            year_to=year_to,
            category=category,
            fine_weight_from=fine_weight_from,
            fine_weight_to=fine_weight_to,
            updated_since=updated_since,
            currency=currency,
            sort=sort,
            if_none_match=if_none_match,
        )
    ).parsed
