import { Heart } from 'lucide-react';
import { paths } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

export const favoritesPage = {
  name: 'favorites',
  routes: { favorites: paths.favorites },
  load: () => import('./favorites-route'),
  messages: ['video'],
  nav: { label: msg('app.nav.favorites'), icon: Heart, section: 'library', order: 4 },
  activity: { state: msg('desktop.page.favorites') },
} as const satisfies PageRecord;
