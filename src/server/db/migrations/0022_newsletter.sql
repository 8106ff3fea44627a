-- The weekly newsletter (issue 14). One row per address: subscribing again reuses it. A visitor
-- may subscribe (user_id NULL); a member's row names them so the digest can be personal. Double
-- opt-in: a row is `pending` until the link mailed to the address is opened (only the link's
-- SHA-256 is kept); `unsubscribe_token` goes in every mail's one-click link (RFC 8058).
CREATE TABLE newsletter_subscribers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  locale text NOT NULL CHECK (locale IN ('ko-KR', 'en-US')),
  status text NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
  confirm_token_hash bytea,
  confirm_expires_at timestamptz,
  unsubscribe_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));
CREATE INDEX newsletter_subscribers_user ON newsletter_subscribers (user_id) WHERE user_id IS NOT NULL;
-- The digest walks the active subscribers in id order.
CREATE INDEX newsletter_subscribers_active ON newsletter_subscribers (id) WHERE status = 'active';

-- The consent ledger (정보통신망법 §50, issue 14): every grant and withdrawal of newsletter and
-- advertising consent, each with its time, where it was given and the version of the text the
-- person saw. Rows are only ever added; the latest row per address and purpose is the state.
CREATE TABLE consent_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  purpose text NOT NULL CHECK (purpose IN ('newsletter', 'advertising')),
  granted boolean NOT NULL,
  text_version text NOT NULL,
  source text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_records_latest ON consent_records (lower(email), purpose, recorded_at DESC);

-- Requests to a rate-limited service outside ours are paced by one row per service: each request
-- takes the next free slot (`next_slot_at` moves one interval on), so every instance sharing the
-- database together stays within the service's limit (jobs/pace.ts; Stibee: 3 a second).
CREATE TABLE outbound_pace (
  service text PRIMARY KEY,
  next_slot_at timestamptz NOT NULL
);
