import { resolve } from 'node:path';
import type { AliasOptions, Plugin } from 'vite';
import type { ServiceBases } from '../../src/lib/startup/index.ts';
import { listPageFiles, pageFilesTag, type ChunkFacts } from './page-files.ts';
import { readPageRecords } from './read-pages.ts';

type GraphNode = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type RecordImports = Map<string, { modules: string[]; shell: string[] }>;

/**
 * Each module the list imports (the pages' records), with the modules it imports lazily (its
 * page's code, first calls and data) and those the modules it imports import lazily (what the
 * record names for the shell to load, `firstScreen.shell`), from the bundle's module graph.
 */
export function recordImports(list: string, info: (id: string) => GraphNode | null) {
  const lazy = (id: string) => [...(info(id)?.dynamicallyImportedIds ?? [])];
  const imports: RecordImports = new Map();
  for (const id of info(list)?.importedIds ?? []) {
    imports.set(id, { modules: lazy(id), shell: (info(id)?.importedIds ?? []).flatMap(lazy) });
  }
  return imports;
}

/**
 * Writes index.html's list of each page's files (page-files.ts) into the built index.html
 * (`vite build` only; the dev server has no chunks). What a page needs comes from its record and
 * the bundle's module graph, never from source text: every module a record imports lazily (its
 * code, its first screen's ahead and data modules), the shell's own loads for every page, what
 * the modules the record imports import lazily (what it names for the shell to load:
 * `firstScreen.shell`), each with what they import, and its ahead module's fixed calls.
 */
export function pageFiles(options: {
  /** The list of the pages' records, from the root. */
  list: string;
  /** Modules the shell loads for every page beside its own, from the root (the data layer). */
  shell: readonly string[];
  /** Where the server's services answer, for the calls index.html starts. */
  bases: ServiceBases;
}): Plugin {
  let root = process.cwd();
  let alias: AliasOptions = [];
  let lazyImports: RecordImports = new Map();
  return {
    name: 'reelbeat-page-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    buildEnd(error) {
      if (error) return;
      const list = resolve(root, options.list);
      if (!this.getModuleInfo(list)) return this.error(`${options.list} is not part of the bundle`);
      lazyImports = recordImports(list, (id) => this.getModuleInfo(id));
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return [];
        const chunks: ChunkFacts[] = Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => ({
            fileName: chunk.fileName,
            name: chunk.name,
            facadeModuleId: chunk.facadeModuleId,
            imports: chunk.imports,
          }));
        const records = await readPageRecords({
          root,
          alias,
          list: resolve(root, options.list),
          bases: options.bases,
        });
        const list = listPageFiles({
          chunks,
          entry: chunks.find((c) => c.fileName === entry.fileName)!,
          pages: records.map((record) => {
            const imports = lazyImports.get(record.file);
            if (!imports) throw new Error(`${record.file} is not imported by ${options.list}`);
            return { ...record, ...imports };
          }),
          shellModules: options.shell.map((path) => resolve(root, path)),
        });
        return [pageFilesTag(list)];
      },
    },
  };
}
