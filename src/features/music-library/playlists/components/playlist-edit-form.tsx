import type { PlaylistEntry } from '@/lib/storage/music-collection';
import { useT } from '@/lib/i18n';
import { updatePlaylistDetails } from '../model/playlist-actions';
import { validatePlaylistEdit } from '../model/validation';
import { PlaylistDetailsForm } from './playlist-details-form';
import styles from './playlist-page.module.css';

/** Edit mode: name and description, trimmed; an empty name is refused with a message. */
export function PlaylistEditForm({
  playlist,
  onDone,
}: {
  playlist: PlaylistEntry;
  onDone: () => void;
}) {
  const t = useT();
  const save = async (name: string, description: string) => {
    const checked = validatePlaylistEdit(name, description);
    if (!checked.ok) return checked.errors.name ?? null;
    const result = await updatePlaylistDetails(playlist.id, checked.value);
    if (!result.ok) return result.message;
    onDone();
    return null;
  };

  return (
    <PlaylistDetailsForm
      className={styles.editForm}
      label={t('playlists.edit.label')}
      initialName={playlist.name}
      initialDescription={playlist.description ?? ''}
      descriptionLabel={t('playlists.form.description')}
      submitLabel={t('playlists.form.save')}
      onSubmit={save}
      onCancel={onDone}
    />
  );
}
