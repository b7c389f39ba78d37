import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { buttonClass } from '@/components/button';
import { useT } from '@/lib/i18n';
import { createProfile } from '@/lib/storage/records/profiles';
import { DEFAULT_CEILING } from '../profile-model';
import { DialogActions, NameField } from './dialog-parts';
import { problemText } from './problem-text';
import styles from './profiles.module.css';

/**
 * "Add profile": a name and whether it is a kids profile. The profile is one record, written
 * whole or not at all: at the limit of six, or with storage full, nothing is created and the
 * dialog says why.
 */
export function AddProfileDialog({ onClose }: { onClose: (created: boolean) => void }) {
  const t = useT();
  const kidsId = useId();
  const [name, setName] = useState('');
  const [kids, setKids] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('profiles.name.required'));
    const result = createProfile(
      kids
        ? { name: trimmed, kids: true, ceiling: DEFAULT_CEILING, allowUnrated: false }
        : { name: trimmed },
    );
    if (result.ok) onClose(true);
    else setError(problemText(t, result.reason));
  }

  return (
    <Dialog title={t('profiles.add')} onClose={() => onClose(false)}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <NameField value={name} onChange={setName} firstField />
        <label className={styles.check}>
          <input
            id={kidsId}
            type="checkbox"
            checked={kids}
            onChange={(e) => setKids(e.target.checked)}
          />
          {t('profiles.kids.label')}
        </label>
        <p className={styles.hint}>{t('profiles.kids.hint')}</p>
        <DialogActions error={error} onCancel={() => onClose(false)}>
          <button type="submit" className={buttonClass('primary')}>
            {t('profiles.create')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
