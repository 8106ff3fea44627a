import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Hidden } from '../../../shared/contract/comment.js';
import type { ModerationTarget } from '../../../shared/contract/report.js';
import { useTranslation } from '../../i18n/index.js';
import { partLoader } from '../../lib/load-part.js';
import { useAuthState } from '../auth/auth-store.js';
import type { ModerationAction, ModerationDialog } from './moderation-dialogs.js';
import styles from './moderation.module.css';

export type { ModerationAction };

export interface ModerationMenuProps {
  /** The comment or review the menu acts on. */
  target: ModerationTarget;
  /** The reader wrote it: no report (one cannot report oneself), but an objection to a 임시조치. */
  isMine: boolean;
  /** Why it is hidden now, if it is (operators then see "restore" rather than "hide"). */
  hidden: Hidden;
  /**
   * On a top-level comment: whether it is pinned now (operators then see "unpin" rather than
   * "pin"). Absent where nothing can be pinned (replies, reviews).
   */
  pinned?: boolean;
  /** After a report, a hide, a restore or a pin changed what the thread should show. */
  onChanged?: () => void;
}

/**
 * The dialogs behind the menu (the report form, the operators' question, the sign-in question)
 * load when one is chosen: most readers never open one, and the detail pages' first JavaScript
 * has no room for them (product §15).
 */
const loadDialogs = partLoader(() => import('./moderation-dialogs.js'));

/**
 * The "⋯" menu on a comment or review (issue 12): 신고하기 for anyone but its author (a visitor
 * is asked to sign in first), 이의 제기하기 for its author while a 임시조치 hides it (the terms,
 * article 13, send authors here), and for operators 가리기 or 다시 보이기, and on a shown top-level
 * comment 맨 위에 고정하기 or 고정 풀기. The role only decides what is offered; the server checks
 * it on every call. Needs the `moderationCopy` area loaded.
 * A menu button (WAI-ARIA): arrow keys move between the items, Escape closes and returns focus.
 */
export function ModerationMenu({ target, isMine, hidden, pinned, onChanged }: ModerationMenuProps) {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const [isOpen, setIsOpen] = useState(false);
  const [dialog, setDialog] = useState<{
    action: ModerationAction;
    Dialog: typeof ModerationDialog;
  } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  const actions: ModerationAction[] = [];
  if (!isMine) actions.push(user ? 'report' : 'sign_in');
  if (isMine && hidden?.reason === 'temporary_measure') actions.push('object');
  if (user?.role === 'operator') {
    actions.push(hidden ? 'restore' : 'hide');
    if (pinned !== undefined && !hidden) actions.push(pinned ? 'unpin' : 'pin');
  }

  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const inside = event.target as Node;
      if (!list.current?.contains(inside) && !button.current?.contains(inside)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  // Back from a dialog, focus returns to the menu's button: once the dialog is gone, as nothing
  // outside a modal dialog takes focus while it is open.
  const wasDialogOpen = useRef(false);
  useEffect(() => {
    if (!dialog && wasDialogOpen.current) button.current?.focus();
    wasDialogOpen.current = dialog !== null;
  }, [dialog]);

  if (actions.length === 0) return null;

  const close = () => {
    setIsOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  const choose = (action: ModerationAction) => {
    close();
    setHasFailed(false);
    loadDialogs().then(
      ({ ModerationDialog: Dialog }) => setDialog({ action, Dialog }),
      () => setHasFailed(true),
    );
  };

  return (
    <div className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={t('moderation.menu')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {isOpen && (
        <ul
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-label={t('moderation.menu')}
          className={styles.menuList}
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((item) => (
            <li key={item} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => choose(item)}
              >
                {t(`moderation.${item === 'sign_in' ? 'report' : item}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasFailed && (
        <p className={styles.menuError} role="alert">
          {t('errors.alert')}
        </p>
      )}
      {dialog && (
        <dialog.Dialog
          action={dialog.action}
          target={target}
          onDone={(isChanged) => {
            setDialog(null);
            if (isChanged) onChanged?.();
          }}
        />
      )}
    </div>
  );
}
