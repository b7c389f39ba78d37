import { Clock, Download, Heart, ListMusic, Plus, Sparkles, Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@shared/config/paths';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { YourDataSection } from '@/features/backup';
import {
  useCollectionReady,
  useFavorites,
  usePlaylists,
  useRecentlyPlayed,
} from '@/lib/storage/music-collection';
import {
  CollectionLoading,
  CreatePlaylistDialog,
  EmptyPlaylists,
  ImportExportDialog,
  MusicOverlays,
  PlaylistGrid,
  SongList,
  isDownloadsPlaylist,
  ownPlaylists,
  playlistName,
} from './playlists';
import { CountCard } from './components/count-card';
import { DownloadSpaceNote } from './components/download-space';
import styles from './components/sections.module.css';

const LIBRARY_LIKED = 10;

export default function MusicLibraryRoute() {
  const t = useT();
  const ready = useCollectionReady();
  const [dialog, setDialog] = useState<'create' | 'transfer' | null>(null);
  const close = () => setDialog(null);
  const navigate = useNavigate();

  return (
    <Page
      heading={t('musicLibrary.library.title')}
      actions={
        <>
          <Button onClick={() => setDialog('transfer')}>
            <Upload aria-hidden="true" size={18} /> {t('musicLibrary.library.importExport')}
          </Button>
          <Button variant="primary" onClick={() => setDialog('create')}>
            <Plus aria-hidden="true" size={18} /> {t('musicLibrary.library.createPlaylist')}
          </Button>
        </>
      }
    >
      {ready ? <Collection /> : <CollectionLoading />}
      <YourDataSection />
      {dialog === 'create' ? (
        <CreatePlaylistDialog
          onClose={close}
          onCreated={(p) => navigate(`/music/playlist/${encodeURIComponent(p.id)}`)}
        />
      ) : null}
      {dialog === 'transfer' ? <ImportExportDialog onClose={close} /> : null}
      <MusicOverlays />
    </Page>
  );
}

/** The counts, the first liked songs and every playlist, once the stored lists are in. */
function Collection() {
  const t = useT();
  const favorites = useFavorites();
  const all = usePlaylists();
  // One rule (playlists/model/playlist-ops.ts): Downloads is a collection card of its own, never
  // counted or listed among the listener's playlists.
  const playlists = ownPlaylists(all);
  const downloads = all.find((p) => isDownloadsPlaylist(p.id));
  const recent = useRecentlyPlayed();
  return (
    <>
      <ul className={styles.cards} aria-label={t('musicLibrary.library.collections')}>
        <CountCard
          to="/music/favorites"
          icon={<Heart size={22} />}
          title={t('musicLibrary.liked.title')}
          count={t('musicLibrary.songCount', { count: favorites.length })}
        />
        <CountCard
          to="/music/playlists"
          icon={<ListMusic size={22} />}
          title={t('musicLibrary.library.yourPlaylists')}
          count={t('musicLibrary.playlistCount', { count: playlists.length })}
        />
        {downloads ? (
          <CountCard
            to={`/music/playlist/${encodeURIComponent(downloads.id)}`}
            icon={<Download size={22} />}
            title={playlistName(downloads)}
            count={t('musicLibrary.songCount', { count: downloads.songCount })}
          />
        ) : null}
        <CountCard
          to="/music/recent"
          icon={<Clock size={22} />}
          title={t('musicLibrary.recent.title')}
          count={t('musicLibrary.songCount', { count: recent.length })}
        />
        <CountCard
          to={paths.rewind}
          icon={<Sparkles size={22} />}
          title={t('musicLibrary.library.rewind')}
          count={t('musicLibrary.library.rewindHint')}
        />
      </ul>
      <DownloadSpaceNote />
      {favorites.length ? (
        <section className={styles.section} aria-labelledby="library-liked">
          <h2 id="library-liked" className={styles.heading}>
            {t('musicLibrary.liked.title')}
          </h2>
          <SongList
            songs={favorites.slice(0, LIBRARY_LIKED)}
            label={t('musicLibrary.liked.title')}
            header={false}
          />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="library-playlists">
        <h2 id="library-playlists" className={styles.heading}>
          {t('musicLibrary.library.playlists')}
        </h2>
        {playlists.length ? (
          <PlaylistGrid playlists={playlists} label={t('musicLibrary.library.playlists')} />
        ) : (
          <EmptyPlaylists />
        )}
      </section>
    </>
  );
}
