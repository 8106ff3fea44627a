/** Business constants of product §9 and the limits of product §12, shared by client and server. */

export const PRODUCT_ID = 'hyetaek';

export const CLIENT_KEY_COOKIE = `${PRODUCT_ID}-ck`;
export const SIGNED_FLAG_COOKIE = `${PRODUCT_ID}-signed`;
export const LOCALE_COOKIE = `${PRODUCT_ID}-lang`;
export const COOKIE_MAX_AGE_DAYS = 30;
export const COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export const LIST_FIRST_PAGE = 1;
export const LIST_PAGE_SIZE = 24;
/** Upper bound a caller may ask for in one page; protects the database from huge pages. */
export const LIST_PAGE_SIZE_MAX = 100;
/** Deepest page a list serves: 24 × 1,000 covers any real catalogue; deeper asks are refused. */
export const LIST_PAGE_MAX = 1_000;
export const RECOMMEND_COUNT = 2;
/** Search keyword limit: long enough for any real query, short enough to keep matching cheap. */
export const KEYWORD_MAX_LENGTH = 100;

export const UNREAD_NOTIFICATION_CAP = 8;
export const SCROLL_RESTORE_DELAY_MS = 200;
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export const NICKNAME_MAX_LENGTH = 12;
export const REQUEST_MESSAGE_MIN_LENGTH = 10;
export const REQUEST_MESSAGE_MAX_LENGTH = 500;
/** Business days within which the team replies to a request (product §9). */
export const REQUEST_REPLY_BUSINESS_DAYS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;

/** JSON bodies of API calls above this size are refused with 413. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The largest household the survey asks about (a household of 10 or more answers 10). */
export const HOUSEHOLD_SIZE_MAX = 10;
