"""Progress of a long command (the import's types and pictures): a bar (tqdm) when stderr is a terminal a person
watches; otherwise nothing while it runs and one summary line at the end, so a log file, a pipe or the journal
never gets a bar's carriage returns and escape codes."""

from __future__ import annotations

import sys
import time
import typing


class Progress:
    """Counts `done` of `total` for each kind given; `steps[kind]` is the (done, total) callback a service takes."""

    def __init__(self, kinds: list[str], quiet: bool = False, stream: typing.TextIO | None = None) -> None:
        self._stream = stream if stream is not None else sys.stderr
        self._quiet = quiet
        self._terminal = _is_terminal(self._stream)
        self._started = time.monotonic()
        self._counts = {kind: [0, 0] for kind in kinds}
        self._bars: dict = {}
        if self._terminal and not quiet:
            from tqdm import tqdm

            self._bars = {kind: tqdm(unit=f" {kind}", desc=kind, file=self._stream) for kind in kinds}
        self.steps = {kind: self._step(kind) for kind in kinds}

    def _step(self, kind: str) -> typing.Callable[[int, int], None]:
        def step(done: int, total: int) -> None:
            self._counts[kind] = [done, total]
            bar = self._bars.get(kind)
            if bar is not None:
                bar.total = total
                bar.update(done - bar.n)

        return step

    def close(self, what: str) -> None:
        """The bars closed; off a terminal, the one line saying how far each kind got and how long it took."""
        for bar in self._bars.values():
            bar.close()
        if self._terminal or self._quiet:
            return
        counts = ", ".join(f"{done}/{total} {kind}" for kind, (done, total) in self._counts.items())
        print(f"{what}: {counts} in {time.monotonic() - self._started:.1f} s", file=self._stream, flush=True)


def _is_terminal(stream: typing.TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a stream without a file behind it, or closed
        return False
