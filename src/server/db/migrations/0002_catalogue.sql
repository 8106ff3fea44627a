-- The catalogue: policies, events and videos in one table, so lists, search, bookmarks and
-- comments share one id space and one set of indexes. Kind-specific fields live in `details`;
-- a policy's conditions in `eligibility` (DESIGN §7); an imported record stays in `source_record`.
CREATE TABLE catalogue_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('policy', 'event', 'video')),
  cid text NOT NULL UNIQUE CHECK (cid ~ '^[A-Za-z0-9_-]{1,80}$'),
  source text NOT NULL CHECK (source IN ('demo', 'youthcenter', 'editor')),
  source_id text NOT NULL,
  title text NOT NULL CHECK (title <> ''),
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  agency text NOT NULL DEFAULT '',
  thumbnail_url text,
  -- range: apply_start..apply_end (inclusive, Korea dates); always: 상시; closed: 마감 without
  -- dates; none: nothing to apply for (videos).
  apply_kind text NOT NULL CHECK (apply_kind IN ('range', 'always', 'closed', 'none')),
  apply_start date,
  apply_end date,
  CHECK ((apply_kind = 'range') = (apply_start IS NOT NULL AND apply_end IS NOT NULL)),
  CHECK (apply_start IS NULL OR apply_start <= apply_end),
  is_pick boolean NOT NULL DEFAULT false,
  views bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
  -- 시·도 codes; empty means nationwide.
  regions text[] NOT NULL DEFAULT '{}',
  -- interest categories (policies, videos) or the event category key (events).
  categories text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}',
  details jsonb NOT NULL DEFAULT '{}',
  eligibility jsonb NOT NULL DEFAULT '{}',
  source_record jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, source_id)
);

CREATE INDEX catalogue_items_kind_created ON catalogue_items (kind, created_at DESC, id DESC);
CREATE INDEX catalogue_items_regions ON catalogue_items USING gin (regions);
CREATE INDEX catalogue_items_categories ON catalogue_items USING gin (categories);
