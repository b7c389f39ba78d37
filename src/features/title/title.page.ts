import { patterns } from '@shared/config/paths';
import type { PageRecord } from '@/lib/pages';

export const titlePage = {
  name: 'title',
  routes: { movie: patterns.movie, tv: patterns.tv, anime: patterns.anime },
  load: () => import('./title-route'),
  messages: ['video'],
  activity: { kind: 'details' },
  firstScreen: { prefetch: () => import('./prefetch'), ahead: () => import('./ahead') },
} as const satisfies PageRecord;
