import { create } from 'zustand';

/**
 * What the catalogue client sends with every call. The settings feature writes these
 * (language, region, adult content, network timeout, retry attempts); the client and the
 * query keys read them, so changing a setting refetches with the new values.
 */
export interface CatalogPreferences {
  language: string;
  region: string;
  includeAdult: boolean;
  timeoutMs: number;
  retries: number;
  /**
   * Settings' content rating as a US certification (G, PG, PG-13, R), or null for all. Sent as
   * TMDB's `certification_country=US&certification.lte=…`, which the service applies to
   * discover lists; the offline catalogue applies it to every list and search.
   */
  certification: string | null;
}

export const DEFAULT_CATALOG_PREFERENCES: CatalogPreferences = {
  language: 'en-US',
  region: 'US',
  includeAdult: false,
  timeoutMs: 15_000,
  retries: 3,
  certification: null,
};

export const useCatalogPreferences = create<CatalogPreferences>(() => DEFAULT_CATALOG_PREFERENCES);

export const getCatalogPreferences = () => useCatalogPreferences.getState();

export function setCatalogPreferences(next: Partial<CatalogPreferences>) {
  useCatalogPreferences.setState(next);
}
