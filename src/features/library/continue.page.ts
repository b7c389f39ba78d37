import { Clock } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const continuePage = {
  name: 'continue',
  routes: { continue: paths.continue },
  load: () => import('./continue-route'),
  messages: ['video'],
  nav: { label: msg('app.nav.continueWatching'), icon: Clock, section: 'library', order: 2 },
  activity: { state: msg('desktop.page.continueWatching') },
} as const satisfies PageRecord;
