import { useEffect } from 'react';
import { useTranslation } from '../i18n/index.js';

/** Sets `<title>` as "screen | 청년혜택" in the current language (home shows the tagline). */
export function usePageTitle(titleKey: string | undefined): void {
  const { t, locale } = useTranslation();
  useEffect(() => {
    const appName = t('common.appName');
    document.title = titleKey
      ? `${t(titleKey)} | ${appName}`
      : `${appName} | ${t('common.tagline')}`;
  }, [t, titleKey, locale]);
}
