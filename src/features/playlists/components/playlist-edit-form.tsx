import type { LocalPlaylist } from '@/features/music-library';
import { updatePlaylistDetails } from '../model/playlist-actions';
import { validatePlaylistEdit } from '../model/validation';
import { PlaylistDetailsForm } from './playlist-details-form';
import styles from './playlist-page.module.css';

/** Edit mode: name and description, trimmed; an empty name is refused with a message. */
export function PlaylistEditForm({
  playlist,
  onDone,
}: {
  playlist: LocalPlaylist;
  onDone: () => void;
}) {
  const save = (name: string, description: string) => {
    const checked = validatePlaylistEdit(name, description);
    if (!checked.ok) return checked.errors.name ?? null;
    const result = updatePlaylistDetails(playlist.id, checked.value);
    if (!result.ok) return result.message;
    onDone();
    return null;
  };

  return (
    <PlaylistDetailsForm
      className={styles.editForm}
      label="Edit playlist"
      initialName={playlist.name}
      initialDescription={playlist.description ?? ''}
      descriptionLabel="Description"
      submitLabel="Save"
      onSubmit={save}
      onCancel={onDone}
    />
  );
}
