import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The repository's `prompts/` folder: one text template per use, loaded by name. */
const PROMPTS_FOLDER = fileURLToPath(new URL('../../../../prompts/', import.meta.url));
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const cache = new Map<string, Promise<string>>();

/** The template `prompts/<name>.txt`, read once per process. */
export function loadPrompt(name: string): Promise<string> {
  if (!NAME.test(name)) throw new Error(`PROMPT_NAME_INVALID ${name}`);
  let text = cache.get(name);
  if (!text) {
    text = readFile(`${PROMPTS_FOLDER}${name}.txt`, 'utf8');
    // A missing file is reported to each caller, not remembered.
    text.catch(() => cache.delete(name));
    cache.set(name, text);
  }
  return text;
}

/** Fills `{field}` placeholders; a placeholder without a value is left empty. */
export function fillPrompt(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (_, key: string) => values[key] ?? '');
}
