-- One-line reviews with a score (issue 12, product §1, §7, §8). One per user and item (the
-- unique key: a double submit makes one row, the second answers 409 rating_exists). A withdrawn
-- author's reviews stay, shown as 탈퇴한 회원: users rows are never deleted (migration 0006).
CREATE TABLE ratings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  -- One line, cleaned where it enters (shared/user-text.ts); characters as a reader counts them.
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Moderation, the same three columns as comments (modules/moderation): an operator's hiding
  -- lasts until restored; a 임시조치 after a rights-infringement report ends at hidden_until by
  -- itself (reads compare it with the time; no job clears it).
  hidden_reason text CHECK (hidden_reason IN ('operator', 'temporary_measure')),
  hidden_at timestamptz,
  hidden_until timestamptz,
  CHECK (CASE hidden_reason
    WHEN 'operator' THEN hidden_at IS NOT NULL AND hidden_until IS NULL
    WHEN 'temporary_measure' THEN hidden_at IS NOT NULL AND hidden_until IS NOT NULL
    ELSE hidden_at IS NULL AND hidden_until IS NULL
  END),
  UNIQUE (author_id, item_id)
);

-- "An item's reviews, newest first", a keyset page at a time (id is the cursor).
CREATE INDEX ratings_item_newest ON ratings (item_id, id DESC);
-- "An item's reviews of one score, newest first", and the statistics (count per score of the
-- reviews not hidden) from the index alone.
CREATE INDEX ratings_item_score ON ratings (item_id, score, id DESC)
  INCLUDE (hidden_reason, hidden_until);
