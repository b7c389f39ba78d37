/** The one key factory for music queries: `musicKeys.all` invalidates everything. */
export const musicKeys = {
  all: ['music'] as const,
  songSearch: (query: string, page: number, limit: number) =>
    ['music', 'search', 'songs', query, page, limit] as const,
};
