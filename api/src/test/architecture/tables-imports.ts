import { isExempt, isSchemaFile, isTablesFile } from './exemptions';
import { moduleOf, type ParsedFile } from './source-files';

export interface TablesImport {
  file: string;
  line: number;
  importer: string;
  /** The module whose tables.ts is imported, or 'every module' for db/schema.ts. */
  owner: string;
  typeOnly: boolean;
}

/**
 * Imports by one module of another module's tables.ts, or of db/schema.ts (which re-exports
 * every table). Only a tables.ts may import another, for its foreign keys.
 */
export function foreignTablesImports(files: readonly ParsedFile[]): TablesImport[] {
  const found: TablesImport[] = [];
  for (const file of files) {
    if (!file.module || isExempt(file.path) || isTablesFile(file.path)) continue;
    for (const ref of file.imports) {
      if (!ref.target) continue;
      const owner = isSchemaFile(ref.target)
        ? 'every module'
        : isTablesFile(ref.target)
          ? moduleOf(ref.target)
          : null;
      if (!owner || owner === file.module) continue;
      found.push({ file: file.path, line: ref.line, importer: file.module, owner, typeOnly: ref.typeOnly });
    }
  }
  return found;
}
