import { useTranslation } from 'react-i18next';

/** A post's category in the reader's language (a chip's name, or the generator topic's). */
export function CategoryLabel({ category }: { category: string }) {
  const { t } = useTranslation('content');
  return <>{t(`categories.${category}`, { defaultValue: category })}</>;
}
