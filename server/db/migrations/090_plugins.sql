-- Only plugins that work stay in the catalogue (domain/plugins.ts). Ids of the
-- removed ones (scoreboard, liveStandings, analytics, newsletterSignup) leave the accounts
-- that stored them, so no screen or export shows a switch that does nothing.
UPDATE accounts
SET settings = jsonb_set(
  settings,
  '{plugins}',
  coalesce(
    (SELECT jsonb_agg(kept.plugin)
     FROM jsonb_array_elements_text(settings->'plugins') AS kept(plugin)
     WHERE kept.plugin IN ('poll', 'socialShare')),
    '[]'::jsonb
  )
)
WHERE jsonb_typeof(settings->'plugins') = 'array';

-- Poll votes (the poll plugin): one row per reader and poll. The poll itself is a block in
-- the post's content (its id and options live there); deleting the post removes its votes.
CREATE TABLE poll_votes (
  post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  poll_id text NOT NULL,
  reader_id text NOT NULL,
  option_id text NOT NULL,
  created_utc timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, poll_id, reader_id)
);
CREATE INDEX poll_votes_poll ON poll_votes (post_id, poll_id, option_id);
