-- A search's region filter as one array overlap the planner can estimate (decision 008).
-- "서울 or nationwide" was `regions && '{11}' OR cardinality(regions) = 0`; PostgreSQL has no
-- statistics for the second half and guessed 0.5 % of rows where 30 % are nationwide, so for a
-- broad word (지원, 청) it read every row and sorted (160–380 ms on 50,000 items) instead of
-- walking the newest-first index until it had enough (17–25 ms). Here nationwide is an element of
-- its own, counted by the column's element statistics like every 시·도.
ALTER TABLE catalogue_search
  ADD COLUMN region_keys text[] GENERATED ALWAYS AS (
    CASE WHEN cardinality(regions) = 0 THEN ARRAY['nationwide'] ELSE regions END
  ) STORED;
