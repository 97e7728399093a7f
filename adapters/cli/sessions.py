import sys

from config import ConfigError
from domain.sessions import DEFAULT_ROLE, Session


def add(commands) -> None:
    session = commands.add_parser("session", help="sessions for the /wallet group")
    sub = session.add_subparsers(dest="session_command", required=True)
    create = sub.add_parser("create", help="start a session and print its cookie value")
    create.add_argument("--account", required=True, help="the account (wallet provider player id)")
    create.add_argument("--role", default=DEFAULT_ROLE)
    create.add_argument(
        "--ttl",
        type=int,
        default=None,
        metavar="SECONDS",
        help="lifetime (default GOLDCOINS_SESSION_TTL_SECONDS, 14 days)",
    )
    create.add_argument(
        "--set-cookie", action="store_true", help="print a whole Set-Cookie header value instead of the bare token"
    )
    create.add_argument(
        "--wallet",
        metavar="0xADDRESS",
        help="also record this wallet address for the account on GOLDCOINS_CHAIN_ID (development and support: "
        "the dev chain's --demo-player), as POST /wallet would once the provider knows it",
    )
    create.set_defaults(handler=create_command)
    revoke = sub.add_parser(
        "revoke",
        help="end one session, or every session of an account",
        epilog="A token from before the gcs_ prefix that starts with '-' goes after '--': "
        "goldcoins session revoke -- -TOKEN",
    )
    which = revoke.add_mutually_exclusive_group(required=True)
    which.add_argument("token", nargs="?", help="the cookie value")
    which.add_argument("--account", help="end every session of this account")
    revoke.set_defaults(handler=revoke_command)
    purge = sub.add_parser("purge", help="forget the sessions that have expired (run it from cron)")
    purge.set_defaults(handler=purge_command)


def _store(root):
    store = root.adapters().sessions
    if store is None:
        raise ConfigError("no session store is configured")
    return store


def create_command(args, root) -> int:
    from adapters.http.sessions import set_cookie_header

    settings = root.settings
    ttl = settings.session_ttl_seconds if args.ttl is None else args.ttl
    try:
        session = Session.starting(args.account, root.adapters().clock.now(), ttl, args.role)
    except ValueError as exc:
        print(f"goldcoins: {exc}", file=sys.stderr)
        return 2
    if args.wallet is not None and not _record_wallet(root, args.account, args.wallet):
        return 1
    token = _store(root).open(session)
    print(set_cookie_header(settings, token, ttl) if args.set_cookie else token)
    return 0


def _record_wallet(root, account: str, address: str) -> bool:
    from eth_utils import is_address, to_checksum_address

    from domain.wallet import Wallet

    if not is_address(address):
        print(f"goldcoins: --wallet {address!r} is not an Ethereum address (0x and 40 hex digits)", file=sys.stderr)
        return False
    wallets = root.adapters().wallets
    if wallets is None:
        raise ConfigError("no wallet store is configured")
    wanted = Wallet(address=to_checksum_address(address), chain_id=root.settings.chain_id)
    kept = wallets.record(account, wanted)
    if kept != wanted:
        print(
            f"goldcoins: {account} already has wallet {kept.address} on chain {kept.chain_id}; it is kept",
            file=sys.stderr,
        )
        return False
    return True


def purge_command(args, root) -> int:
    print(f"purged {root.sessions().purge()} expired session(s)")
    return 0


def revoke_command(args, root) -> int:
    store = _store(root)
    if args.account:
        print(f"revoked {store.revoke_account(args.account)} session(s) of {args.account}")
        return 0
    if store.revoke(args.token):
        print("revoked 1 session")
        return 0
    print("goldcoins: no such session", file=sys.stderr)
    return 1
