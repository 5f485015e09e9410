import { z } from 'zod';
import { UUID_PATTERN } from './ids';

/**
 * The zod schema for an id in a request: any UUID a `uuid` column accepts. Zod's own `z.uuid()`
 * is stricter (it checks version and variant bits), so ids the database holds could be refused.
 * It lives apart from ids.ts so that screens which only test an id load no zod.
 */
export const Uuid = (message = 'Expected an id') => z.string().regex(UUID_PATTERN, message);
