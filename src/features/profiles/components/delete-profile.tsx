import { useId, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { buttonClass } from '@/components/button';
import { loadBackupDownload } from '@/features/backup';
import { useT } from '@/lib/i18n';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { deleteProfile } from '@/lib/storage/records/profiles';
import { useProfiles, type AppProfile } from '../profile-model';
import { problemText } from './problem-text';
import { useProfileName } from './profile-name';
import { DialogActions } from './dialog-parts';
import styles from './profiles.module.css';

/**
 * "Delete profile", asked first as the app's other destructive actions are (Cancel takes focus).
 * The profile in use can save its data to a backup file first (the one-file backup, which reads
 * the page's profile); then the page opens on "Who's watching?". The last profile stays.
 */
export function DeleteProfile({
  profile,
  onDeleted,
}: {
  profile: AppProfile;
  onDeleted: () => void;
}) {
  const t = useT();
  const shown = useProfileName();
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const profiles = useProfiles();
  const [asking, setAsking] = useState(false);
  const [backup, setBackup] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inUse = profile.id === activeProfileId();
  if (profiles.length <= 1) return null;

  async function confirm() {
    if (backup && inUse) {
      const { downloadBackup } = await loadBackupDownload();
      await downloadBackup();
    }
    const result = await deleteProfile(profile.id);
    if (!result.ok) return setError(problemText(t, result.reason));
    setAsking(false);
    onDeleted();
    if (inUse) {
      window.location.hash = '#/';
      window.location.reload();
    }
  }

  return (
    <>
      <button type="button" className={buttonClass('danger')} onClick={() => setAsking(true)}>
        {t('profiles.delete.button')}
      </button>
      {asking ? (
        <Dialog
          labelledBy={titleId}
          onClose={() => setAsking(false)}
          initialFocus={cancelRef}
          closeOnBackdrop={false}
        >
          <h2 id={titleId}>{t('profiles.delete.title', { name: shown(profile) })}</h2>
          <p>{t('profiles.delete.message')}</p>
          {inUse ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={backup}
                onChange={(e) => setBackup(e.target.checked)}
              />
              {t('profiles.delete.backup')}
            </label>
          ) : (
            <p className={styles.hint}>{t('profiles.delete.backupElsewhere')}</p>
          )}
          <DialogActions error={error} onCancel={() => setAsking(false)} cancelRef={cancelRef}>
            <button
              type="button"
              className={buttonClass('dangerSolid')}
              onClick={() => void confirm()}
            >
              {t('profiles.delete.confirm')}
            </button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
