import attrs
import pytest

from config import ConfigError, load_settings, registry


def test_defaults_serve_sqlite_on_loopback():
    settings = load_settings(environ={})
    assert (settings.host, settings.port) == ("127.0.0.1", 8000)
    assert settings.database_url == "sqlite:///var/goldcoins.db"
    assert settings.rate_limit == "600/60" and settings.rate_limit_storage == "memory://"


def test_environment_overrides_the_toml_file(tmp_path):
    path = tmp_path / "goldcoins.toml"
    path.write_text('port = 9000\nhost = "127.0.0.2"\n')
    settings = load_settings(environ={"GOLDCOINS_CONFIG": str(path), "GOLDCOINS_PORT": "9100"})
    assert (settings.host, settings.port) == ("127.0.0.2", 9100)


def test_unconfigured_links_follow_the_port_the_server_listens_on():
    moved = load_settings(environ={"GOLDCOINS_PORT": "8001"})
    assert (moved.public_base_url, moved.site_base_url) == ("http://127.0.0.1:8001",) * 2
    assert moved.cdn_base_url == "http://127.0.0.1:8001/media"
    wildcard = load_settings(environ={"GOLDCOINS_HOST": "0.0.0.0", "GOLDCOINS_PORT": "9000"})
    assert wildcard.public_base_url == "http://127.0.0.1:9000"
    named = load_settings(environ={"GOLDCOINS_PORT": "8001", "GOLDCOINS_PUBLIC_BASE_URL": "https://coins.example"})
    assert (named.public_base_url, named.site_base_url) == ("https://coins.example", "http://127.0.0.1:8001")
    assert load_settings(environ={}).public_base_url == "http://127.0.0.1:8000"


def test_sign_in_is_off_until_the_key_set_and_audience_are_configured():
    from adapters.identity import jwks

    assert load_settings(environ={}).wallet_provider_issuer == "openfort.xyz"
    assert jwks.from_settings(load_settings(environ={})) is None
    keys = {"GOLDCOINS_WALLET_PROVIDER_JWKS_URL": "https://api.openfort.io/iam/v1/pk_x/jwks.json"}
    assert jwks.from_settings(load_settings(environ=keys)) is None
    configured = load_settings(environ={**keys, "GOLDCOINS_WALLET_PROVIDER_AUDIENCE": "pk_x"})
    assert jwks.from_settings(configured) is not None
    assert jwks.from_settings(attrs.evolve(configured, wallet_provider_issuer=None)) is None


def test_a_malformed_failed_sign_in_budget_stops_start_up_naming_the_key():
    import app as composition

    with pytest.raises(ConfigError, match="GOLDCOINS_SIGN_IN_FAILURE_LIMIT"):
        composition.create_app(load_settings(environ={"GOLDCOINS_SIGN_IN_FAILURE_LIMIT": "ten a minute"}))


@pytest.mark.parametrize(
    "environ, key",
    [
        ({"GOLDCOINS_PORT": "eighty"}, "GOLDCOINS_PORT"),
        ({"GOLDCOINS_SESSION_COOKIE_SECURE": "maybe"}, "GOLDCOINS_SESSION_COOKIE_SECURE"),
        (
            {"GOLDCOINS_API_DEPRECATIONS": "v1=2026-11-01/2027-01-01", "GOLDCOINS_API_VERSIONS": "v1,v2"},
            "GOLDCOINS_API_DEPRECATIONS",
        ),
        ({"GOLDCOINS_API_CURRENT": "v9"}, "GOLDCOINS_API_CURRENT"),
        ({"GOLDCOINS_CONFIG": "/no/such/file.toml"}, "GOLDCOINS_CONFIG"),
    ],
)
def test_a_malformed_value_stops_start_up_naming_the_key(environ, key):
    with pytest.raises(ConfigError, match=key):
        load_settings(environ=environ)


def test_a_sunset_under_six_months_after_the_announcement_is_refused():
    with pytest.raises(ConfigError, match="six months"):
        load_settings(
            environ={"GOLDCOINS_API_VERSIONS": "v1,v2", "GOLDCOINS_API_DEPRECATIONS": "v1=2026-11-01/2027-04-01"}
        )


def test_an_unknown_provider_name_is_refused_with_the_choices():
    settings = load_settings(environ={"GOLDCOINS_SPOT_PROVIDER": "gold-bugs"})
    with pytest.raises(ConfigError, match="GOLDCOINS_SPOT_PROVIDER.*gold-api"):
        registry.validate(settings)


def test_secrets_never_appear_in_the_settings_repr():
    settings = load_settings(
        environ={"GOLDCOINS_WALLET_PROVIDER_SECRET": "sk_live_hush", "GOLDCOINS_KEY_CUSTODY_API_SECRET": "hush-2"}
    )
    assert settings.wallet_provider_secret == "sk_live_hush"
    assert "hush" not in repr(settings)


def test_an_unsupported_database_or_limiter_store_is_refused():
    from adapters.ratelimit.limiter import open_storage, parse_budget
    from adapters.storage.db import open_database

    with pytest.raises(ConfigError, match="GOLDCOINS_DATABASE_URL"):
        open_database("mongodb://localhost/x")
    with pytest.raises(ConfigError, match="GOLDCOINS_RATE_LIMIT_STORAGE"):
        open_storage("memcached://localhost")
    with pytest.raises(ConfigError, match="GOLDCOINS_RATE_LIMIT"):
        parse_budget("lots")


def test_every_setting_is_documented_in_the_configuration_reference():
    """docs/configuration.md is the operator's reference: a new setting without a row there fails here."""
    import pathlib
    import re

    import attrs

    from config.settings import Settings

    reference = pathlib.Path(__file__).parents[2] / "docs" / "configuration.md"
    documented = {
        name
        for row in reference.read_text().splitlines()
        if row.startswith("| `")
        for name in re.findall(r"`([A-Z0-9_]+)`", row.split("|")[1])
    }
    assert [f.name.upper() for f in attrs.fields(Settings) if f.name.upper() not in documented] == []
