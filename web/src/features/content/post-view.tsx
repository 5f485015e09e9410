import type { BlogPostDto } from '@isoko/shared/content/schema';
import { formatDate } from '@isoko/shared/date-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { Link, useGoBack } from '../../routing';
import { useToast } from '../../ui/toast';
import { ArticleBody } from './article-body';
import { useAuthorName } from './author-name';
import { CategoryLabel } from './category-label';
import { PostImage } from './post-image';

/** A whole article: picture, category, score, title, description, byline, views, text, tags, like, share. */
export function PostView({ post }: { post: BlogPostDto }) {
  const { t, i18n } = useTranslation('content');
  const author = useAuthorName();
  // Back to the page the shopper came from, or to the blog when the article was opened by a link.
  const goBack = useGoBack('/blog');
  const toast = useToast();
  // Like is this page's own toggle: nothing is sent or stored.
  const [liked, setLiked] = useState(false);

  const share = async () => {
    const url = `${window.location.origin}/blog/${post.id}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, text: post.metaDescription, url });
        return;
      } catch (err) {
        // The person closed the share sheet: nothing else to do.
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('post.copied'));
    } catch {
      toast.show(t('post.copyFailed'));
    }
  };

  return (
    <article className="blog-article" lang={post.language}>
      <button type="button" className="btn btn-link back-link" onClick={goBack}>
        ← {t('post.back')}
      </button>
      <PostImage post={post} large />
      <div className="post-meta">
        <span className="badge">
          <CategoryLabel category={post.category} />
        </span>
        {post.seoScore !== null && (
          <span className="badge badge-ai">{t('post.score', { score: post.seoScore })}</span>
        )}
      </div>
      <h1>{post.title}</h1>
      {post.metaDescription && <p className="lead">{post.metaDescription}</p>}
      <p className="post-byline muted">
        <span>{author.byline(post.author)}</span> ·{' '}
        <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, i18n.language)}</time> ·{' '}
        <span>{t('post.views', { count: post.views })}</span> ·{' '}
        <span>{t('card.readTime', { minutes: Number.parseInt(post.readTime, 10) || 5 })}</span>
      </p>
      {post.translations && post.translations.length > 0 && (
        <nav className="post-languages" aria-label={t('post.otherLanguages')}>
          <span className="muted">{t('common:labelled', { label: t('post.otherLanguages') })}</span>{' '}
          {post.translations.map((v, i) => (
            <span key={v.id}>
              {i > 0 && ' · '}
              {/* Each language's name in that language, as in the language switcher. */}
              <Link to={`/blog/${v.id}`} lang={v.language} hrefLang={v.language}>
                {LANGUAGES.find((l) => l.code === v.language)?.label ?? v.language}
              </Link>
            </span>
          ))}
        </nav>
      )}
      <ArticleBody content={post.content} />
      {post.keywords.length > 0 && (
        <div className="post-tags">
          <h2 className="post-tags-title">{t('post.keywords')}</h2>
          <ul className="tag-list">
            {post.keywords.map((k) => (
              <li key={k} className="tag">
                {k}
              </li>
            ))}
          </ul>
        </div>
      )}
      {post.hashtags.length > 0 && (
        <div className="post-tags">
          <h2 className="post-tags-title">{t('post.hashtags')}</h2>
          <ul className="tag-list">
            {post.hashtags.map((h) => (
              <li key={h} className="tag tag-hash">
                {h}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="post-actions">
        <button
          type="button"
          className={`btn ${liked ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={liked}
          onClick={() => setLiked((v) => !v)}
        >
          {liked ? t('post.liked') : t('post.like')}
        </button>
        <button type="button" className="btn btn-outline" onClick={share}>
          {t('post.share')}
        </button>
      </div>
      <Link to="/blog" className="btn btn-link">
        {t('post.all')}
      </Link>
    </article>
  );
}
