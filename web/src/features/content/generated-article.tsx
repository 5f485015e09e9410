import { linkedProductIds } from '@isoko/shared/content/article-lines';
import {
  type ArticleTopic,
  CreatePostBody,
  type GeneratedContent,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
} from '@isoko/shared/content/schema';
import { scoreArticle } from '@isoko/shared/content/seo-rubric';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { useToast } from '../../ui/toast';
import { ArticleBody } from './article-body';
import { COPIED_MS, CopyButton } from './copy-button';
import { usePublishPost } from './queries';

/** How long 'Published!' shows before the button is ready again. */
const PUBLISHED_MS = 3000;

type PublishState = 'idle' | 'publishing' | 'published';

/** The two parts staff may correct before publishing. */
type Editable = 'title' | 'content';
type FieldKey = Editable | 'meta' | 'keywords' | 'hashtags';

/** What is wrong with an edited part: empty, shorter or longer than the blog takes. */
type Problem = 'Empty' | 'Short' | 'Long';

const LIMITS: Record<Editable, { min: number; max: number }> = {
  title: { min: POST_TITLE_MIN, max: POST_TITLE_MAX },
  content: { min: POST_CONTENT_MIN, max: POST_CONTENT_MAX },
};

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

/** One part of the result under its name, with its own copy button; `htmlFor` names its box. */
function GeneratedField({
  name,
  copy,
  htmlFor,
  children,
}: {
  name: FieldKey;
  copy: string;
  htmlFor?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="generated-field">
      <div className="generated-label">
        <h3>{htmlFor ? <label htmlFor={htmlFor}>{t(`fields.${name}`)}</label> : t(`fields.${name}`)}</h3>
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

/** The problems of the edited parts, checked with the schema the API checks Publish to Blog with. */
function problemsOf(body: CreatePostBody): Partial<Record<Editable, Problem>> {
  const parsed = CreatePostBody.safeParse(body);
  if (parsed.success) return {};
  const problems: Partial<Record<Editable, Problem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field !== 'title' && field !== 'content') || problems[field]) continue;
    problems[field] = !body[field].trim() ? 'Empty' : issue.code === 'too_big' ? 'Long' : 'Short';
  }
  return problems;
}

/**
 * The generated article, its title and text open to correction before Publish to Blog: what is
 * published (and copied) is what staff see in the boxes, and the SEO score follows their edits.
 */
export function GeneratedArticle({ content: c, topic }: { content: GeneratedContent; topic: ArticleTopic }) {
  const { t } = useTranslation('admin-content');
  // Published, publishing failed, copying refused: said in the page's toast.
  const toast = useToast();
  const publish = usePublishPost();
  const [title, setTitle] = useState(c.title);
  const [text, setText] = useState(c.content);
  const [problems, setProblems] = useState<Partial<Record<Editable, Problem>>>({});
  const [publishState, setPublishState] = useState<PublishState>('idle');
  const [allCopied, setAllCopied] = useState(false);
  const [publishedId, setPublishedId] = useState<string | null>(null);
  const titleBox = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);

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

  const edited = { ...c, title, content: text };
  // The generator linked only real product pages, so those are the pages an edit may keep
  // linking to; the unchanged article keeps the server's score.
  const known = useMemo(
    () => new Set(linkedProductIds(c.content).map((id) => id.toLowerCase())),
    [c.content],
  );
  const score = title === c.title && text === c.content ? c.seoScore : scoreArticle(edited, known).score;

  const onPublish = async () => {
    const body: CreatePostBody = {
      title,
      content: text,
      metaDescription: c.metaDescription,
      keywords: c.keywords,
      hashtags: c.hashtags,
      category: topic,
      seoScore: score,
      language: c.language,
    };
    const found = problemsOf(body);
    setProblems(found);
    if (found.title || found.content) {
      (found.title ? titleBox : textBox).current?.focus();
      return;
    }
    setPublishState('publishing');
    try {
      const res = await publish.mutateAsync(body);
      setPublishState('published');
      setPublishedId(res.post.id);
      toast.show(t('alerts.published'));
    } catch {
      setPublishState('idle');
      toast.show(t('alerts.publishFailed'));
    }
  };

  const problemText = (field: Editable) => {
    const problem = problems[field];
    return problem ? (
      <span id={`generated-${field}-err`} className="field-error">
        {t(`errors.${field}${problem}`, LIMITS[field])}
      </span>
    ) : null;
  };
  const a11y = (field: Editable) => ({
    id: `generated-${field}`,
    maxLength: LIMITS[field].max,
    'aria-invalid': Boolean(problems[field]),
    'aria-describedby': problems[field] ? `generated-${field}-err` : undefined,
  });

  return (
    <section className="card generated" aria-labelledby="generated-h">
      <div className="generated-head">
        <h2 id="generated-h">{t('result')}</h2>
        <p className="seo-score" data-testid="seo-score">
          {t('score', { score })}
        </p>
      </div>
      <p className="muted">{t('editHint')}</p>
      <GeneratedField name="title" copy={title} htmlFor="generated-title">
        <input
          {...a11y('title')}
          ref={titleBox}
          className="generated-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        {problemText('title')}
      </GeneratedField>
      <GeneratedField name="meta" copy={c.metaDescription}>
        <p>{c.metaDescription}</p>
      </GeneratedField>
      <GeneratedField name="content" copy={text} htmlFor="generated-content">
        <textarea
          {...a11y('content')}
          ref={textBox}
          className="generated-text"
          rows={16}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {problemText('content')}
        <h4 className="generated-preview-h">{t('preview')}</h4>
        <div className="generated-content">
          <ArticleBody content={text} />
        </div>
      </GeneratedField>
      <GeneratedField name="keywords" copy={c.keywords.join(', ')}>
        <Tags items={c.keywords} />
      </GeneratedField>
      <GeneratedField name="hashtags" copy={c.hashtags.join(' ')}>
        <Tags items={c.hashtags} hash />
      </GeneratedField>
      <div className="actions-row">
        <button
          type="button"
          className="btn btn-outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(allText(edited));
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
  );
}
