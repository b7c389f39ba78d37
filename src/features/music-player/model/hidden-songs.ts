import { allowedSongs, songAllowed, type ContentRestrictions } from '@/lib/content-restrictions';
import type { Song } from '@/lib/music/types';
import type { Start } from './player-moves';

/**
 * A start as the profile may hear it: the songs it hides (a kids profile: the ones the service
 * marks explicit) leave the queue and the shuffle's original order, and when the song due to
 * start is one of them the next one it may hear starts instead. Null when none is left after it.
 */
export function withoutHidden(
  start: Start,
  originalQueue: Song[] | null,
  restrictions: ContentRestrictions,
): Start | null {
  const { queue, index } = start;
  const kept = allowedSongs(queue, restrictions);
  const original =
    'originalQueue' in start.extra ? (start.extra.originalQueue ?? null) : originalQueue;
  const keptOriginal = original && allowedSongs(original, restrictions);
  if (kept === queue && keptOriginal === original) return start;
  let at = index;
  while (queue[at] && !songAllowed(queue[at]!, restrictions)) at += 1;
  const song = queue[at];
  if (!song) return null;
  return {
    index: kept.indexOf(song),
    queue: kept,
    extra: { ...start.extra, originalQueue: keptOriginal },
  };
}
