-- Korean-aware search (DESIGN §2, decision 008). What a search reads of an item, normalised in
-- JavaScript when the item is written (src/shared/search-text.ts): lower case, only letters,
-- digits and Hangul, so spacing and hyphens never decide a match. `grams` holds every character
-- and character pair of it (plus 초성 and symbols), each coded as one integer, and is GIN-indexed:
-- a query's grams find the candidates, a substring check on the text confirms them.
--
-- A table of its own, not columns of catalogue_items: counting views rewrites catalogue rows all
-- day, and a row version that left its page would add hundreds of GIN entries each time. It also
-- carries the item's fields that filter and order a search, so a search reads this table alone
-- (joining catalogue_items for 6,000 matches of 월세 cost more than finding them).
CREATE TABLE catalogue_search (
  item_id bigint PRIMARY KEY REFERENCES catalogue_items (id) ON DELETE CASCADE,
  -- The item's updated_at when this was written: a newer item is read again.
  item_updated_at timestamptz NOT NULL,
  -- copies of catalogue_items, rewritten with the document
  kind text NOT NULL,
  is_pick boolean NOT NULL,
  apply_kind text NOT NULL,
  apply_start date,
  apply_end date,
  created_at timestamptz NOT NULL,
  regions text[] NOT NULL,
  categories text[] NOT NULL,
  title_text text NOT NULL,
  -- keywords, category names and 시·도 names
  tags_text text NOT NULL,
  summary_text text NOT NULL,
  -- every field (title, tags, summary, body, agency), space-separated so no match spans two
  document text NOT NULL,
  title_initials text NOT NULL,
  tags_initials text NOT NULL,
  grams int4[] NOT NULL,
  -- the characters of the title and the tags (and their 초성): one-character words look only here
  title_chars int4[] NOT NULL
);

-- Keep the grams inside the row (a broad query reads them for every row; fetching them from the
-- TOAST table made 청 take 600 ms on PGlite) and move the long document out first.
ALTER TABLE catalogue_search ALTER COLUMN grams SET STORAGE MAIN;

CREATE INDEX catalogue_search_grams ON catalogue_search USING gin (grams);
CREATE INDEX catalogue_search_title_chars ON catalogue_search USING gin (title_chars);
-- A broad query takes its newest matches walking this (the bounded fallback, decision 008).
CREATE INDEX catalogue_search_created ON catalogue_search (created_at DESC, item_id DESC);
