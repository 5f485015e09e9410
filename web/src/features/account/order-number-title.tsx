import { useTranslation } from 'react-i18next';

/** Stands for the number while the sentence is translated; never part of a translation. */
const MARK = '\uE000';

/**
 * "Order ISK-261129-VU6WS" in the reader's language, the number kept on one line: at 320 px a
 * phone broke it at its hyphens ("Commande ISK-261129- / 3HQWC"). The sentence is translated
 * whole, then the number is put back in its own unbreakable span.
 */
export function OrderNumberTitle({ number }: { number: string }) {
  const { t } = useTranslation('account');
  const [before = '', after = ''] = t('orders.number', { number: MARK }).split(MARK);
  return (
    <>
      {before}
      <span className="nowrap">{number}</span>
      {after}
    </>
  );
}
