import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import {
  CatalogError,
  catalogKeys,
  mediaDetailsQueryOptions,
  useCatalogPrefs,
  type MediaDetails,
  type MediaType,
} from '@/lib/catalog';
import { DetailError } from './error-text';
import { parseId, typeFromPath } from './title-path';

const noData = () => new DetailError('noData', 'No data received from API');

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The page's error for an id that is not one ("undefined", "null", text). */
export const invalidIdError = () => new DetailError('invalidId', 'Invalid content ID provided');

/** A 200 answer without usable details is "no data", not a transport failure. */
function asNoData(error: unknown): unknown {
  return error instanceof CatalogError && error.status === 200 ? noData() : error;
}

/**
 * The Detail page's data: the id and type from the route, and the details with their
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
