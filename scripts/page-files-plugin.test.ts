import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PAGE_FETCHES,
  fetchPreloadLink,
  hashPattern,
  listPageFiles,
  preloadLink,
  readPageSources,
  type ChunkFacts,
  type PageSources,
} from './page-files-plugin.ts';
import { pagesOfRoutes } from '../src/app/route-pages.ts';

describe('hashPattern', () => {
  const matches = (patterns: string[], hash: string) =>
    new RegExp(hashPattern(patterns)).test(hash);

  it("matches a page's paths with or without a query, and nothing longer", () => {
    const title = ['/movie/:id', '/tv/:id'];
    expect(matches(title, '#/movie/597')).toBe(true);
    expect(matches(title, '#/tv/7001?from=home')).toBe(true);
    expect(matches(title, '#/movie/597/cast')).toBe(false);
    expect(matches(title, '#/movie/')).toBe(false);
    expect(matches(['/search'], '#/search?q=the')).toBe(true);
    expect(matches(['/search'], '#/searches')).toBe(false);
    expect(matches(['/search'], '#/search/x')).toBe(false);
  });

  it('takes an empty hash, a bare # and #/ for Home, as the router does, and no other path', () => {
    for (const hash of ['', '#', '#/', '#/?q=1', '#?x']) expect(matches(['/'], hash)).toBe(true);
    for (const hash of ['#/search', '#/music', '#search']) expect(matches(['/'], hash)).toBe(false);
  });

  it('reads the pattern literally apart from its parameters', () => {
    expect(matches(['/top-rated'], '#/top-rated')).toBe(true);
    expect(matches(['/a.b'], '#/axb')).toBe(false);
  });
});

describe('preloadLink', () => {
  it('fetches a module without running it, at low priority, as the app will ask for it', () => {
    expect(preloadLink('/assets/search-route-x1.js')).toBe(
      '<link rel="modulepreload" href="/assets/search-route-x1.js" fetchpriority="low" crossorigin>',
    );
  });
});

describe('readPageSources', () => {
  const source = `
export const pageModules = {
  home: () => withMessages(['video'], import('../features/home/home-route')),
  settings: () => withMessages(['info', 'music'], import('../features/settings/settings-route')),
  musicSearch: () =>
    withMessages(['music'], import('../features/music-library/music-search-route')),
} satisfies Record<string, PageModule>;

export const pageData: Partial<Record<PageName, () => Promise<{ prefetch: PagePrefetch }>>> = {
  home: () => import('../features/home/prefetch'),
};

export const pageAhead: Partial<Record<PageName, () => Promise<{ requestPageAhead: PageAhead }>>> =
  {
    home: () => import('../features/home/ahead'),
  };
`;

  it("reads each page's module, however the line is wrapped, and its data modules", () => {
    expect(readPageSources(source)).toEqual({
      modules: {
        home: '../features/home/home-route',
        settings: '../features/settings/settings-route',
        musicSearch: '../features/music-library/music-search-route',
      },
      data: { home: ['../features/home/prefetch', '../features/home/ahead'] },
      groups: { home: ['video'], settings: ['info', 'music'], musicSearch: ['music'] },
    });
  });

  it('finds every page of the route table in route-modules.ts, and data only for those', () => {
    const actual = readPageSources(
      readFileSync(fileURLToPath(new URL('../src/app/route-modules.ts', import.meta.url)), 'utf8'),
    );
    const pages = new Set(Object.values(pagesOfRoutes));
    expect(new Set(Object.keys(actual.modules))).toEqual(pages);
    expect(actual.modules.search).toBe('../features/search/search-route');
    expect(Object.keys(actual.groups).sort()).toEqual(Object.keys(actual.modules).sort());
    expect(actual.groups.search).toEqual(['video']);
    expect(actual.groups.settings).toEqual(['info', 'music']);
    expect(Object.keys(actual.data).length).toBeGreaterThan(0);
    for (const page of Object.keys(actual.data)) expect(pages).toContain(page);
    expect(actual.data.title).toEqual(['../features/title/prefetch', '../features/title/ahead']);
  });

  it('fails the build when a section it reads is gone', () => {
    expect(() => readPageSources(source.replace('pageAhead', 'pageSoon'))).toThrow(
      'route-modules.ts has no "export const pageAhead"',
    );
  });
});

describe('listPageFiles', () => {
  const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
    fileName,
    imports: [],
    ...facts,
  });
  const entry = chunk('assets/index.js', { imports: ['assets/main.js'] });
  const chunks = [
    entry,
    chunk('assets/main.js'),
    chunk('assets/search-route.js', {
      facadeModuleId: '/app/src/features/search/search-route.tsx',
      imports: ['assets/main.js', 'assets/esm.js'],
    }),
    chunk('assets/esm.js', { imports: ['assets/main.js'] }),
    chunk('assets/ahead.js', { facadeModuleId: '/app/src/features/search/ahead.ts' }),
    chunk('assets/query-provider.js', {
      facadeModuleId: '/app/src/app/query-provider.tsx',
      imports: ['assets/query.js'],
    }),
    chunk('assets/query.js'),
    chunk('assets/recent.js', { facadeModuleId: '/app/src/lib/recent.ts' }),
    chunk('assets/about-route.js', { facadeModuleId: '/app/src/features/about/index.ts' }),
    chunk('assets/messages-video-de.js', { name: 'messages-video-de' }),
    chunk('assets/messages-shell-de.js', {
      name: 'messages-shell-de',
      imports: ['assets/main.js'],
    }),
    chunk('assets/messages-video-en.js', { name: 'messages-video-en' }),
  ];
  const resolveImport = (path: string) =>
    path.startsWith('@/') ? `/app/src/${path.slice(2)}` : posix.resolve('/app/src/app', path);
  const list = (
    sources: PageSources = {
      modules: { search: '../features/search/search-route', about: '../features/about' },
      data: { search: ['../features/search/ahead'] },
      groups: { search: ['video'], about: [] },
    },
  ) =>
    listPageFiles({
      chunks,
      entry,
      sources,
      resolveImport,
      shellLoads: [
        { paths: /^\//, modules: ['./query-provider'] },
        { paths: /^\/search/, modules: ['@/lib/recent'] },
      ],
      routes: { search: '/search', about: '/about', aboutUs: '/about-us' },
      pageOfRoute: { search: 'search', about: 'about', aboutUs: 'about' },
    });

  it("lists a page's chunk with what it imports, its data modules and what the shell loads for it, less the first paint's", () => {
    const [search] = list().pages;
    expect(search![0]).toBe(hashPattern(['/search']));
    expect(search![2]).toEqual(['video']);
    expect(search![1]).toBe(
      [
        '/assets/search-route.js',
        '/assets/esm.js',
        '/assets/ahead.js',
        '/assets/query-provider.js',
        '/assets/query.js',
        '/assets/recent.js',
      ]
        .map(preloadLink)
        .join(''),
    );
  });

  it("starts a page's fixed first calls before its files, the addresses written as HTML", () => {
    const pages = listPageFiles({
      chunks,
      entry,
      sources: { modules: { search: '../features/search/search-route' }, data: {}, groups: {} },
      resolveImport,
      shellLoads: [],
      fetches: [
        { paths: /^\/search$/, urls: ['/api/find?q=a&page=0'] },
        { paths: /^\/about$/, urls: ['/api/about'] },
      ],
      routes: { search: '/search' },
      pageOfRoute: { search: 'search' },
    }).pages;
    expect(pages[0]![1]).toBe(
      '<link rel="preload" as="fetch" href="/api/find?q=a&amp;page=0" crossorigin>' +
        ['/assets/search-route.js', '/assets/esm.js'].map(preloadLink).join(''),
    );
  });

  it("preloads the music home's first search at the address its ahead module asks for", () => {
    expect(PAGE_FETCHES).toEqual([
      { paths: /^\/music$/, urls: ['/api/music/search/songs?query=Pop+Hits&page=0&limit=8'] },
    ]);
    expect(fetchPreloadLink(PAGE_FETCHES[0]!.urls[0]!)).toBe(
      '<link rel="preload" as="fetch" href="/api/music/search/songs?query=Pop+Hits&amp;page=0&amp;limit=8" crossorigin>',
    );
  });

  it('gives a page shown by several routes one pattern for all of them', () => {
    const [, about] = list().pages;
    expect(about![0]).toBe(hashPattern(['/about', '/about-us']));
    expect(about![1]).toContain('/assets/about-route.js');
    // What the shell loads for every page, but not what it loads for search pages only.
    expect(about![1]).toContain('/assets/query-provider.js');
    expect(about![1]).not.toContain('/assets/recent.js');
  });

  it('fails the build when a page module has no chunk of its own', () => {
    expect(() =>
      list({ modules: { search: '../features/search/missing' }, data: {}, groups: {} }),
    ).toThrow('no chunk of its own for ../features/search/missing');
  });

  it("gives each language's groups of words their links, the first paint's left out", () => {
    // English's shell is in the first paint, and its page words are left to main.js.
    expect(list().words).toEqual({
      de: {
        video: preloadLink('/assets/messages-video-de.js'),
        shell: preloadLink('/assets/messages-shell-de.js'),
      },
    });
  });
});
