import { formatTime } from '@isoko/shared/date-format';
/** Hours and minutes in the shopper's language (bubbles and how long a deal is held). */
export function timeOf(when: string | Date, language: string): string {
  return formatTime(when, language);
}
