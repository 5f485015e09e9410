import { useEffect } from 'react';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/** Sets the page's title (`… | Isoko` unless it names the shop) and, when given, its meta description. */
export function useDocumentMeta(title: string | null | undefined, description?: string | null) {
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = /\bIsoko\b/.test(title) ? title : `${title} | Isoko`;
    const tag = description ? metaTag('description') : null;
    const previousDescription = tag?.content;
    if (tag && description) tag.content = description;
    return () => {
      document.title = previousTitle;
      if (tag && previousDescription !== undefined) tag.content = previousDescription;
    };
  }, [title, description]);
}
