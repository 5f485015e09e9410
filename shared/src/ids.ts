/**
 * Telling ids apart without zod: every screen on the first-render path may import this file.
 * The zod schema for an id in a request is in id-schema.ts.
 */

/** A UUID in text form (any version): what a PostgreSQL `uuid` column accepts without an error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random (version 4) UUID, the only kind MTN MoMo takes as a request's reference id. */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Checked before an id from a request reaches a `uuid` column (anything else would fail there). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** Checked where a version 4 UUID is required (MoMo's X-Reference-Id). */
export const isUuidV4 = (value: string): boolean => UUID_V4_PATTERN.test(value);
