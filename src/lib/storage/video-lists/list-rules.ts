import type { MediaItem } from '../../tmdb/types';
import {
  sameMedia,
  toMediaItem,
  type ContinueEntry,
  type HistoryEntry,
  type MediaRef,
  type SavedEntry,
} from './entry-schemas';

/**
 * The video lists' rules (caps, order, no duplicates) as pure functions, so they are tested
 * without React or storage.
 */
export const CONTINUE_WATCHING_CAP = 20;
export const WATCH_HISTORY_CAP = 100;

const nowIso = () => new Date().toISOString();

/** Library/favorites: a no-op when id+type is present; otherwise the newest goes first. */
export function addSaved(list: SavedEntry[], item: MediaItem, at = nowIso()): SavedEntry[] {
  if (list.some((e) => sameMedia(e, item))) return list;
  return [{ ...toMediaItem(item), addedAt: at }, ...list];
}

export function removeEntry<T extends MediaRef>(list: T[], ref: MediaRef): T[] {
  const next = list.filter((e) => !sameMedia(e, ref));
  return next.length === list.length ? list : next;
}

export interface ContinueInput {
  item: MediaItem;
  progress?: number;
  season?: number;
  episode?: number;
  positionSeconds?: number;
}

/**
 * Continue watching: an entry with the same id+type is replaced and moves to the front (it is
 * now the most recently watched), otherwise the new entry goes first; the newest 20 are kept.
 */
export function saveContinue(
  list: ContinueEntry[],
  input: ContinueInput,
  at = nowIso(),
): ContinueEntry[] {
  const entry: ContinueEntry = {
    ...toMediaItem(input.item),
    progress: clampPercent(input.progress ?? 0),
    lastWatched: at,
  };
  if (input.item.type === 'tv') {
    entry.season = input.season ?? 1;
    entry.episode = input.episode ?? 1;
  }
  if (input.positionSeconds !== undefined)
    entry.positionSeconds = Math.max(0, input.positionSeconds);
  return [entry, ...list.filter((e) => !sameMedia(e, entry))].slice(0, CONTINUE_WATCHING_CAP);
}

/** History: drop the older entry for the same id+type, put the new one first, keep 100. */
export function recordHistory(
  list: HistoryEntry[],
  item: MediaItem,
  at = nowIso(),
): HistoryEntry[] {
  const entry: HistoryEntry = { ...toMediaItem(item), watchedAt: at };
  return [entry, ...list.filter((e) => !sameMedia(e, item))].slice(0, WATCH_HISTORY_CAP);
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
