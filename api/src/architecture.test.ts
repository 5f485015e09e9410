import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  describeCycle,
  describeRouteSql,
  describeTablesImport,
  describeWrite,
} from './test/architecture/check-architecture';
import { readTree } from './test/architecture/read-tree';

// The rules read the source text of api/src and workers/src as it is on disk: who writes which
// table, who imports whose tables, how modules import each other, what route files do.
// Exempt: tests, api/src/test, seed code (see test/architecture/exemptions.ts).
const findings = checkArchitecture(readTree(['api/src', 'workers/src']));

/** Fails with every offender listed under a line that says how to fix it. */
function expectNone(offenders: readonly string[], fix: string) {
  const message = `${fix} (${offenders.length}):\n${offenders.map((l) => `  ${l}`).join('\n')}`;
  expect(offenders, message).toEqual([]);
}

describe('architecture', () => {
  it('lets only the owning module write a table', () => {
    expectNone(
      findings.foreignWrites.map(describeWrite),
      "Writes to another module's table: call the owning module's service instead",
    );
  });

  it("imports a module's tables.ts only from its own module or, for foreign keys, another tables.ts", () => {
    expectNone(
      findings.foreignTablesImports.map(describeTablesImport),
      "Imports of another module's tables: read through that module's service instead",
    );
  });

  it('keeps the module import graph free of cycles', () => {
    expectNone(
      findings.cycles.map((group) => describeCycle(group, findings.edges)),
      'Module cycles: make the dependency point one way, or react to an outbox event',
    );
  });

  it('keeps SQL, drizzle-orm and tables out of route handler files', () => {
    expectNone(
      findings.routeSql.map(describeRouteSql),
      'Route files running SQL: move the query into a service function and call that',
    );
  });
});
