import { formatDate } from '@isoko/shared/date-format';
import { describe, expect, it } from 'vitest';
import { REPLIES } from './replies';
import { endSentence } from './sentence-end';

describe('the end of a sentence', () => {
  it('adds a full stop, but none after a point, an ellipsis, "!" or "?" already there', () => {
    expect(endSentence('Kigali')).toBe('Kigali.');
    expect(endSentence('mer. 2 déc.')).toBe('mer. 2 déc.');
    expect(endSentence('En route…')).toBe('En route…');
    expect(endSentence('Arrivé !')).toBe('Arrivé !');
  });

  it.each(['en', 'fr', 'rw'] as const)('ends a tracking reply in %s with one full stop', (language) => {
    // 2 December on the Kigali clock: French abbreviates the month with a point ("déc.").
    const eta = formatDate(new Date('2026-12-02T10:00:00Z'), language, 'dayMonth');
    const reply = REPLIES[language].trackingFound({
      number: 'ISK-261129-ABCDE',
      status: 'shipped',
      location: 'Kigali Hub.',
      eta,
    });
    expect(reply).not.toContain('..');
    expect(reply).toMatch(/[^.]\.$/);
  });
});
