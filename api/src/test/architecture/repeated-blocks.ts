import type { SourceText } from './source-files';

export interface RepeatedBlock {
  /** Where each copy starts, as file:line. */
  places: string[];
  lines: number;
}

/** Lines that say nothing on their own: blank, a lone bracket, an import. */
const TRIVIAL = /^([{}()[\];,]*|\/\/.*|\*.*|\/\*\*?.*)$/;

/** Blanks out import statements, also those over several lines, keeping line numbers. */
const withoutImports = (text: string) =>
  text.replace(/^import\s[^;]*?from\s+['"][^'"]+['"];?$/gm, (m) => m.replace(/[^\n]/g, ''));

/**
 * Blocks of `size` or more consecutive meaningful lines (trimmed; blank lines, lone brackets,
 * comments and imports skipped) that appear in two or more places. Overlapping windows that
 * repeat together are merged, so one copied block of 20 lines counts once.
 */
export function repeatedBlocks(files: readonly SourceText[], size: number): RepeatedBlock[] {
  type Line = { file: string; line: number; text: string };
  const streams: Line[][] = files.map((f) =>
    withoutImports(f.text)
      .split('\n')
      .map((text, i) => ({ file: f.path, line: i + 1, text: text.trim() }))
      .filter((l) => !TRIVIAL.test(l.text)),
  );
  const seen = new Map<string, { stream: number; at: number }[]>();
  streams.forEach((stream, s) => {
    for (let at = 0; at + size <= stream.length; at += 1) {
      const key = stream
        .slice(at, at + size)
        .map((l) => l.text)
        .join('\n');
      const list = seen.get(key) ?? [];
      list.push({ stream: s, at });
      seen.set(key, list);
    }
  });
  // A window is repeated when its text occurs at two starts that do not overlap.
  const repeated = new Set<string>();
  for (const [, places] of seen) {
    const distinct = places.filter(
      (p, i) => i === 0 || p.stream !== places[0]?.stream || p.at - (places[0]?.at ?? 0) >= size,
    );
    if (distinct.length < 2) continue;
    for (const p of places) repeated.add(`${p.stream}:${p.at}`);
  }
  const blocks: RepeatedBlock[] = [];
  const taken = new Set<string>();
  streams.forEach((stream, s) => {
    let at = 0;
    while (at < stream.length) {
      if (!repeated.has(`${s}:${at}`) || taken.has(`${s}:${at}`)) {
        at += 1;
        continue;
      }
      let end = at;
      while (repeated.has(`${s}:${end + 1}`)) end += 1;
      const key = stream
        .slice(at, at + size)
        .map((l) => l.text)
        .join('\n');
      const copies = (seen.get(key) ?? []).filter((p) => !taken.has(`${p.stream}:${p.at}`));
      for (const c of copies) for (let k = 0; k <= end - at; k += 1) taken.add(`${c.stream}:${c.at + k}`);
      const first = stream[at];
      if (first) {
        blocks.push({
          places: copies.map((c) => {
            const l = streams[c.stream]?.[c.at];
            return l ? `${l.file}:${l.line}` : '?';
          }),
          lines: end - at + size,
        });
      }
      at = end + 1;
    }
  });
  return blocks.filter((b) => b.places.length > 1).sort((a, b) => b.lines - a.lines);
}
