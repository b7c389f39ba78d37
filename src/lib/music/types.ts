/** Reelbeat's own music types. Components read these, never the service's raw field names. */
export interface MediaLink {
  quality: string;
  url: string;
}

export interface ArtistRef {
  id: string;
  name: string;
}

/**
 * One song, from either generation of the music service (G3 `artists` objects and `url` links,
 * or the older G2 `primaryArtists`/`singers` text and `link` links), plus the local download fields.
 */
export interface Song {
  id: string;
  name: string;
  album: { id: string | null; name: string | null } | null;
  year: string | null;
  /** Seconds, or null when the service does not say. */
  duration: number | null;
  language: string | null;
  image: MediaLink[];
  downloadUrl: MediaLink[];
  artists: { primary: ArtistRef[] };
  primaryArtists?: string;
  singers?: string;
  localUrl?: string;
  downloadedAt?: string;
  isDownloaded?: boolean;
}

export interface SongPage {
  total: number;
  start: number;
  results: Song[];
}

export interface AlbumSummary {
  id: string;
  name: string;
  year: string | null;
  image: MediaLink[];
  artists: ArtistRef[];
  songCount: number | null;
}

export interface Album extends AlbumSummary {
  description: string | null;
  songs: Song[];
}

export interface ArtistSummary {
  id: string;
  name: string;
  image: MediaLink[];
}

export interface Artist extends ArtistSummary {
  followerCount: number | null;
  bio: string | null;
  topSongs: Song[];
  topAlbums: AlbumSummary[];
}

export interface PlaylistSummary {
  id: string;
  name: string;
  image: MediaLink[];
  songCount: number | null;
}

export interface RemotePlaylist extends PlaylistSummary {
  description: string | null;
  songs: Song[];
}

export interface Page<T> {
  total: number;
  start: number;
  results: T[];
}

/** The global search: the service's five sections, each already normalised. */
export interface SearchAll {
  topQuery: Song[];
  songs: Song[];
  albums: AlbumSummary[];
  artists: ArtistSummary[];
  playlists: PlaylistSummary[];
}
