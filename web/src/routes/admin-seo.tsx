import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../features/admin/admin-shell';
import { ArticleGenerator } from '../features/content/article-generator';
import { PublishedPosts } from '../features/content/published-posts';
import { UnpublishedPosts } from '../features/content/unpublished-posts';
import '../features/content/content.css';

/** /admin/seo-generator: administrators write blog articles from the shop's real data, and
 * unpublish, publish again or delete published ones. */
export function Component() {
  const { t } = useTranslation('admin-content');
  return (
    <AdminOnly>
      <div className="container admin-content">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <ArticleGenerator />
        <PublishedPosts />
        <UnpublishedPosts />
      </div>
    </AdminOnly>
  );
}
