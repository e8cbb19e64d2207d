-- The editor's "Notify followers" choice saved with a draft, so a draft the scheduler
-- publishes later is pushed as the editor chose (once: push_outbox is keyed by the post).
ALTER TABLE drafts ADD COLUMN push boolean NOT NULL DEFAULT false;
