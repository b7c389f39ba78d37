/** Reelbeat's internal model of an offline music library, before it is shaped like the real API. */
import { MOODS, type Mood } from '../../shared/config/music-moods.ts';
import { fnv1a, mulberry32 } from '../../shared/stable-random.ts';

export { MOODS, type Mood };

export type TrackAudio =
  | { kind: 'synth'; seed: number; mood: Mood; seconds: number }
  | { kind: 'file'; path: string; mimeType: string };

export type TrackCover =
  | { kind: 'svg'; title: string; subtitle: string; seed: number; mood: Mood }
  | { kind: 'embedded'; data: Uint8Array; mimeType: string };

export interface LibraryTrack {
  id: string;
  name: string;
  artistIds: string[];
  albumId: string;
  year: number | null;
  releaseDate: string | null;
  duration: number | null;
  playCount: number;
  language: string;
  label: string;
  /** Words a search also matches: the mood and charts such as "Trending". */
  tags: string[];
  audio: TrackAudio;
  cover: TrackCover;
  /** ReplayGain track gain (dB) from the file's tags, when it has one. */
  replayGainDb?: number;
  /** Marked explicit, as the service marks songs (`explicitContent`); kids profiles hide it. */
  explicit?: boolean;
}

export interface LibraryArtist {
  id: string;
  name: string;
  followerCount: number;
  bio: string;
  cover: TrackCover;
}

export interface LibraryAlbum {
  id: string;
  name: string;
  artistIds: string[];
  year: number | null;
  trackIds: string[];
  cover: TrackCover;
}

export interface LibraryPlaylist {
  id: string;
  name: string;
  description: string;
  trackIds: string[];
  cover: TrackCover;
}

export interface Library {
  tracks: LibraryTrack[];
  artists: LibraryArtist[];
  albums: LibraryAlbum[];
  playlists: LibraryPlaylist[];
  trackById: Map<string, LibraryTrack>;
  artistById: Map<string, LibraryArtist>;
  albumById: Map<string, LibraryAlbum>;
  playlistById: Map<string, LibraryPlaylist>;
}

export function indexLibrary(
  parts: Pick<Library, 'tracks' | 'artists' | 'albums' | 'playlists'>,
): Library {
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((i) => [i.id, i]));
  return {
    ...parts,
    trackById: byId(parts.tracks),
    artistById: byId(parts.artists),
    albumById: byId(parts.albums),
    playlistById: byId(parts.playlists),
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** 8-character ids like the real service's (e.g. `3IoDK8qI`), stable for the same key. */
export function makeId(key: string): string {
  const rand = mulberry32(fnv1a(key));
  let id = '';
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[Math.floor(rand() * 62)];
  return id;
}
