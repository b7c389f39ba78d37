import { useState, type ChangeEvent } from 'react';
import { Button, buttonClass } from '@/components/button';
import { useT } from '@/lib/i18n';
import type { PlaylistEntry } from '@/lib/storage/music-collection';
import { coverReadError, scaleCover } from '../model/cover-image';
import { setPlaylistCover } from '../model/playlist-actions';
import { validateCoverFile } from '../model/validation';
import { Dialog } from '@/components/dialog';
import ui from './ui.module.css';
import styles from './cover-dialog.module.css';

/** "Change Playlist Cover": the picked image is checked, scaled to 512 px and stored. */
export function CoverDialog({
  playlist,
  onClose,
}: {
  playlist: PlaylistEntry;
  onClose: () => void;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = validateCoverFile(file);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      const result = await setPlaylistCover(playlist.id, await scaleCover(file));
      if (!result.ok) return setError(result.message);
      onClose();
    } catch {
      setError(coverReadError());
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const result = await setPlaylistCover(playlist.id, null);
    if (result.ok) onClose();
    else setError(result.message);
  };

  return (
    <Dialog title={t('playlists.cover.title')} onClose={onClose} description={playlist.name}>
      {playlist.avatar ? (
        <img className={styles.preview} src={playlist.avatar} alt={t('playlists.cover.current')} />
      ) : null}
      {error ? (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      ) : null}
      {busy ? (
        <p role="status" className={ui.hint}>
          {t('playlists.cover.preparing')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <label className={buttonClass('primary', 'md', styles.choose)} aria-disabled={busy}>
          {t('playlists.cover.choose')}
          <input
            type="file"
            accept="image/*"
            className={styles.file}
            disabled={busy}
            onChange={(e) => void choose(e)}
          />
        </label>
        {playlist.avatar ? (
          <Button variant="danger" onClick={remove} disabled={busy}>
            {t('playlists.cover.remove')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('playlists.form.cancel')}</Button>
      </div>
    </Dialog>
  );
}
