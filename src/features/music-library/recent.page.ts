import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';

export const recentPage = {
  name: 'musicRecent',
  routes: { musicRecent: paths.musicRecent },
  load: () => import('./recent-route'),
  messages: ['music'],
  activity: { state: msg('desktop.page.recentlyPlayed') },
  firstScreen: { shell: collectionCode },
} as const satisfies PageRecord;
