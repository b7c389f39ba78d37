import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordImports } from './page-files-plugin.ts';
import { hashPattern, listPageFiles, type ChunkFacts } from './page-files.ts';
import { readPageRecords, type RecordFacts } from './read-pages.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');
const read = (list: string) =>
  readPageRecords({
    root,
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      { find: /^@shared\//, replacement: `${join(root, 'shared')}/` },
    ],
    list,
    bases: { music: '/api/music' },
  });

/** A feature folder of one page, and the app's list with its line added, outside the tree. */
let fixture = '';
beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'reelbeat-pages-'));
  await writeFile(
    join(fixture, 'recap.page.ts'),
    `export const recapPage = {
      name: 'recap',
      routes: { recap: '/recap/:year' },
      load: () => import('./recap-route'),
      messages: ['info'],
      activity: {},
    };`,
  );
  await writeFile(
    join(fixture, 'pages.ts'),
    `import { PAGES } from '${join(src, 'app/pages.ts')}';
    import { recapPage } from './recap.page.ts';
    export const WITH_RECAP = [...PAGES, recapPage];`,
  );
  await writeFile(
    join(fixture, 'nowhere.page.ts'),
    `export const nowherePage = { name: 'nowhere', routes: {}, load: () => null, messages: [] };`,
  );
  await writeFile(join(fixture, 'nowhere.ts'), `export { nowherePage } from './nowhere.page.ts';`);
  await writeFile(
    join(fixture, 'stray.ts'),
    `export const PAGES = [{ name: 'stray', routes: {}, load: () => null, messages: [] }];`,
  );
});
afterAll(() => rm(fixture, { recursive: true, force: true }));

describe("reading the pages' records", () => {
  let pages: RecordFacts[] = [];
  beforeAll(async () => {
    pages = await read(join(src, 'app/pages.ts'));
  }, 60_000);
  const named = (name: string) => pages.find((page) => page.name === name)!;

  it('finds every page of the list, each in its own module', () => {
    expect(pages.map((page) => page.name).sort()).toEqual(
      [
        'about',
        'categories',
        'continue',
        'download',
        'favorites',
        'history',
        'home',
        'library',
        'musicFavorites',
        'musicHome',
        'musicLibrary',
        'musicPlaylist',
        'musicPlaylists',
        'musicRecent',
        'musicSearch',
        'profiles',
        'rewind',
        'search',
        'settings',
        'support',
        'title',
        'together',
        'topRated',
        'trending',
        'watch',
      ].sort(),
    );
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
    expect(named('title').file).toBe(join(src, 'features/title/title.page.ts'));
    expect(named('title').patterns).toEqual(['/movie/:id', '/tv/:id', '/anime/:id']);
  });

  it('reads the groups of words each page loads', () => {
    for (const page of pages) expect(page.groups.length).toBeGreaterThan(0);
    expect(named('search').groups).toEqual(['video']);
    expect(named('settings').groups).toEqual(['info', 'music']);
  });

  it("preloads the music home's first search at the address its ahead module asks for", () => {
    expect(named('musicHome').calls).toEqual([
      '/api/music/search/songs?query=Pop+Hits&page=0&limit=8',
    ]);
    expect(pages.filter((page) => page.calls.length > 0).map((page) => page.name)).toEqual([
      'musicHome',
    ]);
  });

  it('fails the build when a listed record has no module of its own, or no routes', async () => {
    await expect(read(join(fixture, 'stray.ts'))).rejects.toThrow(
      'the page "stray" has no module of its own',
    );
    await expect(read(join(fixture, 'nowhere.ts'))).rejects.toThrow(
      'the page "nowhere" needs routes, each a path pattern',
    );
  }, 30_000);
});

describe('a page recorded once', () => {
  it("is in index.html's list, with its code, its words and what its record names", async () => {
    const pages = await read(join(fixture, 'pages.ts'));
    const recap = pages.find((page) => page.name === 'recap')!;
    expect(recap.file).toBe(join(fixture, 'recap.page.ts'));

    // The bundle's graph: the list imports the record, which imports its page lazily.
    const route = join(fixture, 'recap-route.tsx');
    const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      list: { importedIds: [recap.file], dynamicallyImportedIds: [] },
      [recap.file]: { importedIds: [], dynamicallyImportedIds: [route] },
    };
    const imports = recordImports('list', (id) => graph[id] ?? null);
    const entry: ChunkFacts = { fileName: 'assets/index.js', imports: [] };
    const chunk: ChunkFacts = {
      fileName: 'assets/recap-route.js',
      facadeModuleId: route,
      imports: [],
    };
    const list = listPageFiles({
      chunks: [entry, chunk],
      entry,
      pages: [{ ...recap, ...imports.get(recap.file)! }],
      shellModules: [],
    });
    expect(list.pages).toEqual([
      [
        hashPattern(['/recap/:year']),
        '<link rel="modulepreload" href="/assets/recap-route.js" fetchpriority="low" crossorigin>',
        ['info'],
      ],
    ]);
  }, 60_000);
});

describe('recordImports', () => {
  it("takes a record's lazy imports, and those of the modules it names for the shell", () => {
    const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      list: { importedIds: ['home.page', 'music.page'], dynamicallyImportedIds: [] },
      'home.page': { importedIds: ['paths'], dynamicallyImportedIds: ['home-route', 'prefetch'] },
      'music.page': { importedIds: ['collection-code'], dynamicallyImportedIds: ['music-route'] },
      paths: { importedIds: [], dynamicallyImportedIds: [] },
      'collection-code': { importedIds: [], dynamicallyImportedIds: ['database', 'idb'] },
    };
    expect(Object.fromEntries(recordImports('list', (id) => graph[id] ?? null))).toEqual({
      'home.page': { modules: ['home-route', 'prefetch'], shell: [] },
      'music.page': { modules: ['music-route'], shell: ['database', 'idb'] },
    });
  });
});
