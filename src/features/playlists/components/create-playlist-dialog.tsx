import { useId, useState, type FormEvent } from 'react';
import type { LocalPlaylist } from '@/features/music-library';
import { showAlert } from '../model/alerts';
import { createPlaylist } from '../model/playlist-actions';
import { validateStandalonePlaylist } from '../model/validation';
import { Dialog } from './dialog';
import ui from './ui.module.css';

/** The standalone Create Playlist form: a trimmed name is required, a description is optional. */
export function CreatePlaylistDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated?: (playlist: LocalPlaylist) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const descriptionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateStandalonePlaylist(name, description);
    if (!checked.ok) return setError(checked.errors.name ?? null);
    const created = createPlaylist(checked.value);
    if (!created.ok) return showAlert(created.message);
    onClose();
    onCreated?.(created.playlist);
  };

  return (
    <Dialog title="Create Playlist" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className={ui.field}>
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            data-autofocus
            value={name}
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error ? (
            <span id={`${nameId}-error`} className={ui.error} role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <div className={ui.field}>
          <label htmlFor={descriptionId}>Description (optional)</label>
          <textarea
            id={descriptionId}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={ui.primary}>
            Create Playlist
          </button>
        </div>
      </form>
    </Dialog>
  );
}
