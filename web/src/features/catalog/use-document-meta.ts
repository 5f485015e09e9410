import { useEffect } from 'react';

/** The `<meta>` with this name (or, for Open Graph tags, this property), created when missing. */
function metaTag(key: string, attribute: 'name' | 'property' = 'name'): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

/** Open Graph locales of the shop's languages (Rwanda's French and Kinyarwanda). */
const OG_LOCALES: Record<string, string> = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW' };

export interface DocumentMetaOptions {
  /** The language the page is shown in (en, fr, rw): sets `og:locale` and the Open Graph texts. */
  language?: string;
  /** The page's picture for link previews (`og:image`). */
  image?: string | null;
}

/**
 * Sets the page's title (`… | Isoko` unless it names the shop) and, when given, its meta
 * description. With a language it also sets the Open Graph title, description, locale and
 * image, so a shared link previews in the language the page was read in. Everything it changed
 * is put back when the page goes.
 */
export function useDocumentMeta(
  title: string | null | undefined,
  description?: string | null,
  options: DocumentMetaOptions = {},
) {
  const { language, image } = options;
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    const fullTitle = /\bIsoko\b/.test(title) ? title : `${title} | Isoko`;
    document.title = fullTitle;
    const changes: [HTMLMetaElement, string][] = [];
    const set = (tag: HTMLMetaElement, content: string) => {
      changes.push([tag, tag.content]);
      tag.content = content;
    };
    if (description) set(metaTag('description'), description);
    if (language) {
      set(metaTag('og:title', 'property'), fullTitle);
      if (description) set(metaTag('og:description', 'property'), description);
      set(metaTag('og:locale', 'property'), OG_LOCALES[language] ?? OG_LOCALES.en!);
      if (image) set(metaTag('og:image', 'property'), new URL(image, window.location.origin).href);
    }
    return () => {
      document.title = previousTitle;
      for (const [tag, content] of changes.reverse()) tag.content = content;
    };
  }, [title, description, language, image]);
}
