/** A date as staff read it: 24 Nov 2026 (Kinyarwanda and French browsers fall back to their own names). */
export function formatAdminDate(iso: string, language: string): string {
  const locale = language === 'rw' ? 'en-GB' : language;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatAdminDateTime(iso: string, language: string): string {
  const locale = language === 'rw' ? 'en-GB' : language;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
