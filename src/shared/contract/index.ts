import type { z } from 'zod';
import { routeKey, type CallDef } from './define.js';
import { EVENT_CALLS, POLICY_CALLS, VIDEO_CALLS } from './catalogue.js';
import { logCreate } from './log.js';
import { searchCommon } from './search.js';
import { oauthCreate, oauthRead, userCreate } from './social-sign-in.js';
import { bookmarkCreate, bookmarkDelete, bookmarkRead, bookmarkReadCids } from './bookmark.js';
import { COMMENT_CALLS } from './comment.js';
import { RATING_CALLS } from './rating.js';
import { REPORT_CALLS } from './report.js';
import { SURVEY_CALLS } from './survey.js';
import { requestCreate } from './request.js';
import { BANNER_CALLS } from './banner.js';
import { partnerRead } from './partner.js';
import { MATCH_CALLS } from './match.js';
import { REMINDER_CALLS } from './reminder.js';
import { NEWSLETTER_CALLS } from './newsletter.js';
import { notificationDelete, notificationRead, notificationUpdate } from './notification.js';
import {
  userCompleteProfile,
  userDelete,
  userEmailLogin,
  userEmailSignup,
  userRead,
  userSignOut,
  userUpdate,
} from './user.js';

export * from './define.js';
export * from './list.js';
export * from './catalogue.js';
export * from './search.js';
export * from './user.js';
export * from './notification.js';
export * from './bookmark.js';
export * from './social-sign-in.js';
export * from './author.js';
export * from './comment.js';
export * from './rating.js';
export * from './report.js';
export * from './survey.js';
export * from './request.js';
export * from './match.js';
export * from './newsletter.js';
export * from './banner.js';
export * from './partner.js';
export { logCreate };

/**
 * Every call the API serves, by route key (`path`, or `path#method` where the method is not the
 * path's last word). The client imports only the types below, so zod stays out of its bundles.
 */
export const CALLS = {
  'log/create': logCreate,
  'policy/read#read_list': POLICY_CALLS.readList,
  'policy/read#read_detail': POLICY_CALLS.readDetail,
  'policy/read#read_filters': POLICY_CALLS.readFilters,
  'events/read#read_list': EVENT_CALLS.readList,
  'events/read#read_detail': EVENT_CALLS.readDetail,
  'events/read#read_filters': EVENT_CALLS.readFilters,
  'videos/read#read_list': VIDEO_CALLS.readList,
  'videos/read#read_detail': VIDEO_CALLS.readDetail,
  'videos/read#read_filters': VIDEO_CALLS.readFilters,
  'search/common#read_list': searchCommon,
  'user/email-signup#create': userEmailSignup,
  'user/email-login#create': userEmailLogin,
  'user/read': userRead,
  'user/update': userUpdate,
  'user/complete-profile#update': userCompleteProfile,
  'user/delete': userDelete,
  'user/delete#sign_out': userSignOut,
  'notification/read': notificationRead,
  'notification/update': notificationUpdate,
  'notification/delete': notificationDelete,
  'bookmark/create': bookmarkCreate,
  'bookmark/read': bookmarkRead,
  'bookmark/read#read_cids': bookmarkReadCids,
  'bookmark/delete': bookmarkDelete,
  'user/create': userCreate,
  'oauth/read': oauthRead,
  'oauth/create': oauthCreate,
  ...COMMENT_CALLS,
  ...RATING_CALLS,
  ...REPORT_CALLS,
  ...SURVEY_CALLS,
  'request/create': requestCreate,
  ...MATCH_CALLS,
  ...REMINDER_CALLS,
  ...NEWSLETTER_CALLS,
  ...BANNER_CALLS,
  'partner/read': partnerRead,
} as const satisfies Record<string, CallDef>;

/** Calls by route key; the typed client is generic over such a map (tests add their probes). */
export type CallMap = Record<string, CallDef>;
export type ApiCalls = typeof CALLS;
export type ApiRoute = keyof ApiCalls;
export type RouteInput<M extends CallMap, R extends keyof M> = z.input<M[R]['input']>;
export type RouteOutput<M extends CallMap, R extends keyof M> = z.output<M[R]['output']>;

export const API_CALLS: readonly CallDef[] = Object.values(CALLS);

for (const [key, call] of Object.entries(CALLS)) {
  if (routeKey(call) !== key) throw new Error(`CALLS key ${key} should be ${routeKey(call)}`);
}
