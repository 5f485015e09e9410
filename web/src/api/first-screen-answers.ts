import { FIRST_SCREEN_ANSWERS_ID, type FirstScreenAnswers } from '@isoko/shared/catalog/first-screen';

/**
 * The catalogue answers the server put inside the page for its first screen (see
 * shared/catalog/first-screen). Each is given out once: the screen's first request for it
 * is answered without the network, and any later one (a refetch) asks the server again.
 */
let inPage: { lang: string; answers: Map<string, unknown> } | null | undefined;

function readInPage(): typeof inPage {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FirstScreenAnswers>;
    if (typeof parsed.lang !== 'string' || !parsed.answers || typeof parsed.answers !== 'object') return null;
    return { lang: parsed.lang, answers: new Map(Object.entries(parsed.answers)) };
  } catch {
    // An unreadable element only costs the round trip it was meant to save.
    return null;
  }
}

/**
 * The in-page answer to `GET url` in `language`, taken out so it serves once; undefined when
 * the page brought none (or brought it in another language).
 */
export function takeFirstScreenAnswer(url: string, language: string | null): unknown {
  if (inPage === undefined) inPage = readInPage();
  if (!inPage?.answers.has(url)) return undefined;
  const answer = inPage.answers.get(url);
  inPage.answers.delete(url);
  return inPage.lang === (language ?? 'en') ? answer : undefined;
}

/** Forgets what was read, so a test can put another page in place. */
export function resetFirstScreenAnswers() {
  inPage = undefined;
}
