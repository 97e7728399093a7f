"""ChainReader over web3 (v8): batched JSON-RPC, a bounded deadline, no retry loop.

A dead or hung node must cost a request at most `chain_timeout` seconds and a 503, never a long hang, and it
must not take the server's threads: every read goes through a Bulkhead (adapters/outbound.py) with the whole
exchange bounded by `chain_timeout`, at most two exchanges in flight, the same read shared while in flight,
and a failure remembered for RECALL_SECONDS (reads fail at once meanwhile). The provider gets request_kwargs
timeout and exception_retry_configuration=None, and every library failure leaves as ChainUnavailable.
"""

from __future__ import annotations

import functools
import time

import requests
from eth_abi.exceptions import DecodingError
from web3 import Web3
from web3.exceptions import Web3Exception

from adapters.chain import contracts, decode
from adapters.chain.logs import PullLogReader
from adapters.outbound import Bulkhead
from config import ConfigError, Settings
from domain.holdings import HoldingsState, TokenPosition
from domain.machines import ChainAddresses, MachineConfig
from domain.pulls import PullRecord
from ports.errors import ChainUnavailable

RECALL_SECONDS = 5.0
# ValueError: an answer that is not JSON-RPC at all (an HTML error page, a short batch). The cause is logged.
FAILURES = (requests.RequestException, Web3Exception, DecodingError, ValueError)


def from_settings(settings: Settings) -> Web3ChainReader:
    """The reader over the configured node and machine. config.registry builds it only when both are set; without
    them the chain is off, and the resources that need one answer 503 (NotConfigured)."""
    provider = Web3.HTTPProvider(
        settings.chain_rpc_url, request_kwargs={"timeout": settings.chain_timeout}, exception_retry_configuration=None
    )
    return Web3ChainReader(
        Web3(provider, middleware=[]),
        chain_id=settings.chain_id,
        machine=_address("MACHINE_ADDRESS", settings.machine_address),
        fractions=_address("FRACTIONS_ADDRESS", settings.fractions_address),
        desk=_address("DESK_ADDRESS", settings.desk_address),
        deployment_block=settings.deployment_block,
        chunk_blocks=settings.log_chunk_blocks,
        cache_seconds=settings.machines_cache_seconds,
        deadline=settings.chain_timeout,
    )


def _address(key: str, value: str | None) -> str | None:
    if value is None:
        return None
    if not Web3.is_address(value):
        raise ConfigError(f"GOLDCOINS_{key}: {value!r} is not an address")
    return Web3.to_checksum_address(value)


def translated(method):
    """The read runs through the reader's bulkhead, shared with a concurrent identical read; library failures
    leave as ChainUnavailable."""

    @functools.wraps(method)
    def wrapper(self, *args):
        def work():
            try:
                return method(self, *args)
            except FAILURES as exc:
                raise ChainUnavailable(f"the chain node did not answer ({type(exc).__name__})") from exc

        key = (method.__name__, *(tuple(a) if isinstance(a, list) else a for a in args))
        return self._bulkhead.call(work, key)

    return wrapper


class Web3ChainReader:
    def __init__(
        self,
        w3: Web3,
        *,
        chain_id: int,
        machine: str,
        fractions: str | None = None,
        desk: str | None = None,
        deployment_block: int = 0,
        chunk_blocks: int = 10_000,
        cache_seconds: float = 0,
        monotonic=time.monotonic,
        deadline: float = 3.0,
        recall_seconds: float = RECALL_SECONDS,
    ) -> None:
        self._bulkhead = Bulkhead(
            "chain node", deadline=deadline, unavailable=ChainUnavailable, limit=2, remember=recall_seconds
        )
        self._w3 = w3
        self._chain_id = chain_id
        self._machine = w3.eth.contract(address=machine, abi=contracts.abi(contracts.MACHINE))
        self._configured = (fractions, desk)
        self._resolved: ChainAddresses | None = None
        self._logs = PullLogReader(w3, self._machine, deployment_block, chunk_blocks)
        self._cache_seconds, self._monotonic = cache_seconds, monotonic
        self._cached: tuple[float, MachineConfig] | None = None

    @translated
    def addresses(self) -> ChainAddresses:
        return self._addresses()

    def _addresses(self) -> ChainAddresses:
        if self._resolved is None:  # an address left unset is asked of the machine, once
            fractions, desk = self._configured
            if fractions is None or desk is None:
                fractions = fractions or self._machine.functions.fractions().call()
                desk = desk or self._machine.functions.desk().call()
            self._resolved = ChainAddresses(
                chain_id=self._chain_id, machine=self._machine.address, fractions=fractions, desk=desk
            )
        return self._resolved

    def machine_config(self) -> MachineConfig:
        now = self._monotonic()
        if self._cached is None or now - self._cached[0] >= self._cache_seconds:
            self._cached = (now, self._read_config())
        return self._cached[1]

    @translated
    def _read_config(self) -> MachineConfig:
        with self._w3.batch_requests() as batch:
            batch.add(self._w3.eth.chain_id)
            batch.add(self._machine.functions.config())
            chain_id, raw = batch.execute()
        if chain_id != self._chain_id:
            raise ChainUnavailable(f"the node serves chain {chain_id}, not the configured {self._chain_id}")
        return decode.machine_config(self._machine.address, chain_id, raw)

    @translated
    def pulls_of(self, player: str) -> list[PullRecord]:
        return decode.pull_records(self._logs.events_of(Web3.to_checksum_address(player)))

    @translated
    def holdings_of(self, player: str, token_ids) -> HoldingsState:
        player, ids = Web3.to_checksum_address(player), list(token_ids)
        where = self._addresses()  # inside this read's exchange, not a second one
        fractions = self._w3.eth.contract(address=where.fractions, abi=contracts.abi(contracts.FRACTIONS))
        desk = self._w3.eth.contract(address=where.desk, abi=contracts.abi(contracts.DESK))
        with self._w3.batch_requests() as batch:
            for call in (
                self._machine.functions.owedBatch(player, ids),
                fractions.functions.balanceOfBatch([player] * len(ids), ids),
                desk.functions.bidBpsBatch(ids),
                desk.functions.paused(),
                desk.functions.reserve(),
                fractions.functions.isApprovedForAll(player, where.desk),
            ):
                batch.add(call)
            owed, balances, bids, paused, reserve, approved = batch.execute()
        positions = tuple(
            TokenPosition(token_id=t, owed_ppm=o, balance_ppm=b, bid_bps=bid)
            for t, o, b, bid in zip(ids, owed, balances, bids, strict=True)
        )
        return HoldingsState(positions=positions, desk_paused=paused, reserve=reserve, desk_approved=approved)

    @translated
    def account_code(self, address: str) -> bytes:
        return bytes(self._w3.eth.get_code(Web3.to_checksum_address(address)))
