import { pickImageUrl } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';

const sameOrigin = (url: string) => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

/**
 * Where a song's audio is fetched from: its own address when it is on Reelbeat's server (the
 * offline library), else the server's same-origin stream of it (live mode), since the music
 * service's addresses do not allow reading their bytes from another site.
 */
export const audioSource = (song: Pick<Song, 'id'>, url: string) =>
  sameOrigin(url) ? url : `/api/music/stream/${encodeURIComponent(song.id)}?quality=320kbps`;

/**
 * Reads a response as it arrives, reporting 0–100 % from the bytes received and the
 * Content-Length (no length: 0 until the end). Aborting the signal stops it and rejects; the
 * bytes read so far are dropped with it.
 */
export async function fetchWithProgress(
  url: string,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`Audio download failed: ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    if (total) onProgress(Math.min(100, Math.floor((received / total) * 100)));
  }
  onProgress(100);
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'audio/mpeg' });
}

/** The song's cover for offline use, when it can be read (same origin); else none. */
export async function fetchCover(song: Song, signal: AbortSignal): Promise<Blob | null> {
  const url = pickImageUrl(song);
  if (!sameOrigin(url)) return null;
  try {
    const response = await fetch(url, { signal });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
