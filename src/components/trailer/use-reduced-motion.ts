import { useSyncExternalStore } from 'react';
import { mediaList as sharedMediaList } from '@/lib/media-list';

const QUERY = '(prefers-reduced-motion: reduce)';

// One list for every card that asks (lib/media-list.ts): a row of cards reads it on every render.
const mediaList = () => sharedMediaList(QUERY);

function subscribe(onChange: () => void) {
  const list = mediaList();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => mediaList()?.matches ?? false;

/** True while the user asks for less motion; hover trailers and hero auto-advance then stop. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
