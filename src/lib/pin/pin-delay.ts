import { readLocal, writeLocal } from '@/lib/storage/backend';

/**
 * Wrong PINs slow down: two tries are free (a slip of the finger), then each wrong PIN makes the
 * next try wait twice as long as the one before, from 15 seconds up to an hour. The count and the
 * time the wait ends are kept on this device (`reelbeat_pin_attempts`, device-only, never in a
 * backup), so a reload does not reset them; a right PIN does.
 */
export const FREE_TRIES = 2;
export const FIRST_DELAY_MS = 15_000;
export const MAX_DELAY_MS = 3_600_000;
export const ATTEMPTS_KEY = 'reelbeat_pin_attempts';

/** How long the next try waits after `failures` wrong PINs in a row. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_TRIES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_TRIES - 1), MAX_DELAY_MS);
}

interface Attempts {
  failures: number;
  /** When the next try is allowed (ms since the epoch). */
  until: number;
}

function readAll(): Record<string, Attempts> {
  try {
    const parsed: unknown = JSON.parse(readLocal(ATTEMPTS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, Attempts>)
      : {};
  } catch {
    return {};
  }
}

function attemptsOf(profile: string): Attempts {
  const entry = readAll()[profile];
  return entry && Number.isFinite(entry.failures) && Number.isFinite(entry.until)
    ? entry
    : { failures: 0, until: 0 };
}

function store(profile: string, entry: Attempts | null) {
  const all = readAll();
  if (entry) all[profile] = entry;
  else delete all[profile];
  writeLocal(ATTEMPTS_KEY, JSON.stringify(all));
}

/** Milliseconds until `profile`'s PIN may be tried again (0: now). */
export function waitLeft(profile: string, now = Date.now()): number {
  return Math.max(0, attemptsOf(profile).until - now);
}

/** Records a wrong PIN; returns the wait before the next try. */
export function recordWrongPin(profile: string, now = Date.now()): number {
  const failures = attemptsOf(profile).failures + 1;
  const delay = delayAfter(failures);
  store(profile, { failures, until: now + delay });
  return delay;
}

export const recordRightPin = (profile: string) => store(profile, null);
