/**
 * Every custom property a stylesheet reads (`var(--name)`) is one the app defines: in a
 * stylesheet (`--name: ...`) or from its code (a style object's `'--name'`, `setProperty`). A
 * name that is defined nowhere falls back, silently, to the fallback written beside it (a
 * panel's buttons drawn in a colour of their own instead of the chosen accent) or to nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface SourceFile {
  path: string;
  text: string;
}

const READS = /var\(\s*(--[\w-]+)/g;
const CSS_DEFINITIONS = /(--[\w-]+)\s*:/g;
/** In code: a quoted name, as a style object's key or `setProperty`'s argument. */
const CODE_DEFINITIONS = /['"`](--[\w-]+)['"`]/g;

const names = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

/** The names read by the stylesheets and defined nowhere, each with the files that read it. */
export function undefinedVariables(
  styles: SourceFile[],
  code: SourceFile[],
): Map<string, string[]> {
  const defined = new Set([
    ...styles.flatMap((file) => names(file.text, CSS_DEFINITIONS)),
    ...code.flatMap((file) => names(file.text, CODE_DEFINITIONS)),
  ]);
  const missing = new Map<string, string[]>();
  for (const file of styles) {
    for (const name of new Set(names(file.text, READS))) {
      if (!defined.has(name)) missing.set(name, [...(missing.get(name) ?? []), file.path]);
    }
  }
  return missing;
}

function filesIn(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : filesIn(path, test);
    return test(entry.name) ? [path] : [];
  });
}

/** The app's own: its stylesheets under `src`, its code under `src` and `index.html`. */
export function appVariables(root: string): Map<string, string[]> {
  const read = (path: string) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') });
  const src = join(root, 'src');
  const styles = filesIn(src, (name) => name.endsWith('.css')).map(read);
  const code = [...filesIn(src, (name) => /\.tsx?$/.test(name)), join(root, 'index.html')].map(
    read,
  );
  return undefinedVariables(styles, code);
}
