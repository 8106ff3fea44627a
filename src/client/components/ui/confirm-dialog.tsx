import { useEffect, useId, useRef } from 'react';
import { Button } from './button.js';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** Also called for Escape. */
  onCancel(): void;
  /**
   * The answer focused first (Enter picks it): confirm, the expected one, unless confirming loses
   * something the user made (leaving unsaved input), where the safe answer comes first.
   */
  focused?: 'confirm' | 'cancel';
}

/** A modal question with two answers, on the native <dialog> (focus trap and Escape for free). */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  focused = 'confirm',
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first button, which is not always the one meant to be.
    (focused === 'cancel' ? cancelRef : confirmRef).current?.focus();
    return () => dialog?.close();
  }, [focused]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={body ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {body && (
        <p id={bodyId} className={styles.body}>
          {body}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} ref={cancelRef}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} ref={confirmRef}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
