-- Counting views rewrites a row's `views` many times a day. With room left on each page the new
-- row version stays on the same page and no index is touched (a HOT update), instead of every
-- index, GIN ones included, getting a new entry per counted batch. Applies to pages written from
-- now on; `VACUUM FULL catalogue_items` rewrites existing ones when convenient.
ALTER TABLE catalogue_items SET (fillfactor = 85);
