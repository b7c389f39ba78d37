import { patterns } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';
import type { PageRecord } from '@/lib/pages';

export const playlistPage = {
  name: 'musicPlaylist',
  routes: { musicPlaylist: patterns.musicPlaylist },
  load: () => import('./playlist-route'),
  messages: ['music'],
  activity: { state: msg('desktop.page.playlist') },
  firstScreen: { shell: collectionCode },
} as const satisfies PageRecord;
