-- When a live blog's coverage ended: set by "End coverage" or by archiving. Readers keep the
-- page either way; the embed shows the ended state and its JSON-LD a coverageEndTime.
alter table channels add column coverage_ended_utc timestamptz;
update channels set coverage_ended_utc = last_used_utc where archived;
