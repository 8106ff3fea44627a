-- Trigram matching for Korean search (DESIGN §2). pg_trgm is a trusted extension on
-- PostgreSQL 13+, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
