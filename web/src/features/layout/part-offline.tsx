import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';
import { OfflineRetry } from './offline-banner';

/**
 * For `lazyPart`: in the place of a part drawn in the page's flow (a panel, a section), says it
 * needs the network, with Retry. The rest of the screen stays as it was.
 */
export function partOfflineNotice(_props: unknown, retry: () => void) {
  return <OfflineRetry reason="part" onRetry={retry} />;
}

/**
 * For `lazyPart`: a part that opens over the screen (a dialog, a drawer, a panel) and could not
 * be downloaded. A toast says it needs the network and the part closes at once, so the shopper
 * is never left in an empty dialog.
 */
export function PartOfflineClosed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('offline');
  const toast = useToast();
  const message = t('part.closed');
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, when the part fails to open
  useEffect(() => {
    toast.show(message);
    onClose();
  }, []);
  return null;
}
