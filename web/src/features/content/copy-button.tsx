import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';

/** How long 'Copied!' shows after a copy. */
export const COPIED_MS = 2000;

/** Copies `text`; says 'Copied!' for two seconds, or in the page's toast that the browser refused. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('admin-content');
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn btn-outline btn-small"
      aria-label={copied ? t('copied') : label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        } catch {
          toast.show(t('copyFailed'));
        }
      }}
    >
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
