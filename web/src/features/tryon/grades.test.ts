import { describe, expect, it } from 'vitest';
import { gradeClass } from './grades';

describe('gradeClass', () => {
  it('colours Perfect green, Excellent blue, Good yellow and anything else red', () => {
    expect(gradeClass('Perfect')).toBe('grade-green');
    expect(gradeClass('Excellent')).toBe('grade-blue');
    expect(gradeClass('Good')).toBe('grade-yellow');
    expect(gradeClass('Tight')).toBe('grade-red');
    expect(gradeClass('Loose')).toBe('grade-red');
    expect(gradeClass('Fair')).toBe('grade-red');
  });

  it('leaves an area the garment does not cover grey', () => {
    expect(gradeClass('N/A')).toBe('grade-none');
  });
});
