export type {
  Album,
  AlbumSummary,
  Artist,
  ArtistRef,
  ArtistSummary,
  MediaLink,
  Page,
  PlaylistSummary,
  RemotePlaylist,
  SearchAll,
  Song,
} from './types';
export { createMusicClient, musicClient, MUSIC_PAGE_SIZE } from './client';
export type { MusicClient, MusicClientOptions } from './client';
export {
  getArtistText,
  pickDownloadUrl,
  pickImageUrl,
  pickPlaybackUrl,
  pickThumbnailUrl,
  PLACEHOLDER_IMAGE,
} from './song-fields';
export { formatDuration, formatTime, formatTotalLength } from './format';
export { normaliseSong } from './normalise';
export { rawSongSchema, storedSongsSchema } from './song-schema';
