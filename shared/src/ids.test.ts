import { describe, expect, it } from 'vitest';
import { Uuid } from './id-schema';
import { isUuid, isUuidV4 } from './ids';

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

describe('isUuidV4', () => {
  it('accepts only random (version 4, RFC variant) UUIDs', () => {
    expect(isUuidV4('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(true);
    expect(isUuidV4('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(false);
    expect(isUuidV4('7c9e6679-7425-40de-c44b-e07fc1f90ae7')).toBe(false);
  });
});

describe('Uuid', () => {
  it('takes every id isUuid takes, including ones zod’s own uuid check refuses', () => {
    expect(Uuid().safeParse('3F2504E0-4F89-11D3-9A0C-0305E82C3301').success).toBe(true);
    expect(Uuid().safeParse('11111111-1111-1111-1111-111111111111').success).toBe(true);
  });

  it('refuses anything else with the message it was given', () => {
    expect(Uuid('Unknown address').safeParse('not-a-uuid').error?.issues[0]?.message).toBe('Unknown address');
    expect(Uuid().safeParse('').error?.issues[0]?.message).toBe('Expected an id');
  });
});
