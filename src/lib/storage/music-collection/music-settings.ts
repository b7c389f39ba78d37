import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../keys';
import { listView } from '../records/list-view';

export type RepeatMode = 'off' | 'one' | 'all';
export interface MusicSettings {
  volume: number;
  isShuffled: boolean;
  repeatMode: RepeatMode;
}

const settingsSchema = z.object({
  volume: z._default(z.number(), 1),
  isShuffled: z._default(z.boolean(), false),
  repeatMode: z._default(z.enum(['off', 'one', 'all']), 'off'),
});
const DEFAULTS: MusicSettings = { volume: 1, isShuffled: false, repeatMode: 'off' };

const CHECKS: Record<keyof MusicSettings, (value: unknown) => boolean> = {
  volume: (v) => typeof v === 'number' && Number.isFinite(v),
  isShuffled: (v) => typeof v === 'boolean',
  repeatMode: (v) => v === 'off' || v === 'one' || v === 'all',
};
const isField = (id: string): id is keyof MusicSettings => id in CHECKS;

/**
 * The music player's settings, one record each in the profile's namespace; the volume is this
 * device's (its speakers), never synced. Whole-data backups name them `reelbeat_music_settings`.
 */
export const musicSettingsList = listView<unknown, MusicSettings>({
  spec: {
    name: 'musicSettings',
    check: (value, id): value is unknown => (isField(id) ? CHECKS[id](value) : value !== undefined),
    deviceOnly: (id) => id === 'volume',
    label: STORAGE_KEYS.musicSettings,
  },
  stored: {
    key: STORAGE_KEYS.musicSettings,
    version: 1,
    schema: settingsSchema,
    fallback: () => ({ ...DEFAULTS }),
    // Settings from before versioned storage were a bare object: take it as it is.
    migrate: (value) => value,
  },
  toEntries: (settings) => Object.entries(settings).map(([id, value]) => ({ id, value })),
  fromEntries: (entries) => ({
    ...DEFAULTS,
    ...Object.fromEntries(entries.filter((e) => isField(e.id)).map((e) => [e.id, e.value])),
  }),
});

/** The settings as stored now. */
export const storedMusicSettings = (): MusicSettings => musicSettingsList.stored.read();

/** Stores the settings that changed, one record each. */
export function saveMusicSettings(patch: Partial<MusicSettings>) {
  return musicSettingsList
    .collection()
    .write(Object.entries(patch).map(([id, value]) => ({ id, value: value as unknown })));
}

/**
 * Calls `apply` after every change of the settings' records: another tab's, sync's, and this
 * page's own, which include a backup imported here (written through the old key). The player
 * takes its own changes back unchanged.
 */
export const followMusicSettings = (apply: (settings: MusicSettings) => void) =>
  musicSettingsList.collection().subscribe(() => apply(storedMusicSettings()));
