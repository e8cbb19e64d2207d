-- The live log keeps at most the current version of each entity plus id-only tombstones
-- (server/live/record.ts supersedes older events in the writer's transaction), and a
-- scheduled prune drops events older than the retention window (server/live/prune.ts).

-- Superseding looks up an entity's older events.
CREATE INDEX events_channel_entity ON events (channel_id, entity_id, id);

-- The highest event id pruned per channel: a reader resuming from below it may have missed
-- a pruned event and is told to reload the whole feed instead.
CREATE TABLE event_floors (
  channel_id uuid PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  pruned_through bigint NOT NULL
);

-- Logs written before this migration still hold deleted and edited-away text: compact them
-- by the same rule the writers now apply (an entity's newer event in the same audience,
-- or a newer public one, replaces its older events; removals carry no data).
DELETE FROM events e
WHERE EXISTS (
  SELECT 1 FROM events n
  WHERE n.channel_id = e.channel_id
    AND n.entity_id = e.entity_id
    AND split_part(n.type, '.', 1) = split_part(e.type, '.', 1)
    AND n.id > e.id
    AND (n.audience = e.audience OR n.audience = 'public')
);
UPDATE events SET data = NULL
WHERE type IN ('post.deleted', 'draft.deleted', 'draft.published', 'countdown.deleted',
               'contribution.deleted')
  AND data IS NOT NULL;
