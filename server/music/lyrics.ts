import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { formatLrcTime } from '../../shared/music/lrc.ts';
import type { LibraryTrack } from './library-types.ts';

/**
 * `GET /api/music/lyrics/{id}`, Reelbeat's own lyrics address in both modes:
 * `{ success: true, data: { lrc, plain, copyright } }` (LRC text when the lyrics are timed,
 * plain text otherwise), or 404 `{ success: false, message: "No lyrics for this song" }`.
 */
export interface LyricsBody {
  lrc: string | null;
  plain: string | null;
  copyright: string | null;
}

export const NO_LYRICS = 'No lyrics for this song';

export const lyricsJson = (data: LyricsBody) => ({ success: true, data });
export const noLyrics = () =>
  Response.json({ success: false, message: NO_LYRICS }, { status: 404 });

/** The generated songs are instrumental sketches; their lyrics say what the music does. */
const PHRASES = [
  'The city hums beneath the lights',
  'A slow wave rolls across the night',
  'Hold the moment, let it ring',
  'Every echo finds its place',
  'Turn the corner, feel the beat',
  'Colours falling into time',
  'Breathe in, the drums come in',
  'Carry the melody home',
];

/** Timed lines every few seconds from the first bars to just before the end. */
export function generatedLrc(track: LibraryTrack): string | null {
  if (track.audio.kind !== 'synth') return null;
  const seconds = track.audio.seconds;
  const lines = [`[ti:${track.name}]`];
  let at = 4;
  let n = track.audio.seed;
  while (at < seconds - 2) {
    lines.push(`${formatLrcTime(at * 1000)}${PHRASES[n % PHRASES.length]}`);
    n += 3;
    at += 4;
  }
  lines.push(`${formatLrcTime((seconds - 1) * 1000)}`);
  return lines.join('\n');
}

/** A `.lrc` file with the audio file's name, beside it in MUSIC_DIR, read when asked for. */
export async function lrcBeside(track: LibraryTrack): Promise<string | null> {
  if (track.audio.kind !== 'file') return null;
  const path = track.audio.path.slice(0, -extname(track.audio.path).length) + '.lrc';
  return readFile(path, 'utf8').catch(() => null);
}

/**
 * The music service's lyrics (`/songs/{id}/lyrics`: `{ data: { lyrics, copyright } }`, the
 * lyrics as HTML with `<br>` line breaks) as plain text, or null when it has none.
 */
export function serviceLyrics(body: unknown): LyricsBody | null {
  const data = (body as { data?: { lyrics?: unknown; copyright?: unknown } } | null)?.data;
  if (typeof data?.lyrics !== 'string' || !data.lyrics.trim()) return null;
  const plain = data.lyrics
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .trim();
  return {
    lrc: null,
    plain,
    copyright: typeof data.copyright === 'string' ? data.copyright : null,
  };
}
