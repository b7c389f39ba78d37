import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mulberry32 } from '../shared/stable-random.ts';
import type { Budgets, BudgetCheck } from './budgets.ts';
import { reportChecks, saveSection } from './section.ts';
import { median } from './stats.ts';
import { renderTable } from './table.ts';

/** The part of src/features/rewind the bench drives (loaded at run time, not type-checked here). */
interface RewindModule {
  computeRewind(
    log: { video: unknown[]; song: unknown[] },
    year: number,
  ): { watchedSeconds: number };
}

export const REWIND_VIDEO_PLAYS = 20_000;
export const REWIND_SONG_PLAYS = 50_000;
const YEAR = 2026;
const RUNS = 7;

/** A year of plays in the play log's shapes: 2 000 titles (half series), 5 000 songs. */
export function seededYear(videoPlays = REWIND_VIDEO_PLAYS, songPlays = REWIND_SONG_PLAYS) {
  // A fixed sequence, so every run computes the same year.
  const next = mulberry32(50);
  const at = () => new Date(YEAR, 0, 1, 0, 0, Math.floor(next() * 365 * 86_400)).toISOString();
  const video = Array.from({ length: videoPlays }, () => {
    const id = Math.floor(next() * 2000);
    const tv = id % 2 === 0;
    return {
      mediaId: id,
      mediaType: tv ? 'tv' : 'movie',
      title: `Title ${id}`,
      posterPath: `/p${id}.jpg`,
      genreIds: [18 + (id % 7), 28 + (id % 3)],
      ...(tv
        ? { season: 1 + (id % 4), episode: 1 + Math.floor(next() * 10), seriesEpisodes: 40 }
        : {}),
      startedAt: at(),
      seconds: Math.floor(next() * 5400),
      duration: 5400,
      finished: next() < 0.5,
    };
  });
  const song = Array.from({ length: songPlays }, () => {
    const id = Math.floor(next() * 5000);
    return {
      songId: `s${id}`,
      name: `Song ${id}`,
      artist: `Artist ${id % 400}, Guest ${id % 37}`,
      album: null,
      image: null,
      genre: id % 3 === 0 ? `Genre ${id % 12}` : null,
      startedAt: at(),
      seconds: Math.floor(next() * 240),
      duration: 240,
    };
  });
  return { video, song };
}

export interface RewindBenchResult {
  videoPlays: number;
  songPlays: number;
  /** CPU time of this process per computation (what a shared machine's load does not inflate). */
  cpuMs: number;
  wallMs: number;
  maxCpuMs: number;
}

/** Computes the seeded year RUNS times (after one warm-up) in this process. */
export async function measureRewind(): Promise<RewindBenchResult> {
  const url = pathToFileURL(resolve('src/features/rewind/model/rewind-year.ts')).href;
  const rewind = (await import(url)) as RewindModule;
  const log = seededYear();
  rewind.computeRewind(log, YEAR);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    rewind.computeRewind(log, YEAR);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    videoPlays: log.video.length,
    songPlays: log.song.length,
    cpuMs: median(cpu) ?? Number.NaN,
    wallMs: median(wall) ?? Number.NaN,
    maxCpuMs: Math.max(...cpu),
  };
}

export const checkRewind = (result: RewindBenchResult, limitMs: number): BudgetCheck => ({
  name: 'Rewind: a year of 20 000 viewing sessions and 50 000 song plays',
  limit: `≤ ${limitMs} ms CPU (median)`,
  ok: result.cpuMs <= limitMs,
  actual: `${result.cpuMs.toFixed(0)} ms CPU (max ${result.maxCpuMs.toFixed(0)}), ${result.wallMs.toFixed(0)} ms wall`,
});

/** `npm run bench -- --only rewind [--check]`: Rewind's computation, written to results/rewind.json. */
export async function runRewindSection(budgets: Budgets, check: boolean): Promise<number> {
  const result = await measureRewind();
  await saveSection('rewind', result);
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    renderTable(
      ['computation', 'CPU (median)', 'CPU (max)', 'wall (median)'],
      [
        [
          `Rewind year (${result.videoPlays} + ${result.songPlays} plays)`,
          ms(result.cpuMs),
          ms(result.maxCpuMs),
          ms(result.wallMs),
        ],
      ],
    ),
  );
  return reportChecks([checkRewind(result, budgets.rewindComputeMs)], check);
}
