import type { Song } from './types';

/**
 * Whether a value already is a Song exactly as `normaliseSong` writes it, so that validating it
 * with `rawSongSchema` and normalising it would give an equal value back. Stored lists (a
 * playlist of thousands of songs, a whole-data backup) hold nothing else, and this plain check
 * costs a fraction of the schema's; anything it does not vouch for still goes through the schema.
 */
const OPTIONAL_KEYS = new Set(['primaryArtists', 'singers', 'localUrl', 'downloadedAt']);
const REQUIRED_KEYS = 9; // id, name, album, year, duration, language, image, downloadUrl, artists

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNullOrText = (v: unknown) => v === null || (typeof v === 'string' && v !== '');
const hasKeys = (o: Obj, count: number) => Object.keys(o).length === count;

function isLinkList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const link of value) {
    if (!isObject(link) || !hasKeys(link, 2)) return false;
    if (typeof link.quality !== 'string' || typeof link.url !== 'string' || link.url === '')
      return false;
  }
  return true;
}

function isArtists(value: unknown): boolean {
  if (!isObject(value) || !hasKeys(value, 1) || !Array.isArray(value.primary)) return false;
  for (const a of value.primary as unknown[]) {
    if (!isObject(a) || !hasKeys(a, 2) || typeof a.id !== 'string' || typeof a.name !== 'string')
      return false;
  }
  return true;
}

function isAlbum(value: unknown): boolean {
  if (value === null) return true;
  return isObject(value) && hasKeys(value, 2) && isNullOrText(value.id) && 'name' in value
    ? value.name === null || typeof value.name === 'string'
    : false;
}

export function isCanonicalSong(value: unknown): value is Song {
  if (!isObject(value)) return false;
  let optional = 0;
  for (const key of Object.keys(value)) {
    if (OPTIONAL_KEYS.has(key)) {
      optional++;
      const v = value[key];
      // normaliseSong keeps an empty primaryArtists text but drops the other empty ones.
      if (typeof v !== 'string' || (v === '' && key !== 'primaryArtists')) return false;
    } else if (key === 'isDownloaded') {
      optional++;
      if (typeof value.isDownloaded !== 'boolean') return false;
    } else if (key === 'explicit') {
      optional++;
      if (value.explicit !== true) return false;
    } else if (key === 'replayGainDb') {
      optional++;
      if (typeof value.replayGainDb !== 'number' || !Number.isFinite(value.replayGainDb))
        return false;
    }
  }
  const duration = value.duration;
  return (
    hasKeys(value, REQUIRED_KEYS + optional) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    isAlbum(value.album) &&
    isNullOrText(value.year) &&
    (duration === null || (typeof duration === 'number' && Number.isFinite(duration))) &&
    (value.language === null || typeof value.language === 'string') &&
    isLinkList(value.image) &&
    isLinkList(value.downloadUrl) &&
    isArtists(value.artists)
  );
}
