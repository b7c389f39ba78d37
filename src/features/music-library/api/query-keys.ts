/** The one key factory for music queries: `musicKeys.all` invalidates everything. */
export const musicKeys = {
  all: ['music'] as const,
  /** A profile that hides explicit songs reads lists of its own (`no-explicit`). */
  songSearch: (query: string, page: number, limit: number, hideExplicit = false) =>
    hideExplicit
      ? (['music', 'search', 'songs', query, page, limit, 'no-explicit'] as const)
      : (['music', 'search', 'songs', query, page, limit] as const),
};
