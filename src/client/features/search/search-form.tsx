import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router.js';
import { KEYWORD_MAX_LENGTH } from '../../../shared/constants.js';
import { useTranslation } from '../../i18n/index.js';

export interface SearchFormProps {
  id: string;
  formClassName?: string;
  inputClassName?: string;
  /** A visible submit button (the home hero); the header relies on the keyboard's search key. */
  submit?: { label: string; className?: string };
}

/** A search box that opens `/search/?keyword=…` (the search issue adds suggestions as you type). */
export function SearchForm({ id, formClassName, inputClassName, submit }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = keyword.trim();
    navigate(query ? `/search/?keyword=${encodeURIComponent(query)}` : '/search/');
  };

  return (
    <form role="search" className={formClassName} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('nav.searchLabel')}
      </label>
      <input
        id={id}
        className={inputClassName}
        type="search"
        name="keyword"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        maxLength={KEYWORD_MAX_LENGTH}
        enterKeyHint="search"
      />
      {submit && (
        <button type="submit" className={submit.className}>
          {submit.label}
        </button>
      )}
    </form>
  );
}
