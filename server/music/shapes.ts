import type {
  Library,
  LibraryAlbum,
  LibraryArtist,
  LibraryPlaylist,
  LibraryTrack,
} from './library-types.ts';

/**
 * Turns the internal library into the JSON of the real service's current generation (G3,
 * v0.1.0): see API-SHAPES.md part 2. URLs are rooted at the mount point, e.g. /api/music.
 */
export interface ShapeContext {
  library: Library;
  /** Public path where the music routes are mounted, e.g. `/api/music`. */
  base: string;
}

const BITRATES = ['12kbps', '48kbps', '96kbps', '160kbps', '320kbps'];
/** The only cover sizes the answers link to, and so the only ones drawn. */
export const IMAGE_SIZES: readonly string[] = ['50x50', '150x150', '500x500'];

export const imageLinks = (ctx: ShapeContext, kind: string, id: string) =>
  IMAGE_SIZES.map((quality) => ({
    quality,
    url: `${ctx.base}/images/${kind}/${id}/${quality}`,
  }));

export const audioUrl = (ctx: ShapeContext, id: string) => `${ctx.base}/audio/${id}`;

const pageUrl = (kind: string, id: string, name: string) =>
  `https://reelbeat.local/${kind}/${encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'))}/${id}`;

export function artistMini(ctx: ShapeContext, artist: LibraryArtist, role = 'primary_artists') {
  return {
    id: artist.id,
    name: artist.name,
    role,
    type: 'artist',
    image: imageLinks(ctx, 'artist', artist.id),
    url: pageUrl('artist', artist.id, artist.name),
  };
}

const artistsOf = (ctx: ShapeContext, ids: string[]) =>
  ids.flatMap((id) => {
    const artist = ctx.library.artistById.get(id);
    return artist ? [artist] : [];
  });

function artistMap(ctx: ShapeContext, ids: string[]) {
  const primary = artistsOf(ctx, ids).map((a) => artistMini(ctx, a));
  return {
    primary,
    featured: [],
    all: [...primary, ...artistsOf(ctx, ids).map((a) => artistMini(ctx, a, 'singer'))],
  };
}

export function songJson(ctx: ShapeContext, track: LibraryTrack) {
  const album = ctx.library.albumById.get(track.albumId);
  const url = audioUrl(ctx, track.id);
  return {
    id: track.id,
    name: track.name,
    type: 'song',
    year: track.year === null ? null : String(track.year),
    releaseDate: track.releaseDate,
    duration: track.duration,
    label: track.label,
    explicitContent: track.explicit === true,
    playCount: track.playCount,
    language: track.language,
    hasLyrics: false,
    lyricsId: null,
    url: pageUrl('song', track.id, track.name),
    copyright: track.label ? `© ${track.year ?? ''} ${track.label}`.trim() : null,
    album: {
      id: album?.id ?? null,
      name: album?.name ?? null,
      url: album ? pageUrl('album', album.id, album.name) : null,
    },
    artists: artistMap(ctx, track.artistIds),
    image: imageLinks(ctx, 'song', track.id),
    downloadUrl: BITRATES.map((quality) => ({ quality, url })),
    // Not in the service's shape: only MUSIC_DIR files with a ReplayGain tag carry it.
    ...(track.replayGainDb === undefined ? {} : { replayGainDb: track.replayGainDb }),
  };
}

const tracksOf = (ctx: ShapeContext, ids: string[]) =>
  ids.flatMap((id) => {
    const track = ctx.library.trackById.get(id);
    return track ? [track] : [];
  });

export function searchAlbumJson(ctx: ShapeContext, album: LibraryAlbum) {
  return {
    id: album.id,
    name: album.name,
    description: `Album by ${artistsOf(ctx, album.artistIds)
      .map((a) => a.name)
      .join(', ')}`,
    year: album.year,
    type: 'album',
    playCount: tracksOf(ctx, album.trackIds).reduce((sum, t) => sum + t.playCount, 0),
    language: 'english',
    explicitContent: false,
    artists: artistMap(ctx, album.artistIds),
    url: pageUrl('album', album.id, album.name),
    image: imageLinks(ctx, 'album', album.id),
  };
}

export function albumJson(ctx: ShapeContext, album: LibraryAlbum, withSongs = true) {
  return {
    ...searchAlbumJson(ctx, album),
    songCount: album.trackIds.length,
    songs: withSongs ? tracksOf(ctx, album.trackIds).map((t) => songJson(ctx, t)) : null,
  };
}

export function searchPlaylistJson(ctx: ShapeContext, playlist: LibraryPlaylist) {
  return {
    id: playlist.id,
    name: playlist.name,
    type: 'playlist',
    image: imageLinks(ctx, 'playlist', playlist.id),
    url: pageUrl('playlist', playlist.id, playlist.name),
    songCount: playlist.trackIds.length,
    language: 'english',
    explicitContent: false,
  };
}

export function playlistJson(
  ctx: ShapeContext,
  playlist: LibraryPlaylist,
  page: number,
  limit: number,
) {
  const songs = tracksOf(ctx, playlist.trackIds).slice(page * limit, page * limit + limit);
  const artistIds = [...new Set(songs.flatMap((s) => s.artistIds))];
  return {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    year: null,
    type: 'playlist',
    playCount: null,
    language: 'english',
    explicitContent: false,
    // As in the real service: the number of songs in this page, not the playlist's total.
    songCount: songs.length,
    url: pageUrl('playlist', playlist.id, playlist.name),
    image: imageLinks(ctx, 'playlist', playlist.id),
    songs: songs.map((t) => songJson(ctx, t)),
    artists: artistsOf(ctx, artistIds).map((a) => artistMini(ctx, a)),
  };
}

export function artistJson(
  ctx: ShapeContext,
  artist: LibraryArtist,
  options: { songCount: number; albumCount: number; songs: LibraryTrack[] },
) {
  const albums = ctx.library.albums.filter((a) => a.artistIds.includes(artist.id));
  return {
    id: artist.id,
    name: artist.name,
    url: pageUrl('artist', artist.id, artist.name),
    type: 'artist',
    image: imageLinks(ctx, 'artist', artist.id),
    followerCount: artist.followerCount,
    fanCount: String(Math.floor(artist.followerCount / 3)),
    isVerified: true,
    dominantLanguage: 'english',
    dominantType: 'artist',
    bio: [{ text: artist.bio, title: 'Biography', sequence: 1 }],
    dob: null,
    fb: null,
    twitter: null,
    wiki: null,
    availableLanguages: ['english'],
    isRadioPresent: false,
    topSongs: options.songs.slice(0, options.songCount).map((t) => songJson(ctx, t)),
    topAlbums: albums.slice(0, options.albumCount).map((a) => albumJson(ctx, a, false)),
    singles: [],
    similarArtists: null,
  };
}
