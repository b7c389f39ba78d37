import { Flame } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const trendingPage = {
  name: 'trending',
  routes: { trending: paths.trending },
  load: () => import('./trending-route'),
  messages: ['video'],
  nav: { label: msg('app.nav.trending'), icon: Flame, section: 'browse', order: 3 },
  activity: { state: msg('desktop.page.trending') },
} as const satisfies PageRecord;
