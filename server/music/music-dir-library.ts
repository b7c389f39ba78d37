import { readdir } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { parseFile } from 'music-metadata';
import { fnv1a } from '../../shared/stable-random.ts';
import {
  MOODS,
  indexLibrary,
  makeId,
  type Library,
  type LibraryAlbum,
  type LibraryArtist,
  type LibraryPlaylist,
  type LibraryTrack,
  type Mood,
  type TrackCover,
} from './library-types.ts';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.aac': 'audio/aac',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
};

async function listAudioFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && extname(e.name).toLowerCase() in MIME_BY_EXTENSION)
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** A file's mood: a genre tag naming one (loosely), else a stable spread over the six. */
function moodFor(genres: string[] | undefined, key: string): Mood {
  const words = (genres ?? []).join(' ').toLowerCase();
  const byGenre = MOODS.find((mood) => words.includes(mood.split(' ')[0]!.toLowerCase()));
  return byGenre ?? MOODS[fnv1a(key) % MOODS.length]!;
}

/**
 * The track's ReplayGain gain in dB (the player's loudness levelling applies it): the track
 * gain, else the album gain, from the tags or the container's own field; null without either.
 */
export function replayGainOf(meta: Awaited<ReturnType<typeof parseFile>> | null): number | null {
  const db =
    meta?.common.replaygain_track_gain?.dB ??
    meta?.format.trackGain ??
    meta?.common.replaygain_album_gain?.dB ??
    meta?.format.albumGain;
  return typeof db === 'number' && Number.isFinite(db) ? Math.round(db * 100) / 100 : null;
}

/**
 * The library made from a folder of the operator's own audio files. Tags are read with
 * music-metadata; a file without tags is listed under its file name and 'Unknown Artist'.
 */
export async function createMusicDirLibrary(dir: string): Promise<Library> {
  const files = await listAudioFiles(dir);
  const tracks: LibraryTrack[] = [];
  const artists = new Map<string, LibraryArtist>();
  const albums = new Map<string, LibraryAlbum>();

  for (const [index, path] of files.entries()) {
    const key = relative(dir, path);
    let meta: Awaited<ReturnType<typeof parseFile>> | null = null;
    try {
      meta = await parseFile(path, { duration: true });
    } catch (error) {
      console.warn(
        `[reelbeat] MUSIC_DIR: could not read tags of ${key}:`,
        (error as Error).message,
      );
    }
    const common = meta?.common;
    const name = common?.title?.trim() || basename(path, extname(path));
    const artistNames = common?.artists?.length
      ? common.artists
      : [common?.artist?.trim() || 'Unknown Artist'];
    const mood = moodFor(common?.genre, key);
    const picture = common?.picture?.[0];
    const id = makeId(`file:${key}`);
    const cover: TrackCover = picture
      ? { kind: 'embedded', data: picture.data, mimeType: picture.format || 'image/jpeg' }
      : { kind: 'svg', title: name, subtitle: artistNames.join(', '), seed: index, mood };

    const artistIds = artistNames.map((artistName) => {
      const artistId = makeId(`file-artist:${artistName}`);
      if (!artists.has(artistId)) {
        artists.set(artistId, {
          id: artistId,
          name: artistName,
          followerCount: 0,
          bio: `${artistName}, from the local music folder.`,
          cover: { kind: 'svg', title: artistName, subtitle: 'Artist', seed: index, mood },
        });
      }
      return artistId;
    });
    const albumName = common?.album?.trim() || name;
    const albumId = makeId(`file-album:${albumName}:${artistNames[0]}`);
    const album = albums.get(albumId) ?? {
      id: albumId,
      name: albumName,
      artistIds,
      year: common?.year ?? null,
      trackIds: [],
      cover,
    };
    album.trackIds.push(id);
    albums.set(albumId, album);

    const duration = meta?.format.duration;
    const replayGainDb = replayGainOf(meta);
    tracks.push({
      id,
      name,
      artistIds,
      albumId,
      year: common?.year ?? null,
      releaseDate: common?.date ?? null,
      duration: duration ? Math.round(duration) : null,
      playCount: 0,
      language: 'english',
      label: common?.label?.[0] ?? '',
      tags: [mood, ...(common?.genre ?? [])],
      audio: {
        kind: 'file',
        path,
        mimeType: MIME_BY_EXTENSION[extname(path).toLowerCase()] ?? 'application/octet-stream',
      },
      cover,
      ...(replayGainDb === null ? {} : { replayGainDb }),
    });
  }

  const playlists = MOODS.map((mood, i): LibraryPlaylist => ({
    id: makeId(`file-playlist:${mood}`),
    name: `${mood} Mix`,
    description: `Songs of the local music folder filed under ${mood}.`,
    trackIds: tracks.filter((t) => t.tags[0] === mood).map((t) => t.id),
    cover: { kind: 'svg', title: `${mood} Mix`, subtitle: 'Playlist', seed: i, mood },
  })).filter((p) => p.trackIds.length > 0);

  return indexLibrary({
    tracks,
    artists: [...artists.values()],
    albums: [...albums.values()],
    playlists,
  });
}
