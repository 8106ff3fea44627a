import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  birthYearRange,
  DETAILED_CATEGORIES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  INCOME_LEVELS,
  INTERESTS,
  MARITAL_STATUSES,
  PROFILE_KEYS,
  ProfileFormSchema,
} from '../../../shared/account-fields.js';
import type { User } from '../../../shared/contract/index.js';
import { SIDO } from '../../../shared/regions.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { usePromptOnLeave } from '../../lib/leave-guard.js';
import { authStore } from './auth-store.js';
import { sharedSchemaResolver } from './form-resolver.js';
import { ChoiceGroup, FormFooter, formStyles, SelectField, TextField } from './form-fields.js';
import { showServerError } from './server-errors.js';

type ProfileInput = ReturnType<typeof ProfileFormSchema.parse>;

/** What the form holds while being filled: choices may still be empty, the schema then checks. */
interface ProfileFields {
  nickname: string;
  gender: string;
  birth_year: number | undefined;
  region: string;
  income: string;
  employment: string;
  detailed_category: string[];
  marital_status: string;
  interests: string[];
}

function emptyProfile(user: User): ProfileFields {
  const profile = user.profile;
  return {
    nickname: profile?.nickname ?? user.nickname ?? '',
    gender: profile?.gender ?? '',
    birth_year: profile?.birth_year,
    region: profile?.region ?? '',
    income: profile?.income ?? '',
    employment: profile?.employment ?? '',
    detailed_category: profile?.detailed_category ?? [],
    marital_status: profile?.marital_status ?? '',
    interests: profile?.interests ?? [],
  };
}

/** Birth years for ages 14 to 100, youngest first (the service's people are young). */
function birthYears(): number[] {
  const { min, max } = birthYearRange();
  return Array.from({ length: max - min + 1 }, (_, index) => max - index);
}

/**
 * The profile of product §3 with the rules of §5, for profile setup (`user/complete-profile`) and the
 * account page (`user/update`): the same fields, the same shared schema as the server.
 */
export function ProfileForm({ user, mode }: { user: User; mode: 'setup' | 'edit' }) {
  const { t, locale } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const [savedMessage, setSavedMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileFields, unknown, ProfileInput>({
    resolver: sharedSchemaResolver(ProfileFormSchema),
    defaultValues: emptyProfile(user),
  });
  // Changes not yet saved hold the user on the page; saving makes them the form's new start.
  const leavePrompt = usePromptOnLeave(isDirty);

  const options = (keys: readonly string[], catalogue: string) =>
    keys.map((key) => ({ value: key, label: t(`${catalogue}.${key}`) }));

  const submit = handleSubmit(async (profile) => {
    setFormError(undefined);
    setSavedMessage(undefined);
    try {
      const route = mode === 'setup' ? 'user/complete-profile#update' : 'user/update';
      const { user: saved } = await api.call(route, profile);
      reset(emptyProfile(saved));
      authStore.userChanged(saved);
      // Setup is then done: its page sees the complete profile and goes on.
      if (mode === 'edit') setSavedMessage(t('profileForm.saved'));
    } catch (error) {
      setFormError(showServerError(error, setError, PROFILE_KEYS, t('profileForm.saveFailed')));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('profileForm.nickname')}
        hint={t('profileForm.nicknameHint')}
        autoComplete="nickname"
        error={errors.nickname?.message}
        registration={register('nickname')}
      />
      <ChoiceGroup
        legend={t('profileForm.gender')}
        type="radio"
        error={errors.gender?.message}
        registration={register('gender')}
        options={options(GENDERS, 'profileForm.genders')}
      />
      <SelectField
        label={t('profileForm.birthYear')}
        placeholder={t('profileForm.choose')}
        error={errors.birth_year?.message}
        registration={register('birth_year', {
          setValueAs: (value: unknown) =>
            value === '' || value === undefined ? undefined : Number(value),
        })}
        options={birthYears().map((year) => ({
          value: String(year),
          label: t('profileForm.birthYearOption', { year }),
        }))}
      />
      <SelectField
        label={t('profileForm.region')}
        placeholder={t('profileForm.choose')}
        error={errors.region?.message}
        registration={register('region')}
        options={SIDO.map((sido) => ({
          value: sido.code,
          label: locale === 'en-US' ? sido.en : sido.ko,
        }))}
      />
      <SelectField
        label={t('profileForm.income')}
        placeholder={t('profileForm.choose')}
        error={errors.income?.message}
        registration={register('income')}
        options={options(INCOME_LEVELS, 'profileForm.incomes')}
      />
      <SelectField
        label={t('profileForm.employment')}
        placeholder={t('profileForm.choose')}
        error={errors.employment?.message}
        registration={register('employment')}
        options={options(EMPLOYMENT_STATUSES, 'profileForm.employments')}
      />
      <ChoiceGroup
        legend={t('profileForm.detailedCategory')}
        hint={t('profileForm.detailedCategoryHint')}
        type="checkbox"
        error={errors.detailed_category?.message}
        registration={register('detailed_category')}
        options={options(DETAILED_CATEGORIES, 'profileForm.detailedCategories')}
      />
      <ChoiceGroup
        legend={t('profileForm.maritalStatus')}
        type="radio"
        error={errors.marital_status?.message}
        registration={register('marital_status')}
        options={options(MARITAL_STATUSES, 'profileForm.maritalStatuses')}
      />
      <ChoiceGroup
        legend={t('profileForm.interests')}
        hint={t('profileForm.interestsHint')}
        type="checkbox"
        error={errors.interests?.message}
        registration={register('interests')}
        options={options(INTERESTS, 'categories')}
      />
      {savedMessage && (
        <p className={formStyles.status} role="status">
          {savedMessage}
        </p>
      )}
      <FormFooter
        error={formError}
        isSubmitting={isSubmitting}
        label={mode === 'setup' ? t('profileForm.start') : t('profileForm.save')}
        busyLabel={t('profileForm.saving')}
      />
      {leavePrompt}
    </form>
  );
}
