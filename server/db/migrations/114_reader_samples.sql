-- Concurrent public readers per channel, one row a minute while anyone reads (minutes without
-- readers have no row): the most any server counted in its samples of the minute. Kept 90 days.
CREATE TABLE reader_samples (
  channel_id uuid NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  minute timestamptz NOT NULL,
  readers integer NOT NULL CHECK (readers > 0),
  PRIMARY KEY (channel_id, minute)
);
CREATE INDEX reader_samples_minute ON reader_samples (minute);
