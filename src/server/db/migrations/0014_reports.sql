-- Reports (신고) on comments and reviews, and authors' objections (이의제기) to a 임시조치
-- (issue 12; 정보통신망법 §44의2). A target is a comment or a review by its id; there is no
-- foreign key to either table (a report outlives the content it names, and the comments table is
-- another migration's), so the moderation module checks the target exists before writing.
-- Both tables are kept for a year from each row's creation (the privacy policy says so) and then
-- pruned by the server (modules/report).
CREATE TABLE content_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target_type text NOT NULL CHECK (target_type IN ('comment', 'rating')),
  target_id bigint NOT NULL,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('rights_infringement', 'illegal', 'hate', 'disinformation',
    'harmful_to_minors', 'spam', 'abuse', 'privacy', 'other')),
  -- For a rights infringement: the reporter is the person concerned (self) or acts for them.
  relation text CHECK (relation IN ('self', 'agent')),
  details text CHECK (char_length(details) BETWEEN 1 AND 1000),
  -- Set when this report put a 임시조치 in place: when that measure ends.
  measure_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reason <> 'rights_infringement' OR (relation IS NOT NULL AND details IS NOT NULL)),
  -- One report per user and target: a repeat answers the first.
  UNIQUE (reporter_id, target_type, target_id)
);
-- "The reports on this content" for operators, and "the newest reports" (and the yearly pruning).
CREATE INDEX content_reports_target ON content_reports (target_type, target_id, id);
CREATE INDEX content_reports_recent ON content_reports (created_at, id);

-- An author's objection to a 임시조치 on their content: operators read it and decide (restore
-- through moderation, audited, or let the measure run out). One per measure (its end names it).
CREATE TABLE content_objections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target_type text NOT NULL CHECK (target_type IN ('comment', 'rating')),
  target_id bigint NOT NULL,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  details text NOT NULL CHECK (char_length(details) BETWEEN 1 AND 1000),
  measure_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (target_type, target_id, measure_until)
);
CREATE INDEX content_objections_recent ON content_objections (created_at, id);

-- The bell learns what moderation tells authors and reporters (modules/notification).
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'comment_reply', 'temporary_measure_applied', 'report_received', 'content_hidden',
  'content_restored'));
