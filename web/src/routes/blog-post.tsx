import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreachable } from '../api/unreachable';
import { PostView } from '../features/content/post-view';
import { blogPostQuery } from '../features/content/queries';
import { useOnline } from '../features/layout/network-status';
import { OfflineScreen } from '../features/layout/offline-banner';
import { Link, useParams } from '../routing';
import '../features/content/content.css';

/** /blog/:id: one article, or 'Article Not Found' when it does not exist or cannot be read. */
export function Component() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams();
  const query = useQuery(blogPostQuery(id));
  const online = useOnline();
  const unreachable = useUnreachable(query);
  useEffect(() => {
    document.title = `${query.data?.title ?? t('list.title')} — Isoko`;
  }, [query.data?.title, t]);

  // Offline, an article the service worker did not keep says so: it is not "not found".
  if (!online && unreachable) {
    return (
      <OfflineScreen onRetry={() => void query.refetch()}>
        <Link to="/blog" className="btn btn-outline">
          {t('post.backToBlog')}
        </Link>
      </OfflineScreen>
    );
  }
  if (query.isPending) {
    return (
      <div className="container blog-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('post.loading')}
        </p>
        <div className="skeleton post-image post-image-large" />
        <div className="skeleton skeleton-title" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container blog-page status-screen">
        <h1>{t('post.notFound')}</h1>
        <p className="muted">{t('post.notFoundText')}</p>
        <Link to="/blog" className="btn btn-primary">
          {t('post.backToBlog')}
        </Link>
      </div>
    );
  }
  return (
    <div className="container blog-page">
      <PostView post={query.data} />
    </div>
  );
}
