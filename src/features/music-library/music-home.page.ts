import { Music } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';
import { collectionCode } from '@/lib/storage/music-collection/collection-code';

export const musicHomePage = {
  name: 'musicHome',
  routes: { music: paths.music },
  load: () => import('./music-home-route'),
  messages: ['music'],
  nav: {
    label: msg('app.nav.music'),
    icon: Music,
    section: 'music',
    order: 1,
    bottom: msg('app.nav.bottom.music'),
  },
  activity: { state: msg('desktop.page.music') },
  firstScreen: {
    prefetch: () => import('./prefetch'),
    ahead: () => import('./ahead'),
    shell: collectionCode,
  },
} as const satisfies PageRecord;
