import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` as "screen | 청년혜택" in the current language (home shows the tagline). */
export function usePageTitle(titleKey: string | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const appName = t('common.appName');
    document.title = titleKey ? `${t(titleKey)} | ${appName}` : `${appName} | ${t('common.tagline')}`;
  }, [t, titleKey, i18n.language]);
}
