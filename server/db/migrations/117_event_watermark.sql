-- Event writers lock their channel, not the whole installation (server/live/record.ts), so ids
-- commit in id order per channel only. Readers that follow every channel by one cursor (the
-- live hub, the GRIP relay) read up to a watermark: no id at or below it can still commit.
--
-- Before it draws its id, a writer takes a shared advisory lock on the key
-- 2^62 + (the highest id drawn so far): its id will be above that bound, and the lock shows in
-- pg_locks until its transaction ends. A reader takes the highest id drawn so far, then waits
-- until every writer registered below it has ended; every id up to it is then committed (and
-- visible to its next statement) or never will be.

CREATE FUNCTION events_id_drawn() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM events_id_seq
$$;

-- The lowest bound of another session's writer in flight (null when none): keys 2^62 + bound,
-- the one-key form (nothing else takes keys that high).
CREATE FUNCTION events_pending_bound() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT min(((l.classid::bigint << 32) | l.objid::bigint) - 4611686018427387904)
  FROM pg_locks l
  WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND l.classid::bigint >= 1073741824
    AND l.pid <> pg_backend_pid()
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
$$;

-- Every id up to the result is committed or never will be. Waits (up to max_wait_ms) for the
-- writers in flight below the highest id drawn; a writer slower than that holds it down.
CREATE FUNCTION events_visible_through(max_wait_ms integer DEFAULT 2000) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  drawn bigint := events_id_drawn();
  pending bigint;
  deadline timestamptz := clock_timestamp() + make_interval(secs => max_wait_ms / 1000.0);
BEGIN
  LOOP
    pending := events_pending_bound();
    IF pending IS NULL OR pending >= drawn THEN
      RETURN drawn;
    END IF;
    IF clock_timestamp() >= deadline THEN
      RETURN pending;
    END IF;
    PERFORM pg_sleep(0.001);
  END LOOP;
END
$$;

-- Every channel's events after an id, up to the watermark, in id order: the query runs after
-- the watermark is known, so its snapshot holds every id up to it.
CREATE FUNCTION events_after(after_id bigint, max_rows integer) RETURNS SETOF events
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  through bigint := events_visible_through();
BEGIN
  RETURN QUERY SELECT * FROM events WHERE id > after_id AND id <= through ORDER BY id LIMIT max_rows;
END
$$;
