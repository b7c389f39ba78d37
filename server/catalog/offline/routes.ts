import { Hono, type Context } from 'hono';
import { OFFLINE_IMAGE_BASE } from '../../public-config.ts';
import { buildCatalog, titleKey, type Catalog, type MediaType, type Title } from './catalog.ts';
import { catalogLanguage } from './catalog-language.ts';
import { genreList } from './genres.ts';
import { createImageRenderer, IMAGE_CACHE_CONTROL } from './images.ts';
import { createRasteriser, type Rasteriser } from '../../images/raster.ts';
import { details } from './details-shape.ts';
import { listItem, paged, personItem, season } from './shapes.ts';
import { searchCatalog } from './search.ts';
import { certificationFilter, genreFilter, sortOf } from './list-filters.ts';
import {
  ceilingField,
  contentRatings,
  releaseDates,
  restrictionOf,
  verdictOf,
} from './restriction.ts';
import { VERDICT_FIELD } from '../../../shared/content-ratings/params.ts';

const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};
const INVALID_PAGE = {
  success: false,
  status_code: 22,
  status_message:
    'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
};
/** Offline data only changes with a deploy; let browsers and CDNs keep it for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

const notFound = (c: Context) => c.json(NOT_FOUND, 404, { 'Cache-Control': 'no-store' });
const ok = (c: Context, body: unknown) => c.json(body, 200, { 'Cache-Control': CACHE_CONTROL });

/**
 * `language=` as the service reads it: the words the catalogue writes itself come in it;
 * titles and overviews stay in their source's language (./words.ts).
 */
const languageOf = (c: Context) => catalogLanguage(c.req.query('language'));

/** `page` as the service reads it: 1..500, or null when invalid. */
function pageOf(c: Context): number | null {
  const raw = c.req.query('page');
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : null;
}

export function offlineCatalogRoutes(
  catalog: Catalog = buildCatalog(),
  raster: Rasteriser = createRasteriser(),
): Hono {
  const app = new Hono();
  const renderImage = createImageRenderer(catalog);
  const isType = (t: string): t is MediaType => t === 'movie' || t === 'tv';

  const list = (c: Context, items: Title[], withMediaType = false) => {
    const page = pageOf(c);
    if (page === null) return c.json(INVALID_PAGE, 400);
    const profile = restrictionOf(c);
    if (profile.kind === 'invalid') return profile.response;
    const rated = certificationFilter(c);
    const kept = items.filter(
      (t) => (!rated || rated(t)) && (profile.kind === 'none' || profile.allows(t)),
    );
    return ok(c, {
      ...paged(kept, page, (t) => listItem(t, withMediaType)),
      ...ceilingField(profile),
    });
  };

  app.get('/configuration', (c) =>
    ok(c, {
      images: {
        base_url: `${OFFLINE_IMAGE_BASE}/`,
        secure_base_url: `${OFFLINE_IMAGE_BASE}/`,
        backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
        logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
        poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
        profile_sizes: ['w45', 'w185', 'h632', 'original'],
        still_sizes: ['w92', 'w185', 'w300', 'original'],
      },
      change_keys: [],
    }),
  );

  app.get('/images/:size/:file', async (c) => {
    const { size, file } = c.req.param();
    const svg = renderImage(size, file);
    if (svg === null) return c.text('Not found', 404);
    const jpeg = file.endsWith('.jpg') ? await raster.jpeg(`${size}/${file}`, () => svg) : null;
    if (jpeg) {
      return c.body(jpeg, 200, {
        'Content-Type': 'image/jpeg',
        'Cache-Control': IMAGE_CACHE_CONTROL,
      });
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': IMAGE_CACHE_CONTROL,
    });
  });

  app.get('/trending/:type{movie|tv|all}/:window{day|week}', (c) => {
    const type = c.req.param('type');
    if (type !== 'all') return list(c, catalog.trending[type as MediaType], true);
    const merged = [...catalog.trending.movie.slice(0, 200), ...catalog.trending.tv];
    return list(
      c,
      merged.sort((a, b) => b.popularity - a.popularity),
      true,
    );
  });

  app.get('/genre/:type{movie|tv}/list', (c) =>
    ok(c, { genres: genreList(c.req.param('type') as MediaType, languageOf(c)) }),
  );

  app.get('/:type{movie|tv}/popular', (c) =>
    list(c, catalog.popular[c.req.param('type') as MediaType]),
  );
  app.get('/:type{movie|tv}/top_rated', (c) =>
    list(c, catalog.topRated[c.req.param('type') as MediaType]),
  );

  app.get('/:type{movie|tv}/:id{[0-9]+}', (c) => {
    const type = c.req.param('type');
    const title = isType(type)
      ? catalog.titles.get(titleKey(type, Number(c.req.param('id'))))
      : undefined;
    if (!title) return notFound(c);
    const profile = restrictionOf(c);
    if (profile.kind === 'invalid') return profile.response;
    const keep = profile.kind === 'ceiling' ? profile.allows : undefined;
    const body: Record<string, unknown> = details(catalog, title, languageOf(c), keep);
    if (profile.kind === 'ceiling') body[VERDICT_FIELD] = verdictOf(title, profile.restriction);
    // Like the service, appended blocks are present only when asked for.
    const appended = new Set((c.req.query('append_to_response') ?? '').split(','));
    for (const block of ['credits', 'videos', 'similar', 'external_ids']) {
      if (!appended.has(block)) delete body[block];
    }
    return ok(c, body);
  });

  app.get('/movie/:id{[0-9]+}/release_dates', (c) => {
    const title = catalog.titles.get(titleKey('movie', Number(c.req.param('id'))));
    return title ? ok(c, releaseDates(title)) : notFound(c);
  });
  app.get('/tv/:id{[0-9]+}/content_ratings', (c) => {
    const title = catalog.titles.get(titleKey('tv', Number(c.req.param('id'))));
    return title ? ok(c, contentRatings(title)) : notFound(c);
  });

  app.get('/tv/:id{[0-9]+}/season/:n{[0-9]+}', (c) => {
    const title = catalog.titles.get(titleKey('tv', Number(c.req.param('id'))));
    const found = title?.seasons.find((s) => s.number === Number(c.req.param('n')));
    if (!title || !found) return notFound(c);
    return ok(c, season(title, found, languageOf(c)));
  });

  app.get('/discover/:type{movie|tv}', (c) => {
    const type = c.req.param('type') as MediaType;
    const genres = genreFilter(c.req.query('with_genres'));
    const country = c.req.query('with_origin_country');
    const language = c.req.query('with_original_language');
    const items = catalog.popular[type].filter(
      (t) =>
        (!genres || genres(t)) &&
        (!country || t.country === country.toUpperCase()) &&
        (!language || t.language === language),
    );
    return list(c, [...items].sort(sortOf(c.req.query('sort_by'))));
  });

  app.get('/search/multi', (c) => {
    const page = pageOf(c);
    if (page === null) return c.json(INVALID_PAGE, 400);
    const profile = restrictionOf(c);
    if (profile.kind === 'invalid') return profile.response;
    const rated = certificationFilter(c);
    // Under a ceiling people go too: their known-for titles are not checked.
    const hits = searchCatalog(catalog, c.req.query('query') ?? '').filter((hit) =>
      'person' in hit
        ? profile.kind === 'none'
        : (!rated || rated(hit)) && (profile.kind === 'none' || profile.allows(hit)),
    );
    return ok(c, {
      ...paged(hits, page, (hit) =>
        'person' in hit ? personItem(hit.person, hit.knownFor) : listItem(hit, true),
      ),
      ...ceilingField(profile),
    });
  });

  app.all('*', notFound);
  return app;
}
