import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.js';
import { useTranslation } from '../../i18n/index.js';
import styles from './catalogue-list.module.css';

export interface SheetOption {
  value: string;
  label: string;
  count: number | undefined;
}

/**
 * The options of one filter, chosen together and applied at once: a bottom sheet on phones, a
 * dialog on larger screens (the native <dialog>: focus stays inside, Escape closes). Counts say
 * how many items each option has.
 */
export function FilterSheet({
  title,
  options,
  selected,
  state,
  onApply,
  onClose,
  onRetry,
}: {
  title: string;
  options: SheetOption[];
  selected: readonly string[];
  state: 'loading' | 'ready' | 'failed';
  onApply(values: string[]): void;
  onClose(): void;
  onRetry(): void;
}) {
  const { t, locale } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pending, setPending] = useState(() => new Set(selected));

  useEffect(() => {
    const dialog = ref.current;
    // The sheet unmounts when it closes; focus goes back to the button that opened it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(options.map((o) => o.value).filter((value) => pending.has(value)));
  };

  const toggle = (value: string, isOn: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (isOn) next.add(value);
      else next.delete(value);
      return next;
    });

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A tap on the dimmed backdrop (the dialog box itself, outside its content) closes.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <form className={styles.sheetBody} onSubmit={submit}>
        <div className={styles.sheetHeader}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.sheetClose}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <fieldset className={styles.sheetOptions}>
          <legend className="visually-hidden">{title}</legend>
          {options.map((option) => {
            const isChecked = pending.has(option.value);
            const isEmpty = option.count === 0 && !isChecked;
            return (
              <label
                key={option.value}
                className={`${styles.option} ${isEmpty ? styles.optionEmpty : ''}`}
              >
                <input
                  type="checkbox"
                  className={styles.optionInput}
                  name={option.value}
                  checked={isChecked}
                  disabled={isEmpty}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span className={styles.optionLabel}>{option.label}</span>
                {option.count !== undefined && (
                  <span className={styles.optionCount}>{option.count.toLocaleString(locale)}</span>
                )}
              </label>
            );
          })}
        </fieldset>
        {state === 'failed' && (
          <p className={styles.sheetNote} role="alert">
            {t('list.filtersFailed')}{' '}
            <button type="button" className={styles.textButton} onClick={onRetry}>
              {t('common.retry')}
            </button>
          </p>
        )}
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => setPending(new Set())}>
            {t('list.clearGroup')}
          </Button>
          <Button type="submit">{t('list.apply')}</Button>
        </div>
      </form>
    </dialog>
  );
}
