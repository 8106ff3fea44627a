import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE } from '../../shared/constants.js';
import { ko } from '../../shared/i18n/ko.js';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../shared/locale.js';
import { isSecureCookieEnv } from '../lib/app-env.js';
import { writeCookie } from '../lib/cookies.js';

/** The switch's choice is remembered here and in a cookie (so the server's HTML matches it). */
const LOCALE_STORAGE_KEY = LOCALE_COOKIE;

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The header switch's choice, else the browser's first language (English for en-*, else Korean). */
export function initialLocale(): Locale {
  return storedLocale() ?? pickLocale(navigator.languages.length ? navigator.languages : [navigator.language]);
}

// Korean ships in the main bundle; English loads only for those who read it.
async function ensureResources(locale: Locale) {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const { en } = await import('../../shared/i18n/en.js');
  i18next.addResourceBundle(locale, 'translation', en);
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
}

export async function initI18n(locale: Locale): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [DEFAULT_LOCALE]: { translation: ko } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale !== DEFAULT_LOCALE) {
    await ensureResources(locale);
    await i18next.changeLanguage(locale);
  }
  applyToDocument(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await ensureResources(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still remembers the choice.
  }
  writeCookie(LOCALE_COOKIE, locale, COOKIE_MAX_AGE_SECONDS * 12, isSecureCookieEnv());
  await i18next.changeLanguage(locale);
  applyToDocument(locale);
}
