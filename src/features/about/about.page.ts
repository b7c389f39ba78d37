import { Info } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const aboutPage = {
  name: 'about',
  routes: { about: paths.about },
  load: () => import('./about-route'),
  messages: ['info'],
  nav: { label: msg('app.nav.about'), icon: Info, section: 'app', order: 2 },
  activity: { state: msg('desktop.page.about') },
} as const satisfies PageRecord;
