"""The generated Python client (clients/python) against a real `goldcoins serve` on a temporary SQLite database.

The test catalogue and the development pool are imported by the `goldcoins` commands, the spot price is static,
and no chain or wallet provider is configured (their routes answer 503). Every call goes through the client with
`raise_on_unexpected_status`, so an answer the description does not foresee, or a body it cannot parse, fails.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import time
import urllib.request

import pytest
from goldcoins_client import AuthenticatedClient, Client
from goldcoins_client.api.issuers import (
    get_issuer,
    get_series,
    list_highlighted_issuers,
    list_issuers,
    list_series_of_issuer,
)
from goldcoins_client.api.mints import get_mint, list_mints
from goldcoins_client.api.prices import get_rates, get_spot
from goldcoins_client.api.service import get_docs, get_docs_asset, get_open_api, health
from goldcoins_client.api.session import get_session, sign_in, sign_out
from goldcoins_client.api.sitemap import get_catalogue_identities, list_type_identities
from goldcoins_client.api.tokens import get_machines, get_token_metadata
from goldcoins_client.api.types import get_type, list_types
from goldcoins_client.api.wallet import create_encryption_session, get_wallet, list_holdings, list_pulls, record_wallet
from goldcoins_client.models import (
    CatalogueIdentities,
    CoinType,
    Error,
    IssuerDetail,
    IssuerPage,
    IssuerSort,
    MintDetail,
    MintPage,
    PurityLabel,
    Rates,
    SeriesDetail,
    SeriesPage,
    SizeLabel,
    Spot,
    TokenMetadata,
    TypeIdentityPage,
    TypePage,
    TypeSort,
)

from tests.conftest import TEST_CATALOGUE
from tests.support.http_server import answering, unused_port
from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]
POOL = ROOT / "fixtures" / "pool" / "devchain.json"


def goldcoins(environ, *argv) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "app", *argv], cwd=ROOT, env=environ, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def serving(environ, port: int, deadline_seconds: float = 60.0):
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve"],
        cwd=ROOT,
        env={**environ, "GOLDCOINS_PORT": str(port)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    if answering(process, port, deadline_seconds):
        return process
    process.kill()
    raise AssertionError("goldcoins serve never answered /healthz")


def stop(process) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    """(base URL, the session token, base URL of a second process whose budget is one request, the environment
    the `goldcoins` commands ran with)."""
    folder = tmp_path_factory.mktemp("client")
    environ = child_environment()
    environ.update(
        GOLDCOINS_HOST="127.0.0.1",
        GOLDCOINS_THREADS="2",
        GOLDCOINS_CPU_AFFINITY="off",
        GOLDCOINS_DATABASE_URL=f"sqlite:///{folder}/client.db",
        GOLDCOINS_RATE_LIMIT="1000000/60",
        GOLDCOINS_SPOT_PROVIDER="static",
        GOLDCOINS_SPOT_STATIC_PRICE="2400",
        GOLDCOINS_RATES_PROVIDER="none",
        GOLDCOINS_CHAIN_PROVIDER="none",
    )
    goldcoins(environ, "db", "upgrade")
    goldcoins(environ, "import", TEST_CATALOGUE)
    goldcoins(environ, "pool", "import", str(POOL))
    token = goldcoins(environ, "session", "create", "--account", "pla_client")
    port, tight_port = unused_port(), unused_port()
    main = serving(environ, port)
    try:
        tight = serving({**environ, "GOLDCOINS_RATE_LIMIT": "2/3600"}, tight_port)  # /healthz is not counted
    except AssertionError:
        stop(main)
        raise
    yield f"http://127.0.0.1:{port}/v1", token, f"http://127.0.0.1:{tight_port}/v1", environ
    stop(main)
    stop(tight)


@pytest.fixture(scope="module")
def client(service):
    with Client(base_url=service[0], raise_on_unexpected_status=True, timeout=None) as opened:
        yield opened


def ok(response, model):
    assert response.status_code == 200, response.content[:300]
    assert isinstance(response.parsed, model), type(response.parsed)
    return response.parsed


def failed(response, status: int, code: str) -> Error:
    assert response.status_code == status, response.content[:300]
    assert isinstance(response.parsed, Error) and response.parsed.error == code
    return response.parsed


def every_page(fetch, page_size: int) -> list:
    """Every item of a paged list, asked page by page until the last; the totals agree on each page."""
    items, page = [], 1
    while True:
        found = fetch(page=page, page_size=page_size)
        assert (found.page, found.page_size) == (page, page_size)
        items += found.data
        if page >= found.total_pages:
            assert len(items) == found.total and fetch(page=page + 1, page_size=page_size).data == []
            return items
        page += 1


def test_issuers_every_sort_both_scopes_and_every_page(client):
    for sort in IssuerSort:
        for roots in (True, False):

            def fetch(**paging):
                return ok(list_issuers.sync_detailed(client=client, sort=sort, roots=roots, **paging), IssuerPage)

            issuers = every_page(fetch, 2)
            assert len(issuers) == (4 if roots else 7)
    found = ok(list_issuers.sync_detailed(client=client, q="prus", roots=False), IssuerPage)
    assert [(i.slug, i.parent.slug if i.parent else None) for i in found.data] == [
        ("prussia", "german-empire"),  # by relevance: its own name first, then the issuers whose tree holds it
        ("german-empire", "germany"),
        ("germany", None),
    ]
    assert [matched.slug for matched in found.match.items] == ["prussia", "prussia", "prussia"]
    highlighted = list_highlighted_issuers.sync(client=client)
    assert [h.slug for h in highlighted.data] == ["united-kingdom", "south-africa", "germany"]


def test_every_root_its_series_and_every_series_page(client):
    catalog = ok(get_catalogue_identities.sync_detailed(client=client), CatalogueIdentities)
    for root in catalog.issuers:
        issuer = ok(get_issuer.sync_detailed(root.slug, client=client), IssuerDetail)
        series = every_page(
            lambda **paging: ok(list_series_of_issuer.sync_detailed(root.slug, client=client, **paging), SeriesPage),
            1,
        )
        assert len(series) == issuer.series_count
    for series in catalog.series:
        detail = ok(get_series.sync_detailed(series.issuer_slug, series.slug, client=client), SeriesDetail)
        assert detail.root_issuer.slug == series.issuer_slug
    bavaria = list_series_of_issuer.sync(issuer_slug="germany", client=client, q="bavaria")
    assert [s.slug for s in bavaria.data] == ["bavaria-20-mark"]


def test_types_every_sort_and_every_filter(client):
    def types(**query) -> TypePage:
        return ok(list_types.sync_detailed(client=client, page_size=100, **query), TypePage)

    everything = types()
    assert everything.total == 8
    for sort in TypeSort:
        fetched = every_page(
            lambda **paging: ok(list_types.sync_detailed(client=client, sort=sort, **paging), TypePage), 3
        )
        assert sorted(t.id for t in fetched) == sorted(t.id for t in everything.data)
    sizes = {size: types(size=size).total for size in SizeLabel}
    assert sum(sizes.values()) == 8 and sizes[SizeLabel.ONE_OZ] == 1
    purities = {purity: types(purity=purity).total for purity in PurityLabel}
    assert sum(purities.values()) == 8
    krugerrand = types(q="KM# 73").data
    assert [t.slug for t in krugerrand] == ["krugerrand-1oz"]
    assert [t.slug for t in types(id=krugerrand[0].id).data] == ["krugerrand-1oz"]
    assert {t.slug for t in types(issuer="germany").data} == {
        "wilhelm-ii-20-mark",
        "wilhelm-i-20-mark",
        "ludwig-ii-20-mark",
    }
    assert {t.slug for t in types(series="bavaria-20-mark").data} == {"ludwig-ii-20-mark"}
    assert {t.slug for t in types(mint="melbourne").data} == {"sovereign-george-v", "half-sovereign-george-v"}
    assert {t.slug for t in types(year_from=1900, year_to=1910).data} == {"wilhelm-ii-20-mark", "20-francs-vreneli"}
    assert types(mint="nowhere").total == 0


def test_every_type_mint_and_sitemap_page(client):
    identities = every_page(
        lambda **paging: ok(list_type_identities.sync_detailed(client=client, **paging), TypeIdentityPage), 3
    )
    for identity in identities:
        full = ok(
            get_type.sync_detailed(identity.issuer_slug, identity.series_slug, identity.slug, client=client), CoinType
        )
        assert full.slug == identity.slug and full.issues and full.sources
    mints = every_page(lambda **paging: ok(list_mints.sync_detailed(client=client, **paging), MintPage), 3)
    for mint in mints:
        detail = ok(get_mint.sync_detailed(mint.slug, client=client), MintDetail)
        assert detail.letter == mint.letter
    counts = {m.slug: m.issue_count for m in mints}
    assert (counts["berlin"], counts["royal-mint"], counts["unused-mint"]) == (3, 0, 0)
    assert [m.slug for m in list_mints.sync(client=client, q="zurich").data] == ["unused-mint"]


def test_prices_tokens_and_the_service_routes(client):
    spot = ok(get_spot.sync_detailed(client=client), Spot)
    assert spot.price_per_ounce == 2400 and spot.metal == "XAU"
    rates = ok(get_rates.sync_detailed(client=client), Rates)
    assert rates.base == "USD" and rates.rates.additional_properties == {}
    token = ok(get_token_metadata.sync_detailed("1.json", client=client), TokenMetadata)
    assert token.name.endswith("Krugerrand 1 oz") or "Krugerrand" in token.name
    failed(get_token_metadata.sync_detailed("404.json", client=client), 404, "not_found")
    failed(get_machines.sync_detailed(client=client), 503, "unavailable")
    assert health.sync(client=client).status == "ok"
    assert get_open_api.sync(client=client).additional_properties["info"]["version"]
    assert "<html" in get_docs.sync(client=client).lower()
    assert get_docs_asset.sync("docs.css", client=client)


def test_a_conditional_read_is_a_304_without_a_body(service):
    """A 304 has no body to parse: the client answers it as a status it does not list (tools/client.py), so a
    conditional read uses a client that does not raise on those."""
    with Client(base_url=service[0]) as client:
        first = list_types.sync_detailed(client=client, sort=TypeSort.NEWEST)
        again = list_types.sync_detailed(client=client, sort=TypeSort.NEWEST, if_none_match=first.headers["ETag"])
        assert (again.status_code, again.parsed, again.content) == (304, None, b"")
        etag = get_issuer.sync_detailed("germany", client=client).headers["ETag"]
        assert get_issuer.sync_detailed("germany", client=client, if_none_match=etag).status_code == 304


def test_each_error_status_parses_as_an_error(client, service):
    base, token, tight, _ = service
    failed(list_types.sync_detailed(client=client, page_size=101), 400, "invalid_request")
    failed(list_issuers.sync_detailed(client=client, page=0), 400, "invalid_request")
    failed(get_issuer.sync_detailed("prussia", client=client), 404, "not_found")
    failed(get_type.sync_detailed("germany", "bavaria-20-mark", "nope", client=client), 404, "not_found")
    wallet_calls = (get_wallet, record_wallet, create_encryption_session, list_pulls, list_holdings)
    # the generator's AuthenticatedClient sends its token as a bearer header, which names no one here: only the cookie
    with AuthenticatedClient(base_url=base, token=token, raise_on_unexpected_status=True) as anonymous:
        for call in wallet_calls:
            failed(call.sync_detailed(client=anonymous), 401, "unauthorized")
    signed_in = AuthenticatedClient(
        base_url=base, token=token, cookies={"session": token}, raise_on_unexpected_status=True
    )
    with signed_in:
        for call in wallet_calls:  # with no wallet provider or chain configured
            failed(call.sync_detailed(client=signed_in), 503, "unavailable")
    with signed_in.with_headers({"Origin": "https://elsewhere.example"}) as elsewhere:
        failed(record_wallet.sync_detailed(client=elsewhere), 403, "forbidden")
    with Client(base_url=tight, raise_on_unexpected_status=True) as limited:
        assert [list_mints.sync_detailed(client=limited).status_code for _ in range(2)] == [200, 200]
        refused = failed(list_mints.sync_detailed(client=limited), 429, "rate_limited")
        assert refused.hint or refused.message


def test_the_session_operations_parse(client, service):
    """Who the cookie names, sign-in unconfigured (503 without spending the failure budget), sign-out; the old
    cookie then names no one."""
    base, _, _, environ = service
    from goldcoins_client.models import Session, SignIn

    failed(get_session.sync_detailed(client=client), 401, "unauthorized")
    failed(sign_in.sync_detailed(client=client, body=SignIn(access_token="a.b.c")), 503, "unavailable")
    holder = goldcoins(environ, "session", "create", "--account", "pla_leaving")
    with Client(base_url=base, cookies={"session": holder}, raise_on_unexpected_status=True) as signed_in:
        who = ok(get_session.sync_detailed(client=signed_in), Session)
        assert who.account == "pla_leaving" and who.expires_at.tzinfo is not None
        assert sign_out.sync_detailed(client=signed_in).status_code == 204
        failed(get_session.sync_detailed(client=signed_in), 401, "unauthorized")
