import { create } from 'zustand';
import type { CatalogRestriction } from '@shared/content-ratings/params';

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
  /**
   * The active profile's content ceiling (`src/lib/content-restrictions` sets it, or a seed
   * given before start-up: restriction.ts); absent for none. Sent on every call; Reelbeat's
   * server filters every answer by it.
   */
  restriction?: CatalogRestriction;
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
