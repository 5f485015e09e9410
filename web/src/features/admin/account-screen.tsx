import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangeOwnPasswordBody,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
} from '@isoko/shared/admin/staff-schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { refusedFields } from '../../api/refused-fields';
import { ErrorBanner } from '../../ui/error-banner';
import { useChangeOwnPassword } from './staff-queries';
import { useStaffSession } from './staff-session';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The API's schema, plus the new password typed a second time (checked here only: the server
 * needs it once).
 */
const ChangePasswordForm = ChangeOwnPasswordBody.and(z.object({ confirmPassword: z.string() })).refine(
  (f) => f.confirmPassword === f.newPassword,
  { path: ['confirmPassword'], message: 'The two new passwords differ' },
);
type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/**
 * The `admin` key and values wording what is wrong with a field. The zod resolver keeps each
 * issue's code as the error's type: too short or too long (with the limit), a custom rule (the
 * new password is the current one, the confirmation differs), else the field's own message.
 */
export function accountErrorText(
  field: Field,
  error: { type?: unknown },
): [string, { min?: number; max?: number }?] {
  if (error.type === 'wrong') return ['errors:STAFF_PASSWORD_WRONG'];
  if (field === 'currentPassword') return ['account.errors.currentRequired'];
  if (field === 'confirmPassword') return ['account.errors.confirmDiffers'];
  if (error.type === 'too_small') return ['account.errors.newTooShort', { min: STAFF_PASSWORD_MIN }];
  if (error.type === 'too_big') return ['account.errors.newTooLong', { max: STAFF_PASSWORD_MAX }];
  if (error.type === 'custom') return ['account.errors.newSameAsCurrent'];
  return ['account.errors.newTooShort', { min: STAFF_PASSWORD_MIN }];
}

/**
 * The signed-in member changes their own password: the current one, then the new one twice,
 * checked with the schema the API checks with. A wrong current password is said on its field.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation(['admin', 'errors']);
  const ids = useId();
  const change = useChangeOwnPassword();
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      setDone(true);
    } catch (error) {
      const fields =
        error instanceof ApiError && error.code === 'STAFF_PASSWORD_WRONG'
          ? [{ field: 'currentPassword' as const, type: 'wrong' }]
          : refusedFields(error, FIELDS).map((field) => ({ field, type: 'server' }));
      fields.forEach(({ field, type }, i) => {
        form.setError(field, { type }, { shouldFocus: i === 0 });
      });
    }
  });
  // A refusal said on its fields needs no banner; the banner is for everything else.
  const onFields =
    (change.error instanceof ApiError && change.error.code === 'STAFF_PASSWORD_WRONG') ||
    refusedFields(change.error, FIELDS).length > 0;

  const field = (name: Field, autoComplete: string) => {
    const error = errors[name];
    const [key, values] = error ? accountErrorText(name, error) : [''];
    return (
      <div className="field">
        <label htmlFor={`${ids}-${name}`}>{t(`account.${name}`)}</label>
        <input
          id={`${ids}-${name}`}
          type="password"
          autoComplete={autoComplete}
          maxLength={STAFF_PASSWORD_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-${name}-error` : undefined}
          {...form.register(name)}
        />
        {error && (
          <p className="field-error" id={`${ids}-${name}-error`}>
            {t(key, values)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card admin-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('account.passwordTitle')}</h2>
      <p className="muted">{t('account.passwordHelp', { min: STAFF_PASSWORD_MIN })}</p>
      <ErrorBanner error={onFields ? null : change.error} action="saveSettings" />
      {done && (
        <p className="alert alert-success" role="status">
          {t('account.changed')}
        </p>
      )}
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? t('account.saving') : t('account.submit')}
      </button>
    </form>
  );
}

/** /admin/account: the signed-in member's own account, for every role. */
export function AccountScreen() {
  const { t } = useTranslation('admin');
  const session = useStaffSession();
  return (
    <div className="container">
      <div className="admin-page-head">
        <h1>{t('account.title')}</h1>
      </div>
      {session.data && (
        <p className="muted">
          {session.data.name} · {session.data.email}
        </p>
      )}
      <ChangePasswordCard />
    </div>
  );
}
