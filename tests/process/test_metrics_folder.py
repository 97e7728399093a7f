"""The multiprocess metrics folder over many process lives (adapters/http/metrics_folder.py): real processes,
each forked, counting a request and dying, one more staying alive beside them all, in a folder prometheus_client
reads as `goldcoins serve` does (PROMETHEUS_MULTIPROC_DIR set before it is imported)."""

import json
import os
import subprocess
import sys

LIVES = 300

# Runs in a fresh interpreter: every life is a forked child that starts the metrics as a serving process does
# (folding the dead), counts one request and exits; a sibling stays alive throughout and counts 1000.
SCRIPT = """
import json, os, sys
from prometheus_client.parser import text_string_to_metric_families
from adapters.http.metrics import Metrics

folder, lives = sys.argv[1], int(sys.argv[2])

def life(count, wait_on=None):
    metrics = Metrics(folder)
    for _ in range(count):
        metrics.observe("GET", "/types", 200, 0.001)
    metrics.publish()
    metrics.dependency_state("database", True)
    if wait_on is not None:
        os.read(wait_on, 1)
    os._exit(0)

read_end, write_end = os.pipe()
sibling = os.fork()
if sibling == 0:
    life(1000, read_end)
most_files = 0
for _ in range(lives):
    child = os.fork()
    if child == 0:
        life(1)
    os.waitpid(child, 0)
    most_files = max(most_files, len(os.listdir(folder)))
text = Metrics(folder).exposition().decode()
total = sum(
    sample.value
    for family in text_string_to_metric_families(text)
    for sample in family.samples
    if sample.name == "goldcoins_http_requests_total"
)
sibling_files = [name for name in os.listdir(folder) if name.endswith(f"_{sibling}.db")]
os.write(write_end, b"x")
os.waitpid(sibling, 0)
print(json.dumps({"total": total, "most_files": most_files, "sibling_files": sibling_files, "up": "goldcoins_dependency_up{dependency=\\"database\\"} 1.0" in text}))
"""


def test_the_folder_holds_the_live_processes_and_one_archive_however_many_lives_and_no_count_is_lost(tmp_path):
    folder = tmp_path / "metrics"
    folder.mkdir()
    environment = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(folder)}
    ran = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(folder), str(LIVES)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))),
    )
    assert ran.returncode == 0, ran.stderr
    seen = json.loads(ran.stdout.splitlines()[-1])
    assert seen["total"] == LIVES + 1000, "every life's count, the dead's folded in, and the live sibling's"
    # per kind (counter, histogram, gauge): the sibling's, the life in progress, the archive, the `.lock`
    assert seen["most_files"] <= 10, seen
    assert seen["sibling_files"], "a live process's files are never folded"
    assert seen["up"]
