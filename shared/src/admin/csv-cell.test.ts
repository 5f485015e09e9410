import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCsvCell } from './csv-cell';

describe('CSV cells', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const v of ['=1+1', '+250', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseCsvCell(v)).toBe(`'${v}`);
    expect(neutraliseCsvCell('Aline')).toBe('Aline');
  });

  it('quotes fields with commas or quotes after neutralising them', () => {
    expect(csvLine(['a,b', 'say "hi"', '=HYPERLINK("x")', 5])).toBe(
      '"a,b","say ""hi""","\'=HYPERLINK(""x"")",5',
    );
  });
});
