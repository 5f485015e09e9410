import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The handset's second screen: Mobile-Money payment prompts for this number (approve or
 * decline). The screen passes the payments feature's prompts as children.
 */
export function DevPhoneMomoSection({ phone, children }: { phone: string; children?: ReactNode }) {
  const { t } = useTranslation('devphone');
  return (
    <section className="card devphone-section" aria-labelledby="devphone-momo-title" data-phone={phone}>
      <h2 id="devphone-momo-title">{t('momo.title')}</h2>
      {children ?? <p className="muted">{t('momo.empty')}</p>}
    </section>
  );
}
