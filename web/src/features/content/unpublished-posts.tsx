import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { QueryError } from '../../ui/query-error';
import { useToast } from '../../ui/toast';
import { PostListMore } from './post-list-more';
import { unpublishedPostsQuery, useSetPostPublished } from './queries';
import { useFocusAddedRow } from './use-focus-added-row';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/**
 * The posts staff took off the blog, most recently first, each with Publish again. Their titles
 * are not links: off the blog, their address answers "Article Not Found".
 */
export function UnpublishedPosts() {
  const { t } = useTranslation('admin-content');
  const toast = useToast();
  const posts = useInfiniteQuery(unpublishedPostsQuery());
  const publish = useSetPostPublished();
  const listRef = useRef<HTMLUListElement>(null);
  const list = posts.data?.pages.flatMap((p) => p.posts) ?? [];
  const focus = useFocusAddedRow(listRef, list.length);
  const onPublish = (id: string) =>
    publish.mutate({ id, published: true }, { onError: () => toast.show(t('unpublished.publishFailed')) });
  return (
    <section className="card published-posts" aria-labelledby="unpublished-posts-title">
      <h2 id="unpublished-posts-title">{t('unpublished.title')}</h2>
      {posts.isPending && (
        <p className="muted" role="status">
          {t('posts.loading')}
        </p>
      )}
      {posts.isError && !posts.data && (
        <QueryError error={posts.error} onRetry={() => posts.refetch()} title={t('posts.loadFailed')} />
      )}
      {posts.isSuccess && list.length === 0 && <p className="muted">{t('unpublished.none')}</p>}
      <ul ref={listRef}>
        {list.map((p) => (
          <li key={p.id}>
            <span className="post-title" lang={p.language}>
              {p.title}
            </span>
            <span className="post-language" lang={p.language}>
              {languageName(p.language)}
            </span>
            <span className="post-actions">
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => onPublish(p.id)}
                disabled={publish.isPending && publish.variables?.id === p.id}
              >
                {t('unpublished.publish')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <PostListMore
        failed={posts.isFetchNextPageError}
        hasMore={posts.hasNextPage}
        loading={posts.isFetchingNextPage}
        onShowMore={() => {
          focus.expect(list.length);
          void posts.fetchNextPage();
        }}
      />
    </section>
  );
}
