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
}

export const DEFAULT_CATALOG_PREFERENCES: CatalogPreferences = {
  language: 'en',
  region: 'US',
  includeAdult: false,
  timeoutMs: 15_000,
  retries: 3,
};

export const useCatalogPreferences = create<CatalogPreferences>(() => DEFAULT_CATALOG_PREFERENCES);

export const getCatalogPreferences = () => useCatalogPreferences.getState();

export function setCatalogPreferences(next: Partial<CatalogPreferences>) {
  useCatalogPreferences.setState(next);
}
