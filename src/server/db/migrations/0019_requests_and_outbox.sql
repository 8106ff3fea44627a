-- The requests form (issue 14): each inquiry is stored first, then forwarded to the operators'
-- spreadsheet from the outbox. Its id is the submission id the form made, so a double submit
-- or a retry is one request, and the sheet can drop a duplicate delivery.
CREATE TABLE contact_requests (
  id uuid PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('inquiry', 'proposal', 'compliment', 'partnership',
    'advertising', 'other')),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  locale text NOT NULL,
  -- Signed in when sent; a withdrawal keeps the request (the reply address was given for it).
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_requests_recent ON contact_requests (created_at);

-- Deliveries to services outside ours (the spreadsheet now; the newsletter's later): written in
-- the transaction of what they deliver, so nothing is lost when the service is down; tried
-- until delivered, with growing pauses. `key` makes enqueueing the same delivery twice one row.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
