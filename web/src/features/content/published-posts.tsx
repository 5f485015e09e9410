import { type ShopLanguage, shopLanguageOfTag } from '@isoko/shared/i18n-language';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { Link } from '../../routing';
import { QueryError } from '../../ui/query-error';
import { useToast } from '../../ui/toast';
import { DeletePostDialog, type PostToDelete } from './delete-post-dialog';
import { PostListMore } from './post-list-more';
import { adminPostsQuery, useDeletePost, useSetPostPublished } from './queries';
import { useFocusAddedRow } from './use-focus-added-row';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/**
 * Every published post for staff, each with Unpublish and Delete: a post whose facts went stale
 * (an ended flash price) can be taken off the blog, its page and the sitemap, for a while
 * (Unpublish: it waits under Unpublished articles) or for good (Delete, once staff say yes in the
 * dialog that asks). Posts are listed per language (the blog serves each reader the posts of theirs), newest first, a
 * page at a time with Show more, so no post is out of reach however many there are.
 */
export function PublishedPosts() {
  const { t, i18n } = useTranslation('admin-content');
  const toast = useToast();
  const [language, setLanguage] = useState<ShopLanguage>(() => shopLanguageOfTag(i18n.language) ?? 'en');
  const posts = useInfiniteQuery(adminPostsQuery(language));
  const remove = useDeletePost();
  const publish = useSetPostPublished();
  const listRef = useRef<HTMLUListElement>(null);
  const list = posts.data?.pages.flatMap((p) => p.posts) ?? [];
  const total = posts.data?.pages.at(-1)?.total ?? 0;
  const focus = useFocusAddedRow(listRef, list.length);
  const [asking, setAsking] = useState<PostToDelete | null>(null);
  // After a yes the row's Delete button is disabled, then gone: focus goes to the list's heading
  // instead of being lost to the page (after Cancel the dialog gives it back to the button).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || asking) return;
    setRefocus(false);
    headingRef.current?.focus();
  }, [refocus, asking]);
  const onDelete = (post: PostToDelete) => {
    setAsking(null);
    setRefocus(true);
    remove.mutate(post.id, { onError: () => toast.show(t('posts.deleteFailed')) });
  };
  const onUnpublish = (id: string) =>
    publish.mutate({ id, published: false }, { onError: () => toast.show(t('posts.unpublishFailed')) });
  const onShowMore = () => {
    focus.expect(list.length);
    void posts.fetchNextPage();
  };
  return (
    <section className="card published-posts" aria-labelledby="published-posts-title">
      <h2 id="published-posts-title" ref={headingRef} tabIndex={-1}>
        {t('posts.title')}
      </h2>
      <div className="field published-posts-language">
        <label htmlFor="published-posts-language">{t('posts.language')}</label>
        <select
          id="published-posts-language"
          value={language}
          onChange={(e) => setLanguage(shopLanguageOfTag(e.target.value) ?? 'en')}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      {posts.isPending && (
        <p className="muted" role="status">
          {t('posts.loading')}
        </p>
      )}
      {posts.isError && !posts.data && (
        <QueryError error={posts.error} onRetry={() => posts.refetch()} title={t('posts.loadFailed')} />
      )}
      {posts.isSuccess && list.length === 0 && <p className="muted">{t('posts.none')}</p>}
      {list.length > 0 && (
        <p className="muted" role="status">
          {t('posts.shown', { shown: list.length, total })}
        </p>
      )}
      <ul ref={listRef}>
        {list.map((p) => (
          <li key={p.id}>
            <Link to={`/blog/${p.id}`} lang={p.language}>
              {p.title}
            </Link>
            {/* A French or Kinyarwanda list also holds English posts not yet translated. */}
            {p.language !== language && (
              <span className="post-language" lang={p.language}>
                {languageName(p.language)}
              </span>
            )}
            <span className="post-actions">
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => onUnpublish(p.id)}
                disabled={publish.isPending && publish.variables?.id === p.id}
              >
                {t('posts.unpublish')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setAsking({ id: p.id, title: p.title })}
                disabled={remove.isPending && remove.variables === p.id}
              >
                {t('posts.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <PostListMore
        failed={posts.isFetchNextPageError}
        hasMore={posts.hasNextPage}
        loading={posts.isFetchingNextPage}
        onShowMore={onShowMore}
      />
      {asking && (
        <DeletePostDialog post={asking} onKeep={() => setAsking(null)} onDelete={() => onDelete(asking)} />
      )}
    </section>
  );
}
