import { describe, expect, it } from 'vitest';
import { gradeClass, gradeWord } from './grades';

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

describe('gradeWord', () => {
  it('says a garment is too short or too long, not tight or loose, and leaves other rows alone', () => {
    expect(gradeWord({ key: 'length', label: 'Length', value: 'Tight' })).toBe('grade.lengthTight');
    expect(gradeWord({ key: 'length', label: 'Length', value: 'Loose' })).toBe('grade.lengthLoose');
    expect(gradeWord({ key: 'length', label: 'Length', value: 'Perfect' })).toBe('grade.Perfect');
    expect(gradeWord({ key: 'waist', label: 'Waist', value: 'Tight' })).toBe('grade.Tight');
  });
});
