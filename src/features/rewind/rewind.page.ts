import { History } from 'lucide-react';
import { paths, patterns } from '@/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const rewindPage = {
  name: 'rewind',
  routes: { rewind: paths.rewind, rewindYear: patterns.rewindYear },
  load: () => import('./rewind-route'),
  messages: ['rewind'],
  nav: {
    label: msg('app.nav.rewind'),
    // The clock turning back, already in the sidebar: a new icon would add to the first paint.
    icon: History,
    section: 'library',
    order: 6,
    // In the sidebar from 1 December to 31 January: the time of year for looking back.
    visible: (now) => now.getMonth() % 11 === 0,
  },
  activity: { state: msg('desktop.page.rewind') },
} as const satisfies PageRecord;
