-- A number that changes whenever the catalogue does, views aside (decision 023). A list snapshot
-- or a filter count is recomputed once a minute so that a change nobody announced (a statement by
-- hand, a tool writing beside a server without Redis) shows; on the embedded database each such
-- recomputation held every reader's query behind it for up to 110 ms. Now a refresh first reads
-- this number, and when it has not moved since the value was computed, the value still holds.
--
-- One row, bumped once per statement by triggers, so that no writer can forget it. It is a row
-- and not a sequence because a sequence moves before its transaction commits: a refresh could
-- read the new number with the old rows and keep them. Views are left out (the view counter
-- rewrites them every second; lists ordered by views are recomputed every minute anyway).
CREATE TABLE catalogue_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (0);

-- The lock of the search numbers (migration 0024) first: every catalogue writer then takes the
-- two locks in the same order, whichever table it writes first, and none waits on the other.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(6202280);
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;

-- Every column but views. A column added to catalogue_items later must be added here too.
CREATE TRIGGER catalogue_items_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    kind, cid, source, source_id, title, summary, body, agency, thumbnail_url, apply_kind,
    apply_start, apply_end, is_pick, regions, categories, keywords, details, eligibility,
    source_record, created_at, updated_at
  ON catalogue_items FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();

-- A list with a keyword reads the search documents too.
CREATE TRIGGER catalogue_search_version
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON catalogue_search FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
