-- Publishing: posts, drafts (with scheduling) and idempotency keys for replayable writes.
CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel_id uuid NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  content jsonb,
  html text NOT NULL DEFAULT '',
  plain_text text NOT NULL DEFAULT '',
  -- Search matches lower(pattern) with LIKE here: ILIKE's per-row case folding costs
  -- about three times as much over the 1000 searched posts.
  search_text text GENERATED ALWAYS AS (lower(title || ' ' || plain_text)) STORED,
  importance text NOT NULL DEFAULT 'normal'
    CHECK (importance IN ('common', 'normal', 'important', 'very-important')),
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL DEFAULT '',
  -- The user who published it (directly or through a draft): "own post" for the rights.
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  icons jsonb NOT NULL DEFAULT '[]'::jsonb,
  breaking boolean NOT NULL DEFAULT false,
  pinned boolean NOT NULL DEFAULT false,
  highlighted boolean NOT NULL DEFAULT false,
  sort_order double precision NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_utc timestamptz NOT NULL DEFAULT now(),
  updated_utc timestamptz NOT NULL DEFAULT now(),
  deleted_utc timestamptz
);
-- The feed: pinned first, then by order, keyset-paged on (pinned, sort_order, id).
CREATE INDEX posts_feed ON posts (channel_id, pinned DESC, sort_order DESC, id DESC)
  WHERE deleted_utc IS NULL;

CREATE TABLE drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel_id uuid NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  content jsonb,
  html text NOT NULL DEFAULT '',
  plain_text text NOT NULL DEFAULT '',
  importance text NOT NULL DEFAULT 'normal'
    CHECK (importance IN ('common', 'normal', 'important', 'very-important')),
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL DEFAULT '',
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  icons jsonb NOT NULL DEFAULT '[]'::jsonb,
  breaking boolean NOT NULL DEFAULT false,
  scheduled_utc timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_utc timestamptz NOT NULL DEFAULT now(),
  updated_utc timestamptz NOT NULL DEFAULT now(),
  -- Set once when the draft is published (now or by the scheduler); such drafts leave the lists.
  published_post_id uuid REFERENCES posts(id) ON DELETE SET NULL,
  published_utc timestamptz
);
CREATE INDEX drafts_channel ON drafts (channel_id, updated_utc DESC) WHERE published_utc IS NULL;
-- The scheduler's due drafts.
CREATE INDEX drafts_due ON drafts (scheduled_utc)
  WHERE scheduled_utc IS NOT NULL AND published_utc IS NULL;

-- Writes replayed by the offline outbox: the first response is stored with the write.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  method_route text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  response jsonb,
  created_utc timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_utc);

-- Live post count per channel for the feed's total, kept by statement triggers so bulk
-- inserts and every write path stay in step without counting 10,000 rows per request.
CREATE TABLE channel_post_counts (
  channel_id uuid PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  posts integer NOT NULL DEFAULT 0
);

CREATE FUNCTION channel_post_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_post_counts AS c (channel_id, posts)
      SELECT channel_id, count(*) FROM new_rows WHERE deleted_utc IS NULL GROUP BY channel_id
      ON CONFLICT (channel_id) DO UPDATE SET posts = c.posts + excluded.posts;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE channel_post_counts AS c SET posts = c.posts - d.n
      FROM (SELECT channel_id, count(*) AS n FROM old_rows WHERE deleted_utc IS NULL
            GROUP BY channel_id) d
      WHERE c.channel_id = d.channel_id;
  ELSE
    INSERT INTO channel_post_counts AS c (channel_id, posts)
      SELECT channel_id, sum(delta) FROM (
        SELECT channel_id, 1 AS delta FROM new_rows WHERE deleted_utc IS NULL
        UNION ALL
        SELECT channel_id, -1 AS delta FROM old_rows WHERE deleted_utc IS NULL
      ) changes GROUP BY channel_id HAVING sum(delta) <> 0
      ON CONFLICT (channel_id) DO UPDATE SET posts = c.posts + excluded.posts;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER posts_count_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_post_counts_apply();
CREATE TRIGGER posts_count_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_post_counts_apply();
CREATE TRIGGER posts_count_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_post_counts_apply();
