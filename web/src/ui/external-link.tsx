import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link to another site, opened in a new tab. Screen readers hear that it opens a new tab
 * after the visible words, so the link is still named by what it shows.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> ({t('ui.newTab')})</span>
    </a>
  );
}
