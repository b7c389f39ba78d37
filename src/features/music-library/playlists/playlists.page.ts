import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';
import type { PageRecord } from '@/lib/pages';

export const playlistsPage = {
  name: 'musicPlaylists',
  routes: { musicPlaylists: paths.musicPlaylists },
  load: () => import('./playlists-route'),
  messages: ['music'],
  activity: { state: msg('desktop.page.playlists') },
  firstScreen: { shell: collectionCode },
} as const satisfies PageRecord;
