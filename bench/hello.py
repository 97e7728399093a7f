"""The ceiling: falcon's hello-world, served by the same `goldcoins serve` code on the same waitress settings.

python -m bench.hello        # listens on GOLDCOINS_HOST:GOLDCOINS_PORT, answers GET /hello
"""

from __future__ import annotations

import argparse

import falcon


class Hello:
    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        resp.media = {"message": "Hello, World!"}


def hello_app() -> falcon.App:
    app = falcon.App()
    app.add_route("/hello", Hello())
    return app


class HelloRoot:
    """What `goldcoins serve` takes from the composition root (app.Root), with hello-world as the app: the same
    settings, CPU placement, logging and waitress configuration as the API's server."""

    def __init__(self) -> None:
        from config import load_settings

        self.settings = load_settings()

    def app(self) -> falcon.App:
        return hello_app()


if __name__ == "__main__":
    from adapters.cli.serve import serve_command

    serve_command(argparse.Namespace(), HelloRoot())
