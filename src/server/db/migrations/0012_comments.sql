-- Comments (issue 12, product §3): a thread under every catalogue item, replies one level deep,
-- likes, at most one pinned comment per item. Rows are never deleted by the service: deleting
-- sets `deleted_at` and empties the text, so a comment with replies stays as a placeholder and
-- reports or audit rows that name a comment keep naming it. A withdrawn author's comments stay
-- (shown as 탈퇴한 회원); users rows are never deleted either (migration 0006).
CREATE TABLE comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The top-level comment this one answers; NULL for a top-level comment. One level deep: the
  -- service attaches a reply to a reply to the top-level comment (a trigger would cost every write).
  parent_id bigint REFERENCES comments (id) ON DELETE CASCADE,
  -- Plain text, cleaned where it enters (src/shared/user-text.ts); '' once deleted.
  text text NOT NULL CHECK (char_length(text) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the text was last edited; NULL while never edited (shown as 수정됨 otherwise).
  updated_at timestamptz,
  deleted_at timestamptz,
  -- Pinned by an operator: only a top-level comment, at most one per item (index below).
  fixed_at timestamptz CHECK (fixed_at IS NULL OR parent_id IS NULL),
  -- Kept by the transaction that adds or removes a like row (`like_count + 1` under the row lock,
  -- so concurrent likes never lose one).
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  -- Live (not deleted) replies of a top-level comment, kept by the transactions that write them.
  reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
  -- The client's key for one submission: a double submit makes one comment (unique below).
  request_id uuid,
  -- Set by moderation (hiding by an operator; 임시조치 after a rights-infringement report, which
  -- ends at `hidden_until`). A hidden comment shows its text only to its author and operators.
  hidden_reason text CHECK (hidden_reason IN ('operator', 'temporary_measure')),
  hidden_at timestamptz,
  hidden_until timestamptz,
  CHECK (deleted_at IS NOT NULL OR text <> '')
);

CREATE UNIQUE INDEX comments_author_request ON comments (author_id, request_id)
  WHERE request_id IS NOT NULL;

-- An item's thread: top-level comments that are shown (live, or placeholders with replies),
-- the pinned one first (false sorts before true), then newest first; the keyset cursor is the
-- id, a range of the unpinned part. It also counts a thread.
CREATE INDEX comments_thread ON comments (item_id, (fixed_at IS NULL), id DESC)
  INCLUDE (reply_count)
  WHERE parent_id IS NULL AND (deleted_at IS NULL OR reply_count > 0);

-- At most one pinned comment per item.
CREATE UNIQUE INDEX comments_one_pinned ON comments (item_id) WHERE fixed_at IS NOT NULL;

-- A comment's live replies, oldest first (keyset on id).
CREATE INDEX comments_replies ON comments (parent_id, id) WHERE deleted_at IS NULL;

-- "My comments, newest first" (keyset on id).
CREATE INDEX comments_author_newest ON comments (author_id, id DESC) WHERE deleted_at IS NULL;
-- The same text from the same user within 5 minutes is refused: a look at their last minutes
-- only, however many comments they wrote before.
CREATE INDEX comments_author_recent ON comments (author_id, created_at DESC)
  WHERE deleted_at IS NULL;

-- One like per user and comment. Withdrawal erases a user's likes and lowers the counters.
CREATE TABLE comment_likes (
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);

-- The eraser finds a user's likes without scanning the table.
CREATE INDEX comment_likes_user ON comment_likes (user_id);
