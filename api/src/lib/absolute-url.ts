/**
 * A shop address made absolute against the public base (`https://shop.rw` + `/media/a.svg`), as
 * link previews and search engines need; addresses that already carry a scheme pass unchanged.
 */
export function absoluteUrl(base: string, url: string): string;
export function absoluteUrl(base: string, url: string | null | undefined): string | undefined;
export function absoluteUrl(base: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url)) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
