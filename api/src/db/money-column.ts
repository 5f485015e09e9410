import { bigint } from 'drizzle-orm/pg-core';

/**
 * A column of Rwandan francs: 64-bit in the database, so no total overflows at 2,147,483,647,
 * and a plain JavaScript number in code (exact up to 2^53, far beyond any order the shop takes).
 */
export const rwf = () => bigint({ mode: 'number' });
