import { formatDate, formatDateTime } from '@isoko/shared/date-format';
/** A date as staff read it, in their language: 24 Nov 2026 · 24 nov. 2026 · 24 Ugushyingo 2026. */
export function formatAdminDate(iso: string, language: string): string {
  return formatDate(iso, language);
}

export function formatAdminDateTime(iso: string, language: string): string {
  return formatDateTime(iso, language);
}
