import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  REQUEST_MESSAGE_MAX_LENGTH,
  REQUEST_REPLY_BUSINESS_DAYS,
} from '../../../shared/constants.js';
import {
  CONTACT_REQUEST_TYPES,
  ContactRequestFormSchema,
  type ContactRequestForm,
} from '../../../shared/contract/request.js';
import { characterCount } from '../../../shared/user-text.js';
import { Button } from '../../components/ui/button.js';
import { Notice } from '../../components/ui/page.js';
import { useAuthState } from '../auth/auth-store.js';
import {
  ChoiceGroup,
  FormFooter,
  formStyles,
  TextAreaField,
  TextField,
} from '../auth/form-fields.js';
import { sharedSchemaResolver } from '../auth/form-resolver.js';
import { showServerError } from '../auth/server-errors.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { ApiError } from '../../lib/api-client.js';
import { usePromptOnLeave } from '../../lib/leave-guard.js';

const FIELDS = ['type', 'email', 'message'] as const;
type Output = { type: ContactRequestForm['type']; email: string; message: string };

/**
 * The requests form (issue 14): anyone sends the team an inquiry with a reply address; the spec's
 * messages say whether it went. Loaded beside its page (lazy-forms), as the account forms are.
 */
export function RequestForm() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  // One id per message, kept when the same one is sent again: a retry after a lost answer is
  // the same inquiry, not a second.
  const attempt = useRef<{ message: string; requestId: string }>(undefined);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ContactRequestForm, unknown, Output>({
    resolver: sharedSchemaResolver(ContactRequestFormSchema),
    defaultValues: { type: undefined, email: user?.email ?? '', message: '' },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const leavePrompt = usePromptOnLeave(isDirty && sentTo === null);

  const send = async (form: Output) => {
    setFormError(undefined);
    if (attempt.current?.message !== form.message) {
      attempt.current = { message: form.message, requestId: crypto.randomUUID() };
    }
    try {
      await api.call('request/create', { ...form, request_id: attempt.current.requestId });
      attempt.current = undefined;
      setSentTo(form.email);
      reset({ type: form.type, email: form.email, message: '' });
    } catch (error) {
      // A refusal of the input (a field, too many sends) in the server's words; anything on our
      // side (5xx, no connection) is the spec's failure message.
      const isRefusal = error instanceof ApiError && error.status < 500;
      setFormError(
        isRefusal
          ? showServerError(error, setError, FIELDS, t('requests.failed'))
          : t('requests.failed'),
      );
    }
  };
  const submit = (event?: FormEvent) => void handleSubmit(send)(event);
  const days = REQUEST_REPLY_BUSINESS_DAYS;

  return (
    <>
      {leavePrompt}
      {sentTo !== null ? (
        <Notice title={t('requests.sent', { days, email: sentTo })}>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t('requests.another')}
          </Button>
        </Notice>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <ChoiceGroup
            legend={t('requests.typeLegend')}
            type="radio"
            error={errors.type?.message}
            registration={register('type')}
            options={CONTACT_REQUEST_TYPES.map((type) => ({
              value: type,
              label: t(`requests.types.${type}`),
            }))}
          />
          <TextField
            label={t('requests.email')}
            hint={t('requests.emailHint')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            registration={register('email')}
          />
          <TextAreaField
            label={t('requests.message')}
            hint={t('requests.messageHint')}
            count={t('requests.count', {
              count: characterCount(message),
              max: REQUEST_MESSAGE_MAX_LENGTH,
            })}
            error={errors.message?.message}
            registration={register('message')}
          />
          <FormFooter
            error={formError}
            isSubmitting={isSubmitting}
            label={t('requests.submit')}
            busyLabel={t('requests.submitting')}
          />
        </form>
      )}
    </>
  );
}
