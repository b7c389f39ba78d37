import { describe, expect, it } from 'vitest';
import { checkRewind, REWIND_SONG_PLAYS, REWIND_VIDEO_PLAYS, seededYear } from './rewind-only.ts';

describe('the Rewind bench', () => {
  it('seeds the budget’s year: 20 000 viewing sessions and 50 000 song plays, the same each run', () => {
    const year = seededYear();
    expect(year.video).toHaveLength(REWIND_VIDEO_PLAYS);
    expect(year.song).toHaveLength(REWIND_SONG_PLAYS);
    expect(seededYear(3, 3)).toEqual(seededYear(3, 3));
    expect(
      year.video.every(
        (p) => p.startedAt.startsWith('2026-') || p.startedAt.startsWith('2025-12-31'),
      ),
    ).toBe(true);
  });

  it('holds the median CPU time to the budget', () => {
    const result = { videoPlays: 1, songPlays: 1, cpuMs: 120, wallMs: 900, maxCpuMs: 310 };
    expect(checkRewind(result, 300).ok).toBe(true);
    expect(checkRewind({ ...result, cpuMs: 301 }, 300).ok).toBe(false);
  });
});
