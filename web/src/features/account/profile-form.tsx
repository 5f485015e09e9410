import { zodResolver } from '@hookform/resolvers/zod';
import {
  PERSON_NAME_MAX,
  PROFILE_EMAIL_MAX,
  ProfileUpdate,
  type UserDto,
} from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusedFields } from '../../api/refused-fields';
import { ErrorBanner } from '../../ui/error-banner';
import { useUpdateProfile } from './queries';

const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The longest each field may be, the limits the API checks with the same schema. */
const LONGEST: Record<ProfileField, number> = {
  firstName: PERSON_NAME_MAX,
  lastName: PERSON_NAME_MAX,
  email: PROFILE_EMAIL_MAX,
};

/**
 * The `account` key and values wording what is wrong with a field: too long (with the limit),
 * else the field's own message (missing first name, e-mail that is not one). The zod resolver
 * keeps each issue's code as the error's type; a refusal by the server has the type 'server'.
 */
export function profileErrorText(
  field: ProfileField,
  error: { type?: unknown },
): [key: string, values?: { max: number }] {
  if (error.type === 'too_big') return ['settings.errors.tooLong', { max: LONGEST[field] }];
  return [`settings.errors.${field}`];
}

/**
 * Name and e-mail (editable) and the phone (the sign-in number, read-only). Checked here with
 * the schema the API checks with, so a blank first name or a bad e-mail is marked on its field
 * before anything is sent; a field the server still refuses is marked the same way.
 */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation('account');
  const profile = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(ProfileUpdate),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email ?? '' },
  });
  const { errors } = form.formState;

  const handleSave = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await profile.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      refusedFields(error, PROFILE_FIELDS).forEach((field, i) => {
        form.setError(field, { type: 'server' }, { shouldFocus: i === 0 });
      });
    }
  });
  // A refusal that names its fields is said on them; the banner is for everything else.
  const bannerError = refusedFields(profile.error, PROFILE_FIELDS).length ? null : profile.error;

  const fieldProps = (field: ProfileField) => ({
    id: `settings-${field}`,
    maxLength: LONGEST[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `settings-${field}-error` : undefined,
  });
  const fieldError = (field: ProfileField) => {
    const error = errors[field];
    if (!error) return null;
    const [key, values] = profileErrorText(field, error);
    return (
      <p className="field-error" id={`settings-${field}-error`}>
        {t(key, values)}
      </p>
    );
  };

  return (
    <form className="card" onSubmit={handleSave} noValidate>
      <h2>{t('settings.profile')}</h2>
      <ErrorBanner error={bannerError} action="saveSettings" />
      {saved && (
        <p className="alert alert-success" role="status">
          {t('settings.saved')}
        </p>
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor="settings-firstName">{t('settings.firstName')}</label>
          <input
            {...fieldProps('firstName')}
            autoComplete="given-name"
            required
            {...form.register('firstName')}
          />
          {fieldError('firstName')}
        </div>
        <div className="field">
          <label htmlFor="settings-lastName">{t('settings.lastName')}</label>
          <input {...fieldProps('lastName')} autoComplete="family-name" {...form.register('lastName')} />
          {fieldError('lastName')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="settings-email">{t('settings.email')}</label>
        <input
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          {...form.register('email', { setValueAs: (v: string) => v.trim() })}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor="settings-phone">{t('settings.phone')}</label>
        <input
          id="settings-phone"
          value={formatRwPhone(user.phone)}
          readOnly
          aria-describedby="settings-phone-note"
        />
        <p id="settings-phone-note" className="muted">
          {t('settings.phoneNote')}
        </p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={profile.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}
