import { isShopTeamAuthor } from '@isoko/shared/content/author';
import { useTranslation } from 'react-i18next';

/**
 * A post's author as the reader sees it: the shop's own team is named in the reader's language
 * ("L’équipe Isoko"), a staff member's name stays as written.
 */
export function useAuthorName(): { name: (author: string) => string; byline: (author: string) => string } {
  const { t } = useTranslation('content');
  return {
    name: (author) => (isShopTeamAuthor(author) ? t('author.shopTeam') : author),
    byline: (author) => (isShopTeamAuthor(author) ? t('author.byShopTeam') : t('post.by', { author })),
  };
}
