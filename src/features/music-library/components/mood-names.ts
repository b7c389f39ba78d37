import { msg } from '@/lib/i18n';
import type { Mood } from '@shared/config/music-moods';

/**
 * The name a listener reads for each mood. The mood itself stays English: it is the search
 * term sent to the music API, which only knows English words.
 */
export const MOOD_NAMES: Record<Mood, string> = {
  'Pop Hits': msg('musicLibrary.moods.popHits'),
  'Rock Classics': msg('musicLibrary.moods.rockClassics'),
  'Chill Vibes': msg('musicLibrary.moods.chill'),
  Electronic: msg('musicLibrary.moods.electronic'),
  'Morning Energy': msg('musicLibrary.moods.morningEnergy'),
  'Evening Mood': msg('musicLibrary.moods.eveningMood'),
};
