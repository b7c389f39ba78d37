/** The languages the offline catalogue writes its own words in: the app's six. */
export const CATALOGUE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'ko'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** `language=de-DE` → `de`; absent or any other language → English, the data's own. */
export function catalogueLanguage(value: string | undefined): CatalogueLanguage {
  const primary = (value ?? '').toLowerCase().split('-')[0] ?? '';
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as CatalogueLanguage)
    : 'en';
}
