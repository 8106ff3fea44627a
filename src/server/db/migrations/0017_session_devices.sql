-- The browser each session was started on (SHA-256 of its client key), so a sign-in from a
-- device that has signed in to the account before is told from a stranger's guess (issue 16:
-- guessing must not lock the owner out).
ALTER TABLE refresh_token_families ADD COLUMN device_hash text;
CREATE INDEX refresh_token_families_user_device ON refresh_token_families (user_id, device_hash);
