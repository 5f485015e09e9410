import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** h:mm:ss left until `endsAt` (with days when more than one), or null once it has passed. */
export function timeLeft(endsAt: string, now: number): string | null {
  const ms = Date.parse(endsAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A flash deal's real countdown to its `endsAt`, ticking every second. */
export function Countdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation('catalog');
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(endsAt, now);
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
