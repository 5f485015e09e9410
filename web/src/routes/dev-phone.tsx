import { formatRwPhone, normalizeRwPhone } from '@isoko/shared/phone';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { DevPhoneMomoSection } from '../features/dev-phone/dev-phone-momo-section';
import { MessageList } from '../features/dev-phone/message-list';
import { messagesQuery, numbersQuery, useLiveTexts } from '../features/dev-phone/queries';
import { MomoPrompts } from '../features/payments/momo-prompts';
import { Link, useNavigate, useParams } from '../routing';
import '../features/dev-phone/dev-phone.css';

/**
 * /dev/phone and /dev/phone/:phone (demo mode only): a simulated handset that receives the
 * shop's texts live — sign-in codes, order updates — and its Mobile-Money prompts.
 */
export function Component() {
  const { t } = useTranslation('devphone');
  const params = useParams();
  const parsed = params.phone ? normalizeRwPhone(params.phone) : null;
  const phone = parsed?.ok ? parsed.phone : undefined;

  return (
    <div className="container devphone-page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <NumberPicker current={phone} />
      {params.phone && !phone && (
        <p className="alert alert-error" role="alert">
          {t('invalidNumber')}
        </p>
      )}
      {phone && <Handset phone={phone} />}
    </div>
  );
}

function NumberPicker({ current }: { current?: string }) {
  const { t } = useTranslation('devphone');
  const navigate = useNavigate();
  const numbers = useQuery(numbersQuery());
  const [value, setValue] = useState(current ?? '');
  const [invalid, setInvalid] = useState(false);

  const handleOpen = (event: FormEvent) => {
    event.preventDefault();
    const result = normalizeRwPhone(value);
    setInvalid(!result.ok);
    if (result.ok) navigate(`/dev/phone/${encodeURIComponent(result.phone)}`);
  };

  if (numbers.error instanceof ApiError && numbers.error.status === 404) {
    return <p className="alert alert-info">{t('demoOnly')}</p>;
  }
  return (
    <div className="devphone-picker">
      <form onSubmit={handleOpen} className="devphone-form" noValidate>
        <label htmlFor="devphone-number">{t('numberLabel')}</label>
        <input
          id="devphone-number"
          type="tel"
          value={value}
          placeholder="078 123 4567"
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={invalid || undefined}
        />
        <button type="submit" className="btn btn-primary">
          {t('open')}
        </button>
      </form>
      {invalid && <p className="field-error">{t('invalidNumber')}</p>}
      {!!numbers.data?.length && (
        <nav aria-label={t('recent')} className="devphone-recent">
          <span className="muted">{t('common:labelled', { label: t('recent') })}</span>
          {numbers.data.map((n) => (
            <Link
              key={n.phone}
              to={`/dev/phone/${encodeURIComponent(n.phone)}`}
              aria-current={n.phone === current ? 'page' : undefined}
            >
              {formatRwPhone(n.phone)} <span className="muted">({n.count})</span>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

function Handset({ phone }: { phone: string }) {
  const { t } = useTranslation('devphone');
  const messages = useQuery(messagesQuery(phone));
  useLiveTexts(phone);
  return (
    <div className="devphone-layout">
      <section className="devphone-handset" aria-labelledby="devphone-screen-title">
        <div className="devphone-status">
          <span>MTN RW</span>
          <span aria-hidden="true">▮▮▮ 4G</span>
        </div>
        <h2 id="devphone-screen-title" className="devphone-number">
          {formatRwPhone(phone)}
        </h2>
        <p className="devphone-live muted">{t('live')}</p>
        {messages.isPending ? (
          <p className="muted">{t('loading')}</p>
        ) : (
          <MessageList messages={messages.data ?? []} />
        )}
      </section>
      <DevPhoneMomoSection phone={phone}>
        <MomoPrompts phone={phone} />
      </DevPhoneMomoSection>
    </div>
  );
}
