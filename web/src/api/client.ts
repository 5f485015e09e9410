import { shopLanguageOfTag } from '@isoko/shared/i18n-language';
import i18next from 'i18next';
import type { z } from 'zod';
import { takeFirstScreenAnswer } from './first-screen-answers';

/** A failed API call: the server's stable code (or NETWORK / BAD_RESPONSE), its message and details. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let startLanguage: string | undefined;

/**
 * The language chosen at start-up (saved choice or browser), for the requests a screen sends
 * while i18n is still loading its first words (see features/layout/early-data).
 */
export function setStartLanguage(language: string) {
  startLanguage = language;
}

/**
 * The language the shopper reads the site in, as the API's `Accept-Language`: catalogue texts
 * (and anything else the server words) come back in it. Null before anything says which.
 */
export function currentApiLanguage(): string | null {
  return shopLanguageOfTag(i18next.resolvedLanguage ?? i18next.language ?? startLanguage);
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * Calls the API with the session cookie, parses the JSON, checks it against the shared schema and
 * turns the error envelope `{ success: false, error }` into an ApiError with the server's code.
 */
export async function apiRequest<T extends z.ZodType>(
  method: Method,
  path: string,
  schema: T,
  body?: unknown,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const language = currentApiLanguage();
  const url = buildUrl(path, options.query);
  const inPage = method === 'GET' ? takeFirstScreenAnswer(url, language) : undefined;
  const { ok, status, json } =
    inPage === undefined
      ? await send(method, url, language, body, options)
      : { ok: true, status: 200, json: inPage };
  if (!ok || (json && typeof json === 'object' && (json as { success?: unknown }).success === false)) {
    const err = (json as { error?: { code?: string; message?: string; details?: unknown } } | null)?.error;
    throw new ApiError(
      err?.code ?? `HTTP_${status}`,
      err?.message ?? `Request failed (${status})`,
      status,
      err?.details,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError('BAD_RESPONSE', 'The server sent an unexpected answer.', status, parsed.error.issues);
  }
  return parsed.data;
}

/** One request over the network: its status and parsed JSON body (null when empty). */
async function send(
  method: Method,
  url: string,
  language: string | null,
  body: unknown,
  options: RequestOptions,
): Promise<{ ok: boolean; status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(language ? { 'accept-language': language } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'Cannot connect to the server. Please check your connection.', 0);
  }
  let json: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('BAD_RESPONSE', 'The server sent an unreadable answer.', response.status);
    }
  }
  return { ok: response.ok, status: response.status, json };
}

export const apiGet = <T extends z.ZodType>(path: string, schema: T, options?: RequestOptions) =>
  apiRequest('GET', path, schema, undefined, options);
export const apiPost = <T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: T,
  options?: RequestOptions,
) => apiRequest('POST', path, schema, body ?? {}, options);
export const apiPut = <T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: T,
  options?: RequestOptions,
) => apiRequest('PUT', path, schema, body ?? {}, options);
export const apiDelete = <T extends z.ZodType>(path: string, schema: T, options?: RequestOptions) =>
  apiRequest('DELETE', path, schema, undefined, options);
