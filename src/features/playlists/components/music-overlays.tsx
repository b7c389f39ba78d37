import { X } from 'lucide-react';
import { useEffect } from 'react';
import { closeAddToPlaylist, useAddTarget } from '../model/add-target';
import { dismissAlert, useAlertStore } from '../model/alerts';
import { ensureDownloadsPlaylist } from '../model/playlist-actions';
import { AddToPlaylistDialog } from './add-to-playlist-dialog';
import styles from './music-overlays.module.css';

/**
 * What every music screen shares: the one Add to Playlist dialog, the alert line, and the
 * Downloads playlist created on first load.
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
      <div className={styles.region} aria-live="assertive">
        {message ? (
          <div role="alert" className={styles.alert}>
            <span>{message}</span>
            <button
              type="button"
              onClick={dismissAlert}
              aria-label="Dismiss message"
              className={styles.dismiss}
            >
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
