-- A broad word in one 시·도 or category (상담 in 경남: 13,600 items hold the word, 17,000 are in
-- 경남 or nationwide, 3,100 both) walked the newest-first index through 17,000 rows to find its
-- 1,000 newest matches (49 ms on PostgreSQL). With the filters in GIN indexes too, the planner
-- intersects the word's and the filter's bitmaps and reads only the 3,100 (18 ms). Decision 008.
CREATE INDEX catalogue_search_region_keys ON catalogue_search USING gin (region_keys);
CREATE INDEX catalogue_search_categories ON catalogue_search USING gin (categories);
