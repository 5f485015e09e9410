import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateStaffBody,
  STAFF_EMAIL_MAX,
  STAFF_NAME_MAX,
  type StaffMemberDto,
} from '@isoko/shared/admin/staff-schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { refusedFields } from '../../api/refused-fields';
import { ErrorBanner } from '../../ui/error-banner';
import { useAddStaff } from './staff-queries';

export interface Issued {
  staff: StaffMemberDto;
  temporaryPassword: string;
}

const STAFF_FIELDS = ['name', 'email'] as const;
type StaffField = (typeof STAFF_FIELDS)[number];

/** The longest each box takes, the limits the API checks with the same schema. */
const LONGEST: Record<StaffField, number> = { name: STAFF_NAME_MAX, email: STAFF_EMAIL_MAX };

/**
 * The `admin` key and values wording what is wrong with a field: too long (with the limit), an
 * e-mail already used by another member, else the field's own message (missing name, e-mail
 * that is not one). The zod resolver keeps each issue's code as the error's type.
 */
export function staffErrorText(field: StaffField, error: { type?: unknown }): [string, { max: number }?] {
  if (error.type === 'too_big') return [`staff.errors.${field}TooLong`, { max: LONGEST[field] }];
  if (error.type === 'taken') return ['errors:STAFF_EMAIL_TAKEN'];
  return [`staff.errors.${field}`];
}

/**
 * A new member's name, e-mail and role, checked here with the schema the API checks with, so
 * each problem is said on its field before anything is sent. The server still has the last
 * word: an e-mail already in use, or a field it refuses, is marked on that field.
 */
export function AddStaffForm({ onIssued }: { onIssued: (issued: Issued) => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const ids = useId();
  const add = useAddStaff();
  const form = useForm({
    resolver: zodResolver(CreateStaffBody),
    defaultValues: { name: '', email: '', role: 'staff' as const },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (body) => {
    try {
      onIssued(await add.mutateAsync(body));
      form.reset();
    } catch (error) {
      const fields =
        error instanceof ApiError && error.code === 'STAFF_EMAIL_TAKEN'
          ? [{ field: 'email' as const, type: 'taken' }]
          : refusedFields(error, STAFF_FIELDS).map((field) => ({ field, type: 'server' }));
      fields.forEach(({ field, type }, i) => {
        form.setError(field, { type }, { shouldFocus: i === 0 });
      });
    }
  });
  // A refusal said on its fields needs no banner; the banner is for everything else.
  const onFields =
    (add.error instanceof ApiError && add.error.code === 'STAFF_EMAIL_TAKEN') ||
    refusedFields(add.error, STAFF_FIELDS).length > 0;

  const fieldProps = (field: StaffField) => ({
    id: `${ids}-${field}`,
    maxLength: LONGEST[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${ids}-${field}-error` : undefined,
  });
  const fieldError = (field: StaffField) => {
    const error = errors[field];
    if (!error) return null;
    const [key, values] = staffErrorText(field, error);
    return (
      <p className="field-error" id={`${ids}-${field}-error`}>
        {t(key, values)}
      </p>
    );
  };

  return (
    <form className="card admin-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('staff.add')}</h2>
      <ErrorBanner error={onFields ? null : add.error} action="saveSettings" />
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('staff.name')}</label>
          <input {...fieldProps('name')} type="text" required {...form.register('name')} />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-email`}>{t('staff.email')}</label>
          <input
            {...fieldProps('email')}
            type="email"
            required
            {...form.register('email', { setValueAs: (v: string) => v.trim() })}
          />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-role`}>{t('staff.role')}</label>
          <select id={`${ids}-role`} {...form.register('role')}>
            <option value="staff">{t('layout.roles.staff')}</option>
            <option value="admin">{t('layout.roles.admin')}</option>
          </select>
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? t('staff.adding') : t('staff.addSubmit')}
      </button>
    </form>
  );
}
