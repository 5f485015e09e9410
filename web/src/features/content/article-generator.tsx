import { ARTICLE_TOPICS, type ArticleTopic, type GeneratedContent } from '@isoko/shared/content/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArticleBody } from './article-body';
import { COPIED_MS, CopyButton } from './copy-button';
import { usePublishPost } from './queries';
import { useArticleGeneration } from './use-article-generation';

/** How long 'Published!' shows before the button is ready again. */
const PUBLISHED_MS = 3000;

type PublishState = 'idle' | 'publishing' | 'published';

function allText(c: GeneratedContent): string {
  return [
    c.title,
    '',
    c.metaDescription,
    '',
    c.content,
    '',
    c.keywords.join(', '),
    c.hashtags.join(' '),
  ].join('\n');
}

/** The article generator: six topics, Generate with live progress, the result with copy and publish. */
export function ArticleGenerator() {
  const { t } = useTranslation('admin-content');
  const [topic, setTopic] = useState<ArticleTopic | null>(null);
  const [publishedTopic, setPublishedTopic] = useState<ArticleTopic | null>(null);
  const gen = useArticleGeneration();
  const publish = usePublishPost();
  const [publishState, setPublishState] = useState<PublishState>('idle');
  const [allCopied, setAllCopied] = useState(false);
  const [publishedId, setPublishedId] = useState<string | null>(null);

  useEffect(() => {
    if (publishState !== 'published') return;
    const timer = setTimeout(() => setPublishState('idle'), PUBLISHED_MS);
    return () => clearTimeout(timer);
  }, [publishState]);
  useEffect(() => {
    if (!allCopied) return;
    const timer = setTimeout(() => setAllCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [allCopied]);
  useEffect(() => {
    if (gen.failed) window.alert(t('alerts.generateFailed'));
  }, [gen.failed, t]);

  const onGenerate = async () => {
    if (!topic) {
      window.alert(t('alerts.noTopic'));
      return;
    }
    setPublishedId(null);
    setPublishState('idle');
    setPublishedTopic(topic);
    await gen.run(topic);
  };

  const onPublish = async () => {
    const c = gen.content;
    if (!c || !publishedTopic) return;
    setPublishState('publishing');
    try {
      const res = await publish.mutateAsync({
        title: c.title,
        content: c.content,
        metaDescription: c.metaDescription,
        keywords: c.keywords,
        hashtags: c.hashtags,
        category: publishedTopic,
        seoScore: c.seoScore,
      });
      setPublishState('published');
      setPublishedId(res.post.id);
      window.alert(t('alerts.published'));
    } catch {
      setPublishState('idle');
      window.alert(t('alerts.publishFailed'));
    }
  };

  const c = gen.content;
  return (
    <div className="article-generator">
      <fieldset className="topic-grid">
        <legend>{t('chooseTopic')}</legend>
        {ARTICLE_TOPICS.map((id) => (
          <label key={id} className={`card topic-card${topic === id ? ' topic-card-active' : ''}`}>
            <input
              type="radio"
              name="topic"
              value={id}
              checked={topic === id}
              onChange={() => setTopic(id)}
              className="visually-hidden"
            />
            <span className="topic-name">{t(`topics.${id}.title`)}</span>
            <span className="muted small">{t(`topics.${id}.text`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-primary" onClick={onGenerate} disabled={gen.running}>
        {gen.running ? t('generating') : t('generate')}
      </button>

      {gen.progress && (
        <div className="card generator-progress" role="status">
          <p>{t(`stages.${gen.progress.stage}`, { defaultValue: t('stages.queued') })}</p>
          <progress max={100} value={gen.progress.progress} aria-label={t('progress')}>
            {gen.progress.progress} %
          </progress>
          <span className="muted">{gen.progress.progress} %</span>
        </div>
      )}

      {c && (
        <section className="card generated" aria-labelledby="generated-h">
          <div className="generated-head">
            <h2 id="generated-h">{t('result')}</h2>
            <p className="seo-score" data-testid="seo-score">
              {t('score', { score: c.seoScore })}
            </p>
          </div>
          <div className="generated-field">
            <div className="generated-label">
              <h3>{t('fields.title')}</h3>
              <CopyButton text={c.title} label={t('copyWhat', { what: t('fields.title') })} />
            </div>
            <p className="generated-title">{c.title}</p>
          </div>
          <div className="generated-field">
            <div className="generated-label">
              <h3>{t('fields.meta')}</h3>
              <CopyButton text={c.metaDescription} label={t('copyWhat', { what: t('fields.meta') })} />
            </div>
            <p>{c.metaDescription}</p>
          </div>
          <div className="generated-field">
            <div className="generated-label">
              <h3>{t('fields.content')}</h3>
              <CopyButton text={c.content} label={t('copyWhat', { what: t('fields.content') })} />
            </div>
            <div className="generated-content">
              <ArticleBody content={c.content} />
            </div>
          </div>
          <div className="generated-field">
            <div className="generated-label">
              <h3>{t('fields.keywords')}</h3>
              <CopyButton
                text={c.keywords.join(', ')}
                label={t('copyWhat', { what: t('fields.keywords') })}
              />
            </div>
            <ul className="tag-list">
              {c.keywords.map((k) => (
                <li key={k} className="tag">
                  {k}
                </li>
              ))}
            </ul>
          </div>
          <div className="generated-field">
            <div className="generated-label">
              <h3>{t('fields.hashtags')}</h3>
              <CopyButton text={c.hashtags.join(' ')} label={t('copyWhat', { what: t('fields.hashtags') })} />
            </div>
            <ul className="tag-list">
              {c.hashtags.map((h) => (
                <li key={h} className="tag tag-hash">
                  {h}
                </li>
              ))}
            </ul>
          </div>
          <div className="actions-row">
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(allText(c));
                  setAllCopied(true);
                } catch {
                  window.alert(t('copyFailed'));
                }
              }}
            >
              {allCopied ? t('copied') : t('copyAll')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={onPublish}
              disabled={publishState !== 'idle'}
            >
              {publishState === 'publishing'
                ? t('publishing')
                : publishState === 'published'
                  ? t('published')
                  : t('publish')}
            </button>
            {publishedId && (
              <Link to={`/blog/${publishedId}`} className="btn btn-link">
                {t('viewPost')}
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
