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
    token = _store(root).open(session)
    print(set_cookie_header(settings, token, ttl) if args.set_cookie else token)
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
