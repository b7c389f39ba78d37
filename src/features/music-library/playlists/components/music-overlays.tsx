import { useEffect } from 'react';
import { AlertDialog } from '@/components/dialog';
import { closeAddToPlaylist, useAddTarget } from '../model/add-target';
import { dismissAlert, useAlertStore } from '../model/alerts';
import { ensureDownloadsPlaylist } from '../model/playlist-actions';
import { AddToPlaylistDialog } from './add-to-playlist-dialog';

/**
 * What every music screen shares: the one Add to Playlist dialog, the spec's alerts (an alert
 * dialog with OK, shown above any open dialog), and the Downloads playlist created on first load.
 */
export function MusicOverlays() {
  const song = useAddTarget((s) => s.song);
  const message = useAlertStore((s) => s.message);
  useEffect(() => {
    ensureDownloadsPlaylist();
    return () => {
      closeAddToPlaylist();
      dismissAlert();
    };
  }, []);
  return (
    <>
      {song ? <AddToPlaylistDialog key={song.id} song={song} onClose={closeAddToPlaylist} /> : null}
      {message ? <AlertDialog message={message} onClose={dismissAlert} /> : null}
    </>
  );
}
