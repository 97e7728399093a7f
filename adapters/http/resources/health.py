"""GET /healthz: whether this process can answer, asked of every dependency each answer needs.

Every request needs the database (the catalogue, sessions) and, when the budget is shared, the budget's store
(Redis): with either down the API answers 503, so /healthz does too, naming what is down, and a load balancer
takes the process out of rotation (its status code is what a balancer acts on). A price feed, the chain node
and the wallet provider are left out: only some routes need them, each has a quota, and a process that cannot
reach them still serves the catalogue.
"""

from __future__ import annotations

import typing

import falcon

from adapters.http.errors import ApiError
from ports.errors import Unavailable

Probe = typing.Callable[[], None]


class Health:
    def __init__(self, probes: dict[str, Probe]) -> None:
        self._probes = probes  # dependency name -> returns when it answers, raises Unavailable otherwise

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        states = {name: "up" if _answers(probe) else "down" for name, probe in self._probes.items()}
        down = [name for name, state in states.items() if state == "down"]
        if down:
            raise ApiError(
                falcon.HTTP_503,
                "unavailable",
                f"Not answering: {', '.join(down)}.",
                "Send requests to another process; this one answers again once its dependencies do.",
                headers={"Retry-After": "5", "Cache-Control": "no-store"},
            )
        resp.media = {"status": "ok", "dependencies": states}
        resp.cache_control = ["no-store"]


def _answers(probe: Probe) -> bool:
    try:
        probe()
    except Unavailable:
        return False
    return True
