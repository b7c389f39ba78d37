import type { Song } from '@/lib/music/types';

/** Pure queue rules (order, shuffle, repeat, removal). The store applies them; nothing here touches audio or React. */
export type RepeatMode = 'off' | 'one' | 'all';
export const UNMUTE_VOLUME = 0.7;

export const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = { off: 'one', one: 'all', all: 'off' };

/** What "next" does: restart the same track, go to an index, or stop at the end. */
export type Step = { kind: 'restart' } | { kind: 'go'; index: number } | { kind: 'stop' };

export function nextStep(length: number, index: number, repeat: RepeatMode): Step {
  if (repeat === 'one' && index >= 0 && index < length) return { kind: 'restart' };
  if (index + 1 < length) return { kind: 'go', index: index + 1 };
  if (repeat === 'all' && length > 0) return { kind: 'go', index: 0 };
  return { kind: 'stop' };
}

/** Previous: one back; at the start only repeat 'all' wraps to the last track. */
export function previousIndex(length: number, index: number, repeat: RepeatMode): number | null {
  if (index > 0 && index - 1 < length) return index - 1;
  if (index <= 0 && repeat === 'all' && length > 0) return length - 1;
  return null;
}

/** Shuffle on: the current song first, the rest in random order. */
export function shuffleQueue(queue: Song[], currentIndex: number, random = Math.random): Song[] {
  const current = queue[currentIndex];
  const rest = queue.filter((_, i) => i !== currentIndex);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return current ? [current, ...rest] : rest;
}

/** Shuffle off: the saved original order, positioned on the current song. */
export function unshuffleQueue(original: Song[], current: Song | null) {
  const index = current ? original.findIndex((s) => s.id === current.id) : -1;
  return { queue: original, currentIndex: index };
}

export function insertAfter(queue: Song[], index: number, songs: Song[]): Song[] {
  const at = Math.min(Math.max(index + 1, 0), queue.length);
  return [...queue.slice(0, at), ...songs, ...queue.slice(at)];
}

export interface RemoveResult {
  queue: Song[];
  currentIndex: number;
  /** True when the removed song was the current one, so its neighbour must start. */
  currentRemoved: boolean;
}

/** Remove at index: earlier removals shift the index; removing the current song moves to its neighbour. */
export function removeAt(queue: Song[], index: number, currentIndex: number): RemoveResult {
  if (index < 0 || index >= queue.length) return { queue, currentIndex, currentRemoved: false };
  const next = queue.filter((_, i) => i !== index);
  if (index < currentIndex)
    return { queue: next, currentIndex: currentIndex - 1, currentRemoved: false };
  if (index > currentIndex) return { queue: next, currentIndex, currentRemoved: false };
  // The song after it slides into the same index; when it was the last, the one before plays.
  const neighbour = next.length === 0 ? -1 : Math.min(index, next.length - 1);
  return { queue: next, currentIndex: neighbour, currentRemoved: true };
}

/** Move an item; the current song keeps playing and the index follows it. Same place: no change. */
export function moveItem(queue: Song[], from: number, to: number, currentIndex: number) {
  if (from === to || from < 0 || to < 0 || from >= queue.length || to >= queue.length) {
    return { queue, currentIndex };
  }
  const next = [...queue];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  let index = currentIndex;
  if (currentIndex === from) index = to;
  else if (from < currentIndex && to >= currentIndex) index = currentIndex - 1;
  else if (from > currentIndex && to <= currentIndex) index = currentIndex + 1;
  return { queue: next, currentIndex: index };
}

export const clampVolume = (volume: number) =>
  Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1;
