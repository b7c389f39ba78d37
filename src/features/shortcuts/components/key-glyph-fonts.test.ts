import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaces, inRanges } from '@shared/fonts/unicode-range';
import { KEY_GLYPHS } from './warm-key-glyphs';

const interCss = readFileSync(join(process.cwd(), 'src/styles/fonts/inter.css'), 'utf8');

/** Each Inter face of inter.css: the file it loads and the characters it holds. */
const interFaces = () => fontFaces(interCss).filter((face) => face.family === 'Inter Variable');

describe("the help's key caps and Inter's files", () => {
  it('need no Inter file but the basic one, so opening the help downloads no font', () => {
    const faces = interFaces();
    expect(faces.length).toBeGreaterThan(5);
    const needed = [...KEY_GLYPHS].flatMap((symbol) => {
      const code = symbol.codePointAt(0)!;
      return faces
        .filter((face) => inRanges(face.ranges, code))
        .filter((face) => !face.file.includes('inter-latin-basic'))
        .map((face) => `${symbol} in ${face.file}`);
    });
    expect(needed).toEqual([]);
  });
});
