-- Korean-aware matching (DESIGN §2): text is normalised (lower case; spaces, hyphens and other
-- punctuation removed, so "청년 월세" and "청년월세", "K-패스" and "k패스" read the same), cut into
-- character bigrams, and indexed with GIN. A query's bigrams find candidates through the index;
-- a substring check on the normalised text confirms them. pg_trgm alone cannot use its index for
-- two-syllable words (월세, 수당), the usual Korean query.

CREATE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN regexp_replace(lower(value), '[^0-9a-z가-힣ㄱ-ㅎㅏ-ㅣ]+', '', 'g');

CREATE FUNCTION search_bigrams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN (
  SELECT coalesce(array_agg(DISTINCT substr(normalized, position, 2)), '{}')
  FROM (SELECT search_normalize(value) AS normalized) AS n,
       generate_series(1, length(normalized) - 1) AS position
);

-- What a search reads of an item, normalised; array_to_string is only stable, hence the wrapper.
CREATE FUNCTION search_document(title text, summary text, agency text, keywords text[], body text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN search_normalize(
  coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(agency, '') || ' ' ||
  coalesce(array_to_string(keywords, ' '), '') || ' ' || coalesce(body, '')
);

ALTER TABLE catalogue_items
  ADD COLUMN search_text text
    GENERATED ALWAYS AS (search_document(title, summary, agency, keywords, body)) STORED,
  ADD COLUMN search_grams text[]
    GENERATED ALWAYS AS (search_bigrams(search_document(title, summary, agency, keywords, body))) STORED;

CREATE INDEX catalogue_items_search_grams ON catalogue_items USING gin (search_grams);
