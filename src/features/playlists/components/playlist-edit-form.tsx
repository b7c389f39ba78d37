import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LocalPlaylist } from '@/features/music-library';
import { updatePlaylistDetails } from '../model/playlist-actions';
import { validatePlaylistEdit } from '../model/validation';
import ui from './ui.module.css';
import styles from './playlist-page.module.css';

/** Edit mode: name and description, trimmed; an empty name is refused with a message. */
export function PlaylistEditForm({
  playlist,
  onDone,
}: {
  playlist: LocalPlaylist;
  onDone: () => void;
}) {
  const [name, setName] = useState(playlist.name);
  const [description, setDescription] = useState(playlist.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const descriptionId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePlaylistEdit(name, description);
    if (!checked.ok) return setError(checked.errors.name ?? null);
    const result = updatePlaylistDetails(playlist.id, checked.value);
    if (!result.ok) return setError(result.message);
    onDone();
  };

  return (
    <form className={styles.editForm} onSubmit={save} noValidate aria-label="Edit playlist">
      <div className={ui.field}>
        <label htmlFor={nameId}>Name</label>
        <input
          id={nameId}
          ref={nameInput}
          value={name}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${nameId}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error ? (
          <span id={`${nameId}-error`} role="alert" className={ui.error}>
            {error}
          </span>
        ) : null}
      </div>
      <div className={ui.field}>
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={ui.primary}>
          Save
        </button>
      </div>
    </form>
  );
}
