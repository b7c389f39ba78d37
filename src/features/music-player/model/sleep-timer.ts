/**
 * The sleep timer's rules, free of clocks and audio: what a choice means, how long is left and
 * when the fade-out begins. `sleep-timer.store.ts` runs them against the real clock.
 */
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'endOfSong';
export const SLEEP_CHOICES: readonly SleepChoice[] = [...SLEEP_MINUTES, 'endOfSong'];

/** A timer of minutes fades out over its last ten seconds; the end of a song over its last five. */
export const SLEEP_FADE_MS = { minutes: 10_000, endOfSong: 5_000 } as const;

/**
 * The end of a song fades out this much before the song ends: the position is known only a few
 * times a second, and a fade that overran the song would let the next song start.
 */
export const END_OF_SONG_MARGIN_MS = 750;

export type SleepTimer =
  { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'endOfSong' };

export interface Progress {
  currentTime: number;
  duration: number;
}

export function startSleepTimer(choice: SleepChoice, now: number): SleepTimer {
  return choice === 'endOfSong'
    ? { kind: 'endOfSong' }
    : { kind: 'minutes', minutes: choice, endsAt: now + choice * 60_000 };
}

/**
 * Milliseconds until playback stops: wall-clock time for minutes, what is left of the song for
 * the end of the song (whichever song is current when it ends). Null while a song's length is
 * not known yet.
 */
export function remainingMs(timer: SleepTimer, now: number, progress: Progress): number | null {
  if (timer.kind === 'minutes') return Math.max(0, timer.endsAt - now);
  const { currentTime, duration } = progress;
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return Math.max(0, Math.round((duration - currentTime) * 1000));
}

/**
 * Whether the fade-out starts now, and over how long: when what is left is within the fade,
 * the fade takes what is left (less the margin at a song's end), so the music is silent as
 * the timer reaches zero.
 */
export function fadeNow(timer: SleepTimer, remaining: number | null): number | null {
  if (remaining === null) return null;
  const usable = timer.kind === 'endOfSong' ? remaining - END_OF_SONG_MARGIN_MS : remaining;
  return usable <= SLEEP_FADE_MS[timer.kind] ? Math.max(0, usable) : null;
}

/** "14:05" (or "1:00:00"), rounded up so the display reaches 0:00 only when time is up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
