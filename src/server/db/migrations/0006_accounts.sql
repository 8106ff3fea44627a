-- Accounts (issue 5, decision 009): users with their profile, the consents they gave, refresh
-- token families for sign-in sessions, and notifications.

-- One row per account. A withdrawn account keeps its row (content still points at it and shows
-- "withdrawn member") but loses every personal field at once: e-mail, password hash, name and
-- profile become NULL and deleted_at is set.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased; NULL for a withdrawn account or a social account without an e-mail.
  email text,
  -- argon2id PHC string; NULL for an account that signs in only through a social provider.
  password_hash text,
  name text,
  nickname text,
  gender text CHECK (gender IN ('male', 'female', 'other')),
  birth_year smallint,
  region text,
  income text CHECK (income IN ('under_24m', '24_35m', '36_50m', '50_70m', '70_100m', 'over_100m')),
  employment text CHECK (employment IN ('pre_youth', 'university_student', 'graduate_student',
    'job_seeker', 'soldier', 'entrepreneur')),
  detailed_category text[] NOT NULL DEFAULT '{}',
  marital_status text CHECK (marital_status IN ('single', 'married', 'divorced', 'other')),
  interests text[] NOT NULL DEFAULT '{}',
  profile_completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (deleted_at IS NULL OR (email IS NULL AND password_hash IS NULL AND name IS NULL))
);

-- One live account per e-mail, whatever its case; a withdrawn account frees its address.
CREATE UNIQUE INDEX users_email_live ON users (lower(email))
  WHERE email IS NOT NULL AND deleted_at IS NULL;

-- What a user agreed to, to which version of the text, and when. A later change of mind (the
-- optional marketing consent) is a new row; the newest row of a kind is in force.
CREATE TABLE user_consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('terms', 'privacy', 'marketing')),
  text_version text NOT NULL,
  is_agreed boolean NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_consents_user ON user_consents (user_id, kind, id DESC);

-- A sign-in session: every refresh token it ever issued belongs to one family. Revoking the
-- family (sign-out, reuse of a spent token, account deletion) ends the session and every access
-- token that names it.
CREATE TABLE refresh_token_families (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('sign_out', 'reuse', 'account_deleted', 'replaced'))
);
CREATE INDEX refresh_token_families_user ON refresh_token_families (user_id)
  WHERE revoked_at IS NULL;

-- Refresh tokens by their SHA-256 (the token itself is never stored). A token is spent once:
-- used_at is set when it is exchanged for the next one.
CREATE TABLE refresh_tokens (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  family_id uuid NOT NULL REFERENCES refresh_token_families (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('comment_reply')),
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- A user's newest first, and the unread count, each from one index.
CREATE INDEX notifications_user_newest ON notifications (user_id, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
