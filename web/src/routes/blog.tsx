import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogList } from '../features/content/blog-list';
import { NewsletterBox } from '../features/content/newsletter-box';
import '../features/content/content.css';

/** /blog: the shop's articles, searchable by words and category, and the newsletter box. */
export function Component() {
  const { t } = useTranslation('content');
  useEffect(() => {
    document.title = `${t('list.title')} — Isoko`;
  }, [t]);
  return (
    <div className="container blog-page">
      <header className="blog-head">
        <h1>{t('list.title')}</h1>
        <p className="muted">{t('list.subtitle')}</p>
      </header>
      <BlogList />
      <NewsletterBox />
    </div>
  );
}
