import { Download, MoreHorizontal, Pencil, Play, Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { Page } from '../../components/page';
import { usePageTitle } from '../../lib/use-page-title';
import { collectionActions, usePlaylists } from '@/features/music-library';
import { playSong, setShuffle } from '../music-player';
import { CoverDialog } from './components/cover-dialog';
import { MusicOverlays } from './components/music-overlays';
import { PlaylistEditForm } from './components/playlist-edit-form';
import { PlaylistHero } from './components/playlist-hero';
import { SongList } from './components/song-list';
import ui from './components/ui.module.css';
import styles from './components/playlist-page.module.css';
import { showAlert } from './model/alerts';
import { downloadPlaylist, useDownloadProgress } from './model/downloads';
import { deletePlaylist, removeSongFromPlaylist } from './model/playlist-actions';
import { isDownloadsPlaylist } from './model/playlist-ops';

export default function PlaylistRoute() {
  const { id = '' } = useParams();
  const playlist = usePlaylists().find((p) => p.id === id);
  const navigate = useNavigate();
  const [mode, setMode] = useState<'view' | 'edit' | 'cover' | 'delete'>('view');
  const progress = useDownloadProgress((s) => s[id]);
  usePageTitle(playlist?.name);

  if (!playlist) {
    return (
      <Page heading="Playlist not found" subtitle="It may have been deleted, or the link is wrong.">
        <MusicOverlays />
      </Page>
    );
  }

  const builtIn = isDownloadsPlaylist(playlist.id);
  const empty = playlist.songs.length === 0;
  const downloading = progress !== undefined;

  // Shuffle on first, so the engine keeps the playlist order to return to when it is turned off.
  const shufflePlay = () => {
    const index = Math.floor(Math.random() * playlist.songs.length);
    setShuffle(true);
    playSong(playlist.songs[index]!, playlist.songs, index);
  };
  const removeSong = (songId: string) => {
    removeSongFromPlaylist(playlist.id, songId);
    // A song taken out of Downloads is no longer downloaded, so it can be downloaded again.
    if (builtIn) collectionActions.setDownloads((list) => list.filter((s) => s.id !== songId));
  };
  const remove = () => {
    const result = deletePlaylist(playlist.id);
    if (!result.ok) return showAlert(result.message);
    navigate('/music/library');
  };

  return (
    <div className={styles.page}>
      {mode === 'edit' ? (
        <PlaylistEditForm playlist={playlist} onDone={() => setMode('view')} />
      ) : (
        <PlaylistHero playlist={playlist} editable={!builtIn} onCover={() => setMode('cover')} />
      )}
      <div className={styles.controls} role="toolbar" aria-label="Playlist actions">
        <Button
          variant="primary"
          disabled={empty}
          onClick={() => playSong(playlist.songs[0]!, playlist.songs, 0)}
        >
          <Play aria-hidden="true" size={18} /> Play
        </Button>
        <Button disabled={empty} onClick={shufflePlay}>
          <Shuffle aria-hidden="true" size={18} /> Shuffle Play
        </Button>
        <Button disabled={empty || downloading} onClick={() => void downloadPlaylist(playlist)}>
          <Download aria-hidden="true" size={18} />
          {downloading ? `Downloading ${progress}%` : 'Download'}
        </Button>
        {builtIn ? null : (
          <>
            <Button onClick={() => setMode('edit')} disabled={mode === 'edit'}>
              <Pencil aria-hidden="true" size={18} /> Edit
            </Button>
            <Button variant="danger" onClick={() => setMode('delete')}>
              <Trash2 aria-hidden="true" size={18} /> Delete
            </Button>
          </>
        )}
        <Button
          variant="icon"
          size="sm"
          aria-label="More options"
          aria-disabled="true"
          title="No more options yet"
        >
          <MoreHorizontal aria-hidden="true" size={20} />
        </Button>
      </div>
      {empty ? (
        <div className={ui.empty}>
          {builtIn ? (
            <>
              <h2>No downloaded songs yet</h2>
              <p>Click the download button on any song to add it here for offline listening</p>
            </>
          ) : (
            <>
              <h2>Your playlist is empty</h2>
              <p>Add some songs to get started</p>
            </>
          )}
        </div>
      ) : (
        <SongList
          songs={playlist.songs}
          label={`Songs in ${playlist.name}`}
          onRemove={(song) => removeSong(song.id)}
        />
      )}
      {mode === 'cover' ? (
        <CoverDialog playlist={playlist} onClose={() => setMode('view')} />
      ) : null}
      <ConfirmDialog
        open={mode === 'delete'}
        title="Delete playlist"
        message="Are you sure you want to delete this playlist?"
        confirmLabel="Delete"
        onConfirm={remove}
        onCancel={() => setMode('view')}
      />
      <MusicOverlays />
    </div>
  );
}
