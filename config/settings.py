"""Settings from the environment (GOLDCOINS_*) and an optional TOML file (GOLDCOINS_CONFIG)."""

from __future__ import annotations

import os
import tomllib
import typing

import attrs

from config.errors import ConfigError
from config.versions import ApiVersion, parse_versions

PREFIX = "GOLDCOINS_"


def secret():
    return attrs.field(default=None, repr=False)


@attrs.frozen(kw_only=True)
class Settings:
    # server
    host: str = "127.0.0.1"
    port: int = 8000
    threads: int = 4
    connection_limit: int = 200
    max_request_body_size: int = 65536
    max_request_header_size: int = 16384
    channel_timeout: int = 30
    shutdown_grace_seconds: float = 10.0  # under systemd's TimeoutStopSec (deploy/systemd), or it is killed first
    output_buffer_bytes: int = 4 * 1024 * 1024
    cpu_affinity: str = "auto"
    trusted_proxy: str | None = None
    # who may read /metrics (addresses or networks); the JSON access log on stderr
    metrics_allow: tuple[str, ...] = ("127.0.0.0/8", "::1")
    access_log: bool = True
    public_base_url: str = "http://127.0.0.1:8000"
    site_base_url: str = "http://127.0.0.1:8000"
    cdn_base_url: str = "http://127.0.0.1:8000/media"
    media_dir: str = "var/media"
    # pictures named by URL in a catalogue: where their originals are kept, and the bounds of one fetch
    originals_dir: str = "var/originals"
    picture_fetch_timeout: float = 30.0
    picture_fetch_max_bytes: int = 50_000_000
    picture_fetch_allow_local: bool = False  # tests only: loopback and private hosts, plain http
    log_level: str = "INFO"
    # versions
    api_versions: str = "v1"
    api_current: str | None = None
    api_deprecations: str = ""
    # storage and limits
    database_url: str = "sqlite:///var/goldcoins.db"
    database_pool_size: int = 16
    database_connect_timeout: int = 3
    database_statement_timeout: int = 5
    warm_up_seconds: float = 5.0  # serving: the most start-up waits for the searches' warm-up (0: none)
    response_cache_entries: int = 2048
    response_cache_megabytes: int = 64
    rate_limit: str = "600/60"
    rate_limit_storage: str = "memory://"
    # prices
    spot_provider: str = "gold-api"
    spot_url: str = "https://api.gold-api.com"
    spot_api_key: str | None = secret()
    spot_static_price: float | None = None
    spot_fresh_seconds: int = 60
    rates_provider: str = "ecb"
    rates_url: str = "https://www.ecb.europa.eu/stats/eurofxref"
    rates_static_file: str | None = None  # the static provider's ECB daily file; None: the bundled one
    rates_fresh_seconds: int = 21600
    clock_tolerance_seconds: int = 5
    feed_timeout: float = 5.0
    # chain
    chain_provider: str = "web3"
    chain_rpc_url: str | None = None
    chain_id: int = 8453
    chain_timeout: float = 3.0
    machine_address: str | None = None
    fractions_address: str | None = None
    desk_address: str | None = None
    deployment_block: int = 0
    log_chunk_blocks: int = 10000
    machines_cache_seconds: int = 10
    account_implementation: str | None = None
    # wallet provider and key custody
    wallet_provider: str = "openfort"
    wallet_provider_url: str = "https://api.openfort.io"
    wallet_provider_secret: str | None = secret()
    key_custody: str = "shield"
    key_custody_url: str = "https://shield.openfort.io"
    key_custody_api_key: str | None = secret()
    key_custody_api_secret: str | None = secret()
    key_custody_encryption_part: str | None = secret()
    provider_timeout: float = 5.0
    # signing in with the wallet provider's player access token (docs/decisions/0005-sign-in.md)
    wallet_provider_jwks_url: str | None = None  # Openfort: https://api.openfort.io/iam/v1/<publishable key>/jwks.json
    wallet_provider_issuer: str | None = "openfort.xyz"
    wallet_provider_audience: str | None = None  # Openfort: the project's app id
    sign_in_failure_limit: str = "10/60"
    # sessions
    session_cookie: str = "session"
    session_cookie_secure: bool = True
    session_ttl_seconds: int = 14 * 24 * 3600
    allowed_origins: tuple[str, ...] = ()

    @property
    def versions(self) -> tuple[ApiVersion, ...]:
        return parse_versions(self.api_versions, self.api_current, self.api_deprecations)


def load_settings(environ: typing.Mapping[str, str] | None = None, **overrides) -> Settings:
    environ = os.environ if environ is None else environ
    file_values = _read_toml(environ.get(PREFIX + "CONFIG"))
    values = {}
    for field in attrs.fields(Settings):
        key = PREFIX + field.name.upper()
        if field.name in overrides:
            values[field.name] = overrides[field.name]
        elif key in environ:
            values[field.name] = _convert(key, environ[key], field.type)
        elif field.name in file_values:
            values[field.name] = _convert(key, file_values[field.name], field.type)
    unknown = set(file_values) - {f.name for f in attrs.fields(Settings)}
    if unknown:
        raise ConfigError(f"GOLDCOINS_CONFIG: unknown key(s) {', '.join(sorted(unknown))}")
    values.update(_addresses_on_this_port(values))
    settings = Settings(**values)
    settings.versions  # validated at start-up, not on first request
    return settings


def _addresses_on_this_port(values: dict) -> dict:
    """The public, site and CDN base URLs nobody configured follow GOLDCOINS_HOST and GOLDCOINS_PORT, so a
    server run on another port links to itself (a wildcard host is reached on loopback)."""
    if "host" not in values and "port" not in values:
        return {}
    defaults = attrs.fields(Settings)
    host = values.get("host", defaults.host.default)
    host = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    host = f"[{host}]" if ":" in host else host
    base = f"http://{host}:{values.get('port', defaults.port.default)}"
    derived = {"public_base_url": base, "site_base_url": base, "cdn_base_url": base + "/media"}
    return {name: url for name, url in derived.items() if name not in values}


def _read_toml(path: str | None) -> dict:
    if not path:
        return {}
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise ConfigError(f"GOLDCOINS_CONFIG: cannot read {path}: {exc.strerror}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"GOLDCOINS_CONFIG: {path} is not valid TOML: {exc}") from exc


def _convert(key: str, raw, declared: str):
    kind = declared.replace(" | None", "")
    if raw in ("", None) and declared.endswith("| None"):
        return None
    try:
        if kind == "int":
            return int(raw)
        if kind == "float":
            return float(raw)
        if kind == "bool":
            return _to_bool(raw)
        if kind.startswith("tuple"):
            items = raw if isinstance(raw, list) else str(raw).split(",")
            return tuple(str(item).strip() for item in items if str(item).strip())
        return str(raw)
    except ValueError as exc:
        raise ConfigError(f"{key}: expected {kind}, got {raw!r}") from exc


def _to_bool(raw) -> bool:
    if isinstance(raw, bool):
        return raw
    lowered = str(raw).strip().lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ValueError(raw)
