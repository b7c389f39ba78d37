import { describe, expect, it } from 'vitest';
import {
  END_OF_SONG_MARGIN_MS,
  SLEEP_CHOICES,
  SLEEP_FADE_MS,
  fadeNow,
  formatRemaining,
  remainingMs,
  startSleepTimer,
} from './sleep-timer';

const playing = (currentTime: number, duration = 180) => ({ currentTime, duration });

describe('the sleep timer model', () => {
  it('offers 15, 30, 45, 60 minutes and the end of the song', () => {
    expect(SLEEP_CHOICES).toEqual([15, 30, 45, 60, 'endOfSong']);
  });

  it('counts minutes on the clock, whatever plays', () => {
    const timer = startSleepTimer(15, 1_000);
    expect(timer).toEqual({ kind: 'minutes', minutes: 15, endsAt: 901_000 });
    expect(remainingMs(timer, 1_000, playing(0))).toBe(900_000);
    expect(remainingMs(timer, 601_000, playing(170))).toBe(300_000);
    expect(remainingMs(timer, 2_000_000, playing(0))).toBe(0);
  });

  it('counts what is left of the current song for the end of the song', () => {
    const timer = startSleepTimer('endOfSong', 1_000);
    expect(remainingMs(timer, 1_000, playing(30, 180))).toBe(150_000);
    expect(remainingMs(timer, 99_000, playing(179.5, 180))).toBe(500);
    expect(remainingMs(timer, 0, playing(200, 180))).toBe(0);
    expect(remainingMs(timer, 0, playing(0, 0))).toBeNull();
    expect(remainingMs(timer, 0, playing(0, Number.NaN))).toBeNull();
  });

  it('starts the fade when what is left fits in it, lasting exactly what is left', () => {
    const minutes = startSleepTimer(30, 0);
    expect(fadeNow(minutes, SLEEP_FADE_MS.minutes + 1)).toBeNull();
    expect(fadeNow(minutes, SLEEP_FADE_MS.minutes)).toBe(10_000);
    expect(fadeNow(minutes, 3_000)).toBe(3_000);
    expect(fadeNow(minutes, 0)).toBe(0);
  });

  it('ends the fade at a song’s end a little early, so the next song never starts', () => {
    const song = startSleepTimer('endOfSong', 0);
    expect(fadeNow(song, SLEEP_FADE_MS.endOfSong + END_OF_SONG_MARGIN_MS + 1)).toBeNull();
    expect(fadeNow(song, SLEEP_FADE_MS.endOfSong + END_OF_SONG_MARGIN_MS)).toBe(5_000);
    expect(fadeNow(song, 4_200)).toBe(3_450);
    expect(fadeNow(song, 300)).toBe(0);
    expect(fadeNow(song, null)).toBeNull();
  });

  it('shows the time left in minutes and seconds, rounded up', () => {
    expect(formatRemaining(900_000)).toBe('15:00');
    expect(formatRemaining(899_001)).toBe('15:00');
    expect(formatRemaining(65_000)).toBe('1:05');
    expect(formatRemaining(3_600_000)).toBe('1:00:00');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
