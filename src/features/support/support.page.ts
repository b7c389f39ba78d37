import { HandHeart } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const supportPage = {
  name: 'support',
  routes: { support: paths.support },
  load: () => import('./support-route'),
  messages: ['info'],
  nav: { label: msg('app.nav.supportUs'), icon: HandHeart, section: 'app', order: 1 },
  activity: { state: msg('desktop.page.support') },
} as const satisfies PageRecord;
