import { t } from '@/lib/i18n';
import type { LocalPlaylist } from '@/lib/storage/music-collection';
import { isDownloadsPlaylist } from './playlist-ops';

/**
 * The built-in Downloads playlist is stored with English name and description (it cannot be
 * edited), so they are shown in the reader's language; a listener's own playlists keep the
 * words they chose.
 */
export const playlistName = (p: Pick<LocalPlaylist, 'id' | 'name'>) =>
  isDownloadsPlaylist(p.id) ? t('playlists.downloads.name') : p.name;

export const playlistDescription = (p: Pick<LocalPlaylist, 'id' | 'description'>) =>
  isDownloadsPlaylist(p.id) ? t('playlists.downloads.description') : p.description;
