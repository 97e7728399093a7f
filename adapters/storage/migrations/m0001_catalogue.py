def upgrade(db) -> None:
    """The catalogue tables land with the catalogue issue."""
