import { useEffect, useId, useRef, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../../shared/constants.js';
import type { ListAnswer, ListItem } from '../../../shared/contract/catalogue.js';
import { ITEM_KINDS, KIND_PATHS, type ItemKind } from '../../../shared/routes.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { CloseIcon } from '../../components/ui/close-icon.js';
import { Notice } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import type { QueryCache } from '../../lib/query/query-cache.js';
import { useQueryCache } from '../../lib/query/use-query.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { ItemCard } from '../catalogue/item-card.js';
import { KindTabs, type KindTab } from '../catalogue/kind-tabs.js';
import { ListProgress, ListResults, ListTotal } from '../catalogue/list-parts.js';
import { usePagedList } from '../catalogue/use-catalogue-list.js';
import { withItemsFirst, withoutItems } from './saved-pages.js';
import listStyles from '../catalogue/catalogue-list.module.css';
import toastStyles from './toast.module.css';
import styles from './saved-items-screen.module.css';

/**
 * The account's bookmark page (product §2 Bookmark, issue 12): the saved items, newest saved
 * first, as the lists' cards with infinite scroll; tabs by kind (in the address, `?kind=event`);
 * select several and delete them, with an undo; closed items stay, labelled 마감 on their card.
 */

const LIST_NAMES: Record<ItemKind, string> = {
  policy: 'nav.policies',
  event: 'nav.events',
  video: 'nav.videos',
};

function kindIn(search: string): ItemKind | undefined {
  const kind = new URLSearchParams(search).get('kind');
  return ITEM_KINDS.find((known) => known === kind);
}

const searchOf = (tab: KindTab) => (tab === 'all' ? '' : `?kind=${tab}`);

/** The writes' code (the saved cids, the API client) comes when a delete is pressed. */
const loadActions = () => import('./bookmark-actions.js');

/** Every loaded bookmark list (each tab's), read again after a delete or an undo. */
const isBookmarkList = (key: string) => key.startsWith('bookmark/read {');

/** Changes the pages under `key` at once; returns how to put them back. */
function changePages(
  cache: QueryCache,
  key: string,
  change: (pages: readonly ListAnswer[]) => ListAnswer[],
): () => void {
  const before = cache.snapshot<ListAnswer[]>(key).data;
  if (!before) return () => undefined;
  cache.setData(key, change(before), 'local');
  return () => cache.setData(key, before, 'local');
}

interface Message {
  text: string;
  /** The items a delete removed, while they may still be brought back. */
  undo?: ListItem[];
}

export function SavedItemsScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const cache = useQueryCache();
  const kind = kindIn(location.search);
  const { state, loadMore, retry, cacheKey } = usePagedList(
    'bookmark/read',
    (page) => ({
      filters: kind ? { kind: [kind] } : {},
      pagination: { current_page_no: page, item_no_per_page: LIST_PAGE_SIZE },
    }),
    kind ?? 'all',
  );
  const [isSelecting, setIsSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<Message | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const tabId = (tab: KindTab) => `${idPrefix}-tab-${tab}`;
  const isReady = state.status === 'ready';

  const stopSelecting = () => {
    setIsSelecting(false);
    setSelected(new Set());
  };

  const select = (cid: string, isOn: boolean) => {
    const next = new Set(selected);
    if (isOn) next.add(cid);
    else next.delete(cid);
    setSelected(next);
  };

  const remove = async () => {
    const items = state.items.filter((item) => selected.has(item.cid));
    if (items.length === 0) return;
    const cids = items.map((item) => item.cid);
    stopSelecting();
    setMessage(null);
    const { changeBookmarks } = await loadActions();
    const isDone = await changeBookmarks(cache, {
      cids,
      isSaved: false,
      applyOnScreen: () => changePages(cache, cacheKey, (pages) => withoutItems(pages, cids)),
    });
    if (!isDone) {
      setMessage({ text: t('bookmarks.deleteFailed') });
      return;
    }
    cache.invalidate(isBookmarkList);
    setMessage({ text: t('bookmarks.deleted', { count: items.length }), undo: items });
  };

  // The selected cards are gone: the undo is where the keyboard goes on from. Focused once the
  // message is on screen (a frame's delay may come before React has drawn it on a busy page).
  const undoShown = message?.undo;
  useEffect(() => {
    if (undoShown) undoRef.current?.focus();
  }, [undoShown]);

  const undo = async (items: ListItem[]) => {
    setMessage(null);
    const shown = items.filter((item) => !kind || item.kind === kind);
    const { changeBookmarks } = await loadActions();
    const isDone = await changeBookmarks(cache, {
      // Saved again oldest first, so they come back in the order they had.
      cids: items.map((item) => item.cid).reverse(),
      isSaved: true,
      applyOnScreen: () => changePages(cache, cacheKey, (pages) => withItemsFirst(pages, shown)),
    });
    if (isDone) cache.invalidate(isBookmarkList);
    setMessage({
      text: isDone ? t('bookmarks.undone', { count: items.length }) : t('bookmarks.undoFailed'),
    });
  };

  return (
    <>
      <KindTabs
        label={t('bookmarks.kindTabs')}
        selected={kind ?? 'all'}
        panelId={panelId}
        tabId={tabId}
        searchOf={searchOf}
        onSelect={(tab) => {
          stopSelecting();
          navigate({ search: searchOf(tab) }, { replace: true });
        }}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(kind ?? 'all')}>
        {!(isReady && state.items.length === 0) && (
          <div className={listStyles.summaryRow}>
            {isSelecting ? (
              <p className={listStyles.total}>
                {t('bookmarks.selected', { count: selected.size })}
              </p>
            ) : (
              <ListTotal state={state} />
            )}
            {isReady && (
              <div className={listStyles.summaryControls}>
                {isSelecting ? (
                  <>
                    <Button
                      variant="ghost"
                      className={styles.small}
                      onClick={() => setSelected(new Set(state.items.map((item) => item.cid)))}
                    >
                      {t('bookmarks.selectAll')}
                    </Button>
                    <Button
                      className={styles.small}
                      disabled={selected.size === 0}
                      onClick={() => void remove()}
                    >
                      {t('bookmarks.deleteSelected')}
                    </Button>
                    <Button variant="secondary" className={styles.small} onClick={stopSelecting}>
                      {t('bookmarks.selectDone')}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="secondary"
                    className={styles.small}
                    onClick={() => setIsSelecting(true)}
                  >
                    {t('bookmarks.select')}
                  </Button>
                )}
              </div>
            )}
          </div>
        )}
        <ListProgress state={state} retry={retry} shape={{ kind: kind ?? 'policy' }} />

        {isReady && state.items.length === 0 && (
          <Notice title={t(`bookmarks.empty.${kind ?? 'all'}`)} body={t('bookmarks.emptyBody')}>
            <ul className={styles.lists}>
              {(kind ? [kind] : ITEM_KINDS).map((listKind) => (
                <li key={listKind}>
                  <ButtonLink variant="ghost" to={KIND_PATHS[listKind].list}>
                    {t(LIST_NAMES[listKind])}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </Notice>
        )}

        {isReady && state.items.length > 0 && (
          <ListResults
            state={state}
            loadMore={loadMore}
            title={t('pages.account.bookmark')}
            shape={{ kind: kind ?? 'policy' }}
            renderItem={(item) => (
              <div className={styles.item}>
                <ItemCard item={item} showKind={!kind} />
                {isSelecting && (
                  <label className={styles.pick}>
                    <input
                      type="checkbox"
                      className={styles.pickInput}
                      checked={selected.has(item.cid)}
                      onChange={(event) => select(item.cid, event.target.checked)}
                    />
                    <span className={styles.pickMark} aria-hidden="true">
                      <svg viewBox="0 0 24 24">
                        <path
                          d="m6 12.5 4 4 8-9"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2.6"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </span>
                    <span className="visually-hidden">
                      {t('bookmarks.selectItem', { title: item.title })}
                    </span>
                  </label>
                )}
              </div>
            )}
          />
        )}
      </div>

      <p className="visually-hidden" role="status">
        {message?.text}
      </p>
      {message && (
        <div className={toastStyles.region}>
          <div className={toastStyles.toast}>
            <span aria-hidden="true">{message.text}</span>
            {message.undo && (
              <button
                ref={undoRef}
                type="button"
                className={styles.undo}
                onClick={() => void undo(message.undo!)}
              >
                {t('bookmarks.undo')}
              </button>
            )}
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('common.close')}
              onClick={() => setMessage(null)}
            >
              <CloseIcon />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
