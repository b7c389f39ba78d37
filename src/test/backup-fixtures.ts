import { STORAGE_KEYS } from '@/lib/storage';
import { readRaw } from '@/lib/storage/backend';
import { mediaItem } from './media-fixtures';
import { song } from './song-fixtures';

/** Backup test data, written in the stored shapes (`{v, data}`). */
export const playlist = (id: string, songIds: string[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `List ${id}`,
  createdAt: '2024-01-01T00:00:00.000Z',
  songs: songIds.map((id) => song(id)),
  ...extra,
});

const at = (day: number) => new Date(Date.UTC(2024, 0, day)).toISOString();

export function sampleState() {
  return {
    [STORAGE_KEYS.library]: [
      mediaItem({ id: 1, addedAt: at(3) }),
      mediaItem({ id: 2, addedAt: at(2) }),
    ],
    [STORAGE_KEYS.favorites]: [mediaItem({ id: 3, addedAt: at(2) })],
    [STORAGE_KEYS.continueWatching]: [mediaItem({ id: 4, progress: 40, lastWatched: at(5) })],
    [STORAGE_KEYS.watchHistory]: [mediaItem({ id: 5, watchedAt: at(4) })],
    [STORAGE_KEYS.playerProgress]: { '4': { progress: { watched: 10, duration: 100 } } },
    [STORAGE_KEYS.settings]: { theme: 'light', autoplay: false },
    [STORAGE_KEYS.musicFavorites]: [song('a')],
    [STORAGE_KEYS.musicPlaylists]: [
      playlist('p1', ['a', 'b'], { avatar: 'data:image/png;base64,AAAA' }),
    ],
    [STORAGE_KEYS.musicRecent]: [song('b')],
    [STORAGE_KEYS.musicDownloads]: [],
    [STORAGE_KEYS.musicSettings]: { volume: 0.5, isShuffled: false, repeatMode: 'all' },
    [STORAGE_KEYS.playerChoices]: { servers: { 'movie:4': 'void' }, autoplayOff: ['tv:9'] },
    [STORAGE_KEYS.episodeCounts]: { '9': 12 },
  };
}

export function writeState(state: Record<string, unknown>) {
  for (const [key, data] of Object.entries(state)) {
    localStorage.setItem(key, JSON.stringify({ v: 1, data }));
  }
}

/** The storage layer's own keys: records (`reelbeat:<profile>:<list>`), device, locks, profiles. */
const isLayerKey = (key: string) =>
  key.startsWith('reelbeat:') ||
  key.startsWith('reelbeat_lock:') ||
  ['reelbeat_device', 'reelbeat_profiles', 'reelbeat_profile'].includes(key);

/**
 * Every key's stored string, to compare storage before and after: a list kept as records is
 * read by its old key through the storage layer (what it holds, `{v, data}`, not its stamps).
 */
export function storageSnapshot(): Record<string, string | null> {
  const keys = new Set<string>(Object.values(STORAGE_KEYS));
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    if (!isLayerKey(key)) keys.add(key);
  }
  const out: Record<string, string | null> = {};
  for (const key of keys) {
    const raw = readRaw(key);
    if (raw !== null) out[key] = raw;
  }
  return out;
}

/** The budget's backup: 10 000 library entries and 100 playlists of 500 songs (14 MB of JSON). */
export function budgetBackupFile() {
  return {
    format: 'reelbeat-backup',
    formatVersion: 1,
    appVersion: '0.1.0',
    exportedAt: new Date().toISOString(),
    data: {
      library: Array.from({ length: 10_000 }, (_, i) =>
        mediaItem({ id: i + 1, addedAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString() }),
      ),
      musicPlaylists: Array.from({ length: 100 }, (_, p) =>
        playlist(
          `p${p}`,
          Array.from({ length: 500 }, (_, s) => `s${p}-${s}`),
        ),
      ),
    },
  };
}
