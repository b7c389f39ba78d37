import { createLucideIcon } from 'lucide-react';
import { paths, patterns } from '@shared/config/paths';
import { msg } from '@/lib/i18n/translate';
import type { PageRecord } from '@/lib/pages';

/**
 * Two triangles pointing back, lucide's rewind mark drawn as one path: the first paint carries
 * each sidebar icon, and Watch History's turning clock, which Rewind used, said the same thing
 * twice in the sidebar.
 */
const RewindIcon = createLucideIcon('rewind', [
  ['path', { d: 'M11 19 2 12l9-7zm11 0-9-7 9-7z', key: 'a' }],
]);

export const rewindPage = {
  name: 'rewind',
  routes: { rewind: paths.rewind, rewindYear: patterns.rewindYear },
  load: () => import('./rewind-route'),
  messages: ['rewind'],
  nav: {
    label: msg('app.nav.rewind'),
    icon: RewindIcon,
    section: 'library',
    order: 6,
    // In the sidebar from 1 December to 31 January: the time of year for looking back.
    visible: (now) => now.getMonth() % 11 === 0,
  },
  activity: { state: msg('desktop.page.rewind') },
} as const satisfies PageRecord;
