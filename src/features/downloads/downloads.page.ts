import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const downloadsPage = {
  name: 'download',
  routes: { download: paths.download },
  load: () => import('./downloads-route'),
  messages: ['info'],
  activity: { state: msg('desktop.page.downloads') },
} as const satisfies PageRecord;
