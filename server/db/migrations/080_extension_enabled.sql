-- Extensions are switched on and off per account, like the feature flags: a
-- disabled extension is kept but neither the suite nor the embed loads it.
ALTER TABLE extensions ADD COLUMN enabled boolean NOT NULL DEFAULT true;
