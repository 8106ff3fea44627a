import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiHeaders } from './test-app.js';
import { REFRESH_COOKIE } from '../modules/user/sessions.js';

/**
 * A small browser for account tests: it keeps the refresh cookie the server sets, like a browser
 * would, and sends the access token it was given. Each instance has its own address, so rate
 * limits of one test never reach another.
 */
let nextAddress = 1;

export const STRONG_PASSWORD = 'kq7#Lmz!2vRt';

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Send no bearer token this time. */
  isAnonymous?: boolean;
}

export class AccountTestClient {
  readonly ip = `10.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}.7`;
  /** Each test browser is its own device (its `hyetaek-ck` client key). */
  readonly clientKey = crypto.randomUUID();
  refreshCookie: string | undefined;
  accessToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly locale: 'ko-KR' | 'en-US' = 'ko-KR',
  ) {}

  async call(path: string, body: unknown, options: CallOptions = {}) {
    const method = options.method ?? path.slice(path.lastIndexOf('/') + 1);
    const headers: Record<string, string> = apiHeaders(method, {
      'accept-language': this.locale,
      'x-client-key': this.clientKey,
      ...options.headers,
    });
    if (this.accessToken && !options.isAnonymous) {
      headers.authorization = `Bearer ${this.accessToken}`;
    }
    if (this.refreshCookie) headers.cookie = `${REFRESH_COOKIE}=${this.refreshCookie}`;
    const response = await this.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers,
      payload: JSON.stringify(body),
      remoteAddress: this.ip,
    });
    this.keepCookie(response);
    const json = response.json() as { access_token?: string; data?: { access_token?: string } };
    const token = json.data?.access_token ?? json.access_token;
    if (token) this.accessToken = token;
    return response;
  }

  signUp(fields: Partial<SignUpBody> & { email: string }) {
    return this.call('user/email-signup', signUpBody(fields), { method: 'create' });
  }

  signIn(email: string, password = STRONG_PASSWORD) {
    return this.call('user/email-login', { email, password }, { method: 'create' });
  }

  /** The refresh cookie's attributes as the server last set them (for inspection). */
  lastSetCookie: string | undefined;

  private keepCookie(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    const cookies = Array.isArray(header) ? header : header ? [header] : [];
    for (const cookie of cookies) {
      if (!cookie.startsWith(`${REFRESH_COOKIE}=`)) continue;
      this.lastSetCookie = cookie;
      const value = cookie.slice(REFRESH_COOKIE.length + 1, cookie.indexOf(';'));
      const isCleared = value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie);
      this.refreshCookie = isCleared ? undefined : value;
    }
  }
}

export interface SignUpBody {
  email: string;
  password: string;
  confirm_password: string;
  name: string;
  agreements: { terms: boolean; privacy: boolean; marketing?: boolean };
  request_id?: string;
}

export function signUpBody(fields: Partial<SignUpBody> & { email: string }): SignUpBody {
  return {
    password: STRONG_PASSWORD,
    confirm_password: fields.password ?? STRONG_PASSWORD,
    name: '김민지',
    agreements: { terms: true, privacy: true, marketing: false },
    ...fields,
  };
}

let emailCount = 0;
/** A fresh address per call: the PostgreSQL test database is shared by every file of a run. */
export function uniqueEmail(tag = 'user'): string {
  emailCount += 1;
  return `${tag}-${Date.now().toString(36)}-${emailCount}@example.com`;
}

export const VALID_PROFILE = {
  nickname: '민지',
  gender: 'female',
  birth_year: 2000,
  region: '11',
  income: '24_35m',
  employment: 'job_seeker',
  detailed_category: ['freelancer'],
  marital_status: 'single',
  interests: ['housing', 'jobs'],
} as const;
