import type { Context } from 'hono';
import {
  formatCeiling,
  judgeTitle,
  type Verdict,
} from '../../../shared/content-ratings/ceiling.ts';
import {
  CEILING_FIELD,
  CEILING_PARAM,
  UNRATED_PARAM,
  VERDICT_FIELD,
} from '../../../shared/content-ratings/params.ts';
import {
  readRestriction,
  type ReadRestriction,
} from '../../../shared/content-ratings/read-restriction.ts';
import type { RatedType } from '../../../shared/content-ratings/systems.ts';
import type { UpstreamProxy } from '../../upstream/index.ts';
import { invalidCeilingResponse } from './invalid-ceiling.ts';
import { ratingsLookup } from './live-ratings.ts';

/** A filtered page is full at the service's page size. */
const PAGE_SIZE = 20;
/** At most this many of the service's pages are read to fill one filtered page. */
export const MAX_UPSTREAM_PAGES = 5;
const LAST_PAGE = 500;

const LIST =
  /^\/(?:trending\/(movie|tv|all)\/\w+|(movie|tv)\/(?:popular|top_rated)|discover\/(movie|tv)|search\/(multi))$/;
const DETAILS = /^\/(movie|tv)\/\d+$/;

interface Item {
  id?: unknown;
  media_type?: unknown;
  adult?: unknown;
}
interface PagedBody {
  page?: number;
  results?: Item[];
  total_pages?: number;
  total_results?: number;
}

const json = (body: unknown, cacheControl: string | null) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl ?? 'no-store',
    },
  });

/**
 * The live catalogue under a profile's ceiling (`reelbeat_ceiling`, `reelbeat_unrated`). The
 * service's trending, search and details answers carry no certification, so every title of a
 * list (and of a title's "similar") is looked up (`live-ratings.ts`) and kept only when it
 * passes. A list page is filled from the service's next pages (up to `MAX_UPSTREAM_PAGES`) and
 * its `page` names the last one read, so the app's next page continues from there. Without a
 * ceiling the request goes to the proxy unchanged.
 */
export function restrictedCatalogHandler(proxy: UpstreamProxy, mountPath: string) {
  const lookup = ratingsLookup(proxy);

  /** A title the service marks adult fails without a lookup (`judgeTitle`'s first rule). */
  async function verdict(
    type: RatedType,
    id: number,
    restriction: ReadRestriction,
    adult: unknown,
  ) {
    const { ceiling, allowUnrated } = restriction;
    if (adult === true) return judgeTitle(type, null, ceiling, allowUnrated, true);
    return judgeTitle(type, await lookup(type, id), ceiling, allowUnrated);
  }

  /** The items that pass, and whether every one of them could be judged. */
  async function keep(items: Item[], fallback: RatedType | null, restriction: ReadRestriction) {
    const verdicts = await Promise.all(
      items.map((item): Promise<Verdict | null> => {
        const type = item.media_type ?? fallback;
        if ((type !== 'movie' && type !== 'tv') || typeof item.id !== 'number') {
          return Promise.resolve(null);
        }
        return verdict(type, item.id, restriction, item.adult);
      }),
    );
    return {
      kept: items.filter((_, i) => verdicts[i]?.allowed),
      complete: verdicts.every((v) => v === null || v.reason !== 'unknown'),
    };
  }

  async function list(path: string, query: URLSearchParams, restriction: ReadRestriction) {
    const match = LIST.exec(path)!;
    const fallback = (match[2] ??
      match[3] ??
      (match[1] !== 'all' ? match[1] : null)) as RatedType | null;
    const asked = query.get('page') ?? '1';
    const first = Number(asked);
    const paging = Number.isInteger(first) && first >= 1 && first <= LAST_PAGE;
    const kept: Item[] = [];
    let page = paging ? first : 0;
    let last: PagedBody | null = null;
    let cacheControl: string | null = null;
    let complete = true;
    let scanned = 0;
    for (;;) {
      const pageQuery = new URLSearchParams(query);
      if (paging) pageQuery.set('page', String(page));
      const response = await proxy.respond(path, pageQuery);
      if (response.status !== 200) {
        if (!last) return response;
        complete = false;
        break;
      }
      const body = (await response.json()) as PagedBody;
      cacheControl ??= response.headers.get('Cache-Control');
      const results = Array.isArray(body.results) ? body.results : [];
      const judged = await keep(results, fallback, restriction);
      kept.push(...judged.kept);
      complete &&= judged.complete;
      scanned += results.length;
      last = body;
      const end = Math.min(body.total_pages ?? page, LAST_PAGE);
      if (!paging || kept.length >= PAGE_SIZE || page >= end || scanned === 0) break;
      if (page - first + 1 >= MAX_UPSTREAM_PAGES) break;
      page += 1;
    }
    const finished = page >= Math.min(last.total_pages ?? page, LAST_PAGE);
    // The filtered total is known once every page was read from the first; before that it is
    // the service's total scaled by the share kept so far.
    const total =
      paging && first === 1 && finished
        ? kept.length
        : Math.max(
            kept.length,
            Math.round(((last.total_results ?? 0) * kept.length) / Math.max(1, scanned)),
          );
    return json(
      {
        ...last,
        page: paging ? page : last.page,
        results: kept,
        total_results: total,
        [CEILING_FIELD]: formatCeiling(restriction.ceiling),
      },
      complete ? cacheControl : null,
    );
  }

  async function details(path: string, query: URLSearchParams, restriction: ReadRestriction) {
    const response = await proxy.respond(path, query);
    if (response.status !== 200) return response;
    const type = DETAILS.exec(path)![1] as RatedType;
    const body = (await response.json()) as Record<string, unknown> & Item;
    const own =
      typeof body.id === 'number'
        ? await verdict(type, body.id, restriction, body.adult)
        : judgeTitle(
            type,
            null,
            restriction.ceiling,
            restriction.allowUnrated,
            body.adult === true,
          );
    const similar = body.similar as PagedBody | undefined;
    let complete = own.reason !== 'unknown';
    if (similar && Array.isArray(similar.results)) {
      const judged = await keep(similar.results, type, restriction);
      body.similar = { ...similar, results: judged.kept };
      complete &&= judged.complete;
    }
    body[VERDICT_FIELD] = own;
    return json(body, complete ? response.headers.get('Cache-Control') : null);
  }

  return async (c: Context) => {
    const url = new URL(c.req.url);
    const path = url.pathname.startsWith(mountPath)
      ? url.pathname.slice(mountPath.length) || '/'
      : url.pathname;
    const restriction = readRestriction(url.searchParams);
    const query = new URLSearchParams(url.searchParams);
    query.delete(CEILING_PARAM);
    query.delete(UNRATED_PARAM);
    if (restriction === 'invalid')
      return invalidCeilingResponse(url.searchParams.get(CEILING_PARAM));
    if (restriction && LIST.test(path)) return list(path, query, restriction);
    if (restriction && DETAILS.test(path)) return details(path, query, restriction);
    return proxy.respond(path, query);
  };
}
