import { useTranslation } from 'react-i18next';

interface PostListMoreProps {
  /** The last "Show more" failed: say so above the button, which stays to try again. */
  failed: boolean;
  /** There are more posts to load. */
  hasMore: boolean;
  /** The next page is on its way: the button waits and says so. */
  loading: boolean;
  onShowMore: () => void;
}

/** The foot of the back office's lists of articles: the failed-page notice and "Show more". */
export function PostListMore({ failed, hasMore, loading, onShowMore }: PostListMoreProps) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      {failed && (
        <p className="alert alert-error" role="alert">
          {t('posts.moreFailed')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className="btn btn-outline published-posts-more"
          onClick={onShowMore}
          disabled={loading}
        >
          {loading ? t('posts.loadingMore') : t('posts.showMore')}
        </button>
      )}
    </>
  );
}
