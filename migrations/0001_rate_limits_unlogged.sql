-- Rate-limit counters need no durability: a crash that loses them only restarts the current windows.
-- Unlogged, a hit writes no WAL, so the commit after every API request no longer waits for a WAL flush
-- (ADR 003, benchmarks in docs/performance.md).
ALTER TABLE "rate_limits" SET UNLOGGED;
