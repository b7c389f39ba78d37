import { AudioLines } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';

export const musicSearchPage = {
  name: 'musicSearch',
  routes: { musicSearch: paths.musicSearch },
  load: () => import('./music-search-route'),
  messages: ['music'],
  nav: {
    label: msg('app.nav.musicSearch'),
    icon: AudioLines,
    section: 'music',
    order: 2,
    bottom: msg('app.nav.bottom.musicSearch'),
  },
  activity: { kind: 'searching', state: msg('desktop.page.music') },
  firstScreen: { shell: collectionCode },
} as const satisfies PageRecord;
