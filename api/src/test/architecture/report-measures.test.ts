import { describe, expect, it } from 'vitest';
import { longFunctions } from './long-functions';
import { repeatedBlocks } from './repeated-blocks';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  step(${i});`).join('\n');

describe('long functions', () => {
  it('lists functions, methods and arrow functions over the limit, with their names', () => {
    const text = [
      `export function long() {\n${body(80)}\n}`,
      `export function short() {\n${body(78)}\n}`,
      `export const arrow = () => {\n${body(79)}\n};`,
      `class Store {\n  load() {\n${body(85)}\n  }\n}`,
    ].join('\n');
    const found = longFunctions([{ path: 'api/src/x.ts', text }], 80);
    expect(found.map((f) => `${f.name} ${f.lines}`)).toEqual(['load 87', 'long 82', 'arrow 81']);
  });
});

describe('repeated blocks', () => {
  const block = Array.from({ length: 7 }, (_, i) => `const v${i} = compute(${i});`).join('\n');

  it('counts a block of six or more lines copied into another file once, with both places', () => {
    const blocks = repeatedBlocks(
      [
        { path: 'a.ts', text: `import { x } from 'y';\n${block}\nfirst();` },
        { path: 'b.ts', text: `other();\n\n${block}\n}` },
      ],
      6,
    );
    expect(blocks).toEqual([{ places: ['a.ts:2', 'b.ts:3'], lines: 7 }]);
  });

  it('ignores copies shorter than six meaningful lines, blank lines and brackets not counting', () => {
    const short = 'a();\n\nb();\n}\nc();\nd();\ne();';
    expect(
      repeatedBlocks(
        [
          { path: 'a.ts', text: short },
          { path: 'b.ts', text: short },
        ],
        6,
      ),
    ).toEqual([]);
  });
});
