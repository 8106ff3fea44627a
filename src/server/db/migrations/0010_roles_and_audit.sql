-- Authorization (issue 11, decision 012): every account has a role, and what operators do is
-- recorded. Roles are granted and removed only by `npm run user:role -- EMAIL ROLE`, never by an
-- API call. The role is read with the session check each signed-in call already makes, so a role
-- removed on the command line stops working at the caller's next request.
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'operator'));

-- One row per operator action (and per role change made on the command line). Rows are only ever
-- added, in the transaction of the change they describe, so a change and its record stand or fall
-- together. `actor_id` is NULL for the command line; a users row is never deleted (a withdrawal
-- keeps it, migration 0006), so the record keeps naming its operator.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- What was done, e.g. `role_change`, `comment_delete`, `banner_update`.
  action text NOT NULL CHECK (action ~ '^[a-z][a-z_]{0,63}$'),
  -- The resource acted on, e.g. (`user`, its uuid), (`comment`, '1234'), (`catalogue_item`, cid).
  resource_type text NOT NULL CHECK (resource_type ~ '^[a-z][a-z_]{0,63}$'),
  resource_id text NOT NULL CHECK (length(resource_id) BETWEEN 1 AND 200),
  -- What an operator needs to read the record later (before and after, a reason); no secrets.
  detail jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(detail) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- "Recent actions" (newest first), "actions on this resource", and "what this operator did".
CREATE INDEX audit_log_recent_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_resource_idx ON audit_log (resource_type, resource_id, created_at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC) WHERE actor_id IS NOT NULL;
