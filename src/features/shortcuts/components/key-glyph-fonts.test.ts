import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_GLYPHS } from './warm-key-glyphs';

type Range = [from: number, to: number];

const interCss = readFileSync(join(process.cwd(), 'src/styles/fonts/inter.css'), 'utf8');

/** Each Inter face of inter.css: the file it loads and the characters it holds. */
function interFaces(): { file: string; ranges: Range[] }[] {
  return interCss
    .split('@font-face')
    .filter((block) => block.includes("'Inter Variable'"))
    .map((block) => ({
      file: /url\(([^)]+)\)/.exec(block)?.[1] ?? '',
      ranges: (/unicode-range:([^;]+);/.exec(block)?.[1] ?? '')
        .replace(/\s+/g, '')
        .split(',')
        .map((part): Range => {
          const [from, to = from] = part.replace(/^U\+/, '').split('-');
          return [parseInt(from!, 16), parseInt(to!, 16)];
        }),
    }));
}

describe("the help's key caps and Inter's files", () => {
  it('need no Inter file but the basic one, so opening the help downloads no font', () => {
    const faces = interFaces();
    expect(faces.length).toBeGreaterThan(5);
    const needed = [...KEY_GLYPHS].flatMap((symbol) => {
      const code = symbol.codePointAt(0)!;
      return faces
        .filter((face) => face.ranges.some(([from, to]) => code >= from && code <= to))
        .filter((face) => !face.file.includes('inter-latin-basic'))
        .map((face) => `${symbol} in ${face.file}`);
    });
    expect(needed).toEqual([]);
  });
});
