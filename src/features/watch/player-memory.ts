import type { PlayerServerId } from '@shared/config/players';
import { isTrackingWatching, playerMemoryStorage } from '@/lib/storage/video-lists';
import type { WatchTarget } from './embed-urls';
import { catalogTypeOf } from './watch-params';

/** At most this many titles keep a remembered server (the oldest are dropped). */
export const MAX_REMEMBERED = 200;

/** One key per movie and per show (anime is a show): its episodes share the server. */
export const titleKey = (target: Pick<WatchTarget, 'type' | 'id'>) =>
  `${catalogTypeOf(target.type)}:${target.id}`;

export function rememberedServer(target: WatchTarget): PlayerServerId | undefined {
  return playerMemoryStorage.read().servers[titleKey(target)];
}

/** Remembers the server that really played this title; nothing is written when not tracking. */
export function rememberServer(target: WatchTarget, id: PlayerServerId) {
  if (!isTrackingWatching()) return;
  const memory = playerMemoryStorage.read();
  const key = titleKey(target);
  if (memory.servers[key] === id) return;
  const rest = Object.entries(memory.servers).filter(([k]) => k !== key);
  const servers = Object.fromEntries([...rest.slice(-(MAX_REMEMBERED - 1)), [key, id]]);
  playerMemoryStorage.write({ ...memory, servers });
}

export function showAutoplays(target: WatchTarget): boolean {
  return !playerMemoryStorage.read().autoplayOff.includes(titleKey(target));
}

export function setShowAutoplays(target: WatchTarget, on: boolean) {
  const memory = playerMemoryStorage.read();
  const key = titleKey(target);
  const others = memory.autoplayOff.filter((k) => k !== key);
  playerMemoryStorage.write({ ...memory, autoplayOff: on ? others : [...others, key] });
}
