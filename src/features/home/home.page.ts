import { Home } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const homePage = {
  name: 'home',
  routes: { home: paths.home },
  load: () => import('./home-route'),
  messages: ['video'],
  nav: {
    label: msg('app.nav.home'),
    icon: Home,
    section: 'browse',
    order: 1,
    bottom: msg('app.nav.home'),
  },
  activity: { state: msg('desktop.page.home') },
  firstScreen: { prefetch: () => import('./prefetch'), ahead: () => import('./ahead') },
} as const satisfies PageRecord;
