import { paths, patterns } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

/**
 * `#/together`: "Listen together" from Now Playing (start a room with the song that plays, or
 * go to this tab's room); `#/together/{room}`: the invite page, and the room's page.
 */
export const togetherPage = {
  name: 'together',
  routes: { together: paths.together, togetherRoom: patterns.togetherRoom },
  load: () => import('./together-route'),
  messages: ['together', 'music'],
  activity: { state: msg('desktop.page.together') },
} as const satisfies PageRecord;
