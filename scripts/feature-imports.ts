/**
 * Counts the imports from one feature folder into another (static, dynamic and type-only), so
 * docs/architecture.md can say how far the features lean on each other.
 *
 *   npx tsx scripts/feature-imports.ts            summary and the list of pairs
 *   npx tsx scripts/feature-imports.ts --tests    the same, counting test files too
 *
 * A pair is an ordered (importer, imported) couple of features with at least one import; a
 * both-way pair is two features that each import the other.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
  /** Whether it imports the other feature's `index.ts` (its public surface). */
  viaIndex: boolean;
}

export interface FeatureImportReport {
  imports: FeatureImport[];
  /** `from -> to`, with how many import statements make it. */
  pairs: Map<string, number>;
  bothWays: [string, string][];
  /** How many other features import each feature. */
  importedBy: Map<string, number>;
}

const TEST_FILE = /\.test\.tsx?$|[\\/]test-[^\\/]*\.tsx?$/;

/** Every specifier a module imports: `import`, `export ... from`, `import()`, `import type`. */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The feature folder a path lies in, or undefined when it lies outside `src/features`. */
export function featureOf(path: string, featuresDir: string): string | undefined {
  const rel = relative(featuresDir, path);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0];
}

/** Where a specifier points, as a path; undefined for packages. */
export function resolveSpecifier(specifier: string, file: string, srcDir: string) {
  if (specifier.startsWith('@/')) return join(srcDir, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return undefined;
}

export function featureImports(
  files: { path: string; text: string }[],
  srcDir: string,
): FeatureImport[] {
  const featuresDir = join(srcDir, 'features');
  return files.flatMap(({ path, text }) => {
    const from = featureOf(path, featuresDir);
    if (!from) return [];
    return importSpecifiers(text).flatMap((specifier) => {
      const target = resolveSpecifier(specifier, path, srcDir);
      const to = target && featureOf(target, featuresDir);
      if (!target || !to || to === from) return [];
      const inside = relative(join(featuresDir, to), target);
      const viaIndex = inside === '' || /^index(?:\.tsx?)?$/.test(inside);
      return [{ from, to, file: relative(srcDir, path), specifier, viaIndex }];
    });
  });
}

export function summarise(imports: FeatureImport[]): FeatureImportReport {
  const pairs = new Map<string, number>();
  for (const { from, to } of imports) {
    const key = `${from} -> ${to}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  const bothWays: [string, string][] = [];
  const importers = new Map<string, Set<string>>();
  for (const key of pairs.keys()) {
    const [from, to] = key.split(' -> ') as [string, string];
    if (from < to && pairs.has(`${to} -> ${from}`)) bothWays.push([from, to]);
    importers.set(to, (importers.get(to) ?? new Set()).add(from));
  }
  const importedBy = new Map([...importers].map(([to, set]) => [to, set.size]));
  return { imports, pairs, bothWays, importedBy };
}

function sourceFiles(dir: string, withTests: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, withTests);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return withTests || !TEST_FILE.test(path) ? [path] : [];
  });
}

/** The report for a source tree (`src`), production files only unless `withTests`. */
export function reportFor(srcDir: string, withTests = false): FeatureImportReport {
  const files = sourceFiles(join(srcDir, 'features'), withTests).map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
  }));
  return summarise(featureImports(files, srcDir));
}

export function formatReport(report: FeatureImportReport): string {
  const pairs = [...report.pairs].sort(([a], [b]) => a.localeCompare(b));
  const busiest = [...report.importedBy].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return [
    `imports across features: ${report.imports.length}`,
    `feature pairs: ${report.pairs.size}`,
    `both-way pairs: ${report.bothWays.length}${report.bothWays.map(([a, b]) => ` ${a}<->${b}`).join(',')}`,
    `imported by most features: ${busiest
      .slice(0, 5)
      .map(([name, count]) => `${name} (${count})`)
      .join(', ')}`,
    '',
    ...pairs.map(([pair, count]) => `${pair}: ${count}`),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const srcDir = join(import.meta.dirname, '..', 'src');
  console.log(formatReport(reportFor(srcDir, process.argv.includes('--tests'))));
}
