import falcon


class Health:
    def __init__(self, checks) -> None:
        self._checks = checks

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        for check in self._checks:
            check.ping()  # Unavailable → 503 through the shared error handler
        resp.media = {"status": "ok"}
        resp.cache_control = ["no-store"]
