import { Grid3x3 } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const categoriesPage = {
  name: 'categories',
  routes: { categories: paths.categories },
  load: () => import('./categories-route'),
  messages: ['video'],
  nav: { label: msg('app.nav.categories'), icon: Grid3x3, section: 'browse', order: 5 },
  activity: { state: msg('desktop.page.categories') },
} as const satisfies PageRecord;
