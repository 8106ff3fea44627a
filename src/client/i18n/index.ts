import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE } from '../../shared/constants.js';
import { interpolate, lookup, mergeCopy, type MessageValues } from '../../shared/i18n/format.js';
import { koCore } from '../../shared/i18n/ko/core.js';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../shared/locale.js';
import { isSecureCookieEnv } from '../lib/app-env.js';
import { writeCookie } from '../lib/cookies.js';

/**
 * The client's translations: the shared catalogues, the current locale and a hook that re-renders
 * on a switch. The Korean core ships in the main bundle; English loads only for those who read it.
 * The copy of an area of pages (accounts, details) comes with those pages: see `CopyArea`.
 */
/** Some of a catalogue's sections, or parts of them (see `mergeCopy`). */
type Copy = object;
let state: { locale: Locale; messages: Copy } = { locale: DEFAULT_LOCALE, messages: koCore };
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

/**
 * The copy of an area of pages. Its Korean text is imported by the pages' code (so it counts in
 * their bundle and arrives with it); the English text loads when needed. A screen module names
 * its areas in `copyAreas`; the screen loader waits for them (routes.tsx).
 */
export interface CopyArea {
  ko: Copy;
  en: () => Promise<Copy>;
}

/** The areas added so far, each with its first load (a failed one is forgotten, to be retried). */
const areaLoads = new Map<CopyArea, Promise<void>>();

async function copyOf(locale: Locale, area?: CopyArea): Promise<Copy> {
  if (locale === 'ko-KR') return area ? area.ko : koCore;
  return area ? area.en() : (await import('../../shared/i18n/en/core.js')).enCore;
}

function publish(next: typeof state) {
  state = next;
  listeners.forEach((listener) => listener());
}

async function applyLocale(locale: Locale) {
  let included: CopyArea[];
  let parts: Copy[];
  // An area added while this one loads (a screen arriving) is loaded in this language too.
  do {
    included = [...areaLoads.keys()];
    parts = await Promise.all([undefined, ...included].map((area) => copyOf(locale, area)));
  } while (areaLoads.size !== included.length);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  publish({ locale, messages: mergeCopy(...parts) });
}

/** Adds an area's copy in the current language; resolves when its texts are there. */
export function loadCopyArea(area: CopyArea): Promise<void> {
  let load = areaLoads.get(area);
  if (!load) {
    const { locale } = state;
    load = copyOf(locale, area).then(
      (part) => {
        // Another language was chosen meanwhile: its applyLocale includes this area.
        if (state.locale === locale) publish({ locale, messages: mergeCopy(state.messages, part) });
      },
      (error: unknown) => {
        areaLoads.delete(area);
        throw error;
      },
    );
    areaLoads.set(area, load);
  }
  return load;
}

export async function initI18n(locale: Locale): Promise<void> {
  await applyLocale(locale);
}

export function currentLocale(): Locale {
  return state.locale;
}

function currentState() {
  return state;
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

function textIn(messages: Copy, key: string, values?: MessageValues): string {
  const text = lookup(messages, key);
  if (typeof text === 'string') return interpolate(text, values);
  if (import.meta.env.DEV) console.warn(`missing translation: ${key}`);
  return key;
}

function listIn(messages: Copy, key: string): string[] {
  const list = lookup(messages, key);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** Text for a key in the current language; the key itself if the catalogue lacks it. */
export function t(key: string, values?: MessageValues): string {
  return textIn(state.messages, key, values);
}

/** A list of texts (intro steps, …) in the current language. */
export function tList(key: string): string[] {
  return listIn(state.messages, key);
}

/** A language with its texts: the whole copy one render needs. */
export interface Translation {
  locale: Locale;
  messages: Copy;
}

/**
 * A render's own language (the server renders several pages at once, each in its reader's
 * language). The browser renders one visitor's pages and gives none: the module state is theirs.
 */
const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({
  translation,
  children,
}: {
  translation: Translation;
  children: ReactNode;
}) {
  return createElement(TranslationContext, { value: translation }, children);
}

/** Per language, the copy with every area added so far (recomputed when an area is added). */
const translations = new Map<Locale, { areaCount: number; loading: Promise<Translation> }>();

/** The core and every area's copy in `locale`, leaving the module's own language as it is. */
export function loadTranslation(locale: Locale): Promise<Translation> {
  const known = translations.get(locale);
  if (known && known.areaCount === areaLoads.size) return known.loading;
  const areas = [...areaLoads.keys()];
  const loading = Promise.all([undefined, ...areas].map((area) => copyOf(locale, area))).then(
    (parts) => ({ locale, messages: mergeCopy(...parts) }),
  );
  translations.set(locale, { areaCount: areas.length, loading });
  loading.catch(() => translations.delete(locale));
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The render's language (see `TranslationProvider`); re-renders the component when it changes. */
export function useTranslation() {
  const given = useContext(TranslationContext);
  // The snapshot is the whole state, so an area's copy arriving re-renders too.
  const { locale } = useSyncExternalStore(subscribe, currentState, currentState);
  const own = useMemo(
    () =>
      given && {
        t: (key: string, values?: MessageValues) => textIn(given.messages, key, values),
        tList: (key: string) => listIn(given.messages, key),
        locale: given.locale,
      },
    [given],
  );
  // Without a render's own language, the module's functions: the same on every render.
  return own ?? { t, tList, locale };
}
