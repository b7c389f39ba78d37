import { Download, MoreHorizontal, Pencil, Play, Shuffle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/dialog';
import { Page } from '@/components/page';
import { usePageTitle } from '@/lib/use-page-title';
import {
  collectionActions,
  ensurePlaylistSongs,
  useCollectionReady,
  usePlaylists,
} from '@/lib/storage/music-collection';
import { playSong, setShuffle } from '../../music-player';
import { CollectionLoading } from './components/collection-loading';
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
import { playlistName } from './model/display-name';

export default function PlaylistRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const playlist = usePlaylists().find((p) => p.id === id);
  const ready = useCollectionReady();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'view' | 'edit' | 'cover' | 'delete'>('view');
  const progress = useDownloadProgress((s) => s[id]);
  usePageTitle(playlist ? playlistName(playlist) : undefined);
  const unloaded = playlist?.songs === null;
  const [failedId, setFailedId] = useState<string | null>(null);
  const loadFailed = failedId === id;
  useEffect(() => {
    if (!unloaded) return;
    ensurePlaylistSongs(id).catch((error: unknown) => {
      console.error('The playlist songs could not be read', error);
      setFailedId(id);
    });
  }, [id, unloaded]);

  if (!playlist && !ready) {
    return (
      <Page heading={t('playlists.hero.kind')}>
        <CollectionLoading />
      </Page>
    );
  }
  if (!playlist) {
    return (
      <Page heading={t('playlists.notFound.title')} subtitle={t('playlists.notFound.text')}>
        <MusicOverlays />
      </Page>
    );
  }

  const builtIn = isDownloadsPlaylist(playlist.id);
  // Until its songs are read the playlist has nothing to play, shuffle or download.
  const songs = playlist.songs ?? [];
  const empty = songs.length === 0;
  const downloading = progress !== undefined;

  // Shuffle on first, so the engine keeps the playlist order to return to when it is turned off.
  const shufflePlay = () => {
    const index = Math.floor(Math.random() * songs.length);
    setShuffle(true);
    playSong(songs[index]!, songs, index);
  };
  const removeSong = (songId: string) => {
    void removeSongFromPlaylist(playlist.id, songId);
    // A song taken out of Downloads is no longer downloaded, so it can be downloaded again.
    if (builtIn) collectionActions.setDownloads((list) => list.filter((s) => s.id !== songId));
  };
  const remove = async () => {
    const result = await deletePlaylist(playlist.id);
    if (!result.ok) return showAlert(result.message);
    navigate('/music/library');
  };

  return (
    <div className={styles.page}>
      {/* Editing keeps the cover and the title where they are; the form opens under them. */}
      <PlaylistHero
        playlist={playlist}
        editable={!builtIn}
        coverLocked={mode === 'edit'}
        downloading={downloading}
        onCover={() => setMode('cover')}
      />
      {mode === 'edit' ? (
        <PlaylistEditForm playlist={playlist} onDone={() => setMode('view')} />
      ) : null}
      <div className={styles.controls} role="toolbar" aria-label={t('playlists.page.actions')}>
        <Button
          variant="primary"
          className={styles.play}
          disabled={empty}
          onClick={() => playSong(songs[0]!, songs, 0)}
        >
          <Play aria-hidden="true" size={18} />
          <span className={styles.label}>{t('playlists.page.play')}</span>
        </Button>
        <Button className={styles.secondary} disabled={empty} onClick={shufflePlay}>
          <Shuffle aria-hidden="true" size={18} />
          <span className={styles.label}>{t('playlists.page.shufflePlay')}</span>
        </Button>
        <Button
          className={styles.secondary}
          disabled={empty || downloading}
          onClick={() => void downloadPlaylist(playlist.id)}
        >
          <Download aria-hidden="true" size={18} />
          {/* The progress stays in sight at every width. */}
          {downloading ? (
            t('playlists.downloads.progress', { progress })
          ) : (
            <span className={styles.label}>{t('playlists.downloads.download')}</span>
          )}
        </Button>
        {builtIn ? null : (
          <>
            <Button
              className={styles.secondary}
              onClick={() => setMode('edit')}
              disabled={mode === 'edit'}
            >
              <Pencil aria-hidden="true" size={18} />
              <span className={styles.label}>{t('playlists.page.edit')}</span>
            </Button>
            <Button
              variant="danger"
              className={styles.secondary}
              onClick={() => setMode('delete')}
              disabled={mode === 'edit'}
            >
              <Trash2 aria-hidden="true" size={18} />
              <span className={styles.label}>{t('playlists.page.delete')}</span>
            </Button>
          </>
        )}
        <Button
          variant="icon"
          size="sm"
          aria-label={t('playlists.page.moreOptions')}
          aria-disabled="true"
          title={t('playlists.page.noMoreOptions')}
        >
          <MoreHorizontal aria-hidden="true" size={20} />
        </Button>
      </div>
      {playlist.songs === null ? (
        <p className={ui.muted} role="status" aria-busy={!loadFailed}>
          {loadFailed ? t('playlists.page.songsFailed') : t('playlists.page.loadingSongs')}
        </p>
      ) : empty ? (
        <div className={ui.empty}>
          {builtIn ? (
            <>
              <h2>{t('playlists.downloads.emptyTitle')}</h2>
              <p>{t('playlists.downloads.emptyText')}</p>
            </>
          ) : (
            <>
              <h2>{t('playlists.page.emptyTitle')}</h2>
              <p>{t('playlists.page.emptyText')}</p>
            </>
          )}
        </div>
      ) : (
        <SongList
          songs={songs}
          label={t('playlists.page.songsIn', { name: playlistName(playlist) })}
          onRemove={(song) => removeSong(song.id)}
        />
      )}
      {mode === 'cover' ? (
        <CoverDialog playlist={playlist} onClose={() => setMode('view')} />
      ) : null}
      <ConfirmDialog
        open={mode === 'delete'}
        title={t('playlists.delete.title')}
        message={t('playlists.delete.confirm')}
        confirmLabel={t('playlists.page.delete')}
        onConfirm={remove}
        onCancel={() => setMode('view')}
      />
      <MusicOverlays />
    </div>
  );
}
