import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCsvCell } from './csv-cell';

describe('CSV cells', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const v of ['=1+1', '+1+1', '+A1', '+250 788', '+', '-2', '@SUM(A1)', '\tx', '\rx', '+250\t'])
      expect(neutraliseCsvCell(v)).toBe(`'${v}`);
    expect(neutraliseCsvCell('Aline')).toBe('Aline');
  });

  it('leaves a phone number written + and digits as it is: no formula can hide in it', () => {
    expect(neutraliseCsvCell('+250788111001')).toBe('+250788111001');
    expect(csvLine(['+250788111001', '-250788111001'])).toBe("+250788111001,'-250788111001");
  });

  it('quotes fields with commas or quotes after neutralising them', () => {
    expect(csvLine(['a,b', 'say "hi"', '=HYPERLINK("x")', 5])).toBe(
      '"a,b","say ""hi""","\'=HYPERLINK(""x"")",5',
    );
  });
});
