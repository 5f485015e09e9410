/**
 * Files the architecture rules do not apply to. Tests arrange data any way they need; seed code
 * fills an empty database in bulk, before any service or event exists to call.
 */
const EXEMPT: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\.test\.tsx?$/, reason: 'tests arrange and inspect data directly' },
  { pattern: /^api\/src\/test\//, reason: 'test setup and fixtures' },
  { pattern: /(^|\/)seed[^/]*\.ts$/, reason: 'seed code fills an empty database in bulk' },
  { pattern: /^api\/src\/seed\//, reason: 'the seed command' },
];

export const isExempt = (path: string): boolean => EXEMPT.some((e) => e.pattern.test(path));

/** A module's own tables file, the one place its Drizzle tables are declared. */
export const isTablesFile = (path: string): boolean => /^api\/src\/modules\/[^/]+\/tables\.ts$/.test(path);

/** `api/src/db/schema.ts` re-exports every table for Drizzle's relational queries. */
export const isSchemaFile = (path: string): boolean => path === 'api/src/db/schema.ts';

/** A file of Fastify route handlers: `routes.ts` or `<name>-routes.ts`. */
export const isRouteFile = (path: string): boolean =>
  /^api\/src\/modules\/[^/]+\/(.+-)?routes\.ts$/.test(path);
