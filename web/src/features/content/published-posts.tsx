import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { blogListQuery, useDeletePost } from './queries';

/**
 * The blog's latest posts for staff, each with Delete: a post whose facts went stale (an ended
 * flash price) can be taken off the blog, its page and the sitemap after a confirmation.
 */
export function PublishedPosts() {
  const { t } = useTranslation('admin-content');
  const posts = useQuery(blogListQuery({ search: '', chip: 'all', page: 1 }));
  const remove = useDeletePost();
  const onDelete = (id: string, title: string) => {
    if (!window.confirm(t('posts.confirmDelete', { title }))) return;
    remove.mutate(id, { onError: () => window.alert(t('posts.deleteFailed')) });
  };
  const list = posts.data?.posts ?? [];
  return (
    <section className="card published-posts" aria-labelledby="published-posts-title">
      <h2 id="published-posts-title">{t('posts.title')}</h2>
      {posts.isSuccess && list.length === 0 && <p className="muted">{t('posts.none')}</p>}
      <ul>
        {list.map((p) => (
          <li key={p.id}>
            <Link to={`/blog/${p.id}`}>{p.title}</Link>{' '}
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => onDelete(p.id, p.title)}
              disabled={remove.isPending && remove.variables === p.id}
            >
              {t('posts.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
