import { ListMusic } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';

export const musicLibraryPage = {
  name: 'musicLibrary',
  routes: { musicLibrary: paths.musicLibrary },
  load: () => import('./music-library-route'),
  messages: ['music', 'info'],
  nav: {
    label: msg('app.nav.musicLibrary'),
    icon: ListMusic,
    section: 'music',
    order: 3,
    bottom: msg('app.nav.bottom.musicLibrary'),
  },
  activity: { state: msg('desktop.page.musicLibrary') },
  firstScreen: { shell: collectionCode },
} as const satisfies PageRecord;
