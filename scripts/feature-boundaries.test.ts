import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_DEPENDENCIES, featureNames, featureZones } from './feature-boundaries.js';
import { reportFor } from './feature-imports';

const root = join(import.meta.dirname, '..');
const features = featureNames(join(root, 'src/features'));
const allowed = FEATURE_DEPENDENCIES;
const edges = Object.entries(allowed).flatMap(([from, deps]) =>
  Object.keys(deps).map((to) => [from, to] as const),
);

describe('the one-way dependencies between features', () => {
  it('name features that exist, each with what it is for', () => {
    for (const [from, to] of edges) {
      expect(features).toContain(from);
      expect(features).toContain(to);
      expect(from).not.toBe(to);
      expect(allowed[from]![to]!.length).toBeGreaterThan(10);
    }
  });

  it('never go both ways, nor round in a circle', () => {
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      Object.keys(allowed[from] ?? {}).some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      );
    expect(features.filter((name) => reaches(name, name))).toEqual([]);
  });

  it('are the only imports between features, each through the other’s index, and all used', () => {
    const report = reportFor(join(root, 'src'));
    const unlisted = report.imports.filter(({ from, to }) => !allowed[from]?.[to]);
    expect(unlisted.map((i) => `${i.file}: ${i.specifier}`)).toEqual([]);
    const deep = report.imports.filter(({ viaIndex }) => !viaIndex);
    expect(deep.map((i) => `${i.file}: ${i.specifier}`)).toEqual([]);
    const unused = edges.filter(([from, to]) => !report.pairs.has(`${from} -> ${to}`));
    expect(unused).toEqual([]);
  });

  it('become one lint zone per feature: its own folder and the indexes it may import', () => {
    const zones = featureZones(['title', 'about']);
    expect(zones[0]).toMatchObject({
      target: './src/features/title',
      from: './src/features',
      except: ['./title', './library/index.ts'],
    });
    expect(zones[1]!.except).toEqual(['./about']);
  });
});

describe('the lint run', () => {
  const lint = async (file: string, code: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(code, {
      filePath: join(root, file),
    });
    return result!.messages
      .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
      .map((m) => m.message.split('"')[1]);
  };

  it('allows a listed dependency through its index, and fails the other way round', async () => {
    expect(
      await lint(
        'src/features/title/probe.ts',
        "export { MediaCard } from '@/features/library';\n",
      ),
    ).toEqual([]);
    expect(
      await lint('src/features/library/probe.ts', "export { PreviewCard } from '../title';\n"),
    ).toEqual(['../title']);
  }, 60_000);

  it('fails on an unlisted feature, a feature’s inner file and a dynamic import', async () => {
    const code = [
      "export { NewEpisodesNotice } from '@/features/settings';",
      "export { MediaCard } from '../library/components/media-card';",
      "export const page = () => import('@/features/search/search-route');",
    ].join('\n');
    expect(await lint('src/features/title/probe.ts', code)).toEqual([
      '@/features/settings',
      '../library/components/media-card',
      '@/features/search/search-route',
    ]);
  }, 60_000);
});
