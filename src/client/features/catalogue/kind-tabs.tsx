import type { KeyboardEvent } from 'react';
import { ITEM_KINDS, type ItemKind } from '../../../shared/routes.js';
import { useTranslation } from '../../i18n/index.js';
import { Link } from '../../lib/router.js';
import styles from './kind-tabs.module.css';

/** A list of every kind, or of one: the search's results, one's bookmarks. */
export type KindTab = ItemKind | 'all';
export const KIND_TABS: readonly KindTab[] = ['all', ...ITEM_KINDS];

/**
 * The kinds as tabs (전체 · 정책 · 행사·교육 · 영상, the words of `search.kinds`), each a link to
 * its address (`searchOf`) that opens in place (`onSelect`). Arrows, Home and End move between
 * them. `countOf` adds each tab's count where the page knows them (undefined while loading).
 */
export function KindTabs({
  label,
  selected,
  panelId,
  tabId,
  searchOf,
  onSelect,
  countOf,
  areCountsCapped = false,
}: {
  label: string;
  selected: KindTab;
  panelId: string;
  tabId: (tab: KindTab) => string;
  searchOf: (tab: KindTab) => string;
  onSelect: (tab: KindTab) => void;
  countOf?: (tab: KindTab) => number | undefined;
  /** The counts are lower bounds (a search counted only its newest 1,000 matches): "N+". */
  areCountsCapped?: boolean;
}) {
  const { t, locale } = useTranslation();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0 || at < 0) return;
    event.preventDefault();
    tabs[next]!.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {KIND_TABS.map((tab) => {
        const isSelected = tab === selected;
        const count = countOf?.(tab);
        return (
          <Link
            key={tab}
            id={tabId(tab)}
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`${styles.tab} ${isSelected ? styles.tabSelected : ''}`}
            to={{ search: searchOf(tab) }}
            replace
            onClick={(event) => {
              event.preventDefault();
              if (!isSelected) onSelect(tab);
            }}
          >
            {t(`search.kinds.${tab}`)}
            {countOf && (
              <span className={styles.count}>
                {count === undefined ? (
                  <span className={styles.countBone} aria-hidden="true" />
                ) : (
                  <>
                    <span aria-hidden="true">
                      {`${count.toLocaleString(locale)}${areCountsCapped ? '+' : ''}`}
                    </span>
                    <span className="visually-hidden">
                      {t(areCountsCapped ? 'search.tabCountCapped' : 'search.tabCount', {
                        count: count.toLocaleString(locale),
                      })}
                    </span>
                  </>
                )}
              </span>
            )}
          </Link>
        );
      })}
    </div>
  );
}
