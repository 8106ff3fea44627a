import { useRef, useState, type FormEvent } from 'react';
import { useController, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  SignInFormSchema,
  SignUpFormSchema,
  type SignInForm,
  type SignUpForm,
} from '../../../shared/account-fields.js';
import type { SignedInAnswer } from '../../../shared/contract/index.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { authStore } from './auth-store.js';
import { sharedSchemaResolver } from './form-resolver.js';
import { Consents, FormFooter, formStyles, TextField, type Agreements } from './form-fields.js';
import { showServerError } from './server-errors.js';

const SIGN_UP_FIELDS = [
  'email',
  'password',
  'confirm_password',
  'name',
  'agreements',
  'agreements.terms',
  'agreements.privacy',
  'agreements.marketing',
] as const;
const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** The sign-up form as typed: consents start unticked (the schema then requires terms and privacy). */
type SignUpValues = Omit<SignUpForm, 'agreements'> & { agreements: Agreements };
type SignUpInput = ReturnType<typeof SignUpFormSchema.parse>;

/**
 * Sends a sign-in or sign-up and stores the answer (the page then sees the user and goes on, to
 * profile setup for a new profile); a failure removes the flag (product §4) and is returned.
 */
async function signInWith(send: () => Promise<SignedInAnswer>): Promise<unknown> {
  try {
    authStore.signedIn(await send());
    return undefined;
  } catch (error) {
    authStore.signInFailed();
    return error ?? new Error('sign-in failed');
  }
}

function EmailField(props: { error: string | undefined; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

/** E-mail sign-in (`user/email-login`); a wrong e-mail or password is one message above the button. */
export function SignInForm() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm, unknown, SignInForm>({
    resolver: sharedSchemaResolver(SignInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFormError(undefined);
    const error = await signInWith(() => api.call('user/email-login#create', form));
    if (error)
      setFormError(showServerError(error, setError, SIGN_IN_FIELDS, t('auth.signInFailed')));
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <EmailField error={errors.email?.message} registration={register('email')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <FormFooter
        error={formError}
        isSubmitting={isSubmitting}
        label={t('auth.signInSubmit')}
        busyLabel={t('auth.submitting')}
      />
    </form>
  );
}

/** E-mail sign-up (`user/email-signup`) with the consents; signs in on success. */
export function SignUpForm() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, SignUpInput>({
    resolver: sharedSchemaResolver(SignUpFormSchema),
    defaultValues: {
      email: '',
      password: '',
      confirm_password: '',
      name: '',
      agreements: { terms: false, privacy: false, marketing: false },
    },
  });
  const agreements = useController({ control, name: 'agreements' });
  const agreementError =
    errors.agreements?.terms?.message ??
    errors.agreements?.privacy?.message ??
    errors.agreements?.message;

  // One id per sign-up of an address, kept when it is sent again: if an answer was lost, the
  // retry signs in to the account the first made instead of hearing the address is taken.
  const attempt = useRef<{ email: string; requestId: string }>(undefined);

  const send = async (form: SignUpInput) => {
    setFormError(undefined);
    if (attempt.current?.email !== form.email) {
      attempt.current = { email: form.email, requestId: crypto.randomUUID() };
    }
    const request = { ...form, request_id: attempt.current.requestId };
    const error = await signInWith(() => api.call('user/email-signup#create', request));
    if (error)
      setFormError(showServerError(error, setError, SIGN_UP_FIELDS, t('auth.signUpFailed')));
  };
  const submit = (event?: FormEvent) => void handleSubmit(send)(event);

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <EmailField error={errors.email?.message} registration={register('email')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        registration={register('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        registration={register('confirm_password')}
      />
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        error={errors.name?.message}
        registration={register('name')}
      />
      <Consents
        value={agreements.field.value}
        onChange={agreements.field.onChange}
        error={agreementError}
      />
      <FormFooter
        error={formError}
        isSubmitting={isSubmitting}
        label={t('auth.signUpSubmit')}
        busyLabel={t('auth.submitting')}
      />
    </form>
  );
}
