-- Banners (issue 14, product §2 and §9): pictures operators put on the home popup, the detail
-- popup or a strip on the lists, each for one language and an optional schedule. Readers see
-- the switched-on ones whose schedule holds now, by `position`. Turning one off keeps the row
-- (the audit log names it); nothing deletes banners.
CREATE TABLE banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  placement text NOT NULL CHECK (placement IN ('home_popup', 'detail_popup', 'list_strip')),
  locale text NOT NULL CHECK (locale IN ('ko-KR', 'en-US')),
  -- The picture's words for screen readers and the dialog's name.
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  image_url text NOT NULL CHECK (char_length(image_url) BETWEEN 1 AND 2000),
  link_url text CHECK (char_length(link_url) BETWEEN 1 AND 2000),
  -- Shown from `starts_at` (inclusive) until `ends_at` (exclusive); NULL leaves that side open.
  starts_at timestamptz,
  ends_at timestamptz,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  -- The operator's submission id (the API's `request_id`): a double submit makes one banner.
  request_id uuid UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);
CREATE INDEX banners_shown ON banners (placement, locale, position, id) WHERE is_active;

-- Partner pages (`/collabo/{slug}/`): a partner's logo, introduction in both languages and the
-- catalogue items it chose, in its order. Made and changed with `npm run partner`.
CREATE TABLE partners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$'),
  name_ko text NOT NULL CHECK (char_length(name_ko) BETWEEN 1 AND 60),
  name_en text NOT NULL CHECK (char_length(name_en) BETWEEN 1 AND 60),
  intro_ko text NOT NULL CHECK (char_length(intro_ko) BETWEEN 1 AND 1000),
  intro_en text NOT NULL CHECK (char_length(intro_en) BETWEEN 1 AND 1000),
  logo_url text NOT NULL CHECK (char_length(logo_url) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE partner_items (
  partner_id bigint NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  item_id bigint NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (partner_id, item_id)
);
CREATE INDEX partner_items_item ON partner_items (item_id);
