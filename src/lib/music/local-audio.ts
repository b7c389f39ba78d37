/**
 * Downloaded songs' audio, as object URLs of the blobs kept in IndexedDB: the player asks here
 * first, so a downloaded song plays from the device (also with no network). The music
 * collection fills it when it loads and as songs are downloaded or removed.
 */
const urls = new Map<string, string>();

export const localAudioUrl = (songId: string): string | null => urls.get(songId) ?? null;

export function setLocalAudio(songId: string, audio: Blob | null) {
  const old = urls.get(songId);
  if (old) URL.revokeObjectURL(old);
  if (audio) urls.set(songId, URL.createObjectURL(audio));
  else urls.delete(songId);
}
