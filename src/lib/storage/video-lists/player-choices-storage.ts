import { z } from 'zod/mini';
import { PLAYER_SERVER_IDS, type PlayerServerId } from '@shared/config/players';
import { STORAGE_KEYS } from '@/lib/storage';
import { listView, type Entry } from '../records/list-view';

const memorySchema = z.object({
  /** `movie:550` / `tv:1399` → the server that last really played it. */
  servers: z.record(z.string(), z.enum(PLAYER_SERVER_IDS)),
  /** Shows whose next episode does not play by itself (the player's per-show switch). */
  autoplayOff: z.array(z.string()),
});
type PlayerMemory = z.infer<typeof memorySchema>;
type Choice = PlayerServerId | true;

const SERVER = 'server:';
const AUTOPLAY_OFF = 'autoplayOff:';
const isChoice = (value: unknown): value is Choice =>
  value === true || (PLAYER_SERVER_IDS as readonly unknown[]).includes(value);

/**
 * The player's memory of each title (`features/watch/player-memory.ts`): the server that last
 * played it (`server:movie:550`), and the shows whose next episode does not start by itself
 * (`autoplayOff:tv:1399`). One record each, oldest first (the oldest servers are forgotten).
 */
export const playerChoicesList = listView<Choice, PlayerMemory>({
  spec: {
    name: 'playerChoices',
    check: isChoice,
    order: 'oldest',
    label: STORAGE_KEYS.playerChoices,
  },
  stored: {
    key: STORAGE_KEYS.playerChoices,
    version: 1,
    schema: memorySchema,
    fallback: () => ({ servers: {}, autoplayOff: [] }),
  },
  toEntries: ({ servers, autoplayOff }) => [
    ...Object.entries(servers).map(([key, server]) => ({ id: SERVER + key, value: server })),
    ...autoplayOff.map((key) => ({ id: AUTOPLAY_OFF + key, value: true as const })),
  ],
  fromEntries: (entries: Entry<Choice>[]) => ({
    servers: Object.fromEntries(
      entries.flatMap((e) =>
        e.id.startsWith(SERVER) && e.value !== true ? [[e.id.slice(SERVER.length), e.value]] : [],
      ),
    ),
    autoplayOff: entries
      .filter((e) => e.id.startsWith(AUTOPLAY_OFF))
      .map((e) => e.id.slice(AUTOPLAY_OFF.length)),
  }),
});

export const playerMemoryStorage = playerChoicesList.stored;

const choices = () => playerChoicesList.collection();

export const rememberedServerOf = (title: string) => {
  const server = choices().get(SERVER + title);
  return server === true ? undefined : server;
};

/** The title's server, remembered as the newest; past `max` titles the oldest are forgotten. */
export function rememberServerOf(title: string, server: PlayerServerId, max: number) {
  const remembered = choices()
    .list()
    .filter((r) => r.id.startsWith(SERVER) && r.id !== SERVER + title);
  const forgotten = remembered.slice(0, Math.max(0, remembered.length - (max - 1)));
  return choices().write([
    ...forgotten.map(({ id }) => ({ id, value: null })),
    { id: SERVER + title, value: server, front: true },
  ]);
}

export const isAutoplayOff = (show: string) => choices().get(AUTOPLAY_OFF + show) === true;

export const setAutoplayOff = (show: string, off: boolean) =>
  off ? choices().put(AUTOPLAY_OFF + show, true) : choices().remove(AUTOPLAY_OFF + show);
