import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_REASONS_WITH_DETAILS,
  REPORTER_RELATIONS,
  TEMPORARY_MEASURE_DAYS,
  type ReportReason,
} from '../../../shared/community.js';
import type { ModerationTarget } from '../../../shared/contract/report.js';
import { characterCount, isVisiblyEmpty } from '../../../shared/user-text.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { reportCopy } from '../../i18n/areas/report.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { useDetailToast } from '../catalogue-detail/detail-chrome.js';
import { formatUpdated } from '../catalogue-detail/format.js';
import formStyles from '../auth/form-fields.module.css';
import styles from './moderation.module.css';

export const copyAreas = [reportCopy, formsCopy];

/**
 * What the menu offers: a report, the sign-in question in its place for visitors, the author's
 * objection to a 임시조치, an operator's hiding, and on a top-level comment an operator's pin.
 */
export type ModerationAction = 'report' | 'sign_in' | 'object' | OperatorAction;

export interface ModerationDialogProps {
  action: ModerationAction;
  target: ModerationTarget;
  /** The dialog closed; `isChanged` when what it acted on is now shown differently. */
  onDone(isChanged: boolean): void;
}

/** The dialog of the menu's chosen action (loaded with its copy when first chosen). */
export function ModerationDialog({ action, target, onDone }: ModerationDialogProps) {
  if (action === 'report') return <ReportDialog target={target} onDone={onDone} />;
  if (action === 'sign_in') return <SignInQuestion onDone={() => onDone(false)} />;
  if (action === 'object') return <ObjectionDialog target={target} onDone={() => onDone(false)} />;
  return <OperatorQuestion action={action} target={target} onDone={onDone} />;
}

/** A visitor chose to report: the guard's question (product §2), and back here after signing in. */
function SignInQuestion({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = location.pathname + location.search + location.hash;
  return (
    <ConfirmDialog
      title={t('guard.title')}
      body={t('guard.body')}
      confirmLabel={t('guard.signIn')}
      cancelLabel={t('guard.cancel')}
      onConfirm={() => navigate(`/signup/?next=${encodeURIComponent(returnTo)}`)}
      onCancel={onDone}
    />
  );
}

type OperatorAction = 'hide' | 'restore' | 'pin' | 'unpin';

/** What each operator action asks, calls and says when done (every one is audited on the server). */
const OPERATOR_ACTIONS: Record<
  OperatorAction,
  { question: string; body: string; done: string; send(target: ModerationTarget): Promise<unknown> }
> = {
  hide: {
    question: 'moderation.hideTitle',
    body: 'moderation.hideBody',
    done: 'moderation.hidden',
    send: (target) => api.call('moderation/update#hide', { target }),
  },
  restore: {
    question: 'moderation.restoreTitle',
    body: 'moderation.restoreBody',
    done: 'moderation.restored',
    send: (target) => api.call('moderation/update#restore', { target }),
  },
  pin: {
    question: 'moderation.pinTitle',
    body: 'moderation.pinBody',
    done: 'moderation.pinned',
    send: (target) => api.call('comment/update#fix', { id: target.id }),
  },
  unpin: {
    question: 'moderation.unpinTitle',
    body: 'moderation.unpinBody',
    done: 'moderation.unpinned',
    send: (target) => api.call('comment/update#unfix', { id: target.id }),
  },
};

/** An operator hides, restores, pins or unpins; the outcome shows as a short message. */
function OperatorQuestion({
  action,
  target,
  onDone,
}: {
  action: OperatorAction;
  target: ModerationTarget;
  onDone(isChanged: boolean): void;
}) {
  const { t } = useTranslation();
  const toast = useDetailToast();
  const [isSending, setIsSending] = useState(false);
  const { question, body, done, send } = OPERATOR_ACTIONS[action];
  const confirm = async () => {
    if (isSending) return;
    setIsSending(true);
    try {
      await send(target);
      toast.show(t(done));
      onDone(true);
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('errors.alert'));
      onDone(false);
    }
  };
  return (
    <ConfirmDialog
      title={t(question)}
      body={t(body)}
      confirmLabel={t(`moderation.${action}`)}
      cancelLabel={t('moderation.cancel')}
      onConfirm={() => void confirm()}
      onCancel={() => onDone(false)}
      focused="cancel"
    />
  );
}

/**
 * The author objects (이의제기) to a 임시조치 on their own comment or review, with a reason the
 * operators read before deciding. The content stays hidden meanwhile, so nothing on the page
 * changes: the outcome shows as a short message, a failure inside the dialog.
 */
function ObjectionDialog({ target, onDone }: { target: ModerationTarget; onDone(): void }) {
  const { t } = useTranslation();
  const toast = useDetailToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const details = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<{ details?: string; form?: string }>({});
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const found = isVisiblyEmpty(text)
      ? t('objection.detailsRequired')
      : characterCount(text.trim()) > REPORT_DETAILS_MAX
        ? t('validation.reportDetailsMax')
        : undefined;
    if (found) {
      setError({ details: found });
      details.current?.focus();
      return;
    }
    setIsSending(true);
    try {
      await api.call('report/update#object', { target, details: text });
      toast.show(t('objection.done'));
      onDone();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fields?.details : undefined;
      setError(
        fieldError
          ? { details: fieldError }
          : { form: failure instanceof ApiError ? failure.message : t('errors.alert') },
      );
      setIsSending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        if (!isSending) onDone();
      }}
    >
      <form className={styles.reportForm} noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {t('objection.title')}
        </h2>
        <p id={`${id}-intro`} className={styles.dialogText}>
          {t('objection.intro')}
        </p>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-details`} className={formStyles.label}>
            {t('objection.detailsLabel')}
          </label>
          <textarea
            ref={details}
            id={`${id}-details`}
            className={`${formStyles.input} ${styles.details}`}
            rows={3}
            value={text}
            required
            aria-invalid={error.details ? true : undefined}
            aria-describedby={error.details ? `${id}-details-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error.details && (
            <p id={`${id}-details-error`} className={formStyles.error}>
              {error.details}
            </p>
          )}
        </div>
        {error.form && (
          <p className={formStyles.error} role="alert">
            {error.form}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onDone} disabled={isSending}>
            {t('objection.cancel')}
          </Button>
          <Button type="submit" aria-disabled={isSending || undefined}>
            {isSending ? t('objection.submitting') : t('objection.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

type Relation = (typeof REPORTER_RELATIONS)[number];

interface ReportErrors {
  reason?: string;
  relation?: string;
  details?: string;
  form?: string;
}

/**
 * The report form (issue 12): one of the nine reasons with a word on each, for a rights
 * infringement the reporter's relation, details and the 임시조치 notice, then what happens next.
 * A modal <dialog>: focus stays inside, Escape closes it, focus goes back to the menu.
 */
function ReportDialog({
  target,
  onDone,
}: {
  target: ModerationTarget;
  onDone(isChanged: boolean): void;
}) {
  const { t, locale } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [relation, setRelation] = useState<Relation | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [done, setDone] = useState<{ hiddenUntil: string | null } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const isRights = reason === 'rights_infringement';
  const needsDetails = reason !== null && REPORT_REASONS_WITH_DETAILS.includes(reason);
  const close = () => onDone(done !== null);

  const check = (): ReportErrors => {
    const found: ReportErrors = {};
    if (!reason) found.reason = t('report.reasonRequired');
    if (isRights && !relation) found.relation = t('report.relationRequired');
    if (characterCount(details.trim()) > REPORT_DETAILS_MAX) {
      found.details = t('validation.reportDetailsMax');
    } else if (needsDetails && isVisiblyEmpty(details)) {
      found.details = t('report.detailsRequired');
    }
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) {
      // The first field to fix takes the focus, so its message is read out.
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first?.querySelector<HTMLElement>('input') ?? first)?.focus();
      return;
    }
    setIsSending(true);
    try {
      const answer = await api.call('report/create', {
        target,
        reason,
        ...(isRights && relation ? { relation } : {}),
        ...(isVisiblyEmpty(details) ? {} : { details }),
      });
      setDone({ hiddenUntil: answer.hidden_until });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors({
        reason: fields.reason,
        relation: fields.relation,
        details: fields.details,
        form:
          Object.keys(fields).length > 0
            ? undefined
            : error instanceof ApiError
              ? error.message
              : t('errors.alert'),
      });
    } finally {
      setIsSending(false);
    }
  };

  const describedBy = (...ids: (string | false | null | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={done ? `${id}-done` : `${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        if (!isSending) close();
      }}
    >
      {done ? (
        <div className={styles.done}>
          <h2 ref={doneHeading} id={`${id}-title`} className={styles.dialogTitle} tabIndex={-1}>
            {t('report.doneTitle')}
          </h2>
          <p id={`${id}-done`} className={styles.dialogText}>
            {done.hiddenUntil
              ? t('report.doneHidden', { date: formatUpdated(done.hiddenUntil, locale) })
              : t('report.done')}
          </p>
          <div className={styles.dialogActions}>
            <Button onClick={close}>{t('report.close')}</Button>
          </div>
        </div>
      ) : (
        <form className={styles.reportForm} noValidate onSubmit={(event) => void submit(event)}>
          <h2 id={`${id}-title`} className={styles.dialogTitle}>
            {t('report.title')}
          </h2>
          <p id={`${id}-intro`} className={styles.dialogText}>
            {t('report.intro')}
          </p>

          <fieldset
            className={formStyles.field}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy(
              reason && `${id}-reason-hint`,
              errors.reason && `${id}-reason-error`,
            )}
          >
            <legend className={formStyles.label}>{t('report.reasonLegend')}</legend>
            <div className={styles.reasons}>
              {REPORT_REASONS.map((value) => (
                <label key={value} className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setErrors({});
                    }}
                  />
                  <span>{t(`report.reasons.${value}`)}</span>
                </label>
              ))}
            </div>
            {reason && (
              <p id={`${id}-reason-hint`} className={formStyles.hint}>
                {t(`report.reasonHints.${reason}`)}
              </p>
            )}
            {errors.reason && (
              <p id={`${id}-reason-error`} className={formStyles.error}>
                {errors.reason}
              </p>
            )}
          </fieldset>

          {isRights && (
            <>
              <p className={styles.measureNote}>
                {t('report.temporaryMeasure', { days: TEMPORARY_MEASURE_DAYS })}
              </p>
              <fieldset
                className={formStyles.field}
                aria-invalid={errors.relation ? true : undefined}
                aria-describedby={describedBy(errors.relation && `${id}-relation-error`)}
              >
                <legend className={formStyles.label}>{t('report.relationLegend')}</legend>
                <div className={styles.relations}>
                  {REPORTER_RELATIONS.map((value) => (
                    <label key={value} className={styles.option}>
                      <input
                        type="radio"
                        name={`${id}-relation`}
                        value={value}
                        checked={relation === value}
                        onChange={() => setRelation(value)}
                      />
                      <span>{t(`report.relations.${value}`)}</span>
                    </label>
                  ))}
                </div>
                {errors.relation && (
                  <p id={`${id}-relation-error`} className={formStyles.error}>
                    {errors.relation}
                  </p>
                )}
              </fieldset>
            </>
          )}

          {reason && (
            <div className={formStyles.field}>
              <label htmlFor={`${id}-details`} className={formStyles.label}>
                {needsDetails ? t('report.detailsLabel') : t('report.detailsOptional')}
              </label>
              <textarea
                id={`${id}-details`}
                className={`${formStyles.input} ${styles.details}`}
                rows={3}
                value={details}
                required={needsDetails}
                aria-invalid={errors.details ? true : undefined}
                aria-describedby={describedBy(
                  needsDetails && `${id}-details-hint`,
                  errors.details && `${id}-details-error`,
                )}
                onChange={(event) => setDetails(event.target.value)}
              />
              {needsDetails && (
                <p id={`${id}-details-hint`} className={formStyles.hint}>
                  {t(isRights ? 'report.detailsRightsHint' : 'report.detailsOtherHint')}
                </p>
              )}
              {errors.details && (
                <p id={`${id}-details-error`} className={formStyles.error}>
                  {errors.details}
                </p>
              )}
            </div>
          )}

          {errors.form && (
            <p className={formStyles.error} role="alert">
              {errors.form}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close} disabled={isSending}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" aria-disabled={isSending || undefined}>
              {isSending ? t('report.submitting') : t('report.submit')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
