import { patterns } from '@shared/config/paths';
import type { PageRecord } from '@/lib/pages';

export const watchPage = {
  name: 'watch',
  routes: {
    watchMovie: patterns.watchMovie,
    watchTv: patterns.watchTv,
    watchAnime: patterns.watchAnime,
    player: patterns.player,
    playerEpisode: patterns.playerEpisode,
  },
  load: () => import('./watch-route'),
  messages: ['video', 'info'],
  activity: { kind: 'watching' },
} as const satisfies PageRecord;
