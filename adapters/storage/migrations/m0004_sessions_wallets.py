from adapters.storage.sessions import SessionRow
from adapters.storage.wallets import WalletRow


def upgrade(db) -> None:
    db.create_tables([SessionRow, WalletRow], safe=True)
