import { useEffect, useState, type ReactNode } from 'react';
import { SIGNED_FLAG_COOKIE } from '../../../shared/constants.js';
import { useTranslation } from '../../i18n/index.js';
import { readCookie } from '../../lib/cookies.js';
import { useQuery } from '../../lib/query/use-query.js';
import { isSavedIn, SAVED_CIDS_KEY, type SavedCids } from './saved-cids.js';
import styles from './bookmark-toggle.module.css';

/**
 * The bookmark toggle of every card and of the detail's bottom bar (issue 12). Its code is not in
 * any page's first JavaScript (product §15 budget, decision 016): the card and the bar load it
 * with `lazy`, so the server's markup shows it at once and it comes to life a moment later. What
 * a press does (the sign-in question, the optimistic write, the messages) loads on the first press.
 */
const loadActions = () => import('./bookmark-actions.js');

/** The saved cids are read by the actions (`showSavedState`), never by a card. */
const readBySomeoneElse = () => new Promise<never>(() => undefined);

/** A ribbon, outlined; filled once saved. Decorative: its button carries the words. */
function BookmarkIcon({ className, isFilled }: { className?: string; isFilled: boolean }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.5-6.5 4.5v-16a1 1 0 0 1 1-1Z"
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Whether `cid` is saved (from the one saved-cids read, decision 016), `toggle()` for a press, and
 * `question`: the sign-in question a visitor's press opens, to render beside the button.
 */
function useBookmarkToggle(cid: string) {
  const { snapshot, cache } = useQuery<SavedCids>(SAVED_CIDS_KEY, readBySomeoneElse, {
    freshMs: Infinity,
    enabled: false,
  });
  const isSaved = isSavedIn(snapshot.data, cid);
  const [question, setQuestion] = useState<ReactNode>(null);

  useEffect(() => {
    // Only someone who may be signed in loads anything before a press.
    if (readCookie(SIGNED_FLAG_COOKIE) === undefined) return;
    loadActions().then(
      (actions) => actions.showSavedState(cache),
      () => undefined,
    );
  }, [cache]);

  const toggle = () => {
    loadActions().then(
      async (actions) => {
        if ((await actions.toggleBookmark(cache, cid)) === 'sign_in') {
          setQuestion(actions.signInQuestion(cid, () => setQuestion(null)));
        }
      },
      () => undefined,
    );
  };
  return { isSaved, toggle, question };
}

/** How the detail's bottom bar draws its buttons: the toggle takes the same classes there. */
export interface BarLook {
  className: string;
  iconClassName: string;
  textClassName: string;
}

/**
 * The toggle. On a card (no `bar`): the ribbon in the card's top right corner, named with the
 * item's title. In the detail's bottom bar: the same ribbon over the word 북마크, drawn as the
 * bar's other buttons are. One component, so both load in one `lazy` chunk.
 */
export default function BookmarkToggle({
  cid,
  title,
  bar,
}: {
  cid: string;
  title?: string;
  bar?: BarLook;
}) {
  const { t } = useTranslation();
  const { isSaved, toggle, question } = useBookmarkToggle(cid);
  return (
    <>
      <button
        type="button"
        className={bar ? bar.className : styles.toggle}
        aria-pressed={isSaved}
        aria-label={bar ? undefined : t('bookmark.cardLabel', { title: title ?? '' })}
        onClick={toggle}
      >
        <BookmarkIcon className={bar ? bar.iconClassName : styles.icon} isFilled={isSaved} />
        {bar && <span className={bar.textClassName}>{t('bookmark.label')}</span>}
      </button>
      {question}
    </>
  );
}
