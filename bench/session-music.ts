import { expect, type CDPSession, type Page } from '@playwright/test';
import { MOODS } from '../shared/config/music-moods.ts';
import { seedPlaylists } from './long-list.ts';
import { collectGarbage, pageMemory, readProbe, type ProbeCounts } from './session-probes.ts';

/** The session's settings: crossfade on, the equaliser on a preset other than flat. */
export const SESSION_CROSSFADE_S = 2;
const SETTINGS_VERSION = Number(process.env.BENCH_SETTINGS_VERSION ?? 2);
export const SESSION_SETTINGS = {
  crossfadeSeconds: SESSION_CROSSFADE_S,
  eqPreset: 'bassBoost',
  eqBands: [6, 5, 4, 2, 0, 0, 0, 0, 0, 0],
};
const PLAYLISTS_VERSION = Number(process.env.BENCH_PLAYLISTS_VERSION ?? 1);
const SESSION_PLAYLIST_ID = 'bench-session';
/** How far before the crossfade each song is sought to: time compressed, the handover kept. */
const LEAD_S = 0.8;
const SONG_TIMEOUT = { timeout: 30_000 };
/** The heap is read (after a full collection) every this many songs. */
export const HEAP_EVERY = 10;

export interface MusicPhase {
  songs: number;
  /** Heap after a forced collection, MB, every `HEAP_EVERY` songs. */
  heapMb: number[];
  maxAudioContexts: number;
  maxMediaElements: number;
  /** The probe's reading where a count was highest, for the report. */
  worst: ProbeCounts | null;
}

/** Every song of the offline library, as the music service answers a search. */
async function librarySongs(origin: string): Promise<unknown[]> {
  const lists = await Promise.all(
    MOODS.map(async (mood) => {
      const url = `${origin}/api/music/search/songs?query=${encodeURIComponent(mood)}&limit=100`;
      const body = (await (await fetch(url)).json()) as { data?: { results?: unknown[] } };
      return body.data?.results ?? [];
    }),
  );
  const songs = lists.flat();
  if (songs.length < 2) throw new Error('the music search found no songs to play');
  return songs;
}

const player = (page: Page) => page.getByRole('region', { name: 'Music player' });
const nowPlaying = (page: Page) => page.getByRole('dialog', { name: 'Now Playing' });
const currentTitle = (page: Page) =>
  page.evaluate(() => navigator.mediaSession.metadata?.title ?? '');

/**
 * A playlist of the whole offline library, the session's settings stored, its first song
 * playing with repeat all, and Now Playing open with the lyrics shown.
 */
export async function startMusic(page: Page, origin: string): Promise<void> {
  const songs = await librarySongs(origin);
  const playlist = {
    id: SESSION_PLAYLIST_ID,
    name: 'Session',
    description: 'Every song of the offline library, for the long-session bench',
    createdAt: '2025-01-01T00:00:00.000Z',
    songs,
    isDownloaded: false,
    downloadedSongs: [],
    lastModified: '2025-01-01T00:00:00.000Z',
  };
  const seed = JSON.stringify({ v: PLAYLISTS_VERSION, data: [playlist] });
  await seedPlaylists(page, origin, seed);
  await page.evaluate(
    ([version, settings]) =>
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: version, data: settings })),
    [SETTINGS_VERSION, SESSION_SETTINGS] as const,
  );
  await page.reload();
  // The app takes the seeded key into its profile's own (`reelbeat:<profile>:settings`).
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key === 'reelbeat_settings' || key.endsWith(':settings'))
      .map((key) => localStorage.getItem(key))
      .join(' '),
  );
  if (!stored.includes(`"crossfadeSeconds":${SESSION_CROSSFADE_S}`)) {
    throw new Error(`the seeded settings were not kept (v${SETTINGS_VERSION}): ${stored}`);
  }
  await page.goto(`${origin}/#/music/playlist/${SESSION_PLAYLIST_ID}`);
  const first = page.getByRole('main').getByRole('listitem').first();
  await first.hover(SONG_TIMEOUT);
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible(
    SONG_TIMEOUT,
  );
  await player(page).getByRole('button', { name: 'Expand' }).click();
  const dialog = nowPlaying(page);
  // The button cycles off → one → all.
  await dialog.getByRole('button', { name: 'Repeat: off' }).click(SONG_TIMEOUT);
  await dialog.getByRole('button', { name: 'Repeat: one' }).click(SONG_TIMEOUT);
  await expect(dialog.getByRole('button', { name: 'Repeat: all' })).toBeVisible(SONG_TIMEOUT);
  await dialog.getByRole('button', { name: 'Lyrics' }).click();
  await expect(dialog.getByRole('button', { name: 'Lyrics' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Clicks Now Playing's seek bar just before the crossfade of the current song starts. */
async function seekNearEnd(page: Page): Promise<void> {
  const seek = nowPlaying(page).getByRole('slider', { name: 'Seek' });
  await expect(seek).not.toHaveAttribute('aria-valuemax', '0', SONG_TIMEOUT);
  const duration = Number(await seek.getAttribute('aria-valuemax'));
  const box = await seek.boundingBox();
  if (!box) throw new Error('the seek bar is not on screen');
  const at = Math.max(0, (duration - SESSION_CROSSFADE_S - LEAD_S) / duration);
  await page.mouse.click(box.x + box.width * at, box.y + box.height / 2);
}

/**
 * Plays `count` songs back to back: each is sought to just before its crossfade, and the next
 * must become current. Counts AudioContexts and media elements at every song (after a full
 * collection when a count is over its limit, so only what the page holds counts) and reads the
 * heap every `HEAP_EVERY` songs.
 */
export async function playSongs(
  page: Page,
  session: CDPSession,
  count: number,
  log: (message: string) => void,
): Promise<MusicPhase> {
  const phase: MusicPhase = {
    songs: 0,
    heapMb: [],
    maxAudioContexts: 0,
    maxMediaElements: 0,
    worst: null,
  };
  for (let song = 0; song < count; song += 1) {
    if (song % HEAP_EVERY === 0) phase.heapMb.push((await pageMemory(session)).heapMb);
    const title = await currentTitle(page);
    await seekNearEnd(page);
    await page.waitForFunction(
      (before) => (navigator.mediaSession.metadata?.title ?? '') !== before,
      title,
      SONG_TIMEOUT,
    );
    let probe = await readProbe(page);
    if (probe.audioContexts > 1 || probe.mediaElements > 2) {
      await collectGarbage(session);
      probe = await readProbe(page);
    }
    if (
      probe.audioContexts > phase.maxAudioContexts ||
      probe.mediaElements > phase.maxMediaElements
    ) {
      phase.worst = probe;
    }
    phase.maxAudioContexts = Math.max(phase.maxAudioContexts, probe.audioContexts);
    phase.maxMediaElements = Math.max(phase.maxMediaElements, probe.mediaElements);
    phase.songs = song + 1;
    if ((song + 1) % 50 === 0) log(`session: ${song + 1} songs`);
  }
  phase.heapMb.push((await pageMemory(session)).heapMb);
  return phase;
}

/**
 * Before the route changes: the song playing now repeats (Repeat: all → off → one) and Now
 * Playing closes. The music goes on, and every page that shows the playing song (its card's
 * Pause, Recently Played) shows the same one at every visit: with the library playing on, a
 * page's count moved by a node whenever the playing song came into or left its list, which read
 * as growth when it happened late in the tour.
 */
export async function holdSongForTour(page: Page): Promise<void> {
  const dialog = nowPlaying(page);
  await dialog.getByRole('button', { name: 'Repeat: all' }).click(SONG_TIMEOUT);
  await dialog.getByRole('button', { name: 'Repeat: off' }).click(SONG_TIMEOUT);
  await expect(dialog.getByRole('button', { name: 'Repeat: one' })).toBeVisible(SONG_TIMEOUT);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden(SONG_TIMEOUT);
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible(
    SONG_TIMEOUT,
  );
}
