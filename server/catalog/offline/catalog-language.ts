/** The languages the offline catalogue writes its own words in: the app's six. */
export const CATALOG_LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'ko'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** `language=de-DE` → `de`; absent or any other language → English, the data's own. */
export function catalogLanguage(value: string | undefined): CatalogLanguage {
  const primary = (value ?? '').toLowerCase().split('-')[0] ?? '';
  return (CATALOG_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as CatalogLanguage)
    : 'en';
}
