import { Search } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const searchPage = {
  name: 'search',
  routes: { search: paths.search },
  load: () => import('./search-route'),
  messages: ['video'],
  nav: {
    label: msg('app.nav.search'),
    icon: Search,
    section: 'browse',
    order: 2,
    bottom: msg('app.nav.bottom.search'),
  },
  activity: { kind: 'searching' },
  firstScreen: { prefetch: () => import('./prefetch'), ahead: () => import('./ahead') },
} as const satisfies PageRecord;
