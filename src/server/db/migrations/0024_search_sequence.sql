-- The search index in memory (decision 028) follows the catalogue by this number: every write of
-- a search document, and every removal, takes the next one. The writers take it under one lock
-- held to the end of their transaction, so the numbers commit in the order they were taken, and
-- "everything above the last number read" is exactly what changed since. A trigger, so that no
-- writer (the catalogue writer, the benchmark loader, a hand-written statement) can forget it.
CREATE SEQUENCE catalogue_search_seq;
-- Rows written before this migration keep 0: the index reads them when it loads everything.
ALTER TABLE catalogue_search ADD COLUMN search_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX catalogue_search_by_seq ON catalogue_search (search_seq);

-- The items whose search document went (their item was deleted), so the index drops them too.
CREATE TABLE catalogue_search_removed (
  item_id bigint NOT NULL,
  search_seq bigint NOT NULL
);
CREATE INDEX catalogue_search_removed_by_seq ON catalogue_search_removed (search_seq);

CREATE FUNCTION catalogue_search_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(6202280);
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_search_removed (item_id, search_seq)
      VALUES (OLD.item_id, nextval('catalogue_search_seq'));
    RETURN OLD;
  END IF;
  NEW.search_seq := nextval('catalogue_search_seq');
  RETURN NEW;
END
$$;

CREATE TRIGGER catalogue_search_number
  BEFORE INSERT OR UPDATE OR DELETE ON catalogue_search
  FOR EACH ROW EXECUTE FUNCTION catalogue_search_number();
