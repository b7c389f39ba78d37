import type { HtmlTagDescriptor } from 'vite';
import { wordsModule } from './messages-plugin.ts';

/**
 * index.html's list of the files each page needs beyond the first paint, read by the boot script
 * (shared/boot-paint.ts): on a first visit it asks for the current page's files at low
 * priority while `main.js` downloads, instead of after `main.js` has run and the shell has
 * painted. The list is a data block (`<script type="application/json">`), not code: nothing in
 * it runs, and the first-paint script stays the boot script alone.
 */
export const PAGE_FILES_ID = 'page-files';

/**
 * What index.html carries, its links as HTML the boot script inserts into `<head>`: for each page
 * a regular expression matching its location hashes, the links that fetch its files, and the
 * groups of words it speaks from; for each language the links of each group's words (`shell`:
 * the shell's, which English's first-paint file holds, so English's has none).
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

/** A page as the list needs it, read from its record (read-pages.ts) and the module graph. */
export interface PageSource {
  /** Its route patterns. */
  patterns: readonly string[];
  /** The modules its record imports lazily, as module ids: its code, its first calls and data. */
  modules: readonly string[];
  /**
   * What the shell loads for it (`firstScreen.shell`): the modules imported lazily by those its
   * record imports (the music pages name the stored collection's code).
   */
  shell: readonly string[];
  /** The groups of words it speaks from. */
  groups: readonly string[];
  /** The calls its first screen makes at fixed addresses (its ahead module's `fixedCalls`). */
  calls: readonly string[];
}

/** The parts of a Rollup/Rolldown output chunk the list is made from. */
export interface ChunkFacts {
  fileName: string;
  /** The chunk's name: a language's words are `messages-<group>-<language>` (vite.config.ts). */
  name?: string;
  facadeModuleId?: string | null;
  imports: readonly string[];
}

/**
 * The language and group of words a chunk holds: a `messages-<group>-<language>` chunk
 * (vite.config.ts), or the small file the bundler makes for the group's module
 * (scripts/build/messages-plugin.ts).
 */
function wordsOf(chunk: ChunkFacts): { language: string; group: string } | null {
  const named = /^messages-(\w+)-(\w+)$/.exec(chunk.name ?? '');
  if (named) return { group: named[1]!, language: named[2]! };
  const module = chunk.facadeModuleId ? wordsModule(chunk.facadeModuleId) : null;
  return module ? { language: module.locale, group: module.group } : null;
}

/** A module id without its extension or `/index`, to find the chunk a module id names. */
const moduleKey = (id: string) => id.replace(/\?.*$/, '').replace(/(\/index)?\.(tsx?|jsx?)$/, '');

/**
 * For each page: the chunks of the modules its record loads, of what the shell loads for every
 * page and for it, each with the chunks they import statically, less what index.html already
 * loads.
 */
export function listPageFiles(options: {
  chunks: readonly ChunkFacts[];
  entry: ChunkFacts;
  pages: readonly PageSource[];
  /** Module ids the shell loads for every page beside the page's own (the data layer). */
  shellModules: readonly string[];
}): PageFiles {
  const { chunks, entry, pages, shellModules } = options;
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
  const chunkOf = (id: string) => {
    const chunk = byModule.get(moduleKey(id));
    if (!chunk) throw new Error(`no chunk of its own for ${id}`);
    return chunk;
  };
  const firstPaint = closure(entry, new Set());
  const links = (files: Set<string>) =>
    [...files]
      .filter((file) => !firstPaint.has(file))
      .map((file) => preloadLink(`/${file}`))
      .join('');
  // A group's words are its `messages-<group>-<language>` chunk and, where the bundler made one,
  // the small file that stands for the group's module and imports that chunk: the app imports
  // the small file, and a language's page words only once its shell's small file is in
  // (src/lib/i18n/catalogs.ts). Left out, each was a round trip after `main.js` had run, one
  // after the other.
  const wordFiles: Record<string, Record<string, Set<string>>> = {};
  for (const chunk of chunks) {
    const held = wordsOf(chunk);
    if (held) closure(chunk, ((wordFiles[held.language] ??= {})[held.group] ??= new Set()));
  }
  const words: PageFiles['words'] = Object.fromEntries(
    Object.entries(wordFiles).map(([language, groups]) => [
      language,
      Object.fromEntries(Object.entries(groups).map(([group, files]) => [group, links(files)])),
    ]),
  );
  const list: PageFiles['pages'] = pages.map((page) => {
    const needed = new Set<string>();
    for (const id of [...page.modules, ...shellModules, ...page.shell]) {
      closure(chunkOf(id), needed);
    }
    const calls = page.calls.map(fetchPreloadLink).join('');
    return [hashPattern(page.patterns), calls + links(needed), [...page.groups]];
  });
  return { pages: list, words };
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
