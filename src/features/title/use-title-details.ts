import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import {
  CatalogError,
  catalogKeys,
  isValidId,
  mediaDetailsQueryOptions,
  useCatalogPrefs,
  type MediaDetails,
  type MediaType,
} from '../catalog';
import { DetailError } from './error-text';

const noData = () => new DetailError('noData', 'No data received from API');

/** tv and anime paths mean TV; anything else is a movie (spec 4). */
export const typeFromPath = (pathname: string): MediaType =>
  /^\/(tv|anime)\//.test(pathname) ? 'tv' : 'movie';

/** "123" → 123; "undefined", "null", "", "12abc" → null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || raw === 'undefined' || raw === 'null' || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return isValidId(id) ? id : null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The page's error for an id that is not one ("undefined", "null", text). */
export const invalidIdError = () => new DetailError('invalidId', 'Invalid content ID provided');

/** A 200 answer without usable details is "no data", not a transport failure. */
function asNoData(error: unknown): unknown {
  return error instanceof CatalogError && error.status === 200 ? noData() : error;
}

/**
 * The detail page's data: the id and type from the route, and the details with the spec's
 * fallback (a TV id that fails is tried as a movie). `details.type` says which one answered.
 */
export function useTitleDetails() {
  const { pathname } = useLocation();
  const params = useParams();
  const pathType = typeFromPath(pathname);
  const id = parseId(params.id);
  const prefs = useCatalogPrefs();
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: [...catalogKeys.details(prefs, pathType, id ?? 0), 'with-fallback'],
    enabled: id !== null,
    // Each inner fetch already retries per the catalogue policy.
    retry: false,
    queryFn: async (): Promise<MediaDetails> => {
      const fetchAs = (type: MediaType) =>
        queryClient.fetchQuery(mediaDetailsQueryOptions(prefs, type, id ?? 0));
      let details: MediaDetails | null | undefined;
      try {
        details = await fetchAs(pathType);
      } catch (error) {
        if (pathType !== 'tv') throw asNoData(error);
        try {
          details = await fetchAs('movie');
        } catch (movieError) {
          throw new DetailError(
            'bothFailed',
            `Failed to fetch both TV and Movie data: ${message(movieError)}`,
            movieError,
          );
        }
      }
      if (!details) throw noData();
      return details;
    },
  });

  return { id, pathType, pathname, rawId: params.id ?? '', ...query };
}
