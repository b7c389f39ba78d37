import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  featureImports,
  formatReport,
  importSpecifiers,
  reportFor,
  summarise,
} from './feature-imports';

const src = '/repo/src';
const file = (path: string, text: string) => ({ path: join(src, path), text });

describe('importSpecifiers', () => {
  it('finds static, re-exported, type-only and dynamic imports', () => {
    const text = [
      "import { a } from '@/features/a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const d = () => import('@/features/d/page');",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['@/features/a', '../b', './c', '@/features/d/page']);
  });
});

describe('featureImports', () => {
  it('keeps imports that cross from one feature folder into another', () => {
    const found = featureImports(
      [
        file('features/home/home-route.tsx', "import { x } from '../title';"),
        file('features/home/a.ts', "import { y } from './b'; import { z } from '@/lib/i18n';"),
        file('features/home/deep/c.ts', "import { w } from '../../catalog/api/get-trending';"),
        file('features/home/d.ts', "import { v } from '../home/e';"),
        file('app/app.tsx', "import { u } from '@/features/home';"),
      ],
      src,
    );
    expect(found.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'home -> title',
      'home -> catalog',
    ]);
    expect(found.map(({ viaIndex }) => viaIndex)).toEqual([true, false]);
  });
});

describe('summarise', () => {
  const report = summarise(
    featureImports(
      [
        file('features/a/x.ts', "import '@/features/b'; import '@/features/c';"),
        file('features/a/y.ts', "import '@/features/b';"),
        file('features/b/z.ts', "import '@/features/a';"),
        file('features/c/w.ts', "import '@/features/d';"),
      ],
      src,
    ),
  );

  it('counts each ordered pair once, with its imports', () => {
    expect(Object.fromEntries(report.pairs)).toEqual({
      'a -> b': 2,
      'a -> c': 1,
      'b -> a': 1,
      'c -> d': 1,
    });
  });

  it('names the pairs that import each other', () => {
    expect(report.bothWays).toEqual([['a', 'b']]);
    expect(formatReport(report)).toContain('both-way pairs: 1 a<->b');
  });

  it('counts the features that import each one', () => {
    expect(Object.fromEntries(report.importedBy)).toEqual({ a: 1, b: 1, c: 1, d: 1 });
  });
});

describe("Reelbeat's own features", () => {
  it('import each other one way at most, tests included', () => {
    expect(reportFor(join(import.meta.dirname, '..', 'src'), true).bothWays).toEqual([]);
  });
});
