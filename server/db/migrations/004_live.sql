-- Live updates: every change readers or editors must see, written in the same transaction
-- as the change (server/live/record.ts). Ids are monotonic in commit order (recordEvent
-- takes a transaction-level advisory lock), so "id > last seen" never skips an event.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  channel_id uuid NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  type text NOT NULL,
  entity_id text NOT NULL,
  version integer,
  audience text NOT NULL CHECK (audience IN ('public', 'editors', 'owner', 'moderators')),
  owner_id uuid,
  data jsonb,
  invalidates jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_channel_id ON events (channel_id, id);
