"""`make cluster` (`python -m tools.cluster`): nginx in front of one `goldcoins serve` per CPU on PostgreSQL and
Redis, as deploy/ describes it, on this machine (development, tests and benchmarks; not installed)."""
