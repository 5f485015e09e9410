import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import * as schema from './schema';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8'));

describe('the committed migrations', () => {
  // What `npm run db:generate` would write now, from the tables.ts files and the last snapshot.
  it('end where the tables.ts files are: a new migration would have nothing to add', async () => {
    const journal = readJson('meta/_journal.json') as { entries: { idx: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    const snapshot = readJson(`meta/${String(last.idx).padStart(4, '0')}_snapshot.json`);
    const tables = generateDrizzleJson(schema, snapshot.id, undefined, 'snake_case');
    expect(await generateMigration(snapshot, tables)).toEqual([]);
  });
});
