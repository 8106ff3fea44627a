-- Social sign-in (decision 010): which provider account signs in as which user. The key is the
-- provider's own stable id of the account (OIDC `sub`, Naver's profile `id`), never the e-mail,
-- which people change. A withdrawal (which keeps the users row, migration 0006) deletes the
-- account's identities in the same transaction (social sign-in's eraser in the accounts
-- service), so the address seen goes with the other personal data and the provider account
-- can sign up afresh; a deleted users row cascades.
CREATE TABLE social_identities (
  provider text NOT NULL CHECK (provider IN ('kakao', 'naver', 'google')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What the provider said at the last sign-in: the address (null when not shared) and whether
  -- the provider vouched for it. Only a vouched-for address ever joins an existing account.
  email_seen text,
  is_email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

-- The providers of an account (its `providers` list) and removal with the account.
CREATE INDEX social_identities_user_id_idx ON social_identities (user_id);
