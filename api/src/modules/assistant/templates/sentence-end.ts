/**
 * Words that end a sentence, with its full stop: none is added after one they already end with.
 * A French short date ends with an abbreviation point ("mer. 2 déc."), and a place or a date may
 * end with "…", "!" or "?": a second "." after those reads as a typo ("2 déc..").
 */
export const endSentence = (words: string): string => (/[.!?…]\s*$/.test(words) ? words : `${words}.`);
