import { useEffect } from 'react';
import { formatPageTitle } from '../../shared/i18n/format.js';
import { useTranslation } from '../i18n/index.js';

/** Keeps `<title>` in the current language, formatted as the server does. */
export function usePageTitle(titleKey: string | undefined): void {
  const { t, locale } = useTranslation();
  useEffect(() => {
    document.title = formatPageTitle(t, titleKey);
  }, [t, titleKey, locale]);
}

/**
 * A screen's own `<title>` (an item's, a search's) in place of its route's. The layout sets the
 * route's title in its own effect, which runs after the screen's in the same commit, so this one
 * is written a microtask later.
 */
export function useScreenTitle(title: string): void {
  // A language switch sets the route's title again; this one follows it.
  const { locale } = useTranslation();
  useEffect(() => {
    let isCurrent = true;
    queueMicrotask(() => {
      if (isCurrent) document.title = title;
    });
    return () => {
      isCurrent = false;
    };
  }, [title, locale]);
}
