-- Operators learn of an author's objection to a 임시조치 from their bell (issue 12): the
-- objection is theirs to decide, within the measure's 30 days.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'comment_reply', 'temporary_measure_applied', 'report_received', 'content_hidden',
  'content_restored', 'objection_received'));

-- The operators' queue of reported content, newest report first (report/read).
CREATE INDEX content_reports_newest ON content_reports (id DESC);
CREATE INDEX content_objections_target ON content_objections (target_type, target_id, id);
