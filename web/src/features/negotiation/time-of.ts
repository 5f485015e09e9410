/** Hours and minutes in the shopper's language (bubbles and how long a deal is held). */
export function timeOf(when: string | Date, language: string): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  return new Intl.DateTimeFormat(language === 'rw' ? 'rw-RW' : language, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
