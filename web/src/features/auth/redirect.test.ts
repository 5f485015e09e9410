import { describe, expect, it } from 'vitest';
import { signedInTarget, signInAction, signInTarget } from './redirect';

const q = (s: string) => new URLSearchParams(s);

describe('after sign-in', () => {
  it('goes to the product first, then the from location, then the shop', () => {
    expect(signInTarget(q('productId=abc&from=/cart'))).toBe('/product/abc');
    expect(signInTarget(q('from=/cart'))).toBe('/cart');
    expect(signInTarget(q(''))).toBe('/shop');
  });

  it('keeps the language the address names, so the page it goes to opens in it too', () => {
    expect(signInTarget(q('from=/cart&lang=fr'))).toBe('/cart?lang=fr');
    expect(signInTarget(q('lang=rw'))).toBe('/shop?lang=rw');
    expect(signedInTarget(q('lang=fr'))).toBe('/account?lang=fr');
    expect(signedInTarget(q('productId=abc&lang=rw'))).toBe('/product/abc?lang=rw');
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
