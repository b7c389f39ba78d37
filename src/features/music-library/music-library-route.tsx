import { Clock, Heart, ListMusic, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Page } from '../../components/page';
import { YourDataSection } from '@/features/backup';
import { useFavorites, usePlaylists, useRecentlyPlayed } from './model/collection-hooks';
import {
  CreatePlaylistDialog,
  EmptyPlaylists,
  ImportExportDialog,
  MusicOverlays,
  PlaylistGrid,
  SongList,
  countText,
  ownCount,
} from '../playlists';
import { CountCard } from './components/count-card';
import styles from './components/sections.module.css';

const LIBRARY_LIKED = 10;

export default function MusicLibraryRoute() {
  const favorites = useFavorites();
  const playlists = usePlaylists();
  const recent = useRecentlyPlayed();
  const [dialog, setDialog] = useState<'create' | 'transfer' | null>(null);
  const close = () => setDialog(null);
  const navigate = useNavigate();

  return (
    <Page
      heading="Your Library"
      actions={
        <>
          <Button onClick={() => setDialog('transfer')}>
            <Upload aria-hidden="true" size={18} /> Import & Export
          </Button>
          <Button variant="primary" onClick={() => setDialog('create')}>
            <Plus aria-hidden="true" size={18} /> Create Playlist
          </Button>
        </>
      }
    >
      <ul className={styles.cards} aria-label="Collections">
        <CountCard
          to="/music/favorites"
          icon={<Heart size={22} />}
          title="Liked Songs"
          count={countText(favorites.length, 'song', 'songs')}
        />
        <CountCard
          to="/music/playlists"
          icon={<ListMusic size={22} />}
          title="Your Playlists"
          // The visitor's own playlists: the built-in Downloads is not one, and counting it
          // read "1 playlist" right above "No playlists yet".
          count={countText(ownCount(playlists), 'playlist', 'playlists')}
        />
        <CountCard
          to="/music/recent"
          icon={<Clock size={22} />}
          title="Recently Played"
          count={countText(recent.length, 'song', 'songs')}
        />
      </ul>
      {favorites.length ? (
        <section className={styles.section} aria-labelledby="library-liked">
          <h2 id="library-liked" className={styles.heading}>
            Liked Songs
          </h2>
          <SongList songs={favorites.slice(0, LIBRARY_LIKED)} label="Liked Songs" header={false} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="library-playlists">
        <h2 id="library-playlists" className={styles.heading}>
          Playlists
        </h2>
        {playlists.length ? <PlaylistGrid playlists={playlists} label="Playlists" /> : null}
        {ownCount(playlists) === 0 ? <EmptyPlaylists /> : null}
      </section>
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
