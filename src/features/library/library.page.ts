import { Library } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const libraryPage = {
  name: 'library',
  routes: { library: paths.library },
  load: () => import('./library-route'),
  messages: ['video', 'info', 'music'],
  nav: {
    label: msg('app.nav.myLibrary'),
    icon: Library,
    section: 'library',
    order: 1,
    bottom: msg('app.nav.bottom.library'),
  },
  activity: { state: msg('desktop.page.myLibrary') },
} as const satisfies PageRecord;
