/**
 * LRC lyrics (`[01:02.50]A line`): the format of `.lrc` files beside audio files, and of the
 * offline library's lyrics. The parser takes any text, however malformed, and never throws:
 * lines it cannot time are kept as plain text, absurd values are dropped, and the input is
 * bounded so a hostile file cannot make it slow.
 */
export interface LyricLine {
  /** When the line starts, in milliseconds from the song's start. */
  timeMs: number;
  text: string;
}

export interface Lyrics {
  /** Timed lines in order of time; empty when the lyrics are plain text. */
  synced: LyricLine[];
  /** The text lines without timestamps (all of them for plain lyrics). */
  plain: string[];
}

/** Longer input is cut: no song's lyrics come near it. */
export const MAX_LRC_CHARS = 256 * 1024;
export const MAX_LRC_LINES = 5000;
/** Timestamps past this are not a song's (ten hours). */
const MAX_TIME_MS = 10 * 3600 * 1000;

const TIMESTAMP = /\[(\d{1,4}):(\d{1,2})(?:[.:](\d{1,3}))?\]/y;
const TAG = /^\[([a-z#]+):(.*)\]\s*$/i;

function timeOf(minutes: string, seconds: string, fraction: string | undefined): number | null {
  const s = Number(seconds);
  if (s >= 60) return null;
  const ms = fraction === undefined ? 0 : Number(fraction.padEnd(3, '0'));
  const total = Number(minutes) * 60_000 + s * 1000 + ms;
  return Number.isFinite(total) && total <= MAX_TIME_MS ? total : null;
}

export function parseLrc(input: unknown): Lyrics {
  const text = typeof input === 'string' ? input.slice(0, MAX_LRC_CHARS) : '';
  const synced: LyricLine[] = [];
  const plain: string[] = [];
  let offsetMs = 0;
  for (const raw of text.split(/\r\n|\r|\n/).slice(0, MAX_LRC_LINES)) {
    const line = raw.trim();
    if (!line) continue;
    const times: number[] = [];
    TIMESTAMP.lastIndex = 0;
    let rest = line;
    let match: RegExpExecArray | null;
    while ((match = TIMESTAMP.exec(line)) !== null) {
      const time = timeOf(match[1]!, match[2]!, match[3]);
      if (time !== null) times.push(time);
      rest = line.slice(TIMESTAMP.lastIndex);
    }
    if (times.length > 0) {
      for (const time of times) synced.push({ timeMs: time, text: rest.trim() });
      continue;
    }
    const tag = TAG.exec(line);
    if (tag) {
      // [offset:+250] shifts every line later by 250 ms; other tags (ar, ti, al, by…) are metadata.
      if (tag[1]!.toLowerCase() === 'offset' && /^\s*[+-]?\d{1,7}\s*$/.test(tag[2]!)) {
        offsetMs = Number(tag[2]);
      }
      continue;
    }
    plain.push(line);
  }
  const shifted = synced
    .map((l) => ({ timeMs: Math.max(0, l.timeMs - offsetMs), text: l.text }))
    .sort((a, b) => a.timeMs - b.timeMs);
  return { synced: shifted, plain };
}

/**
 * The index of the line being sung at `positionMs`: the last line that has started, or -1
 * before the first one.
 */
export function currentLineIndex(lines: readonly LyricLine[], positionMs: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (lines[mid]!.timeMs <= positionMs) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** Two digits of minutes and seconds, and hundredths: `[01:02.50]`. */
export function formatLrcTime(timeMs: number): string {
  const total = Math.max(0, Math.round(timeMs / 10));
  const minutes = Math.floor(total / 6000);
  const seconds = Math.floor((total % 6000) / 100);
  const hundredths = total % 100;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `[${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}]`;
}
