import type { Playback } from '@shared/together/messages';

/** Where the room's media is (seconds) at `sharedMs` on the server's clock. */
export function positionAt(playback: Playback, sharedMs: number): number {
  if (!playback.playing) return playback.position;
  return Math.max(0, playback.position + (sharedMs - playback.at) / 1000);
}

/** "23:14" or "1:02:03" for a position in seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
