import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_LIST_PATH, downloadListSchema } from '@shared/config/download-list';

export const downloadKeys = {
  list: ['downloads', 'list'] as const,
};

/**
 * The names of the offered files the server has now (`GET /api/downloads`), or null where it
 * cannot say: a static host with a hand-written config.json has no such endpoint. Then every
 * file is offered, and the HEAD check made on a click finds a missing one.
 */
export async function getDownloadList(signal?: AbortSignal): Promise<Set<string> | null> {
  try {
    const response = await fetch(DOWNLOAD_LIST_PATH, { cache: 'no-store', signal });
    if (!response.ok) return null;
    const parsed = downloadListSchema.safeParse(await response.json());
    return parsed.success ? new Set(parsed.data.available) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const downloadListQueryOptions = () =>
  queryOptions({
    queryKey: downloadKeys.list,
    queryFn: ({ signal }) => getDownloadList(signal),
    // Asked once per visit of the page: a file the operator adds shows on the next visit.
    staleTime: 0,
    retry: false,
  });

/** Which offered files are there: `undefined` while asking, null when the server cannot say. */
export function useDownloadList() {
  return useQuery(downloadListQueryOptions()).data;
}
