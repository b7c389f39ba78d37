import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fontFaces,
  inRanges,
  parseUnicodeRange,
  type CodeRange,
} from '../shared/fonts/unicode-range.ts';

/*
 * Inter's Latin face is three files (scripts/subset-inter.sh); src/styles/fonts/inter.css tells
 * the browser which characters each holds. The two lists must agree, and the interface's own
 * words must never need the third file: it is there for catalogue text only.
 */

const root = new URL('../', import.meta.url);
const css = readFileSync(new URL('src/styles/fonts/inter.css', root), 'utf8');
const script = readFileSync(new URL('scripts/subset-inter.sh', root), 'utf8');
const PARTS = ['basic', 'letters', 'symbols'] as const;

/** Each part's unicode-range in inter.css, found by the file its face loads. */
function cssRanges(part: string): CodeRange[] {
  const face = fontFaces(css).find((f) =>
    f.file.endsWith(`inter-latin-${part}-wght-400-800.woff2`),
  );
  if (!face?.ranges.length) throw new Error(`inter.css has no face for the ${part} file`);
  return face.ranges;
}

function scriptRanges(part: string): CodeRange[] {
  const list = new RegExp(`^${part}='([^']+)'`, 'm').exec(script)?.[1];
  if (!list) throw new Error(`subset-inter.sh has no ${part}= list`);
  return parseUnicodeRange(list);
}

describe("Inter's three Latin files", () => {
  it('have the same characters in inter.css as the script that makes them', () => {
    for (const part of PARTS) expect(cssRanges(part), part).toEqual(scriptRanges(part));
  });

  it('hold each character once', () => {
    const all = PARTS.flatMap((part) => cssRanges(part).map((range) => ({ part, range })));
    for (const a of all) {
      for (const b of all) {
        if (a === b) continue;
        const overlap = a.range[0] <= b.range[1] && b.range[0] <= a.range[1];
        expect(overlap, `${a.part} ${a.range} and ${b.part} ${b.range}`).toBe(false);
      }
    }
  });

  it('leave the symbols file to catalogue text: no message of any language needs it', () => {
    const symbols = cssRanges('symbols');
    const files = readdirSync(new URL('src', root), { recursive: true, encoding: 'utf8' })
      .filter((path) => /(^|\/)messages\/[\w-]+\.json$/.test(path))
      .map((path) => `src/${path}`);
    expect(files.length).toBeGreaterThan(20);
    const found = new Set<string>();
    for (const file of files) {
      const messages = JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Record<
        string,
        string
      >;
      for (const text of Object.values(messages)) {
        for (const char of text) {
          if (inRanges(symbols, char.codePointAt(0)!))
            found.add(`${file}: U+${char.codePointAt(0)!.toString(16)}`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });
});
