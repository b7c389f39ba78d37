import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@shared/i18n/locales';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const src = join(root, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}
const files = walk(src);
const catalogDirs = [
  ...new Set(files.filter((f) => /[\\/]messages[\\/]\w+\.json$/.test(f)).map(dirname)),
];
const readCatalog = (dir: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));

/** `features/music-player/messages` → `musicPlayer.`: every id starts with its owner's name. */
const prefixOf = (dir: string) => {
  const owner = relative(src, dirname(dir)).split(/[\\/]/).pop()!;
  return `${owner.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}.`;
};

/** The names a message interpolates, with the kind of each (`count:plural`, `name:argument`). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:argument`);
      if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/** Every id the code names: `t('…')`, `msg('…')`, `<Trans id="…">`. */
const usedIds = new Set(
  files
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\b(?:t|msg|_)\(\s*'([\w.-]+)'|\bid="([\w.-]+)"/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    )
    .filter((id) => id.includes('.')),
);

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogDirs.length).toBeGreaterThan(0);
  });

  describe.each(catalogDirs.map((dir) => [relative(src, dir), dir]))('%s', (_, dir) => {
    const source = readCatalog(dir, SOURCE_LOCALE);

    it('names each id after its owner', () => {
      const prefix = prefixOf(dir);
      expect(Object.keys(source).filter((id) => !id.startsWith(prefix))).toEqual([]);
    });

    it.each(LOCALES.filter((l) => l !== SOURCE_LOCALE))(
      '%s has every id, and no other',
      (locale) => {
        const translated = readCatalog(dir, locale);
        expect({ missing: Object.keys(source).filter((id) => !(id in translated)) }).toEqual({
          missing: [],
        });
        expect({ extra: Object.keys(translated).filter((id) => !(id in source)) }).toEqual({
          extra: [],
        });
        const empty = Object.keys(translated).filter((id) => !translated[id]?.trim());
        expect({ empty }).toEqual({ empty: [] });
      },
    );

    it.each(LOCALES.filter((l) => l !== SOURCE_LOCALE))('%s keeps every placeholder', (locale) => {
      const translated = readCatalog(dir, locale);
      const differing = Object.keys(source)
        .filter((id) => id in translated)
        .filter((id) => placeholders(source[id]!).join() !== placeholders(translated[id]!).join());
      expect({ differing }).toEqual({ differing: [] });
    });
  });

  it('holds every id the code uses, and only those', () => {
    const defined = new Set(
      catalogDirs.flatMap((dir) => Object.keys(readCatalog(dir, SOURCE_LOCALE))),
    );
    expect({ undefinedIds: [...usedIds].filter((id) => !defined.has(id)) }).toEqual({
      undefinedIds: [],
    });
    expect({ unusedIds: [...defined].filter((id) => !usedIds.has(id)) }).toEqual({ unusedIds: [] });
  });
});
