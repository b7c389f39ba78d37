import { z } from 'zod/mini';
import { PLAYER_SERVER_IDS } from '@shared/config/players';
import { createStoredValue, STORAGE_KEYS } from '@/lib/storage';

const memorySchema = z.object({
  /** `movie:550` / `tv:1399` → the server that last really played it. */
  servers: z.record(z.string(), z.enum(PLAYER_SERVER_IDS)),
  /** Shows whose next episode does not play by itself (the player's per-show switch). */
  autoplayOff: z.array(z.string()),
});
type PlayerMemory = z.infer<typeof memorySchema>;

/**
 * The player's memory of each title (`features/watch/player-memory.ts`): the server that last
 * played it, and the shows whose next episode does not start by itself.
 */
export const playerMemoryStorage = createStoredValue<PlayerMemory>({
  key: STORAGE_KEYS.playerChoices,
  version: 1,
  schema: memorySchema,
  fallback: () => ({ servers: {}, autoplayOff: [] }),
});
