import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildCatalog } from './catalog.ts';
import { offlineCatalogRoutes } from './routes.ts';

const catalog = buildCatalog();
const app = offlineCatalogRoutes(catalog);
const all = [...catalog.titles.values()];

async function get(path: string) {
  const response = await app.request(path);
  return { body: (await response.json()) as Record<string, unknown> };
}

describe('offline catalogue images', () => {
  it('serves the same drawings as SVG under their .svg names and size with a long cache', async () => {
    const a = await app.request(
      '/images/w500/movie-' + catalog.popular.movie[0]?.id + '-poster.svg',
    );
    const b = await app.request(
      '/images/w500/movie-' + catalog.popular.movie[1]?.id + '-poster.svg',
    );
    const small = await app.request(
      '/images/w185/movie-' + catalog.popular.movie[0]?.id + '-poster.svg',
    );
    expect(a.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(a.headers.get('Cache-Control')).toContain('immutable');
    const [svgA, svgB, svgSmall] = await Promise.all([a.text(), b.text(), small.text()]);
    expect(svgA).not.toBe(svgB);
    expect(svgA).toContain('width="500"');
    expect(svgSmall).toContain('width="185"');
    const person = catalog.popular.movie[0]?.director?.id;
    expect((await app.request(`/images/h632/person-${person}.svg`)).status).toBe(200);
    expect((await app.request('/images/w185/tv-7001-s1e1.svg')).status).toBe(200);
    // A backdrop is only a picture: the screens print the title over it.
    const backdrop = await (await app.request('/images/w1280/tv-7001-backdrop.svg')).text();
    expect(backdrop).toContain('aria-label="Breaking Bad"');
    expect(backdrop).not.toContain('<text');
    expect((await app.request('/images/w9999/tv-7001-poster.svg')).status).toBe(404);
    expect((await app.request('/images/w500/tv-7001-s1e99.svg')).status).toBe(404);
  });

  it('sends the paths it names as JPEG, drawn at the size asked for', async () => {
    const { body } = await get('/movie/popular');
    const [first] = body.results as { poster_path: string; backdrop_path: string }[];
    expect(first?.poster_path).toMatch(/^\/movie-\d+-poster\.jpg$/);
    const poster = await app.request(`/images/w342${first?.poster_path}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('Content-Type')).toBe('image/jpeg');
    expect(poster.headers.get('Cache-Control')).toContain('immutable');
    const bytes = new Uint8Array(await poster.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const size = await sharp(bytes).metadata();
    expect([size.width, size.height]).toEqual([342, 513]);
    expect((await app.request('/images/w9999/tv-7001-poster.jpg')).status).toBe(404);
    expect((await app.request('/images/w500/tv-7001-s1e99.jpg')).status).toBe(404);
  });

  it('escapes titles inside the SVG', async () => {
    const film = all.find((t) => t.title.includes('&') && t.type === 'movie');
    expect(film).toBeDefined();
    const svg = await (await app.request(`/images/w500/movie-${film?.id}-poster.svg`)).text();
    expect(svg).not.toMatch(/&(?!#\d+;)/);
  });
});
