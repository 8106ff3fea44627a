-- Bookmarks (issue 12): the items a user saved. One row per user and item, however often the
-- save button is pressed (the primary key; the insert does nothing on conflict). Withdrawal
-- erases a user's rows (an AccountService eraser), since users rows themselves are kept; an
-- item that is deleted takes its bookmarks with it, while a closed one stays bookmarked.
CREATE TABLE bookmarks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id bigint NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);

-- "My bookmarks, newest saved first", a page at a time, from one index.
CREATE INDEX bookmarks_user_newest ON bookmarks (user_id, created_at DESC, item_id DESC);
