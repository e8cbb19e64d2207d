-- Sign-in style rate limits: one counter per key, for a fixed window from its first hit,
-- shared by every server on this database (per-process counters let N servers allow N times
-- the limit).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);
