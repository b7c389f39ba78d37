import { useState, type ReactNode } from 'react';
import { formatNumber, useT } from '@/lib/i18n';
import type { PinOwner } from '@/lib/pin/pin-dialog';
import type { ExportChoice } from '../model/download';
import { AskPins } from './ask-pins';
import { useBackupProfiles } from './backup-profiles';
import { pinOwners } from './pin-owners';
import styles from './your-data.module.css';

/**
 * Export: with more than one profile, this one or all of them (a clear choice above the
 * buttons); `children` are the row's other buttons. "All profiles" first asks the PIN of every
 * other profile that has one; cancelling exports nothing.
 */
export function ExportRow({ children }: { children: ReactNode }) {
  const t = useT();
  const { profiles, active, nameOf } = useBackupProfiles();
  const [choice, setChoice] = useState<ExportChoice>('this');
  const [asking, setAsking] = useState<readonly PinOwner[] | null>(null);
  const several = profiles.length > 1;
  const download = async (which: ExportChoice) => {
    const { downloadBackup } = await import('../model/download');
    await downloadBackup(new Date(), which);
  };
  const exportData = () => {
    const which = several ? choice : 'this';
    const ids = profiles.map((p) => p.id);
    const owners = which === 'all' ? pinOwners(profiles, active, ids, nameOf) : [];
    if (owners.length) setAsking(owners);
    else void download(which);
  };
  const current = nameOf(profiles.find((p) => p.id === active)?.name);
  return (
    <>
      {several ? (
        <fieldset className={styles.modes}>
          <legend className={styles.note}>{t('backup.export.legend')}</legend>
          <label>
            <input
              type="radio"
              name="export-profiles"
              checked={choice === 'this'}
              onChange={() => setChoice('this')}
            />{' '}
            {t('backup.export.this', { name: current })}
          </label>
          <label>
            <input
              type="radio"
              name="export-profiles"
              checked={choice === 'all'}
              onChange={() => setChoice('all')}
            />{' '}
            {t('backup.export.all', { count: formatNumber(profiles.length) })}
          </label>
        </fieldset>
      ) : null}
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={exportData}>
          {t('backup.export')}
        </button>
        {children}
      </div>
      {asking ? (
        <AskPins
          owners={asking}
          onCancel={() => setAsking(null)}
          onUnlocked={() => {
            setAsking(null);
            void download('all');
          }}
        />
      ) : null}
    </>
  );
}
