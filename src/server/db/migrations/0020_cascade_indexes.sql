-- Deleting an item cascades to its comments, and each comment's deletion looks for its replies
-- by parent_id: comments_replies covers only live replies, so every deleted comment scanned the
-- whole table (deleting 50,000 items with 100,000 comments ran for minutes on PostgreSQL).
-- Bookmarks are keyed by user first; an item's deletion needs them by item.
CREATE INDEX comments_parent ON comments (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX bookmarks_item ON bookmarks (item_id);
