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
  /** ReplayGain track gain in dB (MUSIC_DIR files that carry the tag); loudness levelling uses it. */
  replayGainDb?: number;
  /** The service marks the song explicit (absent otherwise); a kids profile never shows it. */
  explicit?: true;
}

export interface Page<T> {
  total: number;
  start: number;
  results: T[];
}
