import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts UUIDs of any version and case', () => {
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
  });

  it('refuses anything a uuid column would choke on', () => {
    for (const bad of [
      '',
      'not-a-uuid',
      '3f2504e0-4f89-11d3-9a0c-0305e82c330',
      ' 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    ]) {
      expect(isUuid(bad), bad).toBe(false);
    }
  });
});
