-- Key events: posts an editor marks as the key moments of a channel, listed for
-- readers above the embed's feed. Drafts carry the mark so a published draft keeps it.
ALTER TABLE posts ADD COLUMN key_event boolean NOT NULL DEFAULT false;
ALTER TABLE drafts ADD COLUMN key_event boolean NOT NULL DEFAULT false;
-- The embed reads a channel's key events, newest first, on every page view.
CREATE INDEX posts_key_events ON posts (channel_id, created_utc DESC)
  WHERE key_event AND deleted_utc IS NULL;
