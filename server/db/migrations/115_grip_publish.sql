-- The GRIP publisher's progress (server/live/grip-relay.ts): every event up to published_through
-- has been published (or passed over: not public, or logged before GRIP was switched on). One
-- row; whichever server holds its row lock is the one publishing.
CREATE TABLE grip_cursor (
  id smallint PRIMARY KEY CHECK (id = 1),
  published_through bigint NOT NULL
);
-- Per channel, the last event id published: the prev-id of the channel's next publish, and the
-- prev-id a held reader starts from. Kept apart from the log, whose older events are replaced.
CREATE TABLE grip_channel_heads (
  channel_id uuid PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  last_id bigint NOT NULL
);
