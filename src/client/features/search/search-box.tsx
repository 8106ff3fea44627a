import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cleanKeyword, searchPath } from '../../../shared/search-address.js';
import { detailPath } from '../../../shared/routes.js';
import { CloseIcon } from '../../components/ui/close-icon.js';
import { useTranslation } from '../../i18n/index.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { Marked } from './marked.js';
import { SearchField } from './search-field.js';
import { rememberSearch, useRecentSearches } from './recent-searches.js';
import type { Suggestion } from './suggest-engine.js';
import { preloadSuggestions, useSearchSuggestions } from './use-search-suggestions.js';
import styles from './search-box.module.css';

/**
 * The search box of the header, the home hero and the search page: a combobox (WAI-ARIA 1.2)
 * whose list shows, while the box is empty, the recent searches of this device, and as you type
 * the best few results, each opening its details. Enter without a chosen option opens the search
 * page for the words typed. Focus stays in the box; arrows move through the options
 * (`aria-activedescendant`), Escape closes the list, and a polite live region says how many
 * options there are.
 */

type Option =
  | { type: 'recent'; keyword: string }
  | { type: 'item'; item: Suggestion }
  | { type: 'all'; keyword: string };

export interface SearchBoxProps {
  id: string;
  formClassName?: string;
  inputClassName?: string;
  popupClassName?: string;
  /**
   * The large box with a visible submit button (the home hero, the search page); the header's
   * relies on Enter.
   */
  submitLabel?: string;
  defaultValue?: string;
  /** The words were typed by the visitor (in the header's stand-in), so suggest for them. */
  isTyped?: boolean;
  autoFocus?: boolean;
  /** After the box sent the visitor somewhere (the phone header closes its search bar). */
  onLeave?: () => void;
  /** Escape while the list is closed. */
  onEscape?: () => void;
}

function ClockIcon() {
  return (
    <svg className={styles.optionIcon} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path
        d="M8 4.8V8l2.2 1.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.optionIcon} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="7" cy="7" r="4.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="m10.6 10.6 3.4 3.4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function SearchBox({
  id,
  formClassName,
  inputClassName,
  popupClassName,
  submitLabel,
  defaultValue = '',
  isTyped = false,
  autoFocus = false,
  onLeave,
  onEscape,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-listbox`;
  const statusId = useId();
  const [value, setValue] = useState(defaultValue);
  // Open on the page it was opened on: another page closes it (the box keeps its words).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === location.key;
  const setIsOpen = (open: boolean) => {
    setOpenOn(open ? location.key : null);
    setActive(-1);
  };
  const [active, setActive] = useState(-1);
  // A box that arrives filled (the search page) suggests only once the visitor types.
  const [hasTyped, setHasTyped] = useState(isTyped);
  const recent = useRecentSearches();

  const keyword = cleanKeyword(value);
  const mode = keyword ? 'suggest' : 'recent';
  const { state: suggestState, shown } = useSearchSuggestions(value, isOpen && mode === 'suggest');
  const suggestions = mode === 'suggest' ? shown : undefined;

  const options: Option[] =
    mode === 'recent'
      ? recent.items.map((k) => ({ type: 'recent', keyword: k }))
      : [
          ...(suggestions?.items ?? []).map((item): Option => ({ type: 'item', item })),
          { type: 'all', keyword },
        ];
  const isShown = isOpen && options.length > 0;
  const activeIndex = isShown && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Taking over from the header's stand-in mid-typing: go on typing after the words, not before.
  useEffect(() => {
    const input = inputRef.current;
    if (autoFocus && input && input.value)
      input.setSelectionRange(input.value.length, input.value.length);
    // Once, as the box arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Clicks and taps outside close the list.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => setIsOpen(false);

  const search = (words: string) => {
    const clean = cleanKeyword(words);
    if (clean) rememberSearch(clean);
    close();
    navigate(clean ? searchPath(clean) : '/search/');
    onLeave?.();
  };

  const choose = (option: Option) => {
    switch (option.type) {
      case 'recent':
        setValue(option.keyword);
        search(option.keyword);
        return;
      case 'all':
        search(option.keyword);
        return;
      case 'item':
        rememberSearch(keyword);
        close();
        navigate(detailPath(option.item.kind, option.item.cid));
        onLeave?.();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that finish a Hangul syllable belong to the input method, not to the list.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isShown) {
          setIsOpen(true);
          setHasTyped(true);
          return;
        }
        // Past either end, back to the box itself.
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = activeIndex + step;
        setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
        return;
      }
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex]!);
        }
        return;
      case 'Escape':
        if (isShown) {
          // The browser would also empty a search field.
          event.preventDefault();
          close();
        } else if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      case 'Delete':
        if (activeIndex >= 0 && options[activeIndex]?.type === 'recent') {
          event.preventDefault();
          recent.remove((options[activeIndex] as { keyword: string }).keyword);
        }
    }
  };

  const announcement = !isShown
    ? ''
    : mode === 'recent'
      ? t('search.recent.count', { count: options.length })
      : suggestState.status === 'failed'
        ? t('search.suggest.failed')
        : !suggestions || suggestions.keyword !== keyword
          ? ''
          : suggestions.items.length
            ? t('search.suggest.count', { count: suggestions.items.length })
            : t('search.suggest.none', { keyword });

  const renderOption = (option: Option, index: number): ReactNode => {
    const isActive = index === activeIndex;
    const common = {
      id: optionId(index),
      role: 'option',
      'aria-selected': isActive,
      className: `${styles.option} ${isActive ? styles.optionActive : ''}`,
      // Keep the focus in the box: the choice happens on click.
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onClick: () => choose(option),
      onPointerMove: () => setActive(index),
    } as const;
    switch (option.type) {
      case 'recent':
        return (
          <li key={`recent:${option.keyword}`} {...common}>
            <ClockIcon />
            <span className={styles.optionText}>{option.keyword}</span>
            {/* Pointer only: keyboards remove with Delete, and the search page lists them with buttons. */}
            <span
              className={styles.remove}
              aria-hidden="true"
              title={t('search.recent.remove', { keyword: option.keyword })}
              onClick={(event) => {
                event.stopPropagation();
                recent.remove(option.keyword);
              }}
            >
              <CloseIcon />
            </span>
          </li>
        );
      case 'item':
        return (
          <li key={`item:${option.item.cid}`} {...common}>
            <span className={styles.kind}>{t(`search.kind.${option.item.kind}`)}</span>
            <span className={styles.optionText}>
              <Marked parts={option.item.titleParts} />
            </span>
          </li>
        );
      case 'all':
        return (
          <li key="all" {...common} className={`${common.className} ${styles.all}`}>
            <SearchIcon />
            <span className={styles.optionText}>
              {t('search.suggest.all', { keyword: option.keyword })}
            </span>
          </li>
        );
    }
  };

  return (
    <SearchField
      ref={inputRef}
      id={id}
      formClassName={formClassName}
      inputClassName={inputClassName}
      submitLabel={submitLabel}
      form={{
        ref: formRef,
        onSubmit,
        onBlur: (event) => {
          if (!formRef.current?.contains(event.relatedTarget as Node | null)) close();
        },
      }}
      input={{
        'aria-expanded': isShown,
        'aria-controls': listboxId,
        'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
        autoFocus,
        value,
        onChange: (event) => {
          setValue(event.target.value);
          setHasTyped(true);
          setIsOpen(true);
        },
        onFocus: () => {
          preloadSuggestions();
          if (!keyword || hasTyped) setIsOpen(true);
        },
        onClick: () => {
          if (!keyword || hasTyped) setIsOpen(true);
        },
        onKeyDown,
      }}
    >
      <div className={[styles.popup, popupClassName].filter(Boolean).join(' ')} hidden={!isShown}>
        {mode === 'recent' && (
          <div className={styles.popupHeader}>
            <span className={styles.popupTitle} id={`${id}-recent-title`}>
              {t('search.recent.title')}
            </span>
            <button
              type="button"
              className={styles.clear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                recent.clear();
                inputRef.current?.focus();
              }}
            >
              {t('search.recent.clear')}
            </button>
          </div>
        )}
        <ul
          id={listboxId}
          role="listbox"
          className={styles.listbox}
          aria-label={mode === 'recent' ? t('search.recent.title') : t('search.suggest.label')}
        >
          {isShown && options.map(renderOption)}
        </ul>
        {mode === 'suggest' &&
          suggestions &&
          suggestions.keyword === keyword &&
          !suggestions.items.length && (
            <p className={styles.none}>{t('search.suggest.none', { keyword })}</p>
          )}
      </div>
      <span id={statusId} className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </SearchField>
  );
}
