"""CountMemo: what a catalogue version's reads derive, worked out once even when many ask at once."""

import threading
import time

from adapters.storage.catalogue import memo as version_memo
from adapters.storage.catalogue.memo import CountMemo

DEADLINE = 10.0


def poll(condition) -> None:
    deadline = time.monotonic() + DEADLINE
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.001)


def test_many_asking_at_once_wait_for_one_answer(monkeypatch):
    memo, release, calls, answers, waiting = CountMemo(), threading.Event(), [], [], []
    wait = version_memo._Flight.wait
    monkeypatch.setattr(version_memo._Flight, "wait", lambda self, work: waiting.append(1) or wait(self, work))

    def work():
        calls.append(1)
        release.wait(DEADLINE)
        return "ranked"

    def ask():
        answers.append(memo.remembered(("ranked", "sovereign"), "v1", work))

    leader = threading.Thread(target=ask)
    leader.start()
    poll(lambda: calls)  # the leader is working it out
    followers = [threading.Thread(target=ask) for _ in range(7)]
    for thread in followers:
        thread.start()
    poll(lambda: len(waiting) == 7)  # every other thread waits for the leader's answer
    release.set()
    for thread in [leader, *followers]:
        thread.join(DEADLINE)
    assert (len(calls), answers) == (1, ["ranked"] * 8)
    assert memo.remembered(("ranked", "sovereign"), "v1", lambda: "again") == "ranked"


def test_a_failed_answer_is_not_remembered_and_those_waiting_try_themselves():
    memo = CountMemo()

    def broken():
        raise RuntimeError("the database went away")

    try:
        memo.remembered("key", "v1", broken)
    except RuntimeError:
        pass
    assert memo.remembered("key", "v1", lambda: 42) == 42
