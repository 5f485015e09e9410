import { formatCountdown } from '@isoko/shared/date-format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** h:mm:ss left until `endsAt` (with days, in the shopper's language, when more than one), or null once it has passed. */
export function timeLeft(endsAt: string, now: number, language = 'en'): string | null {
  return formatCountdown(Date.parse(endsAt) - now, language);
}

/** A flash deal's real countdown to its `endsAt`, ticking every second. */
export function Countdown({ endsAt }: { endsAt: string }) {
  const { t, i18n } = useTranslation('catalog');
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(endsAt, now, i18n.language);
  const ended = left === null;
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);
  return (
    <p className={`countdown${left ? '' : ' is-ended'}`}>
      {left ? (
        <>
          {t('deal.endsIn')} <time dateTime={endsAt}>{left}</time>
        </>
      ) : (
        t('deal.ended')
      )}
    </p>
  );
}
