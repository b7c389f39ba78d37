import { Dialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import type { PlaylistEntry } from '@/lib/storage/music-collection';
import { showAlert } from '../model/alerts';
import { createPlaylist } from '../model/playlist-actions';
import { validateStandalonePlaylist } from '../model/validation';
import { PlaylistDetailsForm } from './playlist-details-form';

/** The standalone Create Playlist form: a trimmed name is required, a description is optional. */
export function CreatePlaylistDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated?: (playlist: PlaylistEntry) => void;
}) {
  const t = useT();
  const create = async (name: string, description: string) => {
    const checked = validateStandalonePlaylist(name, description);
    if (!checked.ok) return checked.errors.name ?? null;
    const created = await createPlaylist(checked.value);
    if (!created.ok) {
      showAlert(created.message);
      return null;
    }
    onClose();
    onCreated?.(created.playlist);
    return null;
  };

  return (
    <Dialog title={t('playlists.create.title')} onClose={onClose}>
      <PlaylistDetailsForm
        descriptionLabel={t('playlists.form.descriptionOptional')}
        submitLabel={t('playlists.create.title')}
        nameRequired
        onSubmit={create}
        onCancel={onClose}
      />
    </Dialog>
  );
}
