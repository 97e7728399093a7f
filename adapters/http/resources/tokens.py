def register(app, wiring) -> None:
    """Routes of this group land with their issue."""
