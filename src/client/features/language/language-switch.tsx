import { changeLocale, useTranslation } from '../../i18n/index.js';

/** One button that switches between 한국어 and English; the choice is remembered. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useTranslation();
  const next = locale === 'ko-KR' ? 'en-US' : 'ko-KR';
  return (
    <button
      type="button"
      className={className}
      lang={next}
      aria-label={t('nav.languageSwitchLabel')}
      onClick={() => void changeLocale(next)}
    >
      {t('nav.languageSwitch')}
    </button>
  );
}
