import type { ColumnType, Generated } from 'kysely';
import type { NotificationType } from '../../shared/contract/notification.js';
import type { ModerationTarget, ReportReason } from '../../shared/contract/report.js';

/** A jsonb column: read as an object, written as JSON text, optional on insert where it has a default. */
type Json<T = Record<string, unknown>> = ColumnType<T, string | undefined, string>;

/**
 * Kysely's view of the tables. Each migration that adds a table adds its interface here; the
 * repositories are the only code that queries them.
 */
export interface Database {
  catalogue_items: CatalogueItemsTable;
  catalogue_search: CatalogueSearchTable;
  catalogue_search_removed: CatalogueSearchRemovedTable;
  catalogue_version: CatalogueVersionTable;
  users: UsersTable;
  user_consents: UserConsentsTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  notifications: NotificationsTable;
  social_identities: SocialIdentitiesTable;
  audit_log: AuditLogTable;
  bookmarks: BookmarksTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  ratings: RatingsTable;
  content_reports: ContentReportsTable;
  content_objections: ContentObjectionsTable;
  survey_answers: SurveyAnswersTable;
  contact_requests: ContactRequestsTable;
  outbox: OutboxTable;
  outbound_pace: OutboundPaceTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  consent_records: ConsentRecordsTable;
  jobs: JobsTable;
  reminder_settings: ReminderSettingsTable;
  banners: BannersTable;
  partners: PartnersTable;
  partner_items: PartnerItemsTable;
}

/** Accounts (migration 0006, decision 009); a withdrawn account keeps only id and times. */
export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  password_hash: string | null;
  name: string | null;
  /** The sign-up form's submission id (migration 0018): a retried sign-up finds its account. */
  sign_up_request_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** SHA-256 of the client key of the browser it began on (migration 0017). */
  device_hash: ColumnType<string | null, string | null | undefined, never>;
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
  type: NotificationType;
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

/** A user's answers to the recommendation survey (migration 0015), one row per submission. */
export interface SurveyAnswersTable {
  id: Generated<string>;
  user_id: string;
  survey_id: string;
  version: number;
  answers: Json;
  request_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/**
 * Why content is hidden, the same three columns on comments and reviews (modules/moderation):
 * an operator's hiding lasts until restored, a 임시조치 until `hidden_until`.
 */
export interface ModerationColumns {
  hidden_reason: ColumnType<
    HiddenReason | null,
    HiddenReason | null | undefined,
    HiddenReason | null
  >;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type HiddenReason = 'operator' | 'temporary_measure';

/** One-line reviews with a score (migration 0013); one per user and item. */
export interface RatingsTable extends ModerationColumns {
  id: Generated<number>;
  item_id: number;
  author_id: string;
  score: number;
  text: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Reports on comments and reviews (migration 0014); one per reporter and target. */
export interface ContentReportsTable {
  id: Generated<number>;
  target_type: ModerationTarget['type'];
  target_id: number;
  reporter_id: string;
  reason: ReportReason;
  relation: 'self' | 'agent' | null;
  details: string | null;
  /** When the 임시조치 this report put in place ends; null when it put none. */
  measure_until: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Authors' objections to a 임시조치 (migration 0014); one per measure. */
export interface ContentObjectionsTable {
  id: Generated<number>;
  target_type: ModerationTarget['type'];
  target_id: number;
  author_id: string;
  details: string;
  measure_until: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Comments and replies (migration 0012); deleting keeps the row (`deleted_at`, text ''). */
export interface CommentsTable extends ModerationColumns {
  id: Generated<number>;
  item_id: number;
  author_id: string;
  parent_id: number | null;
  text: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Set when the text is edited; null while never edited. */
  updated_at: ColumnType<Date | null, Date | undefined, Date | null>;
  deleted_at: ColumnType<Date | null, Date | undefined, Date | null>;
  fixed_at: ColumnType<Date | null, Date | undefined, Date | null>;
  like_count: ColumnType<number, number | undefined, number>;
  reply_count: ColumnType<number, number | undefined, number>;
  request_id: string | null;
}

/** One like per user and comment (migration 0012). */
export interface CommentLikesTable {
  comment_id: number;
  user_id: string;
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
  /** Numbered by a trigger at every write, in commit order (migration 0024, decision 028). */
  search_seq: Generated<string>;
}

/** Items whose search document was deleted, numbered like writes (migration 0024). */
export interface CatalogueSearchRemovedTable {
  item_id: number;
  search_seq: string;
}

/** One row: bumped by every statement that changes the catalogue, views aside (migration 0025). */
export interface CatalogueVersionTable {
  only_row: Generated<boolean>;
  version: string;
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

/** The requests form's inquiries (migration 0019, issue 14); the id is the form's submission id. */
export interface ContactRequestsTable {
  id: string;
  type: string;
  email: string;
  message: string;
  locale: string;
  user_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Deliveries to services outside ours, tried until delivered (migration 0019, jobs/outbox.ts). */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  key: string;
  payload: Json;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  delivered_at: Date | null;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The newsletter's subscribers (migration 0022): one row per address, double opt-in. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  user_id: string | null;
  locale: string;
  status: 'pending' | 'active' | 'unsubscribed';
  confirm_token_hash: Buffer | null;
  confirm_expires_at: Date | null;
  unsubscribe_token: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/** Every grant and withdrawal of consent, only ever added to (migration 0022). */
export interface ConsentRecordsTable {
  id: Generated<number>;
  email: string;
  user_id: string | null;
  purpose: 'newsletter' | 'advertising';
  granted: boolean;
  text_version: string;
  source: string;
  recorded_at: ColumnType<Date, Date | undefined, never>;
}

/** The job queue and, for the mail kinds, the send ledger (migration 0023, jobs/job-queue.ts). */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  key: string;
  payload: Json;
  run_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  done_at: Date | null;
  outcome: string | null;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Members who turned deadline reminders on (migration 0023). */
export interface ReminderSettingsTable {
  user_id: string;
  locale: string;
  stop_token: string;
  enabled_at: ColumnType<Date, Date | undefined, Date>;
}

/** The next free request slot per rate-limited service (migration 0022, jobs/pace.ts). */
export interface OutboundPaceTable {
  service: string;
  next_slot_at: Date;
}

export type BannerPlacementColumn = 'home_popup' | 'detail_popup' | 'list_strip';

/** Operators' banners by placement, language and schedule (migration 0021, issue 14). */
export interface BannersTable {
  id: Generated<number>;
  placement: BannerPlacementColumn;
  locale: string;
  title: string;
  image_url: string;
  link_url: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  position: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  request_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Partner pages, `/collabo/{slug}/` (migration 0021). */
export interface PartnersTable {
  id: Generated<number>;
  slug: string;
  name_ko: string;
  name_en: string;
  intro_ko: string;
  intro_en: string;
  logo_url: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The catalogue items a partner chose, in its order. */
export interface PartnerItemsTable {
  partner_id: number;
  item_id: number;
  position: number;
}
