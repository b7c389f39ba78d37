import { History } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const historyPage = {
  name: 'history',
  routes: { history: paths.history },
  load: () => import('./history-route'),
  messages: ['video'],
  nav: { label: msg('app.nav.watchHistory'), icon: History, section: 'library', order: 3 },
  activity: { state: msg('desktop.page.watchHistory') },
} as const satisfies PageRecord;
