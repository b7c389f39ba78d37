import { Settings } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const settingsPage = {
  name: 'settings',
  routes: { settings: paths.settings },
  load: () => import('./settings-route'),
  messages: ['info', 'music'],
  nav: { label: msg('app.nav.settings'), icon: Settings, section: 'app', order: 3 },
  activity: { state: msg('desktop.page.settings') },
} as const satisfies PageRecord;
