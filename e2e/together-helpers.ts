import { expect, type Browser, type Page } from '@playwright/test';

/** One member's reading: heard position (s) at an instant of the room's shared clock (ms). */
export interface Sample {
  seconds: number;
  shared: number;
  rate: number;
  playing: boolean;
  roomSong: string | null;
}

export const sample = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { reelbeatTogether?: { sample(): Sample | null } }
      ).reelbeatTogether?.sample() ?? null,
  );

/**
 * How far the guest is from the host (ms, positive = ahead), both moved to one instant of the
 * shared clock at the rate each plays: the two readings are taken a moment apart.
 */
export async function gapMs(host: Page, guest: Page): Promise<number | null> {
  const [a, b] = await Promise.all([sample(host), sample(guest)]);
  if (!a || !b || !a.playing || !b.playing || a.roomSong !== b.roomSong) return null;
  const hostThen = a.seconds + ((b.shared - a.shared) / 1000) * a.rate;
  return (b.seconds - hostThen) * 1000;
}

/**
 * The gap as heard over 0.4 s: the middle of five readings 0.1 s apart. Chromium's media
 * clock on a loaded machine's silent audio output now and then reads a few tens of ms late (a
 * reading off by 20 ms, the next back in line: no player moves that fast), and the middle
 * reading drops that. Of three readings, the middle once read 49.9 ms in a full suite run on
 * two cores (the test's limit is 50): two of its three readings were late. Five drop two. A real
 * gap still shows: the drift correction needs about a second to close one, longer than 0.4 s.
 * Null when any reading is null.
 */
export async function heardGapMs(host: Page, guest: Page): Promise<number | null> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    if (i > 0) await host.waitForTimeout(100);
    const gap = await gapMs(host, guest);
    if (gap === null) return null;
    readings.push(gap);
  }
  return readings.sort((a, b) => a - b)[2]!;
}

interface MusicSong {
  id: string;
  name: string;
  duration: number;
}

/** The longest song of a mood list on the music home (the lists hold the generated library). */
export async function longestSong(page: Page, origin = '') {
  const response = await page.request.get(
    `${origin}/api/music/search/songs?query=${encodeURIComponent('Pop Hits')}&limit=8`,
  );
  const songs = ((await response.json()) as { data: { results: MusicSong[] } }).data.results;
  return [...songs].sort((a, b) => Number(b.duration) - Number(a.duration))[0]!;
}

const musicPlayer = (page: Page) => page.getByRole('region', { name: 'Music player' });

/** The host plays `song` and starts a room from Now Playing; returns the invite link. */
export async function hostMusicRoom(page: Page, song: MusicSong, origin = '') {
  await page.goto(`${origin}/#/music`);
  await page
    .getByRole('button', { name: `Play ${song.name}` })
    .first()
    .click();
  await expect(musicPlayer(page)).toContainText(song.name);
  await musicPlayer(page).getByRole('button', { name: 'Expand' }).click();
  const nowPlaying = page.getByRole('dialog', { name: 'Now Playing' });
  await nowPlaying.getByRole('link', { name: 'Listen together' }).click();
  await expect(nowPlaying).toBeHidden();
  const start = page.getByRole('region', { name: 'Listen together' });
  await expect(start).toContainText(song.name);
  await start.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await start.getByRole('button', { name: 'Start room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listening together' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Invite link' }).inputValue();
}

/** A guest opens the invite link in its own browser context and joins under `name`. */
export async function joinAsGuest(browser: Browser, invite: string, name = 'Ben') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invite);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  return { context, page };
}

/**
 * Waits until the guest has settled on the host's song: within `ms` of it three times in a row,
 * each time as heard (`heardGapMs`), so one late reading of the media clock does not count as
 * drift, while a guest that really drifts stays out of range.
 */
export async function untilInSync(host: Page, guest: Page, ms = 30, timeout = 20_000) {
  let inARow = 0;
  const gaps: number[] = [];
  try {
    await expect
      .poll(
        async () => {
          const gap = Math.abs((await heardGapMs(host, guest)) ?? Infinity);
          gaps.push(gap);
          inARow = gap <= ms ? inARow + 1 : 0;
          return inARow;
        },
        { timeout, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(3);
  } catch (error) {
    // A guest that never settles says how far off it stayed, so a failure explains itself.
    const heard = gaps.slice(-12).map((gap) => (Number.isFinite(gap) ? gap.toFixed(1) : 'none'));
    (error as Error).message += `\nThe last gaps heard (ms): ${heard.join(', ')}`;
    throw error;
  }
}
