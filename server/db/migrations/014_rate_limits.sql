-- Sign-in style rate limits: one fixed-window counter per key, shared by every server on
-- this database (a per-process counter lets N servers allow N times the limit).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);
