import { useTranslation } from 'react-i18next';

/**
 * The handset's second screen: Mobile-Money payment prompts for this number (approve or
 * decline), filled by the payments feature. Until it is, it says what will appear here.
 */
export function DevPhoneMomoSection({ phone }: { phone: string }) {
  const { t } = useTranslation('devphone');
  return (
    <section className="card devphone-section" aria-labelledby="devphone-momo-title" data-phone={phone}>
      <h2 id="devphone-momo-title">{t('momo.title')}</h2>
      <p className="muted">{t('momo.empty')}</p>
    </section>
  );
}
