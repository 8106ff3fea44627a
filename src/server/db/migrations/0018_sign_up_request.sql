-- The id the sign-up form gave its submission (issue 16): a retry of a sign-up whose answer was
-- lost finds the account it made instead of a 409 for its own address.
ALTER TABLE users ADD COLUMN sign_up_request_id uuid;
