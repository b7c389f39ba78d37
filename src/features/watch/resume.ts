import { useContinueWatchingStore, type ContinueEntry } from '@/lib/storage/video-lists';
import type { WatchTarget } from './embed-urls';
import { catalogTypeOf } from './watch-params';

/** Past this percent an entry counts as finished, so playing it again starts over. */
export const FINISHED_PERCENT = 95;

/** The saved continue-watching entry for exactly this title and episode, if any. */
export function entryFor(
  entries: readonly ContinueEntry[],
  target: WatchTarget,
): ContinueEntry | undefined {
  const type = catalogTypeOf(target.type);
  return entries.find(
    (e) =>
      e.id === target.id &&
      e.type === type &&
      (type === 'movie' || (e.season === target.season && e.episode === target.episode)),
  );
}

/** Where to resume: the saved position of this episode, unless it was (nearly) finished. */
export function resumePosition(
  entries: readonly ContinueEntry[],
  target: WatchTarget,
): number | undefined {
  const entry = entryFor(entries, target);
  if (!entry?.positionSeconds || entry.progress >= FINISHED_PERCENT) return undefined;
  return Math.floor(entry.positionSeconds);
}

/** Below this percent a title simply starts again (a few seconds in is not worth asking). */
export const RESUME_FROM_PERCENT = 2;

/** The position to offer ("Resume from 23:14") when saved progress is between 2 % and 95 %. */
export function askResumeAt(target: WatchTarget): number | undefined {
  const entry = entryFor(useContinueWatchingStore.getState().entries, target);
  if (!entry?.positionSeconds || entry.progress < RESUME_FROM_PERCENT) return undefined;
  if (entry.progress >= FINISHED_PERCENT) return undefined;
  return Math.floor(entry.positionSeconds);
}
