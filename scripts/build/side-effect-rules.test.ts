import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SHARED_LAYERS, declaredSideEffectFree } from './side-effect-rules';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The top-level statements of a module that run something when it is imported: expression
 * statements (a call, an assignment) and imports made only for their effect on a script module.
 * Declarations (including `const X = lazy(...)`) do not count.
 */
function topLevelEffects(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter(
      (statement) =>
        ts.isExpressionStatement(statement) ||
        (ts.isImportDeclaration(statement) &&
          !statement.importClause &&
          !/\.css['"]$/.test(statement.moduleSpecifier.getText(source))),
    )
    .map((statement) => statement.getText(source).split('\n')[0]!);
}

describe('modules the build may leave out', () => {
  it('find top-level effects, and only those', () => {
    const text = [
      "import './styles.css';",
      "import './register';",
      "import { a } from './a';",
      'const Lazy = lazy(() => import("./x"));',
      'export function f() { g(); }',
      'boot();',
    ].join('\n');
    expect(topLevelEffects('m.tsx', text)).toEqual(["import './register';", 'boot();']);
  });

  it('run nothing at the top level, so leaving them out changes nothing', () => {
    const files = sourceFiles(join(root, 'src')).filter(declaredSideEffectFree);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      topLevelEffects(file, readFileSync(file, 'utf8')).map(
        (effect) => `${relative(root, file)}: ${effect}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('include the index of every shared layer that features read', () => {
    for (const dir of SHARED_LAYERS) {
      const index = join(root, 'src', dir, 'index.ts');
      expect({ dir, exists: existsSync(index) }).toEqual({ dir, exists: true });
      expect(declaredSideEffectFree(index)).toBe(true);
    }
  });

  it('include the music player index: music starts from the layout, not on import', () => {
    const index = join(root, 'src/features/music-player/index.ts');
    expect(declaredSideEffectFree(index)).toBe(true);
    expect(topLevelEffects(index, readFileSync(index, 'utf8'))).toEqual([]);
    const layout = readFileSync(join(root, 'src/app/layout/content-regions.tsx'), 'utf8');
    expect(layout).toMatch(/\binitMusic\(\)/);
  });
});
