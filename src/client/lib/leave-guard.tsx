import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/ui/confirm-dialog.js';
import { leavePromptCopy } from '../i18n/areas/leave-prompt.js';
import { loadCopyArea, useTranslation } from '../i18n/index.js';
import { useLeaveGuards, useLocation, type LeaveGuard } from './router.js';

/*
 * Asking before leaving a page with unsaved input. The router asks its guards before every move
 * (lib/router.tsx); the rest lives here, loaded with the forms that use it, so the first script of
 * every page stays as small as it was (product §15).
 */

/**
 * Holds the user on the page while `hasUnsavedInput`: a move inside the app (a link, `navigate`,
 * Back or Forward) calls `ask` with the way to go on instead of moving, and the address stays the
 * page's; a reload or closing the tab gets the browser's own question.
 */
export function useLeaveGuard(hasUnsavedInput: boolean, ask: (leave: () => void) => void): void {
  const leaveGuards = useLeaveGuards();
  const { key } = useLocation();
  const askRef = useRef(ask);
  const hasAgreedRef = useRef(false);
  useEffect(() => {
    askRef.current = ask;
  });
  // Agreeing lets one move through; a page still shown after it (the same screen) asks again.
  useEffect(() => {
    hasAgreedRef.current = false;
  }, [key]);
  useEffect(() => {
    if (!hasUnsavedInput) return;
    const askBefore = (leave: () => void) =>
      askRef.current(() => {
        hasAgreedRef.current = true;
        leave();
      });
    /** A Back or Forward being undone: asked about once the page's own entry is back. */
    let undoneLeave: (() => void) | undefined;
    const guard: LeaveGuard = (leave, popDelta) => {
      if (hasAgreedRef.current) return false;
      if (popDelta === undefined) {
        askBefore(leave);
      } else if (undoneLeave) {
        askBefore(undoneLeave);
        undoneLeave = undefined;
      } else if (popDelta) {
        undoneLeave = leave;
        window.history.go(popDelta);
      } else {
        return false; // a step that cannot be undone
      }
      return true;
    };
    leaveGuards.add(guard);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      leaveGuards.delete(guard);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [hasUnsavedInput, leaveGuards]);
}

/**
 * `useLeaveGuard` with the app's dialog: "stay" keeps the page, its input and its address;
 * "leave" goes on. Returns the dialog to render while asking.
 */
export function usePromptOnLeave(hasUnsavedInput: boolean): ReactNode {
  const { t } = useTranslation();
  const [pendingLeave, setPendingLeave] = useState<() => void>();
  useEffect(() => {
    // The question's words, long before it can be asked (a failed load is retried next time).
    if (hasUnsavedInput) loadCopyArea(leavePromptCopy).catch(() => undefined);
  }, [hasUnsavedInput]);
  useLeaveGuard(hasUnsavedInput, (leave) => setPendingLeave(() => leave));
  if (!pendingLeave) return null;
  return (
    <ConfirmDialog
      title={t('leavePrompt.title')}
      body={t('leavePrompt.body')}
      confirmLabel={t('leavePrompt.leave')}
      cancelLabel={t('leavePrompt.stay')}
      focused="cancel"
      onCancel={() => setPendingLeave(undefined)}
      onConfirm={() => {
        setPendingLeave(undefined);
        pendingLeave();
      }}
    />
  );
}
