import { describe, expect, it } from 'vitest';
import { signInAction, signInTarget } from './redirect';

const q = (s: string) => new URLSearchParams(s);

describe('after sign-in', () => {
  it('goes to the product first, then the from location, then the shop', () => {
    expect(signInTarget(q('productId=abc&from=/cart'))).toBe('/product/abc');
    expect(signInTarget(q('from=/cart'))).toBe('/cart');
    expect(signInTarget(q(''))).toBe('/shop');
  });

  it('never leaves the site', () => {
    for (const from of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(signInTarget(q(`from=${encodeURIComponent(from)}`))).toBe('/shop');
    }
  });

  it('reads the action for the subtitle', () => {
    expect(signInAction(q('action=buy'))).toBe('buy');
    expect(signInAction(q('action=addToCart'))).toBe('addToCart');
    expect(signInAction(q('action=other'))).toBe('default');
  });
});
