import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { routePatterns, type RouteName } from '../src/config/paths.ts';
import { pagesOfRoutes } from '../src/app/route-pages.ts';
import { firstScreenSearches } from '../src/features/music-library/ahead.ts';
import { MUSIC_BASE_URL } from '../server/public-config.ts';

/**
 * index.html's list of the files each page needs beyond the first paint, read by the boot script
 * (src/config/boot-paint.ts): on a first visit it asks for the current page's files at low
 * priority while `main.js` downloads, instead of after `main.js` has run and the shell has
 * painted. The list is a data block (`<script type="application/json">`), not code: nothing in
 * it runs, and the first-paint script stays the boot script alone.
 */
export const PAGE_FILES_ID = 'page-files';

/**
 * What index.html carries, its links as HTML the boot script inserts into `<head>`: for each page
 * a regular expression matching its location hashes, the links that fetch its files, and the
 * groups of words it speaks from; for each language the links of each group's words (`shell`:
 * the shell's, which English's first-paint file holds, so English has none).
 */
export interface PageFiles {
  pages: [pattern: string, links: string, groups: string[]][];
  words: Record<string, Record<string, string>>;
}

/**
 * The link that fetches a module without running it, at low priority: it then waits for the
 * first paint's own files instead of taking their connections. Crossorigin as the app's own
 * imports make the request, so the import finds the preloaded copy. (A page's stylesheet is
 * left to its import: Chromium fetches a preloaded style at high priority whatever the link
 * asks, and it then held one of the six connections `main.js` was waiting for.)
 */
export function preloadLink(href: string): string {
  return `<link rel="modulepreload" href="${href}" fetchpriority="low" crossorigin>`;
}

/**
 * The link that starts a call the page's code will make, so its answer is on its way while
 * `main.js` downloads; the page's own `fetch` of the same address takes it up. Crossorigin
 * (anonymous), as a `fetch` is: the two requests must match for the preloaded one to be used.
 */
export function fetchPreloadLink(href: string): string {
  return `<link rel="preload" as="fetch" href="${href.replace(/&/g, '&amp;')}" crossorigin>`;
}

/** The modules of each page and its data requests, as route-modules.ts imports them. */
export interface PageSources {
  /** Page name → the module `pageModules` imports for it (as written there). */
  modules: Record<string, string>;
  /** Page name → the modules `pageData` and `pageAhead` import for it. */
  data: Record<string, string[]>;
  /** Page name → the groups of words `pageModules` loads beside it (`withMessages`). */
  groups: Record<string, string[]>;
}

const LAZY_IMPORT =
  /^\s*(\w+): \(\) =>\s*(?:withMessages\(\s*\[([^\]]*)\],\s*)?import\('([^']+)'\)/gm;

function section(source: string, name: string): string {
  const start = source.indexOf(`export const ${name}`);
  if (start < 0) throw new Error(`route-modules.ts has no "export const ${name}"`);
  const end = source.indexOf('\n};', start);
  const close = source.indexOf('\n} satisfies', start);
  return source.slice(start, Math.min(...[end, close].filter((i) => i > 0)));
}

/** Reads which module each page imports, and which its first data requests, from route-modules.ts. */
export function readPageSources(source: string): PageSources {
  const imports = (name: string) => [...section(source, name).matchAll(LAZY_IMPORT)];
  const modules: Record<string, string> = {};
  const groups: Record<string, string[]> = {};
  for (const [, page, words, path] of imports('pageModules')) {
    modules[page!] = path!;
    groups[page!] = [...(words ?? '').matchAll(/'(\w+)'/g)].map(([, group]) => group!);
  }
  const data: Record<string, string[]> = {};
  for (const [, page, , path] of [...imports('pageData'), ...imports('pageAhead')]) {
    (data[page!] ??= []).push(path!);
  }
  return { modules, data, groups };
}

/**
 * A regular expression matching the location hashes of a page's path patterns, with or without
 * a query after the path: `/movie/:id` → `^#(?:/movie/[^/?#]+)(?:[?#]|$)`. Home's `/` is also
 * an empty hash or a bare `#`, as the router reads them.
 */
export function hashPattern(patterns: readonly string[]): string {
  const paths = patterns
    .filter((pattern) => pattern !== '/')
    .map((pattern) => pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?#]+'));
  const alternatives = paths.length ? [`#(?:${paths.join('|')})(?:[?#]|$)`] : [];
  if (patterns.includes('/')) alternatives.push('#/?(?:[?#]|$)', '$');
  return `^(?:${alternatives.join('|')})`;
}

/** Modules the shell loads for the pages whose path patterns match, beside the pages' own code. */
export interface ShellLoad {
  paths: RegExp;
  /** Import paths from src/app (`./x`) or `@/` paths. */
  modules: readonly string[];
}

/**
 * What the shell itself loads as a page first renders: the data layer, for every page
 * (app/layout/content-regions.tsx), and on music pages the stored collection's IndexedDB code,
 * which the player bar opens (features/music-player/init-music.ts). A module renamed or merged
 * away fails the build here.
 *
 * The collection's code came last in the music home's load (a round trip after `main.js` had
 * run). Listed here it arrives beside `main.js`; the player bar then opens the collection in a
 * task of its own, since with the code at hand it had opened inside the page's first render,
 * one long task more (Lighthouse's blocking time on the music home 5 → 44–53 ms).
 */
export const SHELL_LOADS: readonly ShellLoad[] = [
  { paths: /^\//, modules: ['./query-provider'] },
  {
    paths: /^\/music(\/|$)/,
    modules: ['@/lib/storage/idb/database', '@/lib/storage/music-collection/collection-idb'],
  },
];

/** Calls the pages whose path patterns match make first, at fixed addresses. */
export interface PageFetch {
  paths: RegExp;
  urls: readonly string[];
}

/**
 * The music home's first screen is its first mood's songs, found by a search whose address is
 * fixed (the catalogue's calls depend on the stored language and region, so they are left to
 * the pages' "ahead" modules): preloaded, the songs arrive while `main.js` downloads, and the
 * first cover is asked for as the page renders instead of a round trip after.
 */
export const PAGE_FETCHES: readonly PageFetch[] = [
  { paths: /^\/music$/, urls: firstScreenSearches(MUSIC_BASE_URL) },
];

/** The parts of a Rollup/Rolldown output chunk the list is made from. */
export interface ChunkFacts {
  fileName: string;
  /** The chunk's name: a language's words are `messages-<group>-<language>` (vite.config.ts). */
  name?: string;
  facadeModuleId?: string | null;
  imports: readonly string[];
}

/** A module id without its extension or `/index`, to find the chunk an import path names. */
const moduleKey = (id: string) => id.replace(/\?.*$/, '').replace(/(\/index)?\.(tsx?|jsx?)$/, '');

/**
 * For each page: its chunk, its data requests' chunks and the data layer's, each with the chunks
 * they import statically, less what index.html already loads.
 */
export function listPageFiles(options: {
  chunks: readonly ChunkFacts[];
  entry: ChunkFacts;
  sources: PageSources;
  /** Resolves an import path of route-modules.ts to a module id (absolute, any extension). */
  resolveImport: (path: string) => string;
  /** What the shell loads for pages beyond their own imports (SHELL_LOADS). */
  shellLoads: readonly ShellLoad[];
  /** The calls pages make first at fixed addresses (PAGE_FETCHES). */
  fetches?: readonly PageFetch[];
  routes: Readonly<Record<string, string>>;
  pageOfRoute: Readonly<Record<string, string>>;
}): PageFiles {
  const { chunks, entry, sources, resolveImport, shellLoads, routes, pageOfRoute } = options;
  const fetches = options.fetches ?? [];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(
    chunks.filter((c) => c.facadeModuleId).map((c) => [moduleKey(c.facadeModuleId!), c]),
  );
  const closure = (start: ChunkFacts, into: Set<string>) => {
    const visit = (chunk: ChunkFacts) => {
      if (into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    visit(start);
    return into;
  };
  const chunkOf = (path: string) => {
    const chunk = byModule.get(moduleKey(resolveImport(path)));
    if (!chunk) throw new Error(`no chunk of its own for ${path}`);
    return chunk;
  };
  const firstPaint = closure(entry, new Set());
  const links = (files: Set<string>) =>
    [...files]
      .filter((file) => !firstPaint.has(file))
      .map((file) => preloadLink(`/${file}`))
      .join('');
  const words: PageFiles['words'] = {};
  for (const chunk of chunks) {
    const [, group, language] = /^messages-(\w+)-(\w+)$/.exec(chunk.name ?? '') ?? [];
    if (group && language) (words[language] ??= {})[group] = links(closure(chunk, new Set()));
  }
  // A language whose shell's words are part of the first paint (English) has none listed: its
  // page words start as `main.js` runs, and asking for them beside the document too delayed the
  // boot frame's stylesheet (first contentful paint +40–60 ms on the phone-like load).
  for (const language of Object.keys(words)) if (!words[language]!.shell) delete words[language];
  const pages: PageFiles['pages'] = [];
  for (const [page, modulePath] of Object.entries(sources.modules)) {
    const patterns = Object.keys(pageOfRoute)
      .filter((route) => pageOfRoute[route] === page)
      .map((route) => routes[route]!);
    if (patterns.length === 0) continue;
    const loaded = shellLoads
      .filter((load) => patterns.some((pattern) => load.paths.test(pattern)))
      .flatMap((load) => load.modules);
    const needed = new Set<string>();
    for (const path of [modulePath, ...(sources.data[page] ?? []), ...loaded]) {
      closure(chunkOf(path), needed);
    }
    const calls = fetches
      .filter((call) => patterns.some((pattern) => call.paths.test(pattern)))
      .flatMap((call) => call.urls.map(fetchPreloadLink))
      .join('');
    pages.push([hashPattern(patterns), calls + links(needed), sources.groups[page] ?? []]);
  }
  return { pages, words };
}

/** The data block index.html carries the list in. */
export function pageFilesTag(list: PageFiles): HtmlTagDescriptor {
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: PAGE_FILES_ID },
    // `<` escaped so no file name can end the block.
    children: JSON.stringify(list).replace(/</g, '\\u003c'),
    injectTo: 'head',
  };
}

/** Writes the list into the built index.html (`vite build` only; the dev server has no chunks). */
export function pageFiles(): Plugin {
  let root = process.cwd();
  return {
    name: 'reelbeat-page-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
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
        const app = resolve(root, 'src/app');
        const list = listPageFiles({
          chunks,
          entry: chunks.find((c) => c.fileName === entry.fileName)!,
          sources: readPageSources(readFileSync(resolve(app, 'route-modules.ts'), 'utf8')),
          resolveImport: (path) =>
            path.startsWith('@/') ? resolve(root, 'src', path.slice(2)) : resolve(app, path),
          shellLoads: SHELL_LOADS,
          fetches: PAGE_FETCHES,
          routes: routePatterns as Record<RouteName, string>,
          pageOfRoute: pagesOfRoutes,
        });
        return [pageFilesTag(list)];
      },
    },
  };
}
