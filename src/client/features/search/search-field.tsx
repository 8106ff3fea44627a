import {
  forwardRef,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { KEYWORD_MAX_LENGTH } from '../../../shared/constants.js';
import { useTranslation } from '../../i18n/index.js';
import buttonStyles from '../../components/ui/button.module.css';
import styles from './search-box.module.css';

/**
 * The frame every search box draws (the combobox, and the stand-in before its code arrives): the
 * form, its label, the field and the hero's button, so both look and read the same.
 */
export interface SearchFieldProps {
  id: string;
  formClassName?: string | undefined;
  inputClassName?: string | undefined;
  submitLabel?: string | undefined;
  form?: FormHTMLAttributes<HTMLFormElement> & { ref?: React.Ref<HTMLFormElement> };
  input: InputHTMLAttributes<HTMLInputElement>;
  /** What follows the field inside the form (the combobox's list and status). */
  children?: ReactNode;
}

export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { id, formClassName, inputClassName, submitLabel, form, input, children },
  inputRef,
) {
  const { t } = useTranslation();
  return (
    <form
      {...form}
      role="search"
      className={[styles.box, submitLabel && styles.hero, formClassName].filter(Boolean).join(' ')}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('nav.searchLabel')}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={submitLabel ? styles.heroInput : inputClassName}
        type="search"
        name="keyword"
        role="combobox"
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={t('nav.searchPlaceholder')}
        maxLength={KEYWORD_MAX_LENGTH}
        enterKeyHint="search"
      />
      {submitLabel && (
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.heroButton}`}
        >
          {submitLabel}
        </button>
      )}
      {children}
    </form>
  );
});
