-- Spec §3 shows a comment's author as a withdrawn or a dormant member. This service never makes an
-- account dormant (the Korean one-year rule was abolished in 2023, issue 5); an account carried
-- over dormant from an earlier service keeps the mark until its owner signs in again.
ALTER TABLE users ADD COLUMN dormant_at timestamptz;
