"""The ceiling: falcon's hello-world, served by the same `goldcoins serve` code on the same waitress settings.

python -m bench.hello        # listens on GOLDCOINS_HOST:GOLDCOINS_PORT, answers GET /hello
"""

from __future__ import annotations

import argparse
import logging

import falcon


class Hello:
    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.media = {"message": "Hello, World!"}


def hello_app() -> falcon.App:
    app = falcon.App()
    app.add_route("/hello", Hello())
    return app


def get_app() -> falcon.App:
    """Logging set up as app.get_app does it, so waitress' own warnings cost both servers the same."""
    from config import load_settings

    logging.basicConfig(level=load_settings().log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    return hello_app()


if __name__ == "__main__":
    from adapters.cli.serve import serve_command

    serve_command(argparse.Namespace(), get_app=get_app)
