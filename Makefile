# The two commands of the README: `make run` and `make test`. Everything else here serves them.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
TOOLS  := .tools
CATALOGUE ?= fixtures/catalogue
export GOLDCOINS_HOST ?= 127.0.0.1
export GOLDCOINS_PORT ?= 8000
DEVCHAIN_PORT ?= 8545
DEMO_PLAYER ?=
CLUSTER_PORT ?= 8080

.PHONY: run test lint install install-test tools typescript browser nginx db import clean devchain test-chain bench client examples cluster release constraints

# Stopped by Ctrl-C, or SIGTERM to the server's pid, it says goodbye in a JSON line and make exits 0 (SIGTERM to make
# itself is passed on, then make dies of it and the shell says "Terminated": GNU make's way, not the recipe's).
run: install db import
	$(BIN)/goldcoins serve

# The tests on two workers per core (pytest-xdist): a third of a worker's time is spent waiting on the processes,
# databases and servers it starts, so one per core leaves the cores idle (on 2 cores: 475 s at 2 workers, 354 s
# at 4, 397 s at 6). Each worker imports the bundled catalogue once per database kind it meets
# (tests/support/bundled.py). Bytecode is written (an environment may say PYTHONDONTWRITEBYTECODE): every process
# the tests start would otherwise compile the service's modules again, and every worker rewrite the test modules.
TEST_WORKERS ?= $(shell echo $$(( 2 * $$(nproc 2>/dev/null || echo 1) )))
test: install-test tools typescript browser nginx lint
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist worksteal

# ruff (lint and format) over the tree and mypy (strict) over domain/, ports/ and services/ (setup.cfg, pyproject.toml)
lint: install-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Every install takes the versions constraints.txt pins: what CI tested is what runs and what deploy/ installs.
install: $(VENV)/.installed
$(VENV)/.installed: setup.cfg pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/pip install --quiet -c constraints.txt -e '.[postgres,redis]'
	touch $@

install-test: $(VENV)/.installed-test
$(VENV)/.installed-test: setup.cfg pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/pip install --quiet -c constraints.txt -e '.[postgres,redis,test]'
	touch $(VENV)/.installed $@

# constraints.txt again from the test venv (`pip freeze`; the project, its client and anything installed from a path
# left out). To move the pins:
# `.venv/bin/pip install -U -e '.[postgres,redis,test]'`, then `make constraints test` (docs/deploy.md).
constraints:
	@test -x $(BIN)/pip || { echo "constraints: no test venv; run make install-test first"; exit 1; }
	@{ echo "# The versions CI tested (make constraints: pip freeze of the test venv). Installs take them:"; \
	  echo "# pip install -c constraints.txt '.[postgres,redis]'"; \
	  $(BIN)/pip freeze --exclude-editable | grep -v -i -E '^goldcoins([-_]client)?[ =@]| @ '; } > constraints.txt
	@echo "constraints.txt: $$(grep -c '==' constraints.txt) pins"

# anvil (a local EVM node) and solc (the Solidity compiler) from npm, for the chain tests.
tools: $(TOOLS)/.installed
$(TOOLS)/.installed: tools.json
	npm install --silent --no-audit --no-fund --prefix $(TOOLS) $$(cat tools.json | $(PYTHON) -c 'import json,sys; print(" ".join(f"{k}@{v}" for k, v in json.load(sys.stdin).items()))')
	touch $@

# openapi-typescript, openapi-fetch and tsc as clients/typescript/package-lock.json pins them, for `make client`
# and the TypeScript client's tests (into clients/typescript/node_modules, which git ignores).
typescript: clients/typescript/node_modules/.installed
clients/typescript/node_modules/.installed: clients/typescript/package.json clients/typescript/package-lock.json
	npm ci --silent --no-audit --no-fund --prefix clients/typescript
	touch $@

# Headless Chromium from Debian, for the docs page test.
browser:
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }

# Tag the release config/versions.py names (v1.1.0), on a clean tree, once CHANGELOG.md has its dated section and
# the package, the description and the client agree (tests/unit/test_release.py). Pushing the tag is left to you.
release: install-test
	@test -z "$$(git status --porcelain)" || { echo "release: the tree has uncommitted changes"; exit 1; }
	$(BIN)/python -m pytest -q -p no:randomly tests/unit/test_release.py
	@version=$$($(BIN)/python -c 'from config.versions import RELEASE; print(RELEASE)'); \
	git tag -a "v$$version" -m "Gold Coin Catalogue API $$version (CHANGELOG.md)" && echo "tagged v$$version"

# The typed clients, generated from the served description (tools/client.py): clients/python (its README and
# goldcoins_client/easy.py are kept) and clients/typescript/schema.d.ts.
client: install-test typescript
	$(BIN)/python -m tools.client
	mkdir -p var && cd clients/typescript && npm pack --silent --pack-destination ../../var

# The description's record examples: the service's answers for bundled records (tools/examples.py).
examples: install-test
	$(BIN)/python -m tools.examples

# nginx from Debian, for `make cluster` and its tests (run by us under var/cluster, never as the machine's service).
nginx:
	@command -v nginx >/dev/null 2>&1 || test -x /usr/sbin/nginx || { apt-get update -qq && apt-get install -y -qq nginx >/dev/null; }

# nginx on CLUSTER_PORT in front of one `goldcoins serve` per CPU, on this machine's PostgreSQL and Redis (started
# if stopped), the bundled catalogue imported once (docs/deploy.md). An API process that dies is started again;
# Ctrl-C stops everything it started.
cluster: install nginx
	$(BIN)/python -m tools.cluster --port $(CLUSTER_PORT)

db: install
	$(BIN)/goldcoins db upgrade

import: install db
	@if [ -d "$(CATALOGUE)" ]; then $(BIN)/goldcoins import "$(CATALOGUE)"; \
	else echo "no bundled catalogue at $(CATALOGUE); serving an empty catalogue"; fi

# A local chain with the sample contracts and pool; prints the GOLDCOINS_* lines to paste before `make run`.
# DEMO_PLAYER=0x… gives that address a history of pulls (docs/service.md walks through it).
devchain: install tools
	$(BIN)/python -m tools.devchain --port $(DEVCHAIN_PORT)$(if $(DEMO_PLAYER), --demo-player $(DEMO_PLAYER))

test-chain: install-test tools
	$(BIN)/python -m pytest -m chain

# Benchmarks (docs/performance.md): the real server against falcon's hello-world, driven by wrk on loopback.
BENCH_DATABASES ?= sqlite
bench: install
	@command -v wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
	$(BIN)/python -m bench.run --databases $(BENCH_DATABASES)
	$(BIN)/python -m bench.ratelimit
	$(BIN)/python -m bench.export --size 100000

clean:
	rm -rf $(VENV) $(TOOLS) var clients/typescript/node_modules
