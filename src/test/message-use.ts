import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which catalogues' words a lazily loaded module can show, read from the source: the ids its
 * code names (`t('…')`, `msg('…')`, `id="…"`, as the catalogue test reads them) in every file it
 * reaches. Static imports are followed name by name through a feature's `index.ts` (importing
 * `useSetting` from the settings feature does not reach its panels); dynamic imports are
 * followed too, except those wrapped in `withMessages` and a page record's `load`, which are load
 * points of their own.
 */

export interface LoadPoint {
  /** The file that holds the `withMessages(...)` call, relative to src. */
  file: string;
  groups: string[];
  /** The module it loads, as an absolute path. */
  target: string;
}

const LOAD_POINT = /withMessages\(\s*\[([^\]]*)\],\s*import\(\s*'([^']+)'\s*\)/g;
/** A page record (src/lib/pages): the shell loads `load` with the groups `messages` names. */
const RECORD_LOAD = /\bload:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const RECORD_MESSAGES = /\bmessages:\s*\[([^\]]*)\]/g;
const IDS = /\b(?:t|msg|_)\(\s*'([\w.-]+)'|\bid="([\w.-]+)"/g;

interface Parsed {
  ids: string[];
  /** Names imported from each module ('*': all of it). */
  imports: { file: string; names: Set<string> | '*' }[];
  /** `export { a as b } from`: exported name → [module, its name there]; `export *`: '*'. */
  reexports: { file: string; pairs: [string, string][] | '*' }[];
  loadPoints: { groups: string[]; target: string }[];
}

const valueNames = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '));

export function createMessageUse(src: string) {
  const cache = new Map<string, Parsed>();

  function resolveImport(from: string, spec: string): string | null {
    let base: string;
    if (spec.startsWith('@/')) base = join(src, spec.slice(2));
    else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
    else return null;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    return found && /\.tsx?$/.test(found) ? found : null;
  }

  function parse(file: string): Parsed {
    const known = cache.get(file);
    if (known) return known;
    const text = readFileSync(file, 'utf8');
    const parsed: Parsed = { ids: [], imports: [], reexports: [], loadPoints: [] };
    for (const m of text.matchAll(IDS)) {
      const id = m[1] ?? m[2]!;
      if (id.includes('.')) parsed.ids.push(id);
    }
    const wrapped = new Set<string>();
    const recordLoads = [...text.matchAll(RECORD_LOAD)];
    const recordMessages = [...text.matchAll(RECORD_MESSAGES)];
    if (recordLoads.length > 0 && (recordLoads.length > 1 || recordMessages.length !== 1)) {
      throw new Error(`${file}: a page record is one \`load\` and one \`messages\` per file`);
    }
    const loads = [
      ...[...text.matchAll(LOAD_POINT)].map((m) => [m[1]!, m[2]!] as const),
      ...recordLoads.map((m) => [recordMessages[0]![1]!, m[1]!] as const),
    ];
    for (const [list, spec] of loads) {
      const target = resolveImport(file, spec);
      if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
      const groups = [...list.matchAll(/'(\w+)'/g)].map((g) => g[1]!);
      parsed.loadPoints.push({ groups, target });
      wrapped.add(spec);
    }
    for (const m of text.matchAll(/(?:^|\n)\s*import\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)'/g)) {
      const target = !m[1] && resolveImport(file, m[3]!);
      if (!target) continue;
      const clause = m[2]!;
      if (clause.includes('* as')) {
        parsed.imports.push({ file: target, names: '*' });
        continue;
      }
      const names = valueNames(/\{([^}]*)\}/.exec(clause)?.[1] ?? '').map(
        (s) => s.split(/\s+as\s+/)[0]!,
      );
      if (
        clause
          .replace(/\{[^}]*\}/, '')
          .replace(/,/g, '')
          .trim()
      )
        names.push('default');
      if (names.length > 0) parsed.imports.push({ file: target, names: new Set(names) });
    }
    for (const m of text.matchAll(/(?:^|\n)import\s+'([^']+)'/g)) {
      const target = resolveImport(file, m[1]!);
      if (target) parsed.imports.push({ file: target, names: new Set() });
    }
    for (const m of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const target = !wrapped.has(m[1]!) && resolveImport(file, m[1]!);
      if (target) parsed.imports.push({ file: target, names: '*' });
    }
    for (const m of text.matchAll(
      /(?:^|\n)\s*export\s+(type\s+)?\{([^}]*)\}\s*from\s+'([^']+)'/g,
    )) {
      const target = !m[1] && resolveImport(file, m[3]!);
      if (!target) continue;
      const pairs = valueNames(m[2]!).map((s): [string, string] => {
        const [local, exported] = s.split(/\s+as\s+/);
        return [(exported ?? local)!.trim(), local!.trim()];
      });
      parsed.reexports.push({ file: target, pairs });
    }
    for (const m of text.matchAll(/(?:^|\n)\s*export\s+\*\s+from\s+'([^']+)'/g)) {
      const target = resolveImport(file, m[1]!);
      if (target) parsed.reexports.push({ file: target, pairs: '*' });
    }
    cache.set(file, parsed);
    return parsed;
  }

  /**
   * Each id a module can show, with the first file that names it and how the module reaches
   * that file (`a.ts ← b.tsx ← entry.tsx`, relative to src). The words of the files in `silent`
   * (relative to src) are not counted; their imports are followed.
   */
  function idsReachedFrom(entry: string, silent: readonly string[] = []): Map<string, string> {
    const ids = new Map<string, string>();
    const bodyRead = new Set<string>();
    const namesAsked = new Map<string, Set<string> | '*'>();
    const parentOf = new Map<string, string>();
    const trail = (file: string): string => {
      const parent = parentOf.get(file);
      return parent ? `${relative(src, file)} ← ${trail(parent)}` : relative(src, file);
    };
    const stack: [string, Set<string> | '*', string?][] = [[entry, '*']];
    while (stack.length > 0) {
      const [file, asked, parent] = stack.pop()!;
      if (parent && !parentOf.has(file) && file !== entry) parentOf.set(file, parent);
      const before = namesAsked.get(file);
      if (before === '*') continue;
      const fresh =
        asked === '*' ? '*' : [...asked].filter((n) => !before || !before.has(n)).sort();
      if (fresh !== '*' && fresh.length === 0 && before) continue;
      namesAsked.set(file, asked === '*' ? '*' : new Set([...(before ?? []), ...asked]));
      const parsed = parse(file);
      const reexported = new Set(
        parsed.reexports.flatMap((r) => (r.pairs === '*' ? [] : r.pairs.map(([e]) => e))),
      );
      // A file's own code counts once something it defines is used: anything but a name it only
      // passes on from another module (an index.ts that re-exports only passes names on).
      const usesBody =
        fresh === '*' || parsed.reexports.length === 0 || fresh.some((n) => !reexported.has(n));
      if (usesBody && !bodyRead.has(file)) {
        bodyRead.add(file);
        const counted = !silent.includes(relative(src, file));
        for (const id of counted ? parsed.ids : []) if (!ids.has(id)) ids.set(id, trail(file));
        for (const i of parsed.imports) stack.push([i.file, i.names, file]);
      }
      for (const r of parsed.reexports) {
        if (r.pairs === '*') {
          stack.push([r.file, fresh === '*' ? '*' : new Set(fresh), file]);
          continue;
        }
        const names = r.pairs.filter(([e]) => fresh === '*' || fresh.includes(e)).map(([, l]) => l);
        if (names.length > 0) stack.push([r.file, new Set(names), file]);
      }
    }
    return ids;
  }

  /**
   * Every `withMessages([...], import('…'))` and page record (`load` with its `messages`) in the
   * app's code (src/test's helpers aside).
   */
  function loadPoints(): LoadPoint[] {
    const helpers = join(src, 'test');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? walk(path) : [path];
      });
    return walk(src)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(helpers))
      .flatMap((f) =>
        parse(f).loadPoints.map((p) => ({
          file: relative(src, f),
          groups: p.groups,
          target: p.target,
        })),
      );
  }

  return { idsReachedFrom, loadPoints };
}
