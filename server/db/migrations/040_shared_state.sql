-- State every server of one installation must share, so any of them can answer any request.

-- Secrets generated once for the whole installation (the token signing secret when JWT_SECRET
-- is unset). The first server to start inserts one; a racing second keeps the first's.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_utc timestamptz NOT NULL DEFAULT now()
);

-- Uploaded images' bytes when they live in the database (PostgreSQL's default storage);
-- removing the upload row removes them.
CREATE TABLE upload_blobs (
  file_name text PRIMARY KEY REFERENCES uploads(file_name) ON DELETE CASCADE,
  data bytea NOT NULL
);

-- Public readers connected to each server process per channel, refreshed by a heartbeat;
-- the statistics sum the rows of processes seen recently.
CREATE TABLE live_reader_counts (
  node_id text NOT NULL,
  channel_id uuid NOT NULL,
  readers integer NOT NULL,
  seen_utc timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (node_id, channel_id)
);
CREATE INDEX live_reader_counts_channel ON live_reader_counts (channel_id, seen_utc);
