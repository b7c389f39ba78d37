import { t } from '@/lib/i18n';
import type { ContinueEntry } from '@/lib/storage/video-lists';

/**
 * "S1E2" (German "S1:F2") for a show in Continue Watching, null for a film. Home's strip and the
 * Continue Watching page both use it, so the two never write the code differently.
 */
export const continueEpisodeLabel = (entry: ContinueEntry) =>
  entry.type === 'tv'
    ? t('library.continue.episode', { season: entry.season ?? 1, episode: entry.episode ?? 1 })
    : null;
