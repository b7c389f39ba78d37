import { knownWord } from '@/lib/i18n/known-word';
import { msg } from '@/lib/i18n';

/**
 * What Settings → Player and the Watch page both say about the video servers, kept in one
 * place so the two never disagree.
 */

/** HD and FHD read the same everywhere; the descriptive quality badges are translated. */
const QUALITY_WORDS: Record<string, string> = {
  'Multi lang': msg('settings.server.multiLang'),
  'Hindi Dubbed': msg('settings.server.hindiDubbed'),
};

/** A server's quality badge in the reader's language; a badge of a custom list stays as written. */
export function qualityLabel(quality: string): string {
  return knownWord(QUALITY_WORDS, quality);
}

/** The countdown before "Switch servers automatically" moves to the next working server. */
export const SWITCH_SECONDS = 5;
