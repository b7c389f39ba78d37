import type { LocalPlaylist, PlaylistSummary } from '@/lib/storage/music-collection';
import { isDownloadsPlaylist } from './playlist-ops';

/** The playlists' export file. Each playlist carries where and when it was exported. */
export const EXPORT_VERSION = '1.0';
export const EXPORTED_FROM = 'Reelbeat';

export interface DeviceInfo {
  userAgent: string;
  platform: string;
  timestamp: string;
}

export type ExportedPlaylist = LocalPlaylist & { exportedFrom: string; deviceInfo: DeviceInfo };

export type ExportFile =
  | { version: string; exportDate: string; type: 'single'; playlist: ExportedPlaylist }
  | {
      version: string;
      exportDate: string;
      type: 'all';
      playlists: ExportedPlaylist[];
      totalCount: number;
    };

export interface ExportEnvironment {
  now: Date;
  userAgent: string;
  platform: string;
}

export const browserEnvironment = (): ExportEnvironment => ({
  now: new Date(),
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  platform: typeof navigator === 'undefined' ? '' : navigator.platform,
});

const stamp = (playlist: LocalPlaylist, env: ExportEnvironment): ExportedPlaylist => ({
  ...playlist,
  exportedFrom: EXPORTED_FROM,
  deviceInfo: {
    userAgent: env.userAgent,
    platform: env.platform,
    timestamp: env.now.toISOString(),
  },
});

export function buildSingleExport(playlist: LocalPlaylist, env: ExportEnvironment): ExportFile {
  return {
    version: EXPORT_VERSION,
    exportDate: env.now.toISOString(),
    type: 'single',
    playlist: stamp(playlist, env),
  };
}

export function buildAllExport(playlists: LocalPlaylist[], env: ExportEnvironment): ExportFile {
  return {
    version: EXPORT_VERSION,
    exportDate: env.now.toISOString(),
    type: 'all',
    playlists: playlists.map((p) => stamp(p, env)),
    totalCount: playlists.length,
  };
}

/** Export file names with the product prefix (DESIGN.md). */
export const singleExportName = (id: string) =>
  `reelbeat-playlist-${id.replace(/[^\w-]/g, '_')}.json`;
export const allExportName = (now: Date) => `reelbeat-all-playlists-${now.getTime()}.json`;

export interface SyncStats {
  totalPlaylists: number;
  importedPlaylists: number;
  recentlyModified: number;
  totalSongs: number;
}

export const RECENTLY_MODIFIED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sync stats: "recently modified" means within the last 7 days. They count the
 * listener's own playlists, as Your Library and Your Playlists do: the built-in Downloads
 * playlist is not one (it still travels in an export of everything).
 */
export function syncStats(all: PlaylistSummary[], now = new Date()): SyncStats {
  const since = now.getTime() - RECENTLY_MODIFIED_MS;
  const playlists = all.filter((p) => !isDownloadsPlaylist(p.id));
  return {
    totalPlaylists: playlists.length,
    importedPlaylists: playlists.filter((p) => p.importedAt).length,
    recentlyModified: playlists.filter((p) => {
      const time = Date.parse(p.lastModified ?? p.createdAt);
      return Number.isFinite(time) && time >= since;
    }).length,
    totalSongs: playlists.reduce((sum, p) => sum + p.songCount, 0),
  };
}
