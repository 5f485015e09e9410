import { ARTICLE_TOPICS, type ArticleTopic, type GeneratedContent } from '@isoko/shared/content/schema';
import { type ShopLanguage, shopLanguageOfTag } from '@isoko/shared/i18n-language';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { Link } from '../../routing';
import { useToast } from '../../ui/toast';
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

type FieldKey = 'title' | 'meta' | 'content' | 'keywords' | 'hashtags';

/** One part of the result under its name, with its own copy button. */
function GeneratedField({
  name,
  copy,
  children,
}: {
  name: FieldKey;
  copy: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="generated-field">
      <div className="generated-label">
        <h3>{t(`fields.${name}`)}</h3>
        <CopyButton text={copy} label={t('copyWhat', { what: t(`fields.${name}`) })} />
      </div>
      {children}
    </div>
  );
}

function Tags({ items, hash = false }: { items: readonly string[]; hash?: boolean }) {
  return (
    <ul className="tag-list">
      {items.map((k) => (
        <li key={k} className={hash ? 'tag tag-hash' : 'tag'}>
          {k}
        </li>
      ))}
    </ul>
  );
}

/** The generated article: title, meta description, content as the blog shows it, keywords, hashtags. */
function GeneratedFields({ content: c }: { content: GeneratedContent }) {
  return (
    <>
      <GeneratedField name="title" copy={c.title}>
        <p className="generated-title">{c.title}</p>
      </GeneratedField>
      <GeneratedField name="meta" copy={c.metaDescription}>
        <p>{c.metaDescription}</p>
      </GeneratedField>
      <GeneratedField name="content" copy={c.content}>
        <div className="generated-content">
          <ArticleBody content={c.content} />
        </div>
      </GeneratedField>
      <GeneratedField name="keywords" copy={c.keywords.join(', ')}>
        <Tags items={c.keywords} />
      </GeneratedField>
      <GeneratedField name="hashtags" copy={c.hashtags.join(' ')}>
        <Tags items={c.hashtags} hash />
      </GeneratedField>
    </>
  );
}

/** The article generator: six topics, Generate with live progress, the result with copy and publish. */
export function ArticleGenerator() {
  const { t } = useTranslation('admin-content');
  // What the generator has to say (no topic, failed, published) shows in the page's toast.
  const toast = useToast();
  const [topic, setTopic] = useState<ArticleTopic | null>(null);
  // The language the article is written in (the blog serves it to shoppers reading in it).
  const [language, setLanguage] = useState<ShopLanguage>('en');
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
    if (gen.failed) toast.show(t('alerts.generateFailed'));
  }, [gen.failed, t, toast]);

  const onGenerate = async () => {
    if (!topic) {
      toast.show(t('alerts.noTopic'));
      return;
    }
    setPublishedId(null);
    setPublishState('idle');
    setPublishedTopic(topic);
    await gen.run(topic, language);
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
        language: c.language,
      });
      setPublishState('published');
      setPublishedId(res.post.id);
      toast.show(t('alerts.published'));
    } catch {
      setPublishState('idle');
      toast.show(t('alerts.publishFailed'));
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
      <div className="field generator-language">
        <label htmlFor="article-language">{t('language')}</label>
        <select
          id="article-language"
          value={language}
          onChange={(e) => setLanguage(shopLanguageOfTag(e.target.value) ?? 'en')}
        >
          {/* Each language named in itself, as in the language switcher. */}
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
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
          <GeneratedFields content={c} />
          <div className="actions-row">
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(allText(c));
                  setAllCopied(true);
                } catch {
                  toast.show(t('copyFailed'));
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
