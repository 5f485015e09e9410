import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFailure, fakeApi } from '../test/fake-api';
import { ApiError, apiGet, apiPost, buildUrl, setStartLanguage } from './client';
import { resetFirstScreenAnswers } from './first-screen-answers';

const Thing = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the parsed answer and sends the JSON body with the session cookie', async () => {
    const calls = fakeApi({ 'POST /api/things': () => ({ body: { success: true, data: { id: 't1' } } }) });
    await expect(apiPost('/api/things', { name: 'x' }, Thing)).resolves.toEqual({
      success: true,
      data: { id: 't1' },
    });
    expect(calls).toEqual([{ method: 'POST', path: '/api/things', body: { name: 'x' } }]);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).not.toBe('omit');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it("turns the error envelope into an ApiError with the server's code, status and details", async () => {
    fakeApi({
      'GET /api/things': () => apiFailure(409, 'OUT_OF_STOCK', 'Only 2 left', { available: 2 }),
    });
    const error = await apiGet('/api/things', Thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 2 left', status: 409 });
    expect((error as ApiError).details).toEqual({ available: 2 });
  });

  it('reports a network failure as NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('refuses an answer that does not match the shared schema', async () => {
    fakeApi({ 'GET /api/things': () => ({ body: { success: true, data: { id: 42 } } }) });
    await expect(apiGet('/api/things', Thing)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('builds query strings without empty values', () => {
    expect(
      buildUrl('/api/products', { search: 'kitenge dress', page: 2, brand: '', sizes: ['S', 'M'] }),
    ).toBe('/api/products?search=kitenge+dress&page=2&sizes=S%2CM');
  });
});

describe('the first screen’s answers inside the page', () => {
  const putInPage = (content: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'first-screen-answers';
    element.textContent = content;
    document.body.append(element);
    resetFirstScreenAnswers();
    return element;
  };
  afterEach(() => {
    document.getElementById('first-screen-answers')?.remove();
    resetFirstScreenAnswers();
    vi.unstubAllGlobals();
  });

  it('answers the first request for it without the network, and asks the server after that', async () => {
    setStartLanguage('en');
    putInPage(
      JSON.stringify({
        lang: 'en',
        answers: { '/api/things?limit=2': { success: true, data: { id: 'in-page' } } },
      }),
    );
    const calls = fakeApi({ 'GET /api/things': () => ({ body: { success: true, data: { id: 'server' } } }) });
    await expect(apiGet('/api/things', Thing, { query: { limit: 2 } })).resolves.toMatchObject({
      data: { id: 'in-page' },
    });
    expect(calls).toEqual([]);
    await expect(apiGet('/api/things', Thing, { query: { limit: 2 } })).resolves.toMatchObject({
      data: { id: 'server' },
    });
    expect(calls).toHaveLength(1);
  });

  it('ignores answers in another language than the shopper reads, and an unreadable element', async () => {
    setStartLanguage('en');
    putInPage(
      JSON.stringify({ lang: 'fr', answers: { '/api/things': { success: true, data: { id: 'fr' } } } }),
    );
    fakeApi({ 'GET /api/things': () => ({ body: { success: true, data: { id: 'server' } } }) });
    await expect(apiGet('/api/things', Thing)).resolves.toMatchObject({ data: { id: 'server' } });
    document.getElementById('first-screen-answers')?.remove();
    putInPage('{not json');
    await expect(apiGet('/api/things', Thing)).resolves.toMatchObject({ data: { id: 'server' } });
  });
});
