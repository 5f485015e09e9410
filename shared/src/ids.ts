/** A UUID in text form (any version): what a PostgreSQL `uuid` column accepts without an error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before an id from a request reaches a `uuid` column (anything else would fail there). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
