import { describe, expect, it } from 'vitest';
import {
  fetchPreloadLink,
  hashPattern,
  listPageFiles,
  preloadLink,
  type ChunkFacts,
  type PageSource,
} from './page-files.ts';

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
  const page = (facts: Partial<PageSource>): PageSource => ({
    patterns: [],
    modules: [],
    shell: [],
    groups: [],
    calls: [],
    ...facts,
  });
  const search = page({
    patterns: ['/search'],
    modules: ['/app/src/features/search/search-route.tsx', '/app/src/features/search/ahead.ts'],
    shell: ['/app/src/lib/recent.ts'],
    groups: ['video'],
  });
  const about = page({
    patterns: ['/about', '/about-us'],
    modules: ['/app/src/features/about/index.ts'],
  });
  const list = (pages: PageSource[] = [search, about]) =>
    listPageFiles({ chunks, entry, pages, shellModules: ['/app/src/app/query-provider.tsx'] });

  it("lists a page's chunk with what it imports, its data modules and what the shell loads for it, less the first paint's", () => {
    const [listed] = list().pages;
    expect(listed![0]).toBe(hashPattern(['/search']));
    expect(listed![2]).toEqual(['video']);
    expect(listed![1]).toBe(
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
      pages: [
        page({
          patterns: ['/search'],
          modules: ['/app/src/features/search/search-route.tsx'],
          calls: ['/api/find?q=a&page=0'],
        }),
      ],
      shellModules: [],
    }).pages;
    expect(pages[0]![1]).toBe(
      '<link rel="preload" as="fetch" href="/api/find?q=a&amp;page=0" crossorigin>' +
        ['/assets/search-route.js', '/assets/esm.js'].map(preloadLink).join(''),
    );
  });

  it("writes a fixed call's address as HTML", () => {
    expect(fetchPreloadLink('/api/music/search/songs?query=Pop+Hits&page=0&limit=8')).toBe(
      '<link rel="preload" as="fetch" href="/api/music/search/songs?query=Pop+Hits&amp;page=0&amp;limit=8" crossorigin>',
    );
  });

  it('gives a page shown by several routes one pattern for all of them', () => {
    const [, listed] = list().pages;
    expect(listed![0]).toBe(hashPattern(['/about', '/about-us']));
    expect(listed![1]).toContain('/assets/about-route.js');
    // What the shell loads for every page, but not what it loads for search pages only.
    expect(listed![1]).toContain('/assets/query-provider.js');
    expect(listed![1]).not.toContain('/assets/recent.js');
  });

  it('fails the build when a page module has no chunk of its own', () => {
    expect(() =>
      list([page({ patterns: ['/search'], modules: ['/app/src/features/search/missing.ts'] })]),
    ).toThrow('no chunk of its own for /app/src/features/search/missing.ts');
  });

  it("gives each language's groups of words their links, the first paint's left out", () => {
    // English's shell words are in the first paint: it has its page words only.
    expect(list().words).toEqual({
      de: {
        video: preloadLink('/assets/messages-video-de.js'),
        shell: preloadLink('/assets/messages-shell-de.js'),
      },
      en: { video: preloadLink('/assets/messages-video-en.js') },
    });
  });

  it("lists with a group's words the small file the bundler made for its module", () => {
    // The app imports `\0reelbeat-messages/<language>/<group>`, which the bundler left as a
    // small file importing the group's chunk: without it in the list, each was one more round
    // trip after main.js had run.
    const facades = [
      chunk('assets/shell-de.js', {
        facadeModuleId: '\0reelbeat-messages/de/shell',
        imports: ['assets/messages-shell-de.js'],
      }),
      chunk('assets/video-de.js', {
        facadeModuleId: '\0reelbeat-messages/de/video',
        imports: ['assets/messages-video-de.js'],
      }),
      chunk('assets/video-en.js', {
        facadeModuleId: '\0reelbeat-messages/en/video',
        imports: ['assets/messages-video-en.js'],
      }),
    ];
    const { words } = listPageFiles({
      chunks: [...chunks, ...facades],
      entry,
      pages: [],
      shellModules: [],
    });
    expect(words).toEqual({
      de: {
        video: preloadLink('/assets/messages-video-de.js') + preloadLink('/assets/video-de.js'),
        shell: preloadLink('/assets/messages-shell-de.js') + preloadLink('/assets/shell-de.js'),
      },
      en: {
        video: preloadLink('/assets/messages-video-en.js') + preloadLink('/assets/video-en.js'),
      },
    });
  });
});
