import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import {
  BENCH_PLAYLIST_ID,
  benchSongName,
  playlist,
  type BenchCover,
} from '../shared/test/bench-data.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median } from './stats.ts';
import type { LongListResult } from './results-types.ts';

const PLAYLISTS_KEY = 'reelbeat_music_playlists';
/** The envelope version of the playlists value; override when the music schema moves on. */
const PLAYLISTS_VERSION = Number(process.env.BENCH_PLAYLISTS_VERSION ?? 1);
const SONGS = 5000;
const RENDER_TIMEOUT_MS = 15_000;

export const launchPlaywrightChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

async function scriptSeconds(session: CDPSession) {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

type Sample = { ok: true; scriptingMs: number; rows: number } | { ok: false; reason: string };

/** The stored playlists value holding one playlist of `songs` songs (`BENCH_PLAYLIST_ID`). */
export const playlistSeed = (songs = SONGS, covers?: readonly BenchCover[]) =>
  JSON.stringify({ v: PLAYLISTS_VERSION, data: [playlist(songs, covers)] });

/** Distinct covers the seeded songs take in turn, as a music library has (one per album). */
const COVERS = 50;

/**
 * The art of `COVERS` songs the served app's music service lists, so the seeded playlist's rows
 * load real pictures as a person's would. Without it every row's cover failed (an address no
 * server answers) and the scroll measured the placeholder.
 */
export async function servedCovers(origin: string): Promise<BenchCover[]> {
  const url = `${origin}/api/music/search/songs?query=a&page=0&limit=${COVERS}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the music service's songs: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { results?: { image?: BenchCover }[] } };
  const covers = (body.data?.results ?? []).flatMap((song) => (song.image ? [song.image] : []));
  if (covers.length === 0) throw new Error('the music service listed no song with art');
  return covers;
}

/** The seed of the 5 000-song playlist, its covers from the served app (`servedCovers`). */
export const servedPlaylistSeed = async (origin: string) =>
  playlistSeed(SONGS, await servedCovers(origin));

/**
 * Stores the playlists value in a fresh page and opens the music home with it, so the app has
 * taken the playlist in (and moved it to its database) before the bench navigates to it.
 *
 * Taking the stored value in is a move a browser makes once, and it leaves about 21 MB of
 * garbage (the value parsed, checked and written; measured with CDP's heap usage before and
 * after a collection). A reload does not free it: the next page of the same site runs in the
 * same JavaScript heap. Left there, it was collected in the middle of the measured scroll (in
 * traced runs, pauses of 52–91 ms under 4× throttling). It is collected here instead, so the
 * rows measure the playlist and not the seeding.
 */
export async function seedPlaylists(page: Page, origin: string, seed: string): Promise<void> {
  await page.goto(`${origin}/#/about`);
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      localStorage.setItem(key!, value!);
    },
    [PLAYLISTS_KEY, seed],
  );
  await page.goto(`${origin}/#/music`);
  await page.reload({ waitUntil: 'networkidle' });
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.detach();
}

/** Why the seeded playlist's first row did not show. */
export async function playlistMissing(page: Page): Promise<string> {
  const corrupt = await page.evaluate(
    (key) => localStorage.getItem(`${key}.corrupt`),
    PLAYLISTS_KEY,
  );
  if (corrupt !== null) {
    return `seeded playlist rejected by the playlists schema (v${PLAYLISTS_VERSION})`;
  }
  const notFound = await page.getByText('Playlist not found').count();
  return notFound > 0 ? 'page did not find the seeded playlist' : 'page not built';
}

async function once(browser: Browser, origin: string, seed: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await seedPlaylists(page, origin, seed);

    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const before = await scriptSeconds(session);
    await page.evaluate((id) => {
      location.hash = `#/music/playlist/${id}`;
    }, BENCH_PLAYLIST_ID);
    const firstRow = page.getByText(benchSongName(0), { exact: true }).first();
    try {
      await firstRow.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT_MS });
    } catch {
      return { ok: false, reason: await playlistMissing(page) };
    }
    // Let the frame that shows the rows finish before reading the counter.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const after = await scriptSeconds(session);
    const rows = await page.getByText(/^Bench Song \d{5}$/).count();
    return { ok: true, scriptingMs: (after - before) * 1000, rows };
  } finally {
    await context.close();
  }
}

/**
 * Scripting time (CDP ScriptDuration) of opening a 5 000-song playlist from the music home,
 * until its first row is on screen: route chunk, store reads and rendering.
 */
export async function measureLongList(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<LongListResult> {
  const seed = await servedPlaylistSeed(origin);
  const base = { songs: SONGS, scriptingMs: null, renderedRows: null, samples: 0 };
  const samples: { scriptingMs: number; rows: number }[] = [];
  for (let i = 0; i < runs; i += 1) {
    const sample = await once(browser, origin, seed);
    if (!sample.ok) return { ...base, unavailable: sample.reason };
    samples.push(sample);
  }
  return {
    ...base,
    scriptingMs: median(samples.map((s) => s.scriptingMs)),
    renderedRows: median(samples.map((s) => s.rows)),
    samples: samples.length,
  };
}
