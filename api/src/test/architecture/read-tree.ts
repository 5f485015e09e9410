import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceText } from './source-files';

/** The repository root, three folders above api/src/test/architecture. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every .ts and .tsx file under the given folders (paths from the repository root). */
export function readTree(folders: readonly string[], root: string = REPO_ROOT): SourceText[] {
  const files: SourceText[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
