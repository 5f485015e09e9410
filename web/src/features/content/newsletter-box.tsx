import { NewsletterBody } from '@isoko/shared/content/schema';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../ui/error-text';
import { useSubscribe } from './queries';

/** The newsletter box: a checked e-mail address and the consent tick, stored once by the server. */
export function NewsletterBox() {
  const { t, i18n } = useTranslation('content');
  const id = useId();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<'email' | 'consent' | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lang = i18n.language.slice(0, 2);
    const body = { email, consent, language: lang === 'fr' || lang === 'rw' ? lang : 'en' } as const;
    const parsed = NewsletterBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.path[0] === 'consent' ? 'consent' : 'email');
      return;
    }
    setProblem(null);
    subscribe.mutate(parsed.data as NewsletterBody);
  };

  if (subscribe.isSuccess) {
    return (
      <section className="card newsletter" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t('newsletter.title')}</h2>
        <p className="alert alert-success" role="status">
          {subscribe.data.created ? t('newsletter.done') : t('newsletter.already')}
        </p>
      </section>
    );
  }
  return (
    <section className="card newsletter" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('newsletter.title')}</h2>
      <p className="muted">{t('newsletter.text')}</p>
      <form onSubmit={submit} noValidate>
        <div className="newsletter-row">
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {t('newsletter.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem === 'email'}
            aria-describedby={problem === 'email' ? `${id}-err` : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={subscribe.isPending}>
            {t('newsletter.subscribe')}
          </button>
        </div>
        <label className="newsletter-consent">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <span>{t('newsletter.consent')}</span>
        </label>
        {problem && (
          <p id={`${id}-err`} className="field-error" role="alert">
            {problem === 'email' ? t('newsletter.badEmail') : t('newsletter.needConsent')}
          </p>
        )}
        {subscribe.error && (
          <p className="field-error" role="alert">
            <ErrorText error={subscribe.error} />
          </p>
        )}
      </form>
    </section>
  );
}
