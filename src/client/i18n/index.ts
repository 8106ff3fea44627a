import { useSyncExternalStore } from 'react';
import { COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE } from '../../shared/constants.js';
import { interpolate, lookup, type MessageValues } from '../../shared/i18n/format.js';
import { ko, type Messages } from '../../shared/i18n/ko.js';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../shared/locale.js';
import { isSecureCookieEnv } from '../lib/app-env.js';
import { writeCookie } from '../lib/cookies.js';

/**
 * The client's translations: the shared catalogues, the current locale and a hook that re-renders
 * on a switch. Korean ships in the main bundle; English loads only for those who read it.
 */
let state: { locale: Locale; messages: Messages } = { locale: DEFAULT_LOCALE, messages: ko };
const listeners = new Set<() => void>();
const LOCALE_STORAGE_KEY = LOCALE_COOKIE;

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of a page the server rendered (its `<html lang>`, which the markup is written in),
 * else the header switch's choice, else the browser's first language (en-* → English, else Korean).
 */
export function initialLocale(isServerRendered = false): Locale {
  const pageLang = document.documentElement.lang;
  if (isServerRendered && isLocale(pageLang)) return pageLang;
  return (
    storedLocale() ??
    pickLocale(navigator.languages.length ? navigator.languages : [navigator.language])
  );
}

async function messagesFor(locale: Locale): Promise<Messages> {
  if (locale === 'ko-KR') return ko;
  return (await import('../../shared/i18n/en.js')).en;
}

async function applyLocale(locale: Locale) {
  state = { locale, messages: await messagesFor(locale) };
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

export async function initI18n(locale: Locale): Promise<void> {
  await applyLocale(locale);
}

export function currentLocale(): Locale {
  return state.locale;
}

/** Switches the language and remembers it (storage for the client, a cookie for the server's HTML). */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still remembers the choice.
  }
  writeCookie(LOCALE_COOKIE, locale, COOKIE_MAX_AGE_SECONDS * 12, isSecureCookieEnv());
  await applyLocale(locale);
}

/** Text for a key in the current language; the key itself if the catalogue lacks it. */
export function t(key: string, values?: MessageValues): string {
  const text = lookup(state.messages, key);
  if (typeof text === 'string') return interpolate(text, values);
  if (import.meta.env.DEV) console.warn(`missing translation: ${key}`);
  return key;
}

/** A list of texts (intro steps, …) in the current language. */
export function tList(key: string): string[] {
  const list = lookup(state.messages, key);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the component when the language changes. */
export function useTranslation() {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return { t, tList, locale };
}
