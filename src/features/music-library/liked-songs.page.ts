import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';

export const likedSongsPage = {
  name: 'musicFavorites',
  routes: { musicFavorites: paths.musicFavorites },
  load: () => import('./liked-songs-route'),
  messages: ['music'],
  activity: { state: msg('desktop.page.likedSongs') },
  firstScreen: { shell: collectionCode },
} as const satisfies PageRecord;
