-- The 온통청년 record an item was imported from (source_record, 2.5 KB of JSON on average) is
-- kept for audit and read only when a record is imported again. Compressing it was what made each
-- row large enough for TOAST to try, and on the embedded database (WebAssembly) that compression
-- was about a tenth of an import of 50,000 records: 26.3-29.0 s against 28.8-30.5 s for the whole
-- command, interleaved (bench/RESULTS.md, session 25). Stored out of line and uncompressed, it
-- costs about 40 MB more on 50,000 items, and the rows the lists and details read stay small.
-- Rows written before keep their compressed values until they are written again.
ALTER TABLE catalogue_items ALTER COLUMN source_record SET STORAGE EXTERNAL;
