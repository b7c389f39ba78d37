import { useShallow } from 'zustand/react/shallow';
import { isRetryableCatalogError } from '@/lib/tmdb/client';
import { useCatalogPreferences, type CatalogPreferences } from '@/lib/tmdb/preferences';

/** The current catalogue preferences, re-rendering only when one of them changes. */
export function useCatalogPrefs(): CatalogPreferences {
  return useCatalogPreferences(
    useShallow((s) => ({
      language: s.language,
      region: s.region,
      includeAdult: s.includeAdult,
      timeoutMs: s.timeoutMs,
      retries: s.retries,
      certification: s.certification,
      restriction: s.restriction,
    })),
  );
}

/** TanStack retry policy: only failures worth repeating (no answer, 429, 5xx), up to the set count. */
export const retryPolicy = (prefs: CatalogPreferences) => (failureCount: number, error: Error) =>
  isRetryableCatalogError(error) && failureCount < prefs.retries;
