import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  ContactBody,
} from '@isoko/shared/content/schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../ui/error-text';
import { useSendContact } from './queries';

type Field = 'name' | 'phone' | 'email' | 'message';

/** The longest each box takes, the limits the API checks with the same schema. */
const LONGEST: Record<Field, number> = {
  name: CONTACT_NAME_MAX,
  phone: CONTACT_PHONE_MAX,
  email: CONTACT_EMAIL_MAX,
  message: CONTACT_MESSAGE_MAX,
};

/** A zod issue as far as it says a value is too long (an e-mail's is inside its union's branches). */
interface LengthIssue {
  code: string;
  errors?: readonly (readonly LengthIssue[])[];
}
const isTooLong = (issue: LengthIssue): boolean =>
  issue.code === 'too_big' || (issue.errors ?? []).some((branch) => branch.some(isTooLong));

/** The Contact form: name, phone or e-mail, message; checked here and again by the server. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const send = useSendContact();
  const [values, setValues] = useState({ name: '', phone: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ContactBody.safeParse({
      name: values.name,
      phone: values.phone || undefined,
      email: values.email,
      message: values.message,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (next[field]) continue;
        // A value too long says so with the limit; a phone that long is no phone at all.
        next[field] =
          field === 'phone' && issue.message.startsWith('Please give')
            ? t('contact.errors.reach')
            : field !== 'phone' && isTooLong(issue)
              ? t(`contact.errors.${field}TooLong`, { max: LONGEST[field] })
              : t(`contact.errors.${field}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(
      { name: values.name, phone: values.phone || undefined, email: values.email, message: values.message },
      { onSuccess: () => setValues({ name: '', phone: '', email: '', message: '' }) },
    );
  };

  const field = (name: Field, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{t(`contact.fields.${name}`)}</label>
      {input}
      {errors[name] && (
        <span id={`contact-${name}-err`} className="field-error">
          {errors[name]}
        </span>
      )}
    </div>
  );
  const a11y = (name: Field) => ({
    id: `contact-${name}`,
    maxLength: LONGEST[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `contact-${name}-err` : undefined,
  });

  return (
    <form className="card contact-form" onSubmit={submit} noValidate>
      <h2>{t('contact.formTitle')}</h2>
      {send.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('contact.sent')}
        </p>
      )}
      {field(
        'name',
        <input {...a11y('name')} autoComplete="name" value={values.name} onChange={set('name')} />,
      )}
      <div className="field-pair">
        {field(
          'phone',
          <input
            {...a11y('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="078 123 4567"
            value={values.phone}
            onChange={set('phone')}
          />,
        )}
        {field(
          'email',
          <input
            {...a11y('email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />,
        )}
      </div>
      <p className="muted small">{t('contact.reachHint')}</p>
      {field(
        'message',
        <textarea {...a11y('message')} rows={5} value={values.message} onChange={set('message')} />,
      )}
      {send.error && (
        <p className="alert alert-error" role="alert">
          <ErrorText error={send.error} />
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
