import { ARTICLE_TOPICS, type ArticleTopic } from '@isoko/shared/content/schema';
import { type ShopLanguage, shopLanguageOfTag } from '@isoko/shared/i18n-language';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { useToast } from '../../ui/toast';
import { GeneratedArticle } from './generated-article';
import { useArticleGeneration } from './use-article-generation';

/** The article generator: six topics, Generate with live progress, then the result to correct, copy and publish. */
export function ArticleGenerator() {
  const { t } = useTranslation('admin-content');
  // What the generator has to say (no topic, failed) shows in the page's toast.
  const toast = useToast();
  const [topic, setTopic] = useState<ArticleTopic | null>(null);
  // The language the article is written in (the blog serves it to shoppers reading in it).
  const [language, setLanguage] = useState<ShopLanguage>('en');
  const [generatedTopic, setGeneratedTopic] = useState<ArticleTopic | null>(null);
  // Counts generations: each new article opens with its own text in the boxes, never the last edits.
  const [generation, setGeneration] = useState(0);
  const gen = useArticleGeneration();

  useEffect(() => {
    if (gen.failed) toast.show(t('alerts.generateFailed'));
  }, [gen.failed, t, toast]);

  const onGenerate = async () => {
    if (!topic) {
      toast.show(t('alerts.noTopic'));
      return;
    }
    setGeneratedTopic(topic);
    setGeneration((n) => n + 1);
    await gen.run(topic, language);
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

      {c && generatedTopic && <GeneratedArticle key={generation} content={c} topic={generatedTopic} />}
    </div>
  );
}
