import { afterEach, describe, expect, it } from 'vitest';
import { browserHistory } from './history-source';

describe('browserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('numbers its entries, so a move back or forward can be measured', async () => {
    window.history.replaceState(null, '', '/start');
    const history = browserHistory();
    expect(history.position()).toBe(0);
    history.write('/admin/products', null, false);
    history.write('/admin/products/new', null, false);
    expect(history.position()).toBe(2);
    history.write('/admin/products/new?tab=2', null, true);
    expect(history.position()).toBe(2);
    const moved = new Promise<void>((resolve) => {
      const stop = history.listen(() => {
        stop();
        resolve();
      });
    });
    history.go(-2);
    await moved;
    expect(history.read().pathname).toBe('/start');
    expect(history.position()).toBe(0);
  });
});
