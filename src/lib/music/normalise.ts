import type { z } from 'zod/mini';
import type { rawArtistSchema, rawLinksSchema } from './schemas';
import type { RawSong } from './schemas';
import type { ArtistRef, MediaLink, Song } from './types';

type RawLinks = z.infer<typeof rawLinksSchema>;
type RawArtist = z.infer<typeof rawArtistSchema>;

/** `url` (G3) or `link` (G1/G2); `false`, a bare string or nothing become a list. */
export function normaliseLinks(links: RawLinks): MediaLink[] {
  if (typeof links === 'string') return links ? [{ quality: '', url: links }] : [];
  if (!Array.isArray(links)) return [];
  return links.flatMap((l) => {
    const url = l.url ?? l.link;
    return url ? [{ quality: l.quality, url }] : [];
  });
}

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const toText = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' || value === 0 ? null : String(value);

export const artistRef = (a: RawArtist): ArtistRef => ({
  id: a.id === undefined ? '' : String(a.id),
  name: a.name ?? a.title ?? '',
});

/** The service's `explicitContent`: `true` (G3), `1` or `"1"` (G2) mean explicit. */
const isExplicitFlag = (value: RawSong['explicitContent']) =>
  value === true || value === 1 || value === '1' || value === 'true';

export function normaliseSong(raw: RawSong): Song {
  const album =
    typeof raw.album === 'string'
      ? { id: null, name: raw.album }
      : raw.album
        ? { id: toText(raw.album.id), name: raw.album.name ?? null }
        : null;
  const song: Song = {
    id: String(raw.id),
    name: raw.name ?? raw.title ?? '',
    album,
    year: toText(raw.year),
    duration: toNumber(raw.duration),
    language: raw.language ?? null,
    image: normaliseLinks(raw.image),
    downloadUrl: normaliseLinks(raw.downloadUrl),
    artists: { primary: (raw.artists?.primary ?? []).map(artistRef) },
  };
  if (typeof raw.primaryArtists === 'string') song.primaryArtists = raw.primaryArtists;
  else if (Array.isArray(raw.primaryArtists) && !song.artists.primary.length) {
    song.artists.primary = raw.primaryArtists.map(artistRef);
  }
  if (raw.singers) song.singers = raw.singers;
  if (raw.localUrl) song.localUrl = raw.localUrl;
  if (raw.downloadedAt) song.downloadedAt = raw.downloadedAt;
  if (raw.isDownloaded !== undefined) song.isDownloaded = raw.isDownloaded;
  if (typeof raw.replayGainDb === 'number' && Number.isFinite(raw.replayGainDb)) {
    song.replayGainDb = raw.replayGainDb;
  }
  if (raw.explicit === true || isExplicitFlag(raw.explicitContent)) song.explicit = true;
  return song;
}

export { toNumber, toText };
