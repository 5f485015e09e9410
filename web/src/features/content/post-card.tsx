import type { BlogPostCardDto } from '@isoko/shared/content/schema';
import { formatDate } from '@isoko/shared/date-format';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { useAuthorName } from './author-name';
import { CategoryLabel } from './category-label';
import { PostImage } from './post-image';

/** A post in the blog grid (or the featured one, larger). */
export function PostCard({ post, featured = false }: { post: BlogPostCardDto; featured?: boolean }) {
  const { t, i18n } = useTranslation('content');
  const author = useAuthorName();
  return (
    <article className={`card post-card${featured ? ' post-card-featured' : ''}`}>
      <PostImage post={post} />
      <div className="post-card-body">
        <div className="post-meta">
          <span className="badge">
            <CategoryLabel category={post.category} />
          </span>
          {post.seoScore !== null && (
            <span className="badge badge-ai" title={t('card.aiTitle')}>
              {t('card.ai', { score: post.seoScore })}
            </span>
          )}
        </div>
        <h2 className="post-card-title">
          <Link to={`/blog/${post.id}`}>{post.title}</Link>
        </h2>
        <p className="muted post-card-text">{post.metaDescription || post.excerpt}</p>
        <p className="post-byline muted">
          <span>{author.name(post.author)}</span> ·{' '}
          <time dateTime={post.date}>{formatDate(post.date, i18n.language)}</time> ·{' '}
          <span>{t('card.readTime', { minutes: Number.parseInt(post.readTime, 10) || 5 })}</span>
        </p>
        <Link
          to={`/blog/${post.id}`}
          className="btn btn-link"
          aria-label={t('card.readAria', { title: post.title })}
        >
          {t('card.read')}
        </Link>
      </div>
    </article>
  );
}
