import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COMMENT_TEXT_MAX, CommentTextSchema } from '../../../shared/contract/comment.js';
import type { Comment } from '../../../shared/contract/index.js';
import { characterCount } from '../../../shared/user-text.js';
import { Button } from '../../components/ui/button.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { loadCopyArea, useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { usePromptOnLeave } from '../../lib/leave-guard.js';
import { useQueryCache } from '../../lib/query/use-query.js';
import { authorName } from '../auth/author-name.js';
import { oneFieldSchema, sharedSchemaResolver } from '../auth/form-resolver.js';
import { showServerError } from '../auth/server-errors.js';
import { useDetailToast } from '../catalogue-detail/detail-chrome.js';
import { showAddedComment, showEditedComment } from './comment-actions.js';
import styles from './comments.module.css';

/**
 * Writing a comment, a reply or an edit (product §3, §5): the shared CommentTextSchema checks the
 * text as the server will (1 to 1,000 characters as a reader counts them, its messages), a live
 * count shows what is left, and the reader is asked before leaving with a draft unsent. Loaded when
 * a signed-in reader reaches the thread or starts to write: react-hook-form and zod are not part
 * of a detail's first JavaScript (product §15).
 */

/** The checks' messages (the `validation` catalogue) arrive with the form (see `LazyCommentForm`). */
export function loadCopy(): Promise<void> {
  return loadCopyArea(formsCopy);
}

const CommentFormSchema = oneFieldSchema('text', CommentTextSchema);

interface CommentFields {
  text: string;
}

/**
 * One submission's idempotency key: sending the same text again (a double click, a retry after a
 * lost answer) reuses it, so the server makes one comment.
 */
interface Attempt {
  text: string;
  requestId: string;
}

export function CommentForm({
  cid,
  replyTo,
  editing,
  onDone,
  autoFocus = true,
}: {
  cid: string;
  /** Writes a reply under this top-level comment. */
  replyTo?: Comment;
  /** Changes the text of this comment (the reader's own). */
  editing?: Comment;
  /** After a reply or an edit is saved, or cancelled: the form closes. */
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const { t, locale } = useTranslation();
  const number = (value: number) => value.toLocaleString(locale);
  const cache = useQueryCache();
  const toast = useDetailToast();
  const id = useId();
  const attempt = useRef<Attempt | undefined>(undefined);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CommentFields, unknown, CommentFields>({
    resolver: sharedSchemaResolver(CommentFormSchema),
    defaultValues: { text: editing?.text ?? '' },
  });
  const text = useWatch({ control, name: 'text' });
  const count = characterCount(text);
  const leavePrompt = usePromptOnLeave(isDirty && text.trim() !== '');

  const send = async ({ text: cleaned }: CommentFields) => {
    setFormError(undefined);
    try {
      if (editing) {
        const saved = await api.call('comment/update', { id: editing.id, text: cleaned });
        showEditedComment(cache, cid, saved);
        toast.show(t('commentForm.saved'));
      } else {
        if (attempt.current?.text !== cleaned) {
          attempt.current = { text: cleaned, requestId: crypto.randomUUID() };
        }
        const added = await api.call('comment/create', {
          cid,
          text: cleaned,
          request_id: attempt.current.requestId,
          ...(replyTo ? { parent_id: replyTo.id } : {}),
        });
        attempt.current = undefined;
        showAddedComment(cache, cid, added);
        toast.show(t(replyTo ? 'commentForm.replied' : 'commentForm.posted'));
      }
      reset({ text: '' });
      onDone?.();
    } catch (error) {
      // The server's words for a refusal: too fast (rate_limited), the same text again
      // (duplicate_comment), a comment gone meanwhile (comment_not_found).
      setFormError(showServerError(error, setError, ['text'], t('comments.failed')));
    }
  };
  const submit = (event?: FormEvent) => void handleSubmit(send)(event);

  const label = editing
    ? t('commentForm.editLabel')
    : replyTo
      ? t('commentForm.replyLabel', { name: authorName(replyTo.author, t) })
      : t('commentForm.label');
  const isOver = count > COMMENT_TEXT_MAX;
  const error = errors.text?.message;

  return (
    <form
      className={`${styles.form} ${replyTo || editing ? styles.formNested : ''}`}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={replyTo || editing ? 2 : 3}
        placeholder={t(replyTo ? 'commentForm.replyPlaceholder' : 'commentForm.placeholder')}
        aria-invalid={error || isOver ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        // The reader asked for this form (a click, the focus): the caret goes where they write.
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
        {...register('text')}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.formFooter}>
        <span id={`${id}-count`} className={`${styles.count} ${isOver ? styles.countOver : ''}`}>
          <span aria-hidden="true">
            {t('commentForm.count', { count: number(count), max: number(COMMENT_TEXT_MAX) })}
          </span>
          <span className="visually-hidden">
            {t('commentForm.countLabel', { count: number(count), max: number(COMMENT_TEXT_MAX) })}
          </span>
        </span>
        {(replyTo || editing) && (
          <Button variant="secondary" className={styles.formButton} onClick={onDone}>
            {t('commentForm.cancel')}
          </Button>
        )}
        <Button type="submit" className={styles.formButton} disabled={isSubmitting}>
          {isSubmitting
            ? t('commentForm.sending')
            : editing
              ? t('commentForm.save')
              : replyTo
                ? t('commentForm.submitReply')
                : t('commentForm.submit')}
        </Button>
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      {leavePrompt}
    </form>
  );
}
