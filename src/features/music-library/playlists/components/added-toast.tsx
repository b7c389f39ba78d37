import { useEffect } from 'react';
import { Check } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { ADDED_TOAST_MS, dismissAddedToast, useAddedToast } from '../model/added-toast';
import { showAlert } from '../model/alerts';
import { removeSongFromPlaylist } from '../model/playlist-actions';
import styles from './added-toast.module.css';

/** "Added to "Road Trip"" with Undo, for a few seconds after a song went into a playlist. */
export function AddedToastRegion() {
  const t = useT();
  const toast = useAddedToast((s) => s.toast);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismissAddedToast, ADDED_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  const undo = async () => {
    if (!toast) return;
    dismissAddedToast();
    const result = await removeSongFromPlaylist(toast.playlistId, toast.songId);
    if (!result.ok) showAlert(result.message);
  };
  return (
    // A live region without the status role: the pages keep theirs for their own loading states.
    <div className={styles.region} aria-live="polite">
      {toast ? (
        <div className={styles.toast}>
          <Check aria-hidden="true" size={18} />
          <span className={styles.text}>
            {t('playlists.add.done', { name: toast.playlistName })}
          </span>
          <button
            type="button"
            className={styles.undo}
            aria-label={t('playlists.add.undoLabel', { name: toast.playlistName })}
            onClick={() => void undo()}
          >
            {t('playlists.add.undo')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
