import type { Browser } from '@playwright/test';
import type { SessionResult } from './results-types.ts';
import { holdSongForTour, playSongs, startMusic } from './session-music.ts';
import { SESSION_PROBES } from './session-probes.ts';
import { changeRoutes, type RoutePhase } from './session-routes.ts';
import { median } from './stats.ts';

export const SESSION_SONGS = Number(process.env.BENCH_SESSION_SONGS ?? 200);
export const SESSION_ROUTES = Number(process.env.BENCH_SESSION_ROUTES ?? 200);

/**
 * How much the heap grew over a phase: the median of its last quarter of readings against the
 * median of its first quarter. Null with fewer than four readings.
 */
export function quarterGrowth(readings: readonly number[]): number | null {
  const quarter = Math.floor(readings.length / 4);
  if (quarter < 1) return null;
  const first = median(readings.slice(0, quarter));
  const last = median(readings.slice(-quarter));
  return first === null || last === null ? null : last - first;
}

/** The page whose counters grew most, by nodes, then listeners, then timers. */
function worstPage(routes: RoutePhase) {
  const score = (g: RoutePhase['growth'][number]) => [g.nodes, g.listeners, g.timers];
  return [...routes.growth].sort((a, b) => {
    const [x, y] = [score(a), score(b)];
    return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
  })[0];
}

const empty = (songs: number, routeChanges: number): SessionResult => ({
  songs,
  routeChanges,
  musicHeapGrowthMb: null,
  routesHeapGrowthMb: null,
  maxAudioContexts: null,
  maxMediaElements: null,
  nodesGrowth: null,
  listenersGrowth: null,
  timersGrowth: null,
  leftovers: [],
  durationS: 0,
});

/**
 * Two hours of music compressed, then a tour of every main page, in one visit: `songs` songs
 * back to back with crossfade, the equaliser on and the lyrics open (each sought to just before
 * its crossfade), then `routes` route changes through the sidebar with the music still playing.
 */
export async function measureSession(
  browser: Browser,
  origin: string,
  log: (message: string) => void,
  songs = SESSION_SONGS,
  routes = SESSION_ROUTES,
): Promise<SessionResult> {
  const started = Date.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(SESSION_PROBES);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    log(`session: ${songs} songs with crossfade, equaliser and lyrics`);
    await startMusic(page, origin);
    const music = await playSongs(page, session, songs, log);
    await holdSongForTour(page);
    log(`session: ${routes} route changes`);
    const tour = await changeRoutes(page, session, routes, log);
    const worst = worstPage(tour);
    return {
      songs: music.songs,
      routeChanges: tour.changes,
      musicHeapGrowthMb: quarterGrowth(music.heapMb),
      routesHeapGrowthMb: quarterGrowth(tour.heapMb),
      maxAudioContexts: music.maxAudioContexts,
      maxMediaElements: music.maxMediaElements,
      nodesGrowth: Math.max(0, ...tour.growth.map((g) => g.nodes)),
      listenersGrowth: Math.max(0, ...tour.growth.map((g) => g.listeners)),
      timersGrowth: Math.max(0, ...tour.growth.map((g) => g.timers)),
      worstPage: worst?.page,
      leftovers: tour.growth.flatMap((g) => g.newSites.map((site) => `${g.page}: ${site}`)),
      heapMb: { music: music.heapMb, routes: tour.heapMb },
      growth: tour.growth,
      durationS: (Date.now() - started) / 1000,
    };
  } catch (error) {
    return {
      ...empty(songs, routes),
      durationS: (Date.now() - started) / 1000,
      // A failed expectation names its locator on a later line.
      unavailable: (error as Error).message
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('Call log'))
        .slice(0, 2)
        .join(' — '),
    };
  } finally {
    await context.close();
  }
}
