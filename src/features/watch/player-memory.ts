import type { PlayerServerId } from '@shared/config/players';
import {
  isAutoplayOff,
  isTrackingWatching,
  rememberServerOf,
  rememberedServerOf,
  setAutoplayOff,
} from '@/lib/storage/video-lists';
import type { WatchTarget } from './embed-urls';
import { catalogTypeOf } from './watch-params';

/** At most this many titles keep a remembered server (the oldest are dropped). */
export const MAX_REMEMBERED = 200;

/** One key per movie and per show (anime is a show): its episodes share the server. */
export const titleKey = (target: Pick<WatchTarget, 'type' | 'id'>) =>
  `${catalogTypeOf(target.type)}:${target.id}`;

export function rememberedServer(target: WatchTarget): PlayerServerId | undefined {
  return rememberedServerOf(titleKey(target));
}

/** Remembers the server that really played this title; nothing is written when not tracking. */
export function rememberServer(target: WatchTarget, id: PlayerServerId) {
  if (!isTrackingWatching()) return;
  const key = titleKey(target);
  if (rememberedServerOf(key) === id) return;
  rememberServerOf(key, id, MAX_REMEMBERED);
}

export function showAutoplays(target: WatchTarget): boolean {
  return !isAutoplayOff(titleKey(target));
}

export function setShowAutoplays(target: WatchTarget, on: boolean) {
  setAutoplayOff(titleKey(target), !on);
}
