import type { Song } from '@/lib/music/types';

/** A playlist kept in the browser. The fixed id 'downloads' is the Downloads playlist. */
export interface LocalPlaylist {
  id: string;
  name: string;
  description?: string;
  createdAt: string;
  songs: Song[];
  /** An emoji (the Downloads playlist) or an image URL. */
  image?: string;
  /** A cover picked by the listener, as a data URL. */
  avatar?: string;
  isDownloaded?: boolean;
  downloadedSongs?: string[];
  importedAt?: string;
  lastModified?: string;
  originalId?: string;
}

/** What the grid, cards and hero show of a playlist without its songs. */
export interface PlaylistSummary extends Omit<LocalPlaylist, 'songs'> {
  songCount: number;
  /** Total length of its songs, in seconds. */
  seconds: number;
}

/**
 * A playlist as the collection store holds it. Its songs are read from IndexedDB when the
 * playlist is first opened, played, exported, added to or downloaded (`ensurePlaylistSongs`);
 * until then `songs` is null and the summary's count and length stand for them.
 */
export interface PlaylistEntry extends PlaylistSummary {
  songs: Song[] | null;
}

/** A playlist whose songs are loaded. */
export type LoadedPlaylist = PlaylistEntry & { songs: Song[] };
