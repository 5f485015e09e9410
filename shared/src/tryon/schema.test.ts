import { describe, expect, it } from 'vitest';
import { ShopperHeight, TRYON_HEIGHT_MAX_CM, TRYON_HEIGHT_MIN_CM, TryOnFields } from './schema';

const choices = { bodyType: 'pear', skinTone: 'dark' } as const;

describe('the shopper’s height', () => {
  it('takes whole centimetres from 120 to 220', () => {
    expect([TRYON_HEIGHT_MIN_CM, TRYON_HEIGHT_MAX_CM]).toEqual([120, 220]);
    for (const ok of [120, 158, 185, 220]) expect(ShopperHeight.safeParse(ok).success, String(ok)).toBe(true);
  });

  it('refuses a height out of range, a part centimetre and text', () => {
    for (const bad of [119, 221, 0, -160, 158.5, Number.NaN, '158', null]) {
      expect(ShopperHeight.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('is optional in a try-on, and checked when sent', () => {
    expect(TryOnFields.parse(choices).height).toBeUndefined();
    expect(TryOnFields.parse({ ...choices, height: 158 }).height).toBe(158);
    const tooTall = TryOnFields.safeParse({ ...choices, height: 250 });
    expect(tooTall.success).toBe(false);
    expect(tooTall.error?.issues[0]?.path).toEqual(['height']);
  });
});
