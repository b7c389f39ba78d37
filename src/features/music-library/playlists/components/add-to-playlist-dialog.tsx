import { Check, ListMusic, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { getArtistText } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { useCollectionReady, usePlaylists } from '@/lib/storage/music-collection';
import { showAddedToast } from '../model/added-toast';
import { showAlert } from '../model/alerts';
import { addSongToPlaylist, createPlaylist } from '../model/playlist-actions';
import { ownPlaylists } from '../model/playlist-ops';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  validateNewPlaylist,
} from '../model/validation';
import { Dialog } from '@/components/dialog';
import { MusicArt } from '@/components/music-art';
import { CollectionLoading } from './collection-loading';
import ui from './ui.module.css';
import styles from './add-to-playlist-dialog.module.css';

/**
 * Add one song to a playlist, or create a playlist with it. Once the song is in,
 * the dialog closes and a toast says where it went, with Undo: adding songs one by one costs
 * three clicks each, not four (see the feature README).
 */
export function AddToPlaylistDialog({ song, onClose }: { song: Song; onClose: () => void }) {
  const t = useT();
  const playlists = ownPlaylists(usePlaylists());
  const ready = useCollectionReady();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const nameId = useId();
  const descriptionId = useId();

  const add = async (playlistId: string, playlistName: string) => {
    const result = await addSongToPlaylist(playlistId, song);
    if (!result.ok) return showAlert(result.message);
    showAddedToast({ playlistId, playlistName, songId: song.id });
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateNewPlaylist(name, description);
    if (!checked.ok) return setErrors(checked.errors);
    const created = await createPlaylist(checked.value);
    if (!created.ok) return showAlert(created.message);
    await add(created.playlist.id, created.playlist.name);
    setCreating(false);
    setName('');
    setDescription('');
    setErrors({});
  };

  return (
    <Dialog
      title={t('playlists.add.title')}
      onClose={onClose}
      description={
        <span className={styles.song}>
          <MusicArt item={song} songId={song.id} className={styles.art} />
          <span>
            <strong>{song.name}</strong>
            <br />
            {getArtistText(song)}
          </span>
        </span>
      }
    >
      {creating ? (
        <form onSubmit={submit} noValidate className={styles.form}>
          <div className={ui.field}>
            <label htmlFor={nameId}>{t('playlists.form.playlistName')}</label>
            <input
              id={nameId}
              data-autofocus
              value={name}
              maxLength={PLAYLIST_NAME_MAX + 20}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={`${nameId}-hint`}
              onChange={(e) => setName(e.target.value)}
            />
            <span id={`${nameId}-hint`} className={errors.name ? ui.error : ui.hint}>
              {errors.name ?? `${name.trim().length}/${PLAYLIST_NAME_MAX}`}
            </span>
          </div>
          <div className={ui.field}>
            <label htmlFor={descriptionId}>{t('playlists.form.descriptionOptional')}</label>
            <textarea
              id={descriptionId}
              value={description}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={`${descriptionId}-hint`}
              onChange={(e) => setDescription(e.target.value)}
            />
            <span id={`${descriptionId}-hint`} className={errors.description ? ui.error : ui.hint}>
              {errors.description ?? `${description.trim().length}/${PLAYLIST_DESCRIPTION_MAX}`}
            </span>
          </div>
          <div className={ui.actions}>
            <Button onClick={() => setCreating(false)}>{t('playlists.form.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={!name.trim()}>
              {t('playlists.form.create')}
            </Button>
          </div>
        </form>
      ) : (
        <Button className={styles.create} onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" size={18} /> {t('playlists.add.createNew')}
        </Button>
      )}
      <h3 className={styles.heading}>{t('playlists.yourPlaylists')}</h3>
      {!ready ? (
        <CollectionLoading />
      ) : playlists.length === 0 ? (
        <p className={ui.muted}>{t('playlists.emptyTitle')}</p>
      ) : (
        <ul className={styles.list}>
          {playlists.map((p) => {
            // Songs not read yet are read when the row is chosen; a song already there then
            // gets the duplicate alert instead of this mark.
            const has = p.songs?.some((s) => s.id === song.id) ?? false;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.row}
                  disabled={has}
                  aria-label={
                    has
                      ? t('playlists.add.alreadyAdded', { name: p.name })
                      : t('playlists.add.addTo', { name: p.name })
                  }
                  onClick={() => add(p.id, p.name)}
                >
                  <ListMusic aria-hidden="true" size={20} />
                  <span className={styles.rowText}>
                    <span className={styles.rowName}>{p.name}</span>
                    <span className={ui.hint}>
                      {t('playlists.songCount', { count: p.songCount })}
                    </span>
                  </span>
                  {has ? (
                    <span className={styles.added}>
                      <Check aria-hidden="true" size={16} /> {t('playlists.add.added')}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
