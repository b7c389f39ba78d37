import { useEffect } from 'react';
import { AlertDialog } from '@/components/dialog';
import { closeAddToPlaylist, useAddTarget } from '../model/add-target';
import { dismissAddedToast } from '../model/added-toast';
import { dismissAlert, useAlertStore } from '../model/alerts';
import { ensureDownloadsPlaylist } from '../model/playlist-actions';
import { AddToPlaylistDialog } from './add-to-playlist-dialog';
import { AddedToastRegion } from './added-toast';

/**
 * What every music screen shares: the one Add to Playlist dialog and the toast that follows it,
 * the spec's alerts (an alert dialog with OK, shown above any open dialog), and the Downloads
 * playlist created on first load.
 */
export function MusicOverlays() {
  const song = useAddTarget((s) => s.song);
  const message = useAlertStore((s) => s.message);
  useEffect(() => {
    ensureDownloadsPlaylist();
    return () => {
      closeAddToPlaylist();
      dismissAlert();
      dismissAddedToast();
    };
  }, []);
  return (
    <>
      {song ? <AddToPlaylistDialog key={song.id} song={song} onClose={closeAddToPlaylist} /> : null}
      {message ? <AlertDialog message={message} onClose={dismissAlert} /> : null}
      <AddedToastRegion />
    </>
  );
}
