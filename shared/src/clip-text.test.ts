import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text';

describe('clipText', () => {
  it('cuts at the length given, one unit sooner rather than between the halves of an emoji', () => {
    expect(clipText('Murakoze', 20)).toBe('Murakoze');
    expect(clipText('Murakoze', 4)).toBe('Mura');
    // '😀' is two UTF-16 units: a cut after 'ab' + its first half keeps only 'ab'.
    expect(clipText('ab😀cd', 3)).toBe('ab');
    expect(clipText('ab😀cd', 4)).toBe('ab😀');
    expect(clipText('😀', 1)).toBe('');
  });
});
