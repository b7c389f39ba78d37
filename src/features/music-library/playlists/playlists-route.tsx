import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { Page } from '@/components/page';
import { useCollectionReady, usePlaylists } from '@/lib/storage/music-collection';
import { CollectionLoading } from './components/collection-loading';
import { CreatePlaylistDialog } from './components/create-playlist-dialog';
import { MusicOverlays } from './components/music-overlays';
import { EmptyPlaylists, PlaylistGrid } from './components/playlist-grid';
import { ownPlaylists } from './model/playlist-ops';

export default function PlaylistsRoute() {
  const t = useT();
  // The listener's own playlists, counted and listed by the one rule (model/playlist-ops.ts):
  // the built-in Downloads has its card in Your Library.
  const playlists = ownPlaylists(usePlaylists());
  const ready = useCollectionReady();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const create = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" size={18} /> {t('playlists.create.title')}
    </Button>
  );
  return (
    <Page
      heading={t('playlists.yourPlaylists')}
      subtitle={ready ? t('playlists.playlistCount', { count: playlists.length }) : undefined}
      actions={create}
    >
      {ready ? (
        <>
          {playlists.length ? (
            <PlaylistGrid playlists={playlists} label={t('playlists.yourPlaylists')} />
          ) : (
            <EmptyPlaylists />
          )}
        </>
      ) : (
        <CollectionLoading />
      )}
      {creating ? (
        <CreatePlaylistDialog
          onClose={() => setCreating(false)}
          onCreated={(p) => navigate(`/music/playlist/${encodeURIComponent(p.id)}`)}
        />
      ) : null}
      <MusicOverlays />
    </Page>
  );
}
