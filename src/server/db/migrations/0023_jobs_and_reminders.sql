-- The job queue (issue 14, jobs/job-queue.ts, decision 025): work that must run once across every
-- instance and every restart. A job is claimed with FOR UPDATE SKIP LOCKED and a lease (its
-- `run_at` moves to the lease's end and `attempts` grows by one, which is the claim's token);
-- `done_at` ends it. `key` makes the same job one row however often it is enqueued: a scheduled
-- run is `name@time`, a mail `digest:2026-W48:42`, so the jobs of the mail kinds are also the
-- send ledger (one row per subscriber and week, per reminder).
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 10,
  done_at timestamptz,
  -- What came of it: `sent <Message-ID>`, `skipped: …`, or `failed: …` once attempts run out.
  outcome text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;
CREATE INDEX jobs_name_done ON jobs (name, done_at);

-- Deadline reminders (issue 14): a member who turned them on (default off). The language is the
-- one they used when turning them on; the row goes with the account. `stop_token` is the secret
-- of every reminder's one-click stop link (RFC 8058), made anew each time they are turned on.
CREATE TABLE reminder_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('ko-KR', 'en-US')),
  stop_token text NOT NULL UNIQUE,
  enabled_at timestamptz NOT NULL DEFAULT now()
);
