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
