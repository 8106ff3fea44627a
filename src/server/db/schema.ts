import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read as an object, written as JSON text, optional on insert where it has a default. */
type Json<T = Record<string, unknown>> = ColumnType<T, string | undefined, string>;

/**
 * Kysely's view of the tables. Each migration that adds a table adds its interface here; the
 * repositories are the only code that queries them.
 */
export interface Database {
  catalogue_items: CatalogueItemsTable;
  catalogue_search: CatalogueSearchTable;
  users: UsersTable;
  user_consents: UserConsentsTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  notifications: NotificationsTable;
  social_identities: SocialIdentitiesTable;
  audit_log: AuditLogTable;
  bookmarks: BookmarksTable;
}

/** Accounts (migration 0006, decision 009); a withdrawn account keeps only id and times. */
export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  password_hash: string | null;
  name: string | null;
  nickname: string | null;
  gender: string | null;
  birth_year: number | null;
  region: string | null;
  income: string | null;
  employment: string | null;
  detailed_category: ColumnType<string[], string[] | undefined, string[]>;
  marital_status: string | null;
  interests: ColumnType<string[], string[] | undefined, string[]>;
  profile_completed_at: ColumnType<Date | null, Date | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  deleted_at: ColumnType<Date | null, Date | undefined, Date | null>;
  /** Set only on accounts carried over dormant (migration 0008); cleared by signing in. */
  dormant_at: ColumnType<Date | null, Date | undefined, Date | null>;
  /** Granted and removed only by `npm run user:role` (migration 0010, decision 012). */
  role: ColumnType<Role, Role | undefined, Role>;
}

/** What an account may do beyond its own things (decision 012); `operator` runs the service. */
export type Role = 'user' | 'operator';

export type ConsentKind = 'terms' | 'privacy' | 'marketing';

export interface UserConsentsTable {
  id: Generated<number>;
  user_id: string;
  kind: ConsentKind;
  text_version: string;
  is_agreed: boolean;
  decided_at: ColumnType<Date, Date | undefined, never>;
}

export type RevokeReason = 'sign_out' | 'reuse' | 'account_deleted' | 'replaced';

export interface RefreshTokenFamiliesTable {
  id: Generated<string>;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: ColumnType<Date | null, Date | undefined, Date | null>;
  revoke_reason: RevokeReason | null;
}

export interface RefreshTokensTable {
  /** SHA-256 of the token. */
  token_hash: Buffer;
  family_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | undefined, Date | null>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  type: 'comment_reply';
  payload: Json;
  created_at: ColumnType<Date, Date | undefined, never>;
  read_at: ColumnType<Date | null, Date | undefined, Date | null>;
}

/** A user's saved items (migration 0011); one row per user and item. */
export interface BookmarksTable {
  user_id: string;
  item_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type ItemKindColumn = 'policy' | 'event' | 'video';
export type ApplyKind = 'range' | 'always' | 'closed' | 'none';

export interface CatalogueItemsTable {
  id: Generated<number>;
  kind: ItemKindColumn;
  cid: string;
  source: 'demo' | 'youthcenter' | 'editor';
  source_id: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  body: ColumnType<string, string | undefined, string>;
  agency: ColumnType<string, string | undefined, string>;
  thumbnail_url: string | null;
  apply_kind: ApplyKind;
  /** YYYY-MM-DD (a Korean calendar day) */
  apply_start: string | null;
  apply_end: string | null;
  is_pick: ColumnType<boolean, boolean | undefined, boolean>;
  views: ColumnType<number, number | undefined, number>;
  regions: ColumnType<string[], string[] | undefined, string[]>;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  details: Json;
  eligibility: Json;
  source_record: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** What the search reads of an item (migration 0004), written by modules/search/search-documents. */
export interface CatalogueSearchTable {
  item_id: number;
  item_updated_at: ColumnType<Date, string, string>;
  kind: ItemKindColumn;
  is_pick: boolean;
  apply_kind: ApplyKind;
  apply_start: string | null;
  apply_end: string | null;
  created_at: ColumnType<Date, string, string>;
  regions: string[];
  /** Generated: the regions, or `nationwide` for an item without any (migration 0005). */
  region_keys: Generated<string[]>;
  categories: string[];
  title_text: string;
  tags_text: string;
  summary_text: string;
  document: string;
  title_initials: string;
  tags_initials: string;
  grams: number[];
  title_chars: number[];
}

/** A provider account that signs in as a user (migration 0007, decision 010). */
export interface SocialIdentitiesTable {
  provider: 'kakao' | 'naver' | 'google';
  subject: string;
  user_id: string;
  email_seen: string | null;
  is_email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, string | undefined, never>;
  last_sign_in_at: ColumnType<Date, string | undefined, string>;
}

/** Operator actions and role changes (migration 0010); rows are only added, never changed. */
export interface AuditLogTable {
  id: Generated<number>;
  /** The operator; null for the command line. */
  actor_id: string | null;
  action: string;
  resource_type: string;
  resource_id: string;
  detail: Json;
  created_at: ColumnType<Date, Date | undefined, never>;
}
