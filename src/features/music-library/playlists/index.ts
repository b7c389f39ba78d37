/** What other features use of playlists: song lists and cards with their '...' menu, dialogs. */
export { SongList } from './components/song-list';
export { SongRow } from './components/song-row';
export { SongCard, SongGrid, SongGridSkeleton } from './components/song-card';
export { SongMenu } from './components/song-menu';
export { MusicOverlays } from './components/music-overlays';
export { PlaylistGrid, EmptyPlaylists } from './components/playlist-grid';
export { CollectionLoading } from './components/collection-loading';
export { CreatePlaylistDialog } from './components/create-playlist-dialog';
export { ImportExportDialog } from './components/import-export-dialog';
export { openAddToPlaylist } from './model/add-target';
export { downloadSong, downloadPlaylist, useDownloadProgress } from './model/downloads';
export {
  ownCount,
  ownPlaylists,
  isDownloadsPlaylist,
  DOWNLOADS_PLAYLIST_ID,
} from './model/playlist-ops';
export { playlistName } from './model/display-name';
export { default as musicUi } from './components/ui.module.css';
