import type { Song } from '@/lib/music/types';

/** A playlist kept in the browser (spec 3). The fixed id 'downloads' is the Downloads playlist. */
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
