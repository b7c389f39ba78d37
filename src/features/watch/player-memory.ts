import { z } from 'zod/mini';
import { PLAYER_SERVER_IDS, type PlayerServerId } from '@/config/players';
import { createStoredValue, STORAGE_KEYS } from '@/lib/storage';
import { isTrackingWatching } from '@/lib/storage/video-lists';
import type { WatchTarget } from './embed-urls';
import { catalogTypeOf } from './watch-params';

/** At most this many titles keep a remembered server (the oldest are dropped). */
export const MAX_REMEMBERED = 200;

const memorySchema = z.object({
  /** `movie:550` / `tv:1399` → the server that last really played it. */
  servers: z.record(z.string(), z.enum(PLAYER_SERVER_IDS)),
  /** Shows whose next episode does not play by itself (the player's per-show switch). */
  autoplayOff: z.array(z.string()),
});
type PlayerMemory = z.infer<typeof memorySchema>;

export const playerMemoryStorage = createStoredValue<PlayerMemory>({
  key: STORAGE_KEYS.playerChoices,
  version: 1,
  schema: memorySchema,
  fallback: () => ({ servers: {}, autoplayOff: [] }),
});

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
