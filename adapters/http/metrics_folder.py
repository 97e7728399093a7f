"""The multiprocess metrics folder (PROMETHEUS_MULTIPROC_DIR) kept to the processes alive, plus one file a kind
for every process that has died.

prometheus_client writes each process's values into files named by its pid, and /metrics reads every file in
the folder: left alone, a folder shared by processes that restart (systemd's Restart=always, `make
cluster`) grows by a few files each life, and /metrics slows with it (3,000 lives: 3.4 s an answer). Its docs
advise wiping the folder at start, which suits a whole fleet starting at once, not one instance of several
restarting beside the others (their files are live), and a wipe would make every total go backwards.
So each process at start folds the files of the processes that are gone into an `archive` file of the same
kind, summed (counters, histograms) or the latest kept (the `mostrecent` gauges), and removes them, as
prometheus_client's `mark_process_dead` does for the live gauges: totals never go backwards and the folder
holds the live processes' files and the archive.

Folding and reading must not interleave (a reader would count a dead file twice, or miss a file it listed):
both hold a lock on the folder's `.lock` file, shared for reading, exclusive for folding.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pathlib
import re

from prometheus_client import multiprocess
from prometheus_client.mmap_dict import MmapedDict

ARCHIVE = "archive"
# a file a process writes: its kind (counter, histogram, gauge_mostrecent, ...) and its pid
PROCESS_FILE = re.compile(r"(?P<kind>[a-z]+(?:_[a-z]+)?)_(?P<pid>[0-9]+)\.db")


def _add(old: tuple[float, float], new: tuple[float, float]) -> tuple[float, float]:
    return old[0] + new[0], max(old[1], new[1])


def _latest(old: tuple[float, float], new: tuple[float, float]) -> tuple[float, float]:
    return new if new[1] >= old[1] else old


# how a dead process's values join the archive, by kind; a kind not here (the live gauges, `all` gauges that
# carry the pid as a label) is not folded: mark_process_dead removes the live ones
FOLD = {"counter": _add, "histogram": _add, "summary": _add, "gauge_sum": _add, "gauge_mostrecent": _latest}


@contextlib.contextmanager
def locked(folder: str, exclusive: bool = False):
    with open(os.path.join(folder, ".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def fold_dead_processes(folder: str) -> int:
    """Folds every dead process's files into the archive; returns how many files went."""
    with locked(folder, exclusive=True):
        dead = [(path, found) for path in pathlib.Path(folder).glob("*.db") if (found := _of_dead_process(path))]
        for path, found in dead:
            fold = FOLD.get(found["kind"])
            if fold is not None:
                _fold_into(path.with_name(f"{found['kind']}_{ARCHIVE}.db"), path, fold)
                path.unlink()
        for pid in {int(found["pid"]) for _, found in dead}:
            multiprocess.mark_process_dead(pid, folder)
    return sum(1 for _, found in dead if found["kind"] in FOLD)


def _fold_into(archive_path: pathlib.Path, dead: pathlib.Path, fold) -> None:
    archive = MmapedDict(str(archive_path))
    try:
        for key, value, timestamp, _ in MmapedDict.read_all_values_from_file(str(dead)):
            archive.write_value(key, *fold(archive.read_value(key), (value, timestamp)))
    finally:
        archive.close()


def _of_dead_process(path: pathlib.Path) -> re.Match | None:
    found = PROCESS_FILE.fullmatch(path.name)
    if found is None or _alive(int(found["pid"])):
        return None
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True
