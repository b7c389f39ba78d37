import { useState, type ReactNode } from 'react';
import { formatNumber, useT } from '@/lib/i18n';
import type { ExportChoice } from '../model/download';
import { useBackupProfiles } from './backup-profiles';
import styles from './your-data.module.css';

/**
 * Export: with more than one profile, this one or all of them (a clear choice above the
 * buttons); `children` are the row's other buttons.
 */
export function ExportRow({ children }: { children: ReactNode }) {
  const t = useT();
  const { profiles, active, nameOf } = useBackupProfiles();
  const [choice, setChoice] = useState<ExportChoice>('this');
  const several = profiles.length > 1;
  const exportData = async () => {
    const { downloadBackup } = await import('../model/download');
    await downloadBackup(new Date(), several ? choice : 'this');
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
        <button type="button" className={styles.primary} onClick={() => void exportData()}>
          {t('backup.export')}
        </button>
        {children}
      </div>
    </>
  );
}
