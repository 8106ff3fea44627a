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
