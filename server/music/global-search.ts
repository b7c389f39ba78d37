import type { LibraryTrack } from './library-types.ts';
import { searchByName, searchTracks } from './library-search.ts';
import {
  artistMini,
  searchAlbumJson,
  searchPlaylistJson,
  songJson,
  type ShapeContext,
} from './shapes.ts';

/** The service's global `/search` answer: top result, songs, albums, artists and playlists. */
export function globalSearchJson(ctx: ShapeContext, query: string) {
  const { library } = ctx;
  const song = (t: LibraryTrack) => songJson(ctx, t);
  const tracks = searchTracks(library, query);
  const artistIds = new Set(tracks.flatMap((t) => t.artistIds));
  const artists = [
    ...searchByName(library.artists, query),
    ...library.artists.filter((a) => artistIds.has(a.id)),
  ];
  const albums = searchByName(library.albums, query);
  const playlists = searchByName(library.playlists, query);
  const songItem = (t: LibraryTrack) => {
    const s = song(t);
    const names = s.artists.primary.map((a) => a.name).join(', ');
    return {
      id: s.id,
      title: s.name,
      image: s.image,
      album: s.album.name ?? '',
      url: s.url,
      type: 'song',
      description: `${s.album.name ?? ''} · ${names}`,
      primaryArtists: names,
      singers: names,
      language: s.language,
    };
  };
  return {
    topQuery: { results: tracks.slice(0, 1).map(songItem), position: 0 },
    songs: { results: tracks.slice(0, 5).map(songItem), position: 1 },
    albums: {
      results: albums.slice(0, 5).map((a) => {
        const j = searchAlbumJson(ctx, a);
        return {
          id: j.id,
          title: j.name,
          image: j.image,
          artist: j.artists.primary.map((p) => p.name).join(', '),
          url: j.url,
          type: 'album',
          description: j.description,
          year: String(j.year ?? ''),
          language: j.language,
          songIds: a.trackIds.join(','),
        };
      }),
      position: 2,
    },
    artists: {
      results: [...new Map(artists.map((a) => [a.id, a])).values()].slice(0, 5).map((a, i) => ({
        id: a.id,
        title: a.name,
        image: artistMini(ctx, a).image,
        type: 'artist',
        description: 'Artist',
        position: i,
      })),
      position: 3,
    },
    playlists: {
      results: playlists.slice(0, 5).map((p) => ({
        ...searchPlaylistJson(ctx, p),
        title: p.name,
        description: p.description,
      })),
      position: 4,
    },
  };
}
