import { t } from '@/lib/i18n';
import type { Song } from '@/lib/music/types';

/**
 * The queue's total length, 'Xh Ym' from one hour on, else 'Ym' (unknown durations count as 0),
 * with the units each language writes ('1 Std. 5 Min.', '1時間5分').
 */
export function queueLength(songs: Song[]): string {
  const total = songs.reduce((sum, s) => sum + (s.duration && s.duration > 0 ? s.duration : 0), 0);
  const minutes = Math.floor(total / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('musicPlayer.queue.lengthHours', { hours, minutes: minutes % 60 })
    : t('musicPlayer.queue.lengthMinutes', { minutes });
}
