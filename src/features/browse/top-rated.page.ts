import { Star } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const topRatedPage = {
  name: 'topRated',
  routes: { topRated: paths.topRated },
  load: () => import('./top-rated-route'),
  messages: ['video'],
  nav: { label: msg('app.nav.topRated'), icon: Star, section: 'browse', order: 4 },
  activity: { state: msg('desktop.page.topRated') },
} as const satisfies PageRecord;
