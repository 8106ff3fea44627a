-- Survey answers (issue 13): the user's own answers to the recommendation survey, one row per
-- submission (versions: the newest is the one matching reads), readable and deletable by the
-- user. Withdrawal erases a user's rows (an AccountService eraser), since users rows are kept.
-- `survey_id` is the environment's survey (SURVEY_ID) and `version` the questions' version
-- (SURVEY_VERSION) the answers were given to. `request_id` makes a double submit one answer.
CREATE TABLE survey_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  survey_id text NOT NULL CHECK (survey_id <> ''),
  version integer NOT NULL CHECK (version > 0),
  answers jsonb NOT NULL,
  request_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- "My latest answer" (matching, prefill) and "my answers, newest first" from one index.
CREATE INDEX survey_answers_user_newest ON survey_answers (user_id, created_at DESC, id DESC);
-- One answer per submit request of a user, however often it is sent.
CREATE UNIQUE INDEX survey_answers_user_request ON survey_answers (user_id, request_id)
  WHERE request_id IS NOT NULL;
